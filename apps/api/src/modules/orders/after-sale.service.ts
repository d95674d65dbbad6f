import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import {
  intlLocale,
  formatMoney,
  ORDER_STATUS,
  PAID_ORDER_STATUSES,
  toDecimal,
  planForAll,
  planForAmount,
  planForUnits,
  toMinor,
  totalOf,
  type RefundShare,
  type OrderStatus,
  type RefundOrderRequest,
  type RequestReturnRequest,
} from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import {
  orderItems,
  orderRequests,
  orderReturnItems,
  orderReturns,
  orders,
  products,
} from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../platform/errors.ts';
import { languageOf } from '../../platform/language.ts';
import { fill, inEachLanguage, MESSAGES, type MessageText } from '../../platform/messages.ts';
import {
  gatewayFor,
  iyzicoLocale,
  PaymentProviderError,
  type ReturnInput,
} from '../../platform/payments/gateway.ts';
import type { DbOrTx } from '../basket/index.ts';
import { stockChanged } from './settlement.service.ts';
import {
  ownerMayCancel,
  returnDeadline,
  returnRefusal,
  shopperMayCancel,
  unitsLeftToReturn,
} from './after-sale-rules.ts';
import { canceledMail, deliveredMail, refundMail, returnReceivedMail } from './after-sale-mails.ts';
import { orderMailFrame } from './seller-identity.ts';
import { recordEvent, type Actor } from './order-events.ts';
import {
  itemsOf,
  orderRow,
  releaseStock,
  transition,
  type OrderItemRow,
  type OrderRow,
} from './order.repository.ts';

/** A change claimed by a process that died is taken over after this. */
const CLAIM_STALE_MS = 2 * 60_000;

/** The caller of an after-sale change: who, from which address, and the client's Idempotency-Key. */
export interface ChangeRequest {
  by: Actor;
  ip: string;
  key?: string | undefined;
}

/** A share of a refund, named by the item transaction the provider refunds. */
type RefundPart = RefundShare & { paymentTransactionId: string };

/** What the provider gave back in one change. */
interface Given {
  parts: (RefundPart & { voided?: boolean })[];
  total: number;
  reference: string;
}

/**
 * The after-sale side (docs/decisions/024-after-sale.md): cancellations, refunds, returns and delivery.
 * Money moves only through the payment provider, and an order records a refund only once the provider
 * confirmed it. One change of an order runs at a time (a claim on the row), and a request repeated with
 * the same Idempotency-Key answers the first one's result without refunding or mailing again.
 */
export class AfterSaleService {
  constructor(private readonly ctx: AppContext) {}

  // ---- the shopper ----

  /** Cancels a paid order that has not shipped, giving the whole payment back. */
  async cancelByShopper(orderId: string, req: ChangeRequest): Promise<void> {
    await this.change(orderId, 'cancel', req, async (order) => {
      if (!shopperMayCancel(order)) throw conflict('INVALID_STATE', MESSAGES.cancelNotAllowed);
      await this.cancel(order, req);
    });
  }

  /** A withdrawal of some or all lines, from shipping until 14 days after delivery. */
  async requestReturn(
    orderId: string,
    items: RequestReturnRequest['items'],
    req: ChangeRequest,
  ): Promise<void> {
    await this.change(orderId, 'return', req, async (order) => {
      const refusal = returnRefusal(order, new Date());
      if (refusal === 'periodOver') {
        const date = returnDeadline(order)!;
        throw new AppError(409, 'RETURN_NOT_ALLOWED', fill(MESSAGES.returnPeriodOver, dateIn(date)));
      }
      if (refusal === 'alreadyOpen')
        throw new AppError(409, 'RETURN_NOT_ALLOWED', MESSAGES.returnAlreadyOpen);
      if (refusal === 'notShipped') throw new AppError(409, 'RETURN_NOT_ALLOWED', MESSAGES.returnNotShipped);
      const lines = await itemsOf(this.ctx.db, order.id);
      const units = mergeUnits(items);
      for (const u of units) {
        const line = lineOf(lines, u.orderItemId);
        const name = productText(line);
        if (line.personalised)
          throw new AppError(409, 'RETURN_NOT_ALLOWED', fill(MESSAGES.returnPersonalised, { product: name }));
        if (u.quantity > unitsLeftToReturn(line))
          throw invalidLine(fill(MESSAGES.orderLineTooMany, { product: name, max: unitsLeftToReturn(line) }));
      }
      await this.ctx.db.transaction(async (tx) => {
        const moved = await transition(
          tx,
          order.id,
          order.orderStatus as OrderStatus,
          ORDER_STATUS.ReturnRequested,
        );
        if (!moved) throw conflict('ORDER_BUSY', MESSAGES.orderBusy);
        const [created] = await tx.insert(orderReturns).values({ orderId: order.id }).returning();
        await tx.insert(orderReturnItems).values(
          units.map((u) => ({
            returnId: created!.id,
            orderItemId: u.orderItemId,
            quantity: u.quantity,
            reason: u.reason,
          })),
        );
        await recordEvent(tx, order.id, 'return_requested', req.by, {
          note: units
            .map((u) => `${u.quantity} × ${lineOf(lines, u.orderItemId).productName}: ${u.reason}`)
            .join('; '),
        });
        await this.remember(tx, order.id, 'return', req.key);
      });
    });
  }

