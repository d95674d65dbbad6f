import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './commerce.ts';

/**
 * The invoice PDFs attached to orders (docs/decisions/032-exports-and-invoices.md): one row per attached
 * file, kept when a later one replaces it, so the history of what the shopper was given stays. The file
 * itself is in DATA_DIR/invoices under `storageKey`, outside the public uploads.
 */
export const orderInvoices = pgTable(
  'order_invoices',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The file's name in the invoice store (a random id), never the uploader's name. */
    storageKey: text('storage_key').notNull(),
    /** The name the file is downloaded under. */
    fileName: text('file_name').notNull(),
    byteSize: integer('byte_size').notNull(),
    sha256: text().notNull(),
    /** 'manual' for an upload in the back office, else the e-Arşiv integrator that issued it. */
    source: text().notNull(),
    /** The integrator's reference (invoice number or ETTN); what makes its attach idempotent. */
    externalId: text('external_id'),
    attachedAt: timestamp('attached_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    attachedByUserId: uuid('attached_by_user_id'),
    attachedByEmail: text('attached_by_email'),
    /** Set when a later invoice took this one's place; null on the order's current invoice. */
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
  },
  (t) => [
    index('order_invoices_order_idx').on(t.orderId, t.attachedAt),
    uniqueIndex('order_invoices_current_uq')
      .on(t.orderId)
      .where(sql`${t.replacedAt} is null`),
    uniqueIndex('order_invoices_external_uq').on(t.orderId, t.source, t.externalId),
  ],
);
