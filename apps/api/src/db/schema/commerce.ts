import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { collections, products, productVariants } from './catalog.ts';
import { users } from './accounts.ts';
import { foldedSql, trigramOf } from './fold.ts';

/** An address typed at checkout, kept for the customer's address book once the order is paid. */
export interface KeptAddress {
  contactName: string;
  addressLine: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  isShipping: boolean;
}

const now = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const baskets = pgTable(
  'baskets',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** 'user:{uuid}' for customers, 'guest:{nonUser_…}' for guests. */
    ownerKey: text('owner_key').notNull(),
    updatedAt: now(),
  },
  (t) => [uniqueIndex('baskets_owner_uq').on(t.ownerKey)],
);

export const basketItems = pgTable(
  'basket_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    basketId: uuid('basket_id')
      .notNull()
      .references(() => baskets.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    size: text().notNull().default('Standart'),
    color: text(),
    quantity: integer().notNull(),
    // clock_timestamp, not now(): lines added in one transaction keep the order they were added in.
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    check('basket_items_quantity_positive', sql`${t.quantity} > 0`),
    index('basket_items_basket_idx').on(t.basketId),
  ],
);

export const coupons = pgTable(
  'coupons',
  {
    id: serial().primaryKey(),
    couponCode: text('coupon_code').notNull(),
    discountType: smallint('discount_type').notNull(),
    /** Rate: basis points (1500 = 15 %). Amount: TRY minor units. */
    discountValue: integer('discount_value').notNull(),
    /** TRY minor units. */
    minPurchaseAmount: integer('min_purchase_amount'),
    minPurchaseQuantity: integer('min_purchase_quantity'),
    isSingleUsePerCustomer: boolean('is_single_use_per_customer').notNull().default(false),
    /** Limit on total uses; null = unlimited. */
    totalUsages: integer('total_usages'),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    createdAt: now(),
  },
  (t) => [uniqueIndex('coupons_code_uq').on(sql`upper(${t.couponCode})`)],
);

export const couponValidProducts = pgTable(
  'coupon_valid_products',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.productId] })],
);

