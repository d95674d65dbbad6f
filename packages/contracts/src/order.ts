import { z } from 'zod';
import { CURRENCIES, ORDER_STATUS, type OrderStatus } from './constants.ts';
import { decimalMoney, uuid } from './common.ts';
import { CARRIERS } from './carriers.ts';

/** Orders as the shopper (by token, own list) and the back office see them. Amounts are decimals. */

/**
 * The order state machine (docs/architecture.md §2): Created → Completed | Failed | Canceled, Completed → Canceled.
 * Failed and Canceled are final. Anything else is refused.
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  [ORDER_STATUS.Created]: [ORDER_STATUS.Completed, ORDER_STATUS.Failed, ORDER_STATUS.Canceled],
  [ORDER_STATUS.Completed]: [ORDER_STATUS.Canceled],
  [ORDER_STATUS.Canceled]: [],
  [ORDER_STATUS.Failed]: [],
};

export function canTransition(from: number, to: number): boolean {
  return (ORDER_TRANSITIONS[from as OrderStatus] ?? []).includes(to as OrderStatus);
}

// ---- shapes ----

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
});
export type OrderItem = z.infer<typeof orderItemSchema>;

const statusSchema = z.union([
  z.literal(ORDER_STATUS.Created),
  z.literal(ORDER_STATUS.Completed),
  z.literal(ORDER_STATUS.Canceled),
  z.literal(ORDER_STATUS.Failed),
]);

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
});
export type Order = z.infer<typeof orderSchema>;

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
