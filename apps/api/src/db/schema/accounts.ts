import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const now = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Stored lower-cased; unique. */
    email: text().notNull(),
    userName: text('user_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number').notNull().default(''),
    dateBirth: date('date_birth'),
    gender: smallint(),
    role: text().notNull().default('Customer'),
    emailConfirmed: boolean('email_confirmed').notNull().default(false),
    isThirdParty: boolean('is_third_party').notNull().default(false),
    acceptMarketing: boolean('accept_marketing').notNull().default(false),
    language: text().notNull().default('tr-TR'),
    dateCreated: now(),
  },
  (t) => [uniqueIndex('users_email_uq').on(t.email)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    /** All tokens rotated from one sign-in share a family; reuse of a rotated one revokes the family. */
    familyId: uuid('family_id').notNull(),
    sessionId: text('session_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: now(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_uq').on(t.tokenHash),
    index('refresh_tokens_user_idx').on(t.userId),
    // Every customer call outside the cache asks whether its session is still open (platform/session-guard.ts).
    index('refresh_tokens_session_idx').on(t.sessionId),
  ],
);

/**
 * Failed attempts per account action ('sign-in:<email>', 'reset:<email>'), keyed on the normalised
 * e-mail whether or not an account has it, so a lock tells nothing about who is registered.
 */
export const accountThrottles = pgTable('account_throttles', {
  key: text().primaryKey(),
  failures: integer().notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** One-time tokens e-mailed for confirming an address or resetting a password. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text().notNull().$type<'confirm-email' | 'reset-password'>(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: now(),
  },
  (t) => [uniqueIndex('account_tokens_hash_uq').on(t.tokenHash)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    addressLine: text('address_line').notNull(),
    city: text().notNull(),
    state: text().notNull(),
    postalCode: text('postal_code').notNull(),
    country: text().notNull(),
    isShipping: boolean('is_shipping').notNull().default(true),
    createdAt: now(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);

export const subscribers = pgTable(
  'subscribers',
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    createdAt: now(),
  },
  (t) => [uniqueIndex('subscribers_email_uq').on(t.email), index('subscribers_created_idx').on(t.createdAt)],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial().primaryKey(),
  email: text().notNull(),
  name: text().notNull(),
  phoneNumber: text('phone_number'),
  info: text().notNull(),
  createdAt: now(),
});

/** Solved ALTCHA challenges, kept until they expire so each is usable once. */
export const usedCaptchas = pgTable('used_captchas', {
  signature: text().primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Every e-mail goes through this table, so an SMTP outage loses nothing. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    to: text().notNull(),
    subject: text().notNull(),
    html: text().notNull(),
    text: text().notNull(),
    attachments: jsonb()
      .$type<{ filename: string; content: string; contentType: string }[]>()
      .notNull()
      .default([]),
    /** Extra headers, e.g. List-Unsubscribe on marketing mail (RFC 8058). */
    headers: jsonb().$type<Record<string, string>>().notNull().default({}),
    status: text().notNull().default('pending').$type<'pending' | 'sent' | 'failed'>(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: now(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

/**
 * Requests about a person's own data (KVKK art. 11), each answered within 30 days of receipt (art. 13):
 * sent through the storefront's form, or made by a customer in /profile (a download, an erasure), which
 * are logged already answered. docs/decisions/027-customer-data-rights.md.
 */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    /** Stored lower-cased: how the person is answered, and kept after an erasure as proof of the answer. */
    email: text().notNull(),
    type: text().notNull().$type<'access' | 'erasure' | 'correction' | 'other'>(),
    message: text().notNull().default(''),
    source: text().notNull().$type<'form' | 'account'>().default('form'),
    status: text().notNull().$type<'open' | 'answered'>().default('open'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    deadline: timestamp({ withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The owner's e-mail; null when the customer's own action answered the request. */
    answeredBy: text('answered_by'),
    note: text(),
  },
  (t) => [index('data_requests_status_deadline_idx').on(t.status, t.deadline)],
);
