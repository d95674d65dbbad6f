import { index, pgTable, serial, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One successful back-office write (docs/decisions/030-staff-roles-and-audit-log.md): who, when, which
 * endpoint, the id it acted on, and the request with its secrets redacted. The actor is kept by id and
 * by e-mail without a foreign key, so an entry outlives the account that made it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial().primaryKey(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email').notNull(),
    /** Controller/Action, e.g. Order/ShippingUpdate. */
    action: text().notNull(),
    targetId: text('target_id'),
    status: smallint().notNull(),
    summary: text().notNull(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_at_idx').on(t.actorEmail, t.at),
    index('audit_log_action_at_idx').on(t.action, t.at),
  ],
);