  // ---- the owner ----

  /** Cancels a paid order before delivery: a void while the bank allows it, otherwise a refund of what is left. */
  async cancelByOwner(orderId: string, req: ChangeRequest): Promise<void> {
    await this.change(orderId, 'cancel', req, async (order) => {
      if (!ownerMayCancel(order)) throw conflict('INVALID_STATE', MESSAGES.cancelNotAllowed);
      await this.cancel(order, req);
    });
  }

  /** Refunds chosen units, an amount, or (neither) everything left; the order keeps its status. */
  async refund(input: RefundOrderRequest, req: ChangeRequest): Promise<void> {
    await this.change(input.orderId, 'refund', req, async (order) => {
      if (!PAID_ORDER_STATUSES.includes(order.orderStatus as OrderStatus))
        throw conflict('INVALID_STATE', MESSAGES.refundNotAllowed);
      const lines = await itemsOf(this.ctx.db, order.id);
      let plan: RefundShare[];
      if (input.items) {
        const units = mergeUnits(input.items.map((i) => ({ ...i, reason: '' })));
        for (const u of units) {
          const line = lineOf(lines, u.orderItemId);
          if (u.quantity > line.quantity)
            throw invalidLine(
              fill(MESSAGES.orderLineTooMany, { product: productText(line), max: line.quantity }),
            );
        }
        plan = planForUnits(lines, units);
      } else if (input.amount !== undefined) {
        const left = totalOf(planForAll(lines));
        const forAmount = planForAmount(lines, toMinor(input.amount));
        if (!forAmount) throw invalidLine(fill(MESSAGES.refundAboveLeft, { left: moneyText(order, left) }));
        plan = forAmount;
      } else {
        plan = planForAll(lines);
      }
      if (plan.length === 0) throw conflict('INVALID_STATE', MESSAGES.refundNothingLeft);
      const given = await this.giveBack(order, lines, plan, req);
      await this.ctx.db.transaction(async (tx) => {
        await this.recordGiven(tx, order, given);
        await recordEvent(tx, order.id, 'refunded', req.by, {
          amount: given.total,
          providerReference: given.reference,
        });
        await this.ctx.mailer.enqueue(
          refundMail(order, given.total, await orderMailFrame(tx, this.ctx.config.publicUrl)),
          tx,
        );
        await this.remember(tx, order.id, 'refund', req.key);
      });
    });
  }

  /** Shipped → Delivered, at the carrier's time or now; starts the 14 days. */
  async deliver(
    input: { orderId: string; deliveredAt?: string | undefined },
    req: ChangeRequest,
  ): Promise<void> {
    const at = input.deliveredAt ? new Date(input.deliveredAt) : new Date();
    if (at.getTime() > Date.now() + 60_000) throw invalidLine(MESSAGES.deliveryInFuture);
    await this.change(input.orderId, 'deliver', req, async (order) => {
      if (order.orderStatus !== ORDER_STATUS.Shipped)
        throw conflict('INVALID_STATE', MESSAGES.deliveryNotAllowed);
      if (order.shippedAt && at < order.shippedAt) throw invalidLine(MESSAGES.deliveryBeforeShipping);
      await this.ctx.db.transaction(async (tx) => {
        const row = await transition(tx, order.id, ORDER_STATUS.Shipped, ORDER_STATUS.Delivered, {
          deliveredAt: at,
        });
        if (!row) throw conflict('ORDER_BUSY', MESSAGES.orderBusy);
        await recordEvent(tx, order.id, 'delivered', req.by, { note: at.toISOString() });
        await this.ctx.mailer.enqueue(
          deliveredMail(row, await orderMailFrame(tx, this.ctx.config.publicUrl)),
          tx,
        );
        await this.remember(tx, order.id, 'deliver', req.key);
      });
    });
  }

