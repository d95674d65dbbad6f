import { and, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import { ORDER_STATUS, PAID_ORDER_STATUSES, type OrderStatus } from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import {
  orderEvents,
  orderItems,
  orders,
  reconciliationRuns,
  type PaymentDifferenceKind,
} from '../../db/schema/index.ts';
import { languageOf } from '../../platform/language.ts';
import { gatewayFor, iyzicoLocale, type PaymentDetail } from '../../platform/payments/gateway.ts';
import type { OrderRow } from '../orders/index.ts';
import { openDifference, resolveOthers, type Difference } from './payment-differences.ts';
import { noSuchPayment } from './payment-check.service.ts';
import { turkeyDay, turkeyHour } from '../../platform/turkey-time.ts';

const DAY_MS = 86_400_000;
/** A run whose process died (no finishedAt) is taken over after this. */
const RUN_STALE_MS = 60 * 60_000;
/** Steps after which an order's money may differ from what the provider holds. */
const MONEY_EVENTS = ['paid', 'failed', 'canceled', 'refunded', 'return_received'] as const;
/** What the comparison decides; a payment_unknown (the payment check's) is left to the owner. */
const COMPARED_KINDS: readonly PaymentDifferenceKind[] = [
  'not_charged',
  'charged_unpaid_order',
  'paid_price',
  'refunded',
  'line_refunded',
];

/** The Türkiye calendar day (YYYY-MM-DD) of a moment. */
/** Türkiye has kept UTC+3 all year since 2016, so its day is a fixed span of UTC. */
const dayStart = (day: string) => new Date(`${day}T00:00:00+03:00`);

type Line = typeof orderItems.$inferSelect;

/**
 * The nightly reconciliation (docs/decisions/024-after-sale.md): every order whose money moved on a
 * day — paid, failed, cancelled, refunded — is compared with the provider's payment detail, and where
 * they disagree a payment difference is kept for the owner (and closed when a later comparison finds
 * them agreeing).
 */
export class ReconciliationService {
  constructor(private readonly ctx: AppContext) {}

  /** Compares the day before, once among all processes, when the configured hour has come. */
  async runIfDue(now = new Date()): Promise<boolean> {
    if (turkeyHour(now) < this.ctx.config.reconciliationHour) return false;
    const day = turkeyDay(new Date(dayStart(turkeyDay(now)).getTime() - 1));
    const db = this.ctx.db;
    let [claimed] = await db
      .insert(reconciliationRuns)
      .values({ day, startedAt: now })
      .onConflictDoNothing()
      .returning({ day: reconciliationRuns.day });
    claimed ??= (
      await db
        .update(reconciliationRuns)
        .set({ startedAt: now })
        .where(
          and(
            eq(reconciliationRuns.day, day),
            isNull(reconciliationRuns.finishedAt),
            lt(reconciliationRuns.startedAt, new Date(now.getTime() - RUN_STALE_MS)),
          ),
        )
        .returning({ day: reconciliationRuns.day })
    )[0];
    if (!claimed) return false;
    const result = await this.compareDay(day, now);
    await db
      .update(reconciliationRuns)
      .set({ finishedAt: new Date(), compared: result.compared, differences: result.differences })
      .where(eq(reconciliationRuns.day, day));
    this.ctx.log[result.differences > 0 ? 'error' : 'info'](
      { day, ...result },
      result.differences > 0
        ? 'reconciliation: orders differ from the payment provider, see GetPaymentDifferences'
        : 'reconciliation: the day agrees with the payment provider',
    );
    return true;
  }

  /** Compares the orders whose money moved on `day` (Türkiye time); counts what was compared and found. */
  async compareDay(
    day: string,
    now = new Date(),
  ): Promise<{ compared: number; differences: number; skipped: number }> {
    const start = dayStart(day);
    const moved = await this.ctx.db
      .selectDistinct({ orderId: orderEvents.orderId })
      .from(orderEvents)
      .where(
        and(
          inArray(orderEvents.type, [...MONEY_EVENTS]),
          gte(orderEvents.at, start),
          lt(orderEvents.at, new Date(start.getTime() + DAY_MS)),
        ),
      );
    const result = { compared: 0, differences: 0, skipped: 0 };
    for (const { orderId } of moved) {
      const found = await this.compareOrder(orderId, now);
      if (found === null) result.skipped += 1;
      else {
        result.compared += 1;
        result.differences += found.length;
      }
    }
    return result;
  }

  /** One order against the provider; null when it cannot be compared (unsettled, or no answer). */
  private async compareOrder(orderId: string, now: Date): Promise<Difference[] | null> {
    const [order] = await this.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    if (!order?.paymentId) return null;
    const status = order.orderStatus as OrderStatus;
    const charged =
      PAID_ORDER_STATUSES.includes(status) ||
      (status === ORDER_STATUS.Canceled && order.completedAt !== null);
    if (!charged && status !== ORDER_STATUS.Failed) return null;

    let detail: PaymentDetail | null;
    try {
      detail = await gatewayFor(this.ctx).retrieve({
        paymentId: order.paymentId,
        conversationId: order.id,
        locale: iyzicoLocale(languageOf(order.language)),
      });
    } catch (error) {
      if (!noSuchPayment(error)) {
        this.ctx.log.warn(
          { err: error, orderId },
          'reconciliation: the provider did not answer for an order',
        );
        return null;
      }
      detail = null;
    }
    const lines = await this.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const found = charged ? chargedDifferences(order, lines, detail) : failedDifferences(order, detail);
    for (const d of found) await openDifference(this.ctx.db, d);
    await resolveOthers(this.ctx.db, orderId, COMPARED_KINDS, found, now);
    return found;
  }
}

/** A paid (or paid and cancelled) order: the charge, what was given back in all, and per line. */
function chargedDifferences(order: OrderRow, lines: Line[], detail: PaymentDetail | null): Difference[] {
  const orderId = order.id;
  if (detail?.status !== 'success')
    return [{ orderId, kind: 'not_charged', ours: order.paidPrice ?? order.totalPrice, theirs: 0 }];
  const found: Difference[] = [];
  if (order.paidPrice !== null && order.paidPrice !== detail.paidPrice)
    found.push({ orderId, kind: 'paid_price', ours: order.paidPrice, theirs: detail.paidPrice });
  // A void gives back the whole charge; otherwise the refunds of the item transactions, when told.
  const lineBack = (t: PaymentDetail['itemTransactions'][number]) =>
    detail.cancelled ? t.paidPrice : t.refunded;
  const backs = detail.itemTransactions.map(lineBack);
  const theirsBack = detail.cancelled
    ? detail.paidPrice
    : backs.some((b) => b === null)
      ? null
      : backs.reduce<number>((a, b) => a + (b ?? 0), 0);
  if (theirsBack === null) return found;
  if (theirsBack !== order.refundedAmount) {
    found.push({ orderId, kind: 'refunded', ours: order.refundedAmount, theirs: theirsBack });
    return found;
  }
  // The totals agree; a line can still hold what another line should (a refund named the wrong line).
  for (const line of lines) {
    const t = detail.itemTransactions.find((i) => i.paymentTransactionId === line.paymentTransactionId);
    const theirs = t ? lineBack(t) : null;
    if (theirs !== null && theirs !== line.refundedAmount)
      found.push({
        orderId,
        orderItemId: line.id,
        kind: 'line_refunded',
        ours: line.refundedAmount,
        theirs,
      });
  }
  return found;
}

/** A failed order: the provider must not have kept a charge for it. */
function failedDifferences(order: OrderRow, detail: PaymentDetail | null): Difference[] {
  if (detail?.status !== 'success' || detail.cancelled) return [];
  const refunded = detail.itemTransactions.reduce((a, t) => a + (t.refunded ?? 0), 0);
  const kept = detail.paidPrice - refunded;
  return kept > 0 ? [{ orderId: order.id, kind: 'charged_unpaid_order', ours: 0, theirs: kept }] : [];
}
