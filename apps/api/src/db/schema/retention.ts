import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per Türkiye day on which the retention job ran (modules/data-rights/retention.service.ts,
 * docs/decisions/044-retention-and-consent-proof.md): inserted in the transaction that removes what the law
 * no longer requires, so among several processes one does it, and a process that dies leaves the day open.
 */
export const retentionRuns = pgTable('retention_runs', {
  day: text().primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
  /** Orders whose remaining personal data was removed at the end of their keeping period. */
  orders: integer().notNull().default(0),
  /** Marketing-consent records deleted three years after the consent ended. */
  consents: integer().notNull().default(0),
  /** Answered data-protection requests deleted after their keeping period. */
  dataRequests: integer('data_requests').notNull().default(0),
  /** Sent or failed mails deleted 90 days after they were queued. */
  mails: integer().notNull().default(0),
  /** Contact messages deleted a year after their answer (two after arrival if never answered). */
  contactMessages: integer('contact_messages').notNull().default(0),
  /** Back-in-stock requests deleted a year after their mail, or after they were made. */
  stockRequests: integer('stock_requests').notNull().default(0),
});
