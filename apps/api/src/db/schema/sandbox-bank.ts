import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The built-in iyzico sandbox's own ledger (modules/iyzico-sandbox): one row per 3-D Secure payment it
 * started, so that several API processes agree on it. Like a bank it keeps the card's BIN and last four
 * digits and what its test card list says will happen, never the card number or the CVC.
 */
export const sandboxPayments = pgTable(
  'iyzico_sandbox_payments',
  {
    paymentId: text('payment_id').primaryKey(),
    conversationId: text('conversation_id').notNull(),
    conversationData: text('conversation_data').notNull().default(''),
    locale: text().notNull().default('tr'),
    callbackUrl: text('callback_url').notNull(),
    basketId: text('basket_id').notNull(),
    currency: text().notNull(),
    /** Minor units. */
    price: integer().notNull(),
    paidPrice: integer('paid_price').notNull(),
    installment: integer().notNull(),
    basketItems: jsonb('basket_items').$type<{ itemId: string; price: number }[]>().notNull(),
    binNumber: text('bin_number').notNull(),
    lastFourDigits: text('last_four_digits').notNull(),
    cardType: text('card_type').notNull(),
    cardAssociation: text('card_association').notNull(),
    cardFamily: text('card_family').notNull(),
    bankName: text('bank_name').notNull(),
    /** What the test card list says: approve, decline with a code, not enrolled, or a failed 3-D check. */
    scenario: text().notNull(),
    status: text()
      .notNull()
      .$type<'initialized' | 'authenticated' | 'failed3ds' | 'paid' | 'declined' | 'cancelled'>(),
    mdStatus: text('md_status'),
    /** When the card was charged: a payment can be cancelled (voided) only on that day, in Türkiye time. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('iyzico_sandbox_payments_conversation_idx').on(t.conversationId)],
);

/** The sandbox's refunds: one row per refund of a payment's item transaction, never above what was paid. */
export const sandboxRefunds = pgTable(
  'iyzico_sandbox_refunds',
  {
    id: uuid().primaryKey().defaultRandom(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => sandboxPayments.paymentId, { onDelete: 'cascade' }),
    paymentTransactionId: text('payment_transaction_id').notNull(),
    /** Minor units. */
    price: integer().notNull(),
    conversationId: text('conversation_id').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('iyzico_sandbox_refunds_payment_idx').on(t.paymentId)],
);
