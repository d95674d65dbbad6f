import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { productVariants, products } from './catalog.ts';

/**
 * A shopper waiting for a sold-out product or option (docs/decisions/042-back-in-stock-and-gift-note.md):
 * the address to write to, in the language they asked in; `notifiedAt` is set in the transaction that
 * queues their one mail. While a request waits, the same address and item cannot wait twice (the partial
 * unique index), so a double submit is one request. Personal data: exported and erased with the account
 * (docs/decisions/027-customer-data-rights.md).
 */
export const backInStockRequests = pgTable(
  'back_in_stock_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text().notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    language: text().notNull().default('tr-TR'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('back_in_stock_waiting_uniq')
      .on(t.productId, sql`coalesce(${t.variantId}, '00000000-0000-0000-0000-000000000000'::uuid)`, t.email)
      .where(sql`${t.notifiedAt} is null`),
    index('back_in_stock_email_idx').on(t.email),
  ],
);