  /** The returned goods arrived: their share goes back to the card and the units back on the shelf. */
  async completeReturn(input: { orderId: string; returnId: string }, req: ChangeRequest): Promise<void> {
    await this.change(input.orderId, 'return-complete', req, async (order) => {
      const [open] = await this.ctx.db
        .select()
        .from(orderReturns)
        .where(and(eq(orderReturns.id, input.returnId), eq(orderReturns.orderId, order.id)));
      if (!open) throw notFound(MESSAGES.notFound);
      if (open.status !== 'requested' || order.orderStatus !== ORDER_STATUS.ReturnRequested)
        throw conflict('INVALID_STATE', MESSAGES.returnNotOpen);
      const lines = await itemsOf(this.ctx.db, order.id);
      const returned = await this.ctx.db
        .select()
        .from(orderReturnItems)
        .where(eq(orderReturnItems.returnId, open.id));
      // Each returned unit's share, less what an earlier, interrupted completion already gave back.
      const plan = planForUnits(lines, returned)
        .map((p) => {
          const done = returned.find((r) => r.orderItemId === p.orderItemId)?.refundedAmount ?? 0;
          return { ...p, price: p.price - done };
        })
        .filter((p) => p.price > 0);
      const given = await this.giveBack(order, lines, plan, req, open.id);
      await this.ctx.db.transaction(async (tx) => {
        const row = await transition(tx, order.id, ORDER_STATUS.ReturnRequested, ORDER_STATUS.Returned);
        if (!row) throw conflict('ORDER_BUSY', MESSAGES.orderBusy);
        await this.recordGiven(tx, order, given, open.id);
        await tx
          .update(orderReturns)
          .set({ status: 'completed', completedAt: new Date() })
          .where(eq(orderReturns.id, open.id));
        for (const r of returned) {
          await tx
            .update(orderItems)
            .set({ returnedQuantity: sql`${orderItems.returnedQuantity} + ${r.quantity}` })
            .where(eq(orderItems.id, r.orderItemId));
        }
        await restock(
          tx,
          returned.map((r) => ({ productId: lineOf(lines, r.orderItemId).productId, quantity: r.quantity })),
        );
        const refunded = open.refundedAmount + given.total;
        // The event names what this step gave back: an interrupted earlier attempt has its own 'refunded'
        // event, and the dashboard adds the events' amounts (docs/decisions/031-dashboard-figures.md).
        await recordEvent(tx, order.id, 'return_received', req.by, {
          amount: given.total,
          providerReference: given.reference || null,
        });
        await this.ctx.mailer.enqueue(
          returnReceivedMail(
            order,
            lines,
            returned,
            refunded,
            await orderMailFrame(tx, this.ctx.config.publicUrl),
          ),
          tx,
        );
        await this.remember(tx, order.id, 'return-complete', req.key);
      });
      await stockChanged(this.ctx);
    });
  }

  // ---- the steps ----

  /**
   * Gives the whole payment back and cancels: iyzico's void while nothing was refunded yet (the charge
   * never reaches the statement), else — or when the bank's day has closed — a refund of what is left.
   */
  private async cancel(order: OrderRow, req: ChangeRequest): Promise<void> {
    const lines = await itemsOf(this.ctx.db, order.id);
    let given: Given | null = null;
    if (order.refundedAmount === 0 && order.paymentId) given = await this.voidPayment(order, lines, req);
    given ??= await this.giveBack(order, lines, planForAll(lines), req);
    await this.ctx.db.transaction(async (tx) => {
      const row = await transition(tx, order.id, order.orderStatus as OrderStatus, ORDER_STATUS.Canceled, {
        canceledAt: new Date(),
      });
      if (!row) throw conflict('ORDER_BUSY', MESSAGES.orderBusy);
      await this.recordGiven(tx, order, given);
      await releaseStock(tx, order.id);
      await unsell(tx, lines);
      await recordEvent(tx, order.id, 'canceled', req.by, {
        amount: given.total,
        providerReference: given.reference || null,
        note: given.parts.some((p) => p.voided) ? 'void' : given.total > 0 ? 'refund' : null,
      });
      const voided = given.parts.some((p) => p.voided);
      await this.ctx.mailer.enqueue(
        canceledMail(row, given.total, voided, await orderMailFrame(tx, this.ctx.config.publicUrl)),
        tx,
      );
      await this.remember(tx, order.id, 'cancel', req.key);
    });
    await stockChanged(this.ctx);
  }

