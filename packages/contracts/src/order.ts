import { z } from 'zod';
import { CURRENCIES, ORDER_STATUS, type OrderStatus } from './constants.ts';
import { decimalMoney, uuid } from './common.ts';
import { CARRIERS } from './carriers.ts';

/** Orders as the shopper (by token, own list) and the back office see them. Amounts are decimals. */

/**
 * The order state machine (docs/architecture.md §2, docs/decisions/024-after-sale.md). Paying: Created →
 * Completed | Failed | Canceled | PaymentCheck, PaymentCheck → Completed | Failed. After the sale:
 * Completed → Shipped → Delivered; Completed | Shipped → Canceled (the money goes back); Shipped |
 * Delivered | Returned → ReturnRequested → Returned (another return may follow while lines are left).
 * Failed and Canceled are final. Anything else is refused.
 */
const S = ORDER_STATUS;
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  [S.Created]: [S.Completed, S.Failed, S.Canceled, S.PaymentCheck],
  [S.PaymentCheck]: [S.Completed, S.Failed],
  [S.Completed]: [S.Shipped, S.Canceled],
  [S.Shipped]: [S.Delivered, S.Canceled, S.ReturnRequested],
  [S.Delivered]: [S.ReturnRequested],
  [S.ReturnRequested]: [S.Returned],
  [S.Returned]: [S.ReturnRequested],
  [S.Canceled]: [],
  [S.Failed]: [],
};

export function canTransition(from: number, to: number): boolean {
  return (ORDER_TRANSITIONS[from as OrderStatus] ?? []).includes(to as OrderStatus);
}

// ---- shapes ----

export const ORDER_EVENT_TYPES = [
  'placed',
  'paid',
  'failed',
  'payment_check',
  'shipped',
  'shipping_corrected',
  'delivered',
  'canceled',
  'refunded',
  'return_requested',
  'return_received',
  /** The customer erased their account: the order's contact and delivery data were anonymised (decision 027). */
  'personal_data_erased',
  /** The keeping period of the tax and commercial laws ended: the order's remaining personal data was removed (decision 044). */
  'retention_period_ended',
  /** An invoice PDF was attached to the order, or replaced (docs/decisions/032-exports-and-invoices.md). */
  'invoice_attached',
] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];
const orderEventTypeSchema = z.enum(ORDER_EVENT_TYPES);

export const ORDER_ACTORS = ['shopper', 'owner', 'system'] as const;

