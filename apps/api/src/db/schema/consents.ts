import { sql } from 'drizzle-orm';
import { index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ConsentSource } from '@kehribar/contracts';

/**
 * One row per marketing consent given (docs/decisions/026-marketing-consent-and-privacy-notice.md): the
 * channel and address, when, from which form, the client address and the version of the consent text.
 * Revoking sets unsubscribedAt; consenting again after that is a new row, so the history stays whole.
 */
export const marketingConsents = pgTable(
  'marketing_consents',
  {
    id: serial().primaryKey(),
    channel: text().notNull().default('email').$type<'email'>(),
    /** Stored lower-cased, as subscribers.email. */
    address: text().notNull(),
    source: text().notNull().$type<ConsentSource>(),
    ip: text().notNull(),
    textVersion: text('text_version').notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    index('marketing_consents_address_idx').on(t.address, t.consentedAt),
    // At most one consent in force per address: a second subscribe while subscribed records nothing.
    uniqueIndex('marketing_consents_open_uq')
      .on(t.channel, t.address)
      .where(sql`${t.unsubscribedAt} is null`),
  ],
);
