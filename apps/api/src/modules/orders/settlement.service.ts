import { and, asc, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { CACHE_KEYS, ORDER_STATUS, type OrderStatus } from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import { basketItems, couponUsages, orderItems, orders, products } from '../../db/schema/index.ts';
import { ProfileService } from '../account/index.ts';
import { lockBasketId } from '../basket/index.ts';
import { clearCatalogCache } from '../catalog/index.ts';
import { buyerEmailKey } from '../coupons/index.ts';
import { languageOf } from '../../platform/language.ts';
import { MESSAGES, translate } from '../../platform/messages.ts';
import { confirmationMail } from './order-mails.ts';
import { orderMailFrame } from './seller-identity.ts';
import { recordEvent, SYSTEM } from './order-events.ts';
import { itemsOf, releaseStock, transition, unitsByProduct, type OrderRow } from './order.repository.ts';

/** A callback that claimed an order but never finished (a crash) lets the sweep release it after this. */
const CLAIM_STALE_MS = 10 * 60_000;
const SWEEP_BATCH = 100;

/**
 * Who fails an order (decision 018). The bank callback that claimed an order is the one that charges the
 * card, so only it may fail a claimed order; everyone else (checkout, a new checkout abandoning an old
 * one) only while no callback holds the order, and the sweep also once a claim has gone stale (its
 * callback's process died). The condition is part of the UPDATE, so a callback claiming at the same
 * moment either wins or finds the order failed and charges nothing.
 */
export type FailedBy =
  { by: 'unclaimed' } | { by: 'claim'; claimedAt: Date } | { by: 'sweep'; now: Date } | PaymentCheckBy;

/**
 * The payment check (modules/payments/payment-check.service.ts): an order whose charge had an unknown
 * outcome waits in PaymentCheck, where only the check settles it, by what the provider says.
 */
export type PaymentCheckBy = { by: 'check' };

/** Who completes an order: the callback holding its claim, or the payment check. */
export type CompletedBy = { by: 'claim'; claimedAt: Date } | PaymentCheckBy;

/** The status an ending starts from, and what else must hold for this caller. */
function endingFrom(who: FailedBy | CompletedBy): { from: OrderStatus; when: SQL } {
  if (who.by === 'check') return { from: ORDER_STATUS.PaymentCheck, when: sql`true` };
  return { from: ORDER_STATUS.Created, when: failCondition(who) };
}

function unclaimedOrStale(now: Date): SQL {
  return or(
    isNull(orders.callbackClaimedAt),
    lt(orders.callbackClaimedAt, new Date(now.getTime() - CLAIM_STALE_MS)),
  )!;
}

function failCondition(who: Exclude<FailedBy, PaymentCheckBy>): SQL {
  if (who.by === 'claim') return eq(orders.callbackClaimedAt, who.claimedAt);
  return who.by === 'sweep' ? unclaimedOrStale(who.now) : isNull(orders.callbackClaimedAt);
}

/**
 * How a payment ends. Every ending is one conditional transition out of Created (or, for the payment
 * check, out of PaymentCheck), so a replayed or racing callback, or the expiry sweep running at the same
 * moment, changes an order at most once.
 */
export class OrderSettlement {
  constructor(private readonly ctx: AppContext) {}

  /**
   * Created → Completed, by the callback holding the claim (or PaymentCheck → Completed, by the payment
   * check): records the payment, counts the sale, empties the buyer's basket and queues the confirmation
   * e-mail, all in one transaction. The coupon's use was taken at checkout (decision 018). False when the
   * order can no longer complete.
   */
  async complete(
    orderId: string,
    who: CompletedBy,
    payment: {
      paymentId: string;
      paidPrice: number;
      installment: number;
      itemTransactions: readonly { itemId: string; paymentTransactionId: string; paidPrice: number }[];
    },
  ): Promise<boolean> {
    const { from, when } = endingFrom(who);
    const completed = await this.ctx.db.transaction(async (tx) => {
      const order = await transition(
        tx,
        orderId,
        from,
        ORDER_STATUS.Completed,
        {
          paymentId: payment.paymentId,
          paidPrice: payment.paidPrice,
          installmentNumber: payment.installment,
          paymentError: null,
          paymentCheckAt: null,
          completedAt: new Date(),
        },
        when,
      );
      if (!order) return null;
      // Each line keeps its item transaction: a later refund of that line names it.
      for (const t of payment.itemTransactions) {
        await tx
          .update(orderItems)
          .set({ paymentTransactionId: t.paymentTransactionId, paidPrice: t.paidPrice })
          .where(and(eq(orderItems.orderId, orderId), eq(sql`${orderItems.id}::text`, t.itemId)));
      }
      await recordEvent(tx, orderId, 'paid', SYSTEM, {
        amount: payment.paidPrice,
        providerReference: payment.paymentId,
      });
      const items = await itemsOf(tx, orderId);
      for (const [productId, { quantity }] of unitsByProduct(
        items.map((i) => ({ productId: i.productId, quantity: i.quantity, name: i.productName })),
      )) {
        await tx
          .update(products)
          .set({ soldCount: sql`${products.soldCount} + ${quantity}` })
          .where(eq(products.id, productId));
      }
      if (order.couponId !== null) {
        // Orders placed before decision 018 took their use only here.
        await tx
          .insert(couponUsages)
          .values({ couponId: order.couponId, orderId, buyerKey: buyerEmailKey(order.email) })
          .onConflictDoNothing();
      }
      const basketId = await lockBasketId(tx, order.basketKey);
      if (basketId) await tx.delete(basketItems).where(eq(basketItems.basketId, basketId));
      await this.ctx.mailer.enqueue(
        confirmationMail(order, items, await orderMailFrame(tx, this.ctx.config.publicUrl)),
        tx,
      );
      return order;
    });
    if (!completed) return false;
    await stockChanged(this.ctx);
    await this.keepAddresses(completed);
    return true;
  }

  /**
   * The addresses the customer typed at checkout and asked to keep go into their address book once the
   * order is paid, never before (docs/product/storefront.md §5). A failure here is logged: the order is paid.
   */
  private async keepAddresses(order: OrderRow): Promise<void> {
    const userId = order.userId;
    if (!userId || !order.addressesToKeep) return;
    const profiles = new ProfileService(this.ctx);
    try {
      for (const a of order.addressesToKeep) {
        const [firstName, ...rest] = a.contactName.split(/\s+/);
        await profiles.addAddress(userId, {
          firstName: rest.length > 0 ? (firstName ?? '') : '',
          lastName: rest.length > 0 ? rest.join(' ') : a.contactName,
          addressLine: a.addressLine,
          city: a.city,
          state: a.state,
          postalCode: a.zipCode,
          country: a.country,
          isShipping: a.isShipping,
        });
      }
    } catch (err) {
      this.ctx.log.warn({ err, orderId: order.id }, 'keeping the checkout addresses failed');
    }
  }

  /**
   * Created (or, for the payment check, PaymentCheck) → Failed: puts the reserved units back, and with
   * the status the coupon use goes back too. The basket is left as it was. False when already settled,
   * or when `who` may not fail it (see FailedBy).
   */
  async fail(orderId: string, reason: string, who: FailedBy): Promise<boolean> {
    const { from, when } = endingFrom(who);
    const failed = await this.ctx.db.transaction(async (tx) => {
      const order = await transition(
        tx,
        orderId,
        from,
        ORDER_STATUS.Failed,
        { paymentError: reason.slice(0, 500), paymentCheckAt: null },
        when,
      );
      if (!order) return false;
      await releaseStock(tx, orderId);
      await recordEvent(tx, orderId, 'failed', SYSTEM, { note: reason });
      return true;
    });
    if (failed) await stockChanged(this.ctx);
    return failed;
  }

  /**
   * Created → PaymentCheck, by the callback holding the claim, when the charge's outcome is unknown (no
   * answer, or one that cannot be trusted): the stock stays reserved and the coupon use held (a use is
   * live while its order is not Failed or Canceled) until the payment check learns from the provider
   * whether the card was charged. False when the claim no longer holds.
   */
  async awaitPaymentCheck(orderId: string, reason: string, claimedAt: Date, checkAt: Date): Promise<boolean> {
    return this.ctx.db.transaction(async (tx) => {
      const order = await transition(
        tx,
        orderId,
        ORDER_STATUS.Created,
        ORDER_STATUS.PaymentCheck,
        { paymentChecks: 0, paymentCheckAt: checkAt },
        eq(orders.callbackClaimedAt, claimedAt),
      );
      if (!order) return false;
      await recordEvent(tx, orderId, 'payment_check', SYSTEM, { note: reason });
      return true;
    });
  }

  /**
   * A shopper who starts a new payment has given up on the earlier one (the 3-D Secure window closed, the
   * tab reloaded): its reserved stock goes back at once instead of after the timeout, so the last piece of
   * a one-off item is not held against its own buyer. An order whose callback is in flight is left alone.
   */
  async abandonUnpaid(basketKey: string, reason: string): Promise<number> {
    const open = await this.ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.basketKey, basketKey),
          eq(orders.orderStatus, ORDER_STATUS.Created),
          isNull(orders.callbackClaimedAt),
        ),
      );
    let abandoned = 0;
    for (const o of open) if (await this.fail(o.id, reason, { by: 'unclaimed' })) abandoned += 1;
    return abandoned;
  }

  /**
   * Fails the Created orders whose payment time ran out, releasing their stock. An order whose bank
   * callback is being handled right now is left to that callback.
   */
  async expireUnpaid(now = new Date()): Promise<number> {
    const due = await this.ctx.db
      .select({ id: orders.id, language: orders.language })
      .from(orders)
      .where(
        and(
          eq(orders.orderStatus, ORDER_STATUS.Created),
          lt(orders.paymentExpiresAt, now),
          unclaimedOrStale(now),
        ),
      )
      .orderBy(asc(orders.paymentExpiresAt))
      .limit(SWEEP_BATCH);
    let expired = 0;
    for (const o of due) {
      const reason = translate(MESSAGES.paymentExpired, languageOf(o.language));
      if (await this.fail(o.id, reason, { by: 'sweep', now })) expired += 1;
    }
    return expired;
  }
}

/**
 * Product payloads (details, lists, the home page's newest) carry the stock and the sold count, and are
 * cached: after a reservation, a sale or a release commits, the cached ones are cleared in every process,
 * so the shop never shows a sold piece as available or a released one as sold out. A cache or Redis
 * failure is logged, never allowed to fail the order.
 */
export async function stockChanged(ctx: AppContext): Promise<void> {
  await clearCatalogCache(ctx.cache, CACHE_KEYS.products).catch((err: unknown) =>
    ctx.log.warn({ err }, 'clearing the product cache after a stock change failed'),
  );
}

/** Runs the expiry sweep on an interval; started when the app is ready, stopped when it closes. */
export class PaymentExpirySweeper {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly settlement: OrderSettlement,
    private readonly log: AppContext['log'],
    private readonly intervalMs = 60_000,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.runOnce(), this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  runOnce(): Promise<unknown> {
    this.running ??= this.settlement
      .expireUnpaid()
      .then((n) => n > 0 && this.log.info({ expired: n }, 'unpaid orders released'))
      .catch((err: unknown) => this.log.error({ err }, 'payment expiry sweep failed'))
      .finally(() => (this.running = undefined));
    return this.running;
  }
}