  /** iyzico's cancel; null when the bank refuses it (its day has closed), so the caller refunds instead. */
  private async voidPayment(
    order: OrderRow,
    lines: OrderItemRow[],
    req: ChangeRequest,
  ): Promise<Given | null> {
    try {
      const r = await gatewayFor(this.ctx).cancel({ ...this.base(order, req), paymentId: order.paymentId! });
      const parts = lines
        .filter((l) => l.paymentTransactionId && l.paidPrice)
        .map((l) => ({
          orderItemId: l.id,
          paymentTransactionId: l.paymentTransactionId!,
          price: l.paidPrice!,
          voided: true,
        }));
      return { parts, total: r.price, reference: order.paymentId! };
    } catch (error) {
      if (error instanceof PaymentProviderError && !UNKNOWN_OUTCOME.includes(error.errorCode)) return null;
      throw refundError(error, order, []);
    }
  }

  /**
   * Refunds the parts one by one. When the provider refuses one, what it already gave back is recorded
   * (that money has moved) and the change stops with the provider's reason.
   */
  private async giveBack(
    order: OrderRow,
    lines: OrderItemRow[],
    plan: RefundShare[],
    req: ChangeRequest,
    returnId?: string,
  ): Promise<Given> {
    const gateway = gatewayFor(this.ctx);
    const parts: RefundPart[] = [];
    for (const share of plan) {
      // A line with something paid has its item transaction: both are stored together at payment.
      const part = { ...share, paymentTransactionId: lineOf(lines, share.orderItemId).paymentTransactionId! };
      try {
        const r = await gateway.refund({
          ...this.base(order, req),
          paymentTransactionId: part.paymentTransactionId,
          price: part.price,
          currency: order.currency,
        });
        parts.push({ ...part, price: r.price });
      } catch (error) {
        const done = summed(parts);
        if (parts.length) {
          await this.ctx.db.transaction(async (tx) => {
            await this.recordGiven(tx, order, done, returnId);
            await recordEvent(tx, order.id, 'refunded', req.by, {
              amount: done.total,
              providerReference: done.reference,
            });
          });
        }
        throw refundError(error, order, parts);
      }
    }
    return summed(parts);
  }

  /** Adds what the provider gave back to the lines, the order and (for a return) the return's lines. */
  private async recordGiven(tx: DbOrTx, order: OrderRow, given: Given, returnId?: string): Promise<void> {
    if (given.total === 0) return;
    for (const p of given.parts) {
      await tx
        .update(orderItems)
        .set({ refundedAmount: sql`${orderItems.refundedAmount} + ${p.price}` })
        .where(eq(orderItems.id, p.orderItemId));
      if (returnId)
        await tx
          .update(orderReturnItems)
          .set({ refundedAmount: sql`${orderReturnItems.refundedAmount} + ${p.price}` })
          .where(
            and(eq(orderReturnItems.returnId, returnId), eq(orderReturnItems.orderItemId, p.orderItemId)),
          );
    }
    await tx
      .update(orders)
      .set({ refundedAmount: sql`${orders.refundedAmount} + ${given.total}` })
      .where(eq(orders.id, order.id));
    if (returnId)
      await tx
        .update(orderReturns)
        .set({ refundedAmount: sql`${orderReturns.refundedAmount} + ${given.total}` })
        .where(eq(orderReturns.id, returnId));
  }

  /**
   * Runs one change of an order under its claim. A key already carried out answers at once; a second
   * change while one runs is refused as busy (409), never run beside it.
   */
  private async change(
    orderId: string,
    action: string,
    req: ChangeRequest,
    run: (order: OrderRow) => Promise<void>,
  ): Promise<void> {
    if (req.key && (await this.done(orderId, action, req.key))) return;
    const claimedAt = new Date();
    const [claimed] = await this.ctx.db
      .update(orders)
      .set({ changeClaimedAt: claimedAt })
      .where(
        and(
          eq(orders.id, orderId),
          or(
            isNull(orders.changeClaimedAt),
            lt(orders.changeClaimedAt, new Date(claimedAt.getTime() - CLAIM_STALE_MS)),
          ),
        ),
      )
      .returning();
    if (!claimed) {
      await orderRow(this.ctx.db, orderId); // 404 when there is no such order
      throw conflict('ORDER_BUSY', MESSAGES.orderBusy);
    }
    try {
      if (req.key && (await this.done(orderId, action, req.key))) return;
      await run(claimed);
    } finally {
      await this.ctx.db
        .update(orders)
        .set({ changeClaimedAt: null })
        .where(and(eq(orders.id, orderId), eq(orders.changeClaimedAt, claimedAt)));
    }
  }