export const couponValidCollections = pgTable(
  'coupon_valid_collections',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.collectionId] })],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Human order number shown to the shopper. */
    orderNumber: serial('order_number').notNull(),
    /** Opaque token of /payment-result?token=…; only its holder can read the order. */
    token: text().notNull(),
    buyerId: text('buyer_id').notNull(),
    /** The basket the order was made from ('user:…' / 'guest:…'); emptied when the payment succeeds. */
    basketKey: text('basket_key').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text().notNull(),
    phoneNumber: text('phone_number').notNull(),
    language: text().notNull().default('tr-TR'),
    currency: text().notNull().$type<'TRY' | 'USD' | 'EUR'>(),
    subtotal: integer().notNull(),
    discountAmount: integer('discount_amount').notNull().default(0),
    totalPrice: integer('total_price').notNull(),
    /** What the card is charged, instalment interest included. */
    paidPrice: integer('paid_price'),
    orderStatus: smallint('order_status').notNull().default(0),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    appliedCoupon: text('applied_coupon'),
    installmentNumber: integer('installment_number').notNull().default(1),
    shippingCode: text('shipping_code'),
    shippingCarrier: text('shipping_carrier'),
    shippingTrackingUrl: text('shipping_tracking_url'),
    contactName: text('contact_name').notNull(),
    addressLine: text('address_line').notNull(),
    city: text().notNull(),
    state: text().notNull(),
    zipCode: text('zip_code').notNull(),
    country: text().notNull(),
    billingContactName: text('billing_contact_name').notNull(),
    billingAddressLine: text('billing_address_line').notNull(),
    billingCity: text('billing_city').notNull(),
    billingState: text('billing_state').notNull(),
    billingZipCode: text('billing_zip_code').notNull(),
    billingCountry: text('billing_country').notNull(),
    cardBin: text('card_bin'),
    cardLastFour: text('card_last_four'),
    paymentConversationId: text('payment_conversation_id'),
    paymentId: text('payment_id'),
    paymentError: text('payment_error'),
    /**
     * Set by the one bank callback that claims the order; a replayed or racing callback finds it set and
     * changes nothing, and the expiry sweep leaves an order alone while its charge is being confirmed.
     */
    callbackClaimedAt: timestamp('callback_claimed_at', { withTimezone: true }),
    /** An unfinished payment releases its reserved stock after this moment. */
    paymentExpiresAt: timestamp('payment_expires_at', { withTimezone: true }),
    stockReleased: boolean('stock_released').notNull().default(false),
    contractVersion: text('contract_version'),
    contractAcceptedAt: timestamp('contract_accepted_at', { withTimezone: true }),
    contractIp: text('contract_ip'),
    contractText: text('contract_text'),
    preInformationText: text('pre_information_text'),
    subscribeToNewsletter: boolean('subscribe_to_newsletter').notNull().default(false),
    /**
     * Addresses typed at checkout that the customer asked to keep: added to their address book only when
     * the payment succeeds (docs/product/storefront.md §5), so a refused card keeps nothing.
     */
    addressesToKeep: jsonb('addresses_to_keep').$type<KeptAddress[]>(),
    /** The shopper's note for the parcel, and "gift package, no prices inside" (docs/decisions/042-back-in-stock-and-gift-note.md). */
    giftNote: text('gift_note'),
    giftPackage: boolean('gift_package').notNull().default(false),
    orderCreateDate: now(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    /** The day the buyer received the goods: the 14-day withdrawal period runs from it. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /** Minor units given back to the card so far (voids and refunds the provider confirmed). */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    /**
     * Set while one after-sale change (cancel, refund, return) talks to the payment provider: a second
     * change of the same order waits its turn instead of refunding what the first is refunding.
     */
    changeClaimedAt: timestamp('change_claimed_at', { withTimezone: true }),
    /** How many times the payment check asked the provider about a charge whose outcome was unknown. */
    paymentChecks: integer('payment_checks').notNull().default(0),
    /** When the payment check asks the provider next; null when it has stopped (settled, or left to the owner). */
    paymentCheckAt: timestamp('payment_check_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_token_uq').on(t.token),
    uniqueIndex('orders_number_uq').on(t.orderNumber),
    index('orders_email_idx').on(t.email),
    index('orders_user_idx').on(t.userId),
    index('orders_status_idx').on(t.orderStatus, t.paymentExpiresAt),
    // The orders list (docs/product/back-office.md §2): newest first, searched by number, names and e-mail.
    index('orders_created_idx').on(t.orderCreateDate),
    index('orders_search_trgm_idx').using(
      'gin',
      trigramOf(foldedSql(sql`${t.orderNumber}::text`, t.contactName, t.billingContactName, t.email)),
    ),
    // The dashboard's sales by the day the card was charged (docs/decisions/031-dashboard-figures.md):
    // every column its sums and its join to the lines read, so they never touch the wide order rows.
    index('orders_completed_idx')
      .on(t.completedAt, t.currency, t.orderStatus, t.paidPrice, t.totalPrice, t.id)
      .where(sql`${t.completedAt} IS NOT NULL`),
    check('orders_status_range', sql`${t.orderStatus} BETWEEN 0 AND 8`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** No foreign key: an order keeps its lines when a product is later deleted. */
    productId: uuid('product_id').notNull(),
    variantId: uuid('variant_id'),
    productName: text('product_name').notNull(),
    productNameEN: text('product_name_en').notNull(),
    variantName: text('variant_name'),
    variantNameEN: text('variant_name_en'),
    imageUrl: text('image_url'),
    size: text().notNull(),
    quantity: integer().notNull(),
    unitPrice: integer('unit_price').notNull(),
    lineTotal: integer('line_total').notNull(),
    /** Engraved or made to measure at purchase time: no withdrawal (docs/decisions/024-after-sale.md). */
    personalised: boolean().notNull().default(false),
    /** The provider's item transaction (iyzico paymentTransactionId): what a refund of this line names. */
    paymentTransactionId: text('payment_transaction_id'),
    /** Minor units the card paid for this line (its share of the coupon and instalment interest). */
    paidPrice: integer('paid_price'),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    /** Units taken back by completed returns. */
    returnedQuantity: integer('returned_quantity').notNull().default(0),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

export const couponUsages = pgTable(
  'coupon_usages',
  {
    id: uuid().primaryKey().defaultRandom(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Lower-cased e-mail of the buyer: single use per customer is checked on it. */
    buyerKey: text('buyer_key').notNull(),
    createdAt: now(),
  },
  (t) => [
    uniqueIndex('coupon_usages_order_uq').on(t.orderId),
    index('coupon_usages_coupon_idx').on(t.couponId, t.buyerKey),
  ],
);

/** Who did something to an order: the shopper, an owner's account, or the shop itself (jobs, the bank). */
export type OrderActor = 'shopper' | 'owner' | 'system';

/**
 * An order's history: one row per change of state, shipment, refund or return, with who and when. Never
 * updated or deleted; the owner's order view reads it as a timeline.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    actor: text().notNull().$type<OrderActor>(),
    /** The account that acted (a shopper's or an owner's); null for guests and the system. */
    actorUserId: uuid('actor_user_id'),
    /** E-mail of the account, kept so the history reads the same after the account is gone. */
    actorEmail: text('actor_email'),
    /** Minor units moved by this step (a refund, a void), in the order's currency. */
    amount: integer(),
    /** The provider's reference (payment id, item transaction ids). */
    providerReference: text('provider_reference'),
    /** A short note: a shipping code, a return reason, the bank's message. */
    note: text(),
    // clock_timestamp: steps recorded in one transaction keep their order.
    at: timestamp({ withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.at),
    // The dashboard's money given back, by the day it was given (docs/decisions/031-dashboard-figures.md).
    index('order_events_refund_idx')
      .on(t.at)
      .where(sql`${t.type} IN ('refunded', 'canceled', 'return_received') AND ${t.amount} > 0`),
  ],
);

/** A withdrawal (return) of some of an order's lines: requested by the shopper, received by the owner. */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text().notNull().$type<'requested' | 'completed'>().default('requested'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    refundedAmount: integer('refunded_amount').notNull().default(0),
  },
  (t) => [
    index('order_returns_order_idx').on(t.orderId),
    index('order_returns_open_idx')
      .on(t.requestedAt)
      .where(sql`${t.status} = 'requested'`),
  ],
);

/**
 * One row per Türkiye day on which the owner was reminded of refunds falling due (modules/orders/
 * refund-reminders.ts): inserted in the transaction that queues the mail, so several processes send it once.
 */
export const refundReminderRuns = pgTable('refund_reminder_runs', {
  day: text().primaryKey(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  returns: integer().notNull().default(0),
});

export const orderReturnItems = pgTable(
  'order_return_items',
  {
    returnId: uuid('return_id')
      .notNull()
      .references(() => orderReturns.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    reason: text().notNull(),
    /** Minor units already given back for this line of the return (a retried completion continues from it). */
    refundedAmount: integer('refunded_amount').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.returnId, t.orderItemId] }),
    check('order_return_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/**
 * After-sale requests already carried out, by the client's Idempotency-Key: the same key again (a double
 * click, a retried request) answers from here and refunds or mails nothing a second time.
 */
export const orderRequests = pgTable('order_requests', {
  key: text().primaryKey(),
  orderId: uuid('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  action: text().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