export const orderEventSchema = z.object({
  at: z.string(),
  type: orderEventTypeSchema,
  actor: z.enum(ORDER_ACTORS),
  /** The acting account's e-mail (a customer or an owner); null for guests and the system. */
  actorEmail: z.string().nullable(),
  amount: decimalMoney.nullable(),
  providerReference: z.string().nullable(),
  note: z.string().nullable(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

export const orderReturnSchema = z.object({
  id: z.string(),
  status: z.enum(['requested', 'completed']),
  requestedAt: z.string(),
  /** The refund is due by then: 14 days after the request (docs/decisions/024-after-sale.md). */
  refundDueAt: z.string(),
  completedAt: z.string().nullable(),
  refundedAmount: decimalMoney,
  lines: z.array(z.object({ orderItemId: z.string(), quantity: z.number().int(), reason: z.string() })),
});
export type OrderReturn = z.infer<typeof orderReturnSchema>;

export const orderItemSchema = z.object({
  orderItemId: z.string(),
  productId: z.string(),
  productName: z.string(),
  productNameEN: z.string(),
  /** The option's name at purchase time, in Turkish and in English (null: no option). */
  variantName: z.string().nullable(),
  variantNameEN: z.string().nullable(),
  size: z.string(),
  quantity: z.number().int(),
  /** Unit price at purchase time. */
  price: decimalMoney,
  lineTotal: decimalMoney,
  imageUrl: z.string().nullable(),
  /** Engraved or made to measure: cannot be returned. */
  personalised: z.boolean(),
  /** What the card paid for this line (its share of a coupon and instalment interest); null before payment. */
  paidPrice: decimalMoney.nullable(),
  /** Given back to the card for this line so far. */
  refundedAmount: decimalMoney,
  /** Units taken back by completed returns. */
  returnedQuantity: z.number().int(),
  /** Units the shopper may still ask to return (0 when the order cannot be returned now). */
  returnableQuantity: z.number().int(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

const statusSchema = z.union(
  Object.values(ORDER_STATUS).map((v) => z.literal(v)) as [
    z.ZodLiteral<OrderStatus>,
    ...z.ZodLiteral<OrderStatus>[],
  ],
);

/** docs/product/storefront.md §3 'Order by token', plus number, status, items with pictures and shipment. */
export const orderSchema = z.object({
  id: z.string(),
  orderNumber: z.number().int(),
  orderStatus: statusSchema,
  orderCreateDate: z.string(),
  currency: z.enum(CURRENCIES),
  /** Sum of the lines before the coupon. */
  subtotal: decimalMoney,
  discountAmount: decimalMoney,
  /** After the coupon; what the goods cost. */
  totalPrice: decimalMoney,
  /** What the card was charged (instalment interest included); null until paid. */
  paidPrice: decimalMoney.nullable(),
  installmentNumber: z.number().int(),
  appliedCoupon: z.string().nullable(),
  /** The shopper's note for the parcel, and "gift package, no prices inside" (docs/decisions/042-back-in-stock-and-gift-note.md). */
  giftNote: z.string().nullable(),
  giftPackage: z.boolean(),
  email: z.string(),
  contactName: z.string(),
  addressLine: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
  billingContactName: z.string(),
  billingAddressLine: z.string(),
  billingCity: z.string(),
  billingState: z.string(),
  billingZipCode: z.string(),
  billingCountry: z.string(),
  shippingCode: z.string().nullable(),
  shippingCarrier: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  /** Why a payment failed (the bank's words), for status 3. */
  paymentError: z.string().nullable(),
  orderItems: z.array(orderItemSchema),
  /** Given back to the card so far (cancellation, refunds, returns). */
  refundedAmount: decimalMoney,
  shippedAt: z.string().nullable(),
  /** When the goods arrived: the withdrawal period runs 14 days from it. */
  deliveredAt: z.string().nullable(),
  canceledAt: z.string().nullable(),
  /** Whether the shopper may cancel now (paid, not shipped yet). */
  canCancel: z.boolean(),
  /** The last day a return may be asked for; null before delivery (a return may be asked already) or when none is possible. */
  returnDeadline: z.string().nullable(),
  returns: z.array(orderReturnSchema),
  /** How to send goods back: the shop's return carrier and code (empty when the shop has not set them). */
  returnShipping: z.object({ carrier: z.string(), code: z.string() }),
  /** The order's steps as the shopper follows them, oldest first. */
  timeline: z.array(z.object({ at: z.string(), type: orderEventTypeSchema })),
  /**
   * Where the caller downloads the order's invoice PDF (with its token), or null while none is attached:
   * Order/GetMyInvoice for the shopper, Order/GetInvoice in the back office.
   */
  invoiceUrl: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** The invoice attached to an order, as the back office shows it. */
export const orderInvoiceSchema = z.object({
  fileName: z.string(),
  byteSize: z.number().int(),
  /** 'manual' (uploaded in the back office) or the e-Arşiv integrator that issued it. */
  source: z.string(),
  /** The integrator's reference (invoice number or ETTN); null for a manual upload. */
  externalId: z.string().nullable(),
  attachedAt: z.string(),
  attachedByEmail: z.string().nullable(),
});
export type OrderInvoice = z.infer<typeof orderInvoiceSchema>;

/** The back office's view: the shopper's view plus contact, payment and contract details. */
export const adminOrderSchema = orderSchema.extend({
  phoneNumber: z.string(),
  buyerId: z.string(),
  userId: z.string().nullable(),
  language: z.string(),
  paymentId: z.string().nullable(),
  cardBin: z.string().nullable(),
  cardLastFour: z.string().nullable(),
  paymentExpiresAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  contractVersion: z.string().nullable(),
  contractAcceptedAt: z.string().nullable(),
  contractIp: z.string().nullable(),
  events: z.array(orderEventSchema),
  /** The invoice attached now (the latest one), or null. */
  invoice: orderInvoiceSchema.nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const orderByTokenRequestSchema = z.object({ token: z.string().trim().min(1).max(100) });
export const orderByIdQuerySchema = z.object({ orderId: uuid });

export const shippingUpdateRequestSchema = z.object({
  orderId: uuid,
  shippingCode: z.string().trim().min(3).max(60),
  carrier: z.enum(CARRIERS).default('custom'),
  /** The tracking page of a custom carrier (the named carriers' pages are known). */
  trackingUrl: z
    .url({ protocol: /^https?$/ })
    .max(500)
    .nullish(),
});
export type ShippingUpdateRequest = z.input<typeof shippingUpdateRequestSchema>;

// ---- after the sale (docs/decisions/024-after-sale.md) ----

/** A customer names their own order by id; a guest by the token of the confirmation link. */
const orderRef = z.union([
  z.object({ orderId: uuid }),
  z.object({ token: z.string().trim().min(1).max(100) }),
]);
export type OrderRef = z.infer<typeof orderRef>;

export const cancelOrderRequestSchema = orderRef;

const reason = z.string().trim().min(3).max(500);
export const requestReturnSchema = z.intersection(
  orderRef,
  z.object({
    items: z
      .array(z.object({ orderItemId: uuid, quantity: z.number().int().min(1).max(999), reason }))
      .min(1)
      .max(100),
  }),
);
export type RequestReturnRequest = z.infer<typeof requestReturnSchema>;

/** Lines (all or some units) or an amount; neither refunds whatever is left. */
export const refundOrderRequestSchema = z.object({
  orderId: uuid,
  items: z
    .array(z.object({ orderItemId: uuid, quantity: z.number().int().min(1).max(999) }))
    .min(1)
    .max(100)
    .optional(),
  amount: decimalMoney.refine((v) => v > 0).optional(),
});
export type RefundOrderRequest = z.infer<typeof refundOrderRequestSchema>;

export const adminCancelOrderRequestSchema = z.object({ orderId: uuid });

export const deliveryUpdateRequestSchema = z.object({
  orderId: uuid,
  /** The carrier's delivery time; now when absent. Never in the future. */
  deliveredAt: z.iso.datetime({ offset: true }).optional(),
});

export const completeReturnRequestSchema = z.object({ orderId: uuid, returnId: uuid });
