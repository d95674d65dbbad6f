import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { toDecimal, type PaymentDifference } from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import { orderItems, orders, paymentDifferences, type PaymentDifferenceKind } from '../../db/schema/index.ts';

export interface Difference {
  orderId: string;
  orderItemId?: string | null;
  kind: PaymentDifferenceKind;
  ours: number | null;
  theirs: number | null;
}

const sameLine = (orderItemId: string | null | undefined) =>
  orderItemId ? eq(paymentDifferences.orderItemId, orderItemId) : isNull(paymentDifferences.orderItemId);

/**
 * Records a difference for the owner: the open one of its order, kind and line takes the new amounts, or
 * a new one opens. Two processes opening the same one at once leave one row (the partial unique index).
 */
export async function openDifference(db: AppContext['db'], d: Difference): Promise<void> {
  const updated = await db
    .update(paymentDifferences)
    .set({ ours: d.ours, theirs: d.theirs })
    .where(
      and(
        eq(paymentDifferences.orderId, d.orderId),
        eq(paymentDifferences.kind, d.kind),
        sameLine(d.orderItemId),
        isNull(paymentDifferences.resolvedAt),
      ),
    )
    .returning({ id: paymentDifferences.id });
  if (updated.length > 0) return;
  await db
    .insert(paymentDifferences)
    .values({
      orderId: d.orderId,
      orderItemId: d.orderItemId ?? null,
      kind: d.kind,
      ours: d.ours,
      theirs: d.theirs,
    })
    .onConflictDoNothing();
}

/** Closes an order's open differences of these kinds that are not among `still` (the two sides agree now). */
export async function resolveOthers(
  db: AppContext['db'],
  orderId: string,
  kinds: readonly PaymentDifferenceKind[],
  still: readonly Difference[],
  now: Date,
): Promise<void> {
  const open = await db
    .select()
    .from(paymentDifferences)
    .where(and(eq(paymentDifferences.orderId, orderId), isNull(paymentDifferences.resolvedAt)));
  for (const row of open) {
    if (!kinds.includes(row.kind)) continue;
    if (still.some((d) => d.kind === row.kind && (d.orderItemId ?? null) === row.orderItemId)) continue;
    await db
      .update(paymentDifferences)
      .set({ resolvedAt: now })
      .where(and(eq(paymentDifferences.id, row.id), isNull(paymentDifferences.resolvedAt)));
  }
}

/** The open differences, newest first, with their orders' numbers and currencies and their lines' names. */
export async function openDifferences(db: AppContext['db']): Promise<PaymentDifference[]> {
  const rows = await db
    .select({
      d: paymentDifferences,
      orderNumber: orders.orderNumber,
      currency: orders.currency,
      lineName: orderItems.productName,
      lineNameEN: orderItems.productNameEN,
    })
    .from(paymentDifferences)
    .innerJoin(orders, eq(orders.id, paymentDifferences.orderId))
    .leftJoin(orderItems, eq(orderItems.id, paymentDifferences.orderItemId))
    .where(isNull(paymentDifferences.resolvedAt))
    .orderBy(desc(paymentDifferences.foundAt), sql`${paymentDifferences.kind}`);
  return rows.map(({ d, orderNumber, currency, lineName, lineNameEN }) => ({
    id: d.id,
    orderId: d.orderId,
    orderNumber,
    orderItemId: d.orderItemId,
    lineName,
    lineNameEN,
    kind: d.kind,
    currency,
    ours: d.ours === null ? null : toDecimal(d.ours),
    theirs: d.theirs === null ? null : toDecimal(d.theirs),
    foundAt: d.foundAt.toISOString(),
  }));
}
