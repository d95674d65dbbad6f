import { sql } from 'drizzle-orm';
import type { PAYMENT_DIFFERENCE_KINDS } from '@kehribar/contracts';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orderItems, orders } from './commerce.ts';

/** What kind of disagreement the reconciliation found (modules/payments/reconciliation.service.ts). */
export type PaymentDifferenceKind = (typeof PAYMENT_DIFFERENCE_KINDS)[number];

/**
 * Where the shop's records and the payment provider's disagree about an order's money, for the owner to
 * look at. One open row per order, kind and line: a later comparison updates it, or resolves it when the
 * two agree again.
 */
export const paymentDifferences = pgTable(
  'payment_differences',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The line, for a difference in one item transaction's refunds. */
    orderItemId: uuid('order_item_id').references(() => orderItems.id, { onDelete: 'cascade' }),
    kind: text().notNull().$type<PaymentDifferenceKind>(),
    /** Minor units by the shop's records and by the provider's; null where one side does not say. */
    ours: integer(),
    theirs: integer(),
    foundAt: timestamp('found_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_differences_open_uq')
      .on(t.orderId, t.kind, sql`coalesce(${t.orderItemId}::text, '')`)
      .where(sql`${t.resolvedAt} IS NULL`),
    index('payment_differences_found_idx').on(t.foundAt),
  ],
);

/**
 * One row per Türkiye day compared: the first process to insert it runs the comparison, so several API
 * processes compare a day once; `finishedAt` stays null if that process died, and the day is taken over.
 */
export const reconciliationRuns = pgTable('reconciliation_runs', {
  day: text().primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  compared: integer().notNull().default(0),
  differences: integer().notNull().default(0),
});