  private async done(orderId: string, action: string, key: string): Promise<boolean> {
    const [row] = await this.ctx.db
      .select({ key: orderRequests.key })
      .from(orderRequests)
      .where(eq(orderRequests.key, requestKey(orderId, action, key)));
    return Boolean(row);
  }

  private async remember(
    tx: DbOrTx,
    orderId: string,
    action: string,
    key: string | undefined,
  ): Promise<void> {
    if (key)
      await tx.insert(orderRequests).values({ key: requestKey(orderId, action, key), orderId, action });
  }

  private base(order: OrderRow, req: ChangeRequest): ReturnInput {
    return { locale: iyzicoLocale(languageOf(order.language)), conversationId: order.id, ip: req.ip };
  }
}

const UNKNOWN_OUTCOME = ['UNREACHABLE', 'TIMEOUT', 'SIGNATURE', 'MISMATCH'];

const requestKey = (orderId: string, action: string, key: string) => `${orderId}:${action}:${key}`;

function summed(parts: RefundPart[]): Given {
  return {
    parts,
    total: totalOf(parts),
    reference: parts.map((p) => p.paymentTransactionId).join(','),
  };
}

/** The provider said no (or could not be reached): 502 with its reason, saying what did go back. */
function refundError(error: unknown, order: OrderRow, done: RefundPart[]): AppError {
  const reason = error instanceof PaymentProviderError ? error.bankMessage : 'unknown error';
  const total = totalOf(done);
  const text: MessageText = total
    ? fill(MESSAGES.refundPartlyDone, {
        done: moneyText(order, total),
        reason,
      })
    : fill(MESSAGES.refundRefused, { reason });
  return new AppError(502, 'REFUND_REFUSED', text);
}

const invalidLine = (text: MessageText) => new AppError(400, 'VALIDATION_FAILED', text);

function lineOf(lines: OrderItemRow[], orderItemId: string): OrderItemRow {
  const line = lines.find((l) => l.id === orderItemId);
  if (!line) throw invalidLine(MESSAGES.orderLineUnknown);
  return line;
}

/** The same line named twice counts once, with its units added. */
function mergeUnits<T extends { orderItemId: string; quantity: number; reason: string }>(items: T[]): T[] {
  const merged = new Map<string, T>();
  for (const i of items) {
    const seen = merged.get(i.orderItemId);
    merged.set(i.orderItemId, seen ? { ...seen, quantity: seen.quantity + i.quantity } : i);
  }
  return [...merged.values()];
}

/** An amount for a message, in the form of each language (the request's language picks one). */
const moneyText = (order: Pick<OrderRow, 'currency'>, minor: number) =>
  inEachLanguage((language) => formatMoney(toDecimal(minor), order.currency, language));

/** A line's product as each language names it. */
const productText = (line: Pick<OrderItemRow, 'productName' | 'productNameEN'>): MessageText => ({
  tr: line.productName,
  en: line.productNameEN || line.productName,
});

const dateIn = (date: Date) => ({
  date: inEachLanguage((language) =>
    date.toLocaleDateString(intlLocale(language), { timeZone: 'Europe/Istanbul' }),
  ),
});

/** Units back on the shelf and off the sold count (a completed return). */
async function restock(tx: DbOrTx, units: { productId: string; quantity: number }[]): Promise<void> {
  for (const u of units) {
    await tx
      .update(products)
      .set({
        stock: sql`${products.stock} + ${u.quantity}`,
        soldCount: sql`greatest(0, ${products.soldCount} - ${u.quantity})`,
      })
      .where(eq(products.id, u.productId));
  }
}

/** A cancelled sale no longer counts in the popular sort (releaseStock has put the units back). */
async function unsell(tx: DbOrTx, lines: OrderItemRow[]): Promise<void> {
  for (const l of lines) {
    await tx
      .update(products)
      .set({ soldCount: sql`greatest(0, ${products.soldCount} - ${l.quantity})` })
      .where(eq(products.id, l.productId));
  }
}
