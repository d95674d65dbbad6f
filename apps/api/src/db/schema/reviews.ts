import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ReviewState } from '@kehribar/contracts';
import { users } from './accounts.ts';
import { products } from './catalog.ts';

/**
 * A buyer's review of a product they received (docs/decisions/043-reviews-from-buyers.md): one per
 * product and customer, pending until the owner approves or hides it. The owner never edits the words;
 * the buyer may rewrite them while the review is still pending. The review goes with the account
 * (ON DELETE CASCADE) and with the product.
 */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: serial().primaryKey(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint().notNull(),
    title: text().notNull().default(''),
    body: text().notNull(),
    /** The language the buyer wrote in (the request's), so the page can mark it for screen readers. */
    language: text().notNull(),
    status: text().notNull().$type<ReviewState>().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    moderatedBy: uuid('moderated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('product_reviews_product_user_uq').on(t.productId, t.userId),
    // The product page's approved reviews, newest first.
    index('product_reviews_approved_idx')
      .on(t.productId, t.createdAt, t.id)
      .where(sql`${t.status} = 'approved'`),
    // The back office's list, filtered by state, newest first.
    index('product_reviews_status_created_idx').on(t.status, t.createdAt),
    index('product_reviews_user_idx').on(t.userId),
    check('product_reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
    check('product_reviews_status_known', sql`${t.status} IN ('pending', 'approved', 'hidden')`),
  ],
);
