import { and, asc, eq, lte } from 'drizzle-orm';
import { ORDER_STATUS } from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import { orders } from '../../db/schema/index.ts';
import { languageOf } from '../../platform/language.ts';
import { MESSAGES, translate } from '../../platform/messages.ts';
import {
  gatewayFor,
  iyzicoLocale,
  OUTCOME_UNKNOWN,
  PaymentProviderError,
  type PaymentDetail,
} from '../../platform/payments/gateway.ts';
import { OrderSettlement, type OrderRow } from '../orders/index.ts';
import { openDifference } from './payment-differences.ts';

const FIRST_CHECK_MS = 60_000;
const LONGEST_WAIT_MS = 60 * 60_000;
const BATCH = 50;
/**
 * Refusals that say nothing about the payment: the shop's own keys or request were refused, so the
 * question is asked again rather than taken as "no such payment".
 */
const NOT_ABOUT_THE_PAYMENT = ['1000', '1001', '11'];

/** The provider answered, and its answer is that it has no such payment (not a lost or refused question). */
export const noSuchPayment = (error: unknown): error is PaymentProviderError =>
  error instanceof PaymentProviderError &&
  !OUTCOME_UNKNOWN.includes(error.errorCode) &&
  !NOT_ABOUT_THE_PAYMENT.includes(error.errorCode);

/** The first question, a minute after the charge's answer was lost (a late answer has arrived by then). */
export const firstCheckAt = (now: Date) => new Date(now.getTime() + FIRST_CHECK_MS);

/** After `checks` questions that learned nothing: 2, 4, 8 … minutes later, at most an hour apart. */
export const nextCheckAt = (checks: number, now: Date) =>
  new Date(now.getTime() + Math.min(FIRST_CHECK_MS * 2 ** checks, LONGEST_WAIT_MS));

export type CheckOutcome = 'completed' | 'failed' | 'unknown' | 'left';

type Answer = { paid: PaymentDetail } | { notPaid: string } | { unknown: string };

/**
 * The payment check (docs/decisions/024-after-sale.md): orders in PaymentCheck lost the bank's answer to
 * their charge. It asks the provider (payment detail, by the payment's id and the order's id as its
 * conversation id) until it knows: charged → the order completes as the callback would have completed it;
 * refused, never charged or voided → Failed, stock and coupon back; no answer → asked again later, with
 * backoff, for PAYMENT_CHECK_HOURS, then left to the owner with an error line and a payment difference.
 */
export class PaymentCheckService {
  private readonly settlement: OrderSettlement;

  constructor(private readonly ctx: AppContext) {
    this.settlement = new OrderSettlement(ctx);
  }

  /** Checks every order whose next question is due; answers how each ended this time. */
  async runDue(now = new Date()): Promise<CheckOutcome[]> {
    const due = await this.ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.orderStatus, ORDER_STATUS.PaymentCheck), lte(orders.paymentCheckAt, now)))
      .orderBy(asc(orders.paymentCheckAt))
      .limit(BATCH);
    const outcomes: CheckOutcome[] = [];
    for (const { id } of due) {
      const outcome = await this.check(id, now);
      if (outcome) outcomes.push(outcome);
    }
    return outcomes;
  }

  /** One question about one order, claimed so that of several processes only one asks; null if not claimed. */
  private async check(orderId: string, now: Date): Promise<CheckOutcome | null> {
    const [seen] = await this.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    if (!seen?.paymentCheckAt || seen.orderStatus !== ORDER_STATUS.PaymentCheck) return null;
    const [order] = await this.ctx.db
      .update(orders)
      .set({
        paymentChecks: seen.paymentChecks + 1,
        paymentCheckAt: nextCheckAt(seen.paymentChecks + 1, now),
      })
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.orderStatus, ORDER_STATUS.PaymentCheck),
          eq(orders.paymentChecks, seen.paymentChecks),
          lte(orders.paymentCheckAt, now),
        ),
      )
      .returning();
    if (!order) return null;

    const answer = await this.ask(order);
    const language = languageOf(order.language);
    if ('paid' in answer) return this.complete(order, answer.paid);
    if ('notPaid' in answer) {
      this.ctx.log.info({ orderId, why: answer.notPaid }, 'payment check: not charged, the order fails');
      const reason =
        answer.notPaid === 'voided'
          ? translate(MESSAGES.paymentReturned, language)
          : translate(MESSAGES.paymentNotCharged, language);
      const failed = await this.settlement.fail(orderId, reason, { by: 'check' });
      if (failed) this.ctx.metrics.paymentFailed('not_charged');
      return failed ? 'failed' : null;
    }
    const since = order.callbackClaimedAt ?? order.orderCreateDate;
    if (now.getTime() - since.getTime() < this.ctx.config.paymentCheckMaxMs) {
      this.ctx.log.warn(
        { orderId, checks: order.paymentChecks, why: answer.unknown },
        'payment check: the provider did not tell, asking again later',
      );
      return 'unknown';
    }
    await this.ctx.db
      .update(orders)
      .set({ paymentCheckAt: null })
      .where(and(eq(orders.id, orderId), eq(orders.orderStatus, ORDER_STATUS.PaymentCheck)));
    await openDifference(this.ctx.db, {
      orderId,
      kind: 'payment_unknown',
      ours: order.totalPrice,
      theirs: null,
    });
    this.ctx.log.error(
      {
        orderId,
        orderNumber: order.orderNumber,
        paymentId: order.paymentId,
        checks: order.paymentChecks,
        why: answer.unknown,
      },
      'payment check gave up: look the payment up in the iyzico panel and settle the order by hand',
    );
    return 'left';
  }

  private async ask(order: OrderRow): Promise<Answer> {
    try {
      const detail = await gatewayFor(this.ctx).retrieve({
        paymentId: order.paymentId ?? undefined,
        conversationId: order.id,
        locale: iyzicoLocale(languageOf(order.language)),
      });
      if (detail.status !== 'success') return { notPaid: detail.providerStatus || 'not charged' };
      if (detail.cancelled) return { notPaid: 'voided' };
      return { paid: detail };
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) {
        this.ctx.log.error({ err: error, orderId: order.id }, 'payment check failed');
        return { unknown: 'error' };
      }
      const why = `${error.errorCode}: ${error.bankMessage}`;
      return noSuchPayment(error) ? { notPaid: why } : { unknown: why };
    }
  }

  private async complete(order: OrderRow, paid: PaymentDetail): Promise<CheckOutcome | null> {
    if (paid.price !== order.totalPrice || paid.currency !== order.currency) {
      // Money was taken, so the order completes; the mismatch is for a person to look at.
      this.ctx.log.error(
        { orderId: order.id, paid: paid.price, expected: order.totalPrice },
        'charged amount differs from the order',
      );
    }
    const completed = await this.settlement.complete(
      order.id,
      { by: 'check' },
      {
        paymentId: paid.paymentId,
        paidPrice: paid.paidPrice,
        installment: paid.installment,
        itemTransactions: paid.itemTransactions,
      },
    );
    if (completed) this.ctx.log.info({ orderId: order.id }, 'payment check: charged, the order completes');
    return completed ? 'completed' : null;
  }
}
