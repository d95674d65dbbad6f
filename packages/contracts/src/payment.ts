import { z } from 'zod';
import { CURRENCIES, LIMITS } from './constants.ts';
import { decimalMoney } from './common.ts';
import { RULE_MESSAGES } from './rule-messages.ts';

/** Card payment: instalment options by BIN and the bank's 3-D Secure callback. */

export const binNumberSchema = z
  .string()
  .regex(new RegExp(`^\\d{${LIMITS.binDigits}}$`), RULE_MESSAGES.binNumber);

export const installmentsInfoRequestSchema = z.object({
  binNumber: binNumberSchema,
  /**
   * Shown only when the caller's basket is empty: otherwise the server prices the caller's own basket
   * (with `couponCode` when given) and ignores this number.
   */
  price: decimalMoney.optional(),
  couponCode: z.string().trim().max(60).nullish(),
  /**
   * The billing address's country: a buyer billed in Türkiye is quoted in TRY whatever the browsing
   * currency (docs/decisions/028-try-for-residents-and-jewellery-instalments.md).
   */
  billingCountry: z.string().trim().max(80).nullish(),
});
export type InstallmentsInfoRequest = z.input<typeof installmentsInfoRequestSchema>;

export const installmentPriceSchema = z.object({
  installmentNumber: z.number().int(),
  /** One monthly payment. */
  price: decimalMoney,
  /** What the card is charged in all, interest included. */
  totalPrice: decimalMoney,
});
export type InstallmentPrice = z.infer<typeof installmentPriceSchema>;

export const CARD_ASSOCIATIONS = ['VISA', 'MASTER_CARD', 'TROY', 'AMERICAN_EXPRESS'] as const;
export type CardAssociation = (typeof CARD_ASSOCIATIONS)[number];

export const installmentDetailSchema = z.object({
  binNumber: z.string(),
  price: decimalMoney,
  cardType: z.string(),
  /** VISA, MASTER_CARD, TROY or AMERICAN_EXPRESS: picks the brand logo. */
  cardAssociation: z.string(),
  cardFamilyName: z.string(),
  bankName: z.string(),
  bankCode: z.number().int(),
  force3ds: z.boolean(),
  commercial: z.boolean(),
  installmentPrices: z.array(installmentPriceSchema),
});
export type InstallmentDetail = z.infer<typeof installmentDetailSchema>;

export const installmentsInfoResponseSchema = z.object({
  /** The amount the options are for, in `currency`. */
  price: decimalMoney,
  currency: z.enum(CURRENCIES),
  installmentDetails: z.array(installmentDetailSchema),
});
export type InstallmentsInfo = z.infer<typeof installmentsInfoResponseSchema>;

/**
 * The form the bank posts to payment/Callback3ds (iyzico's 3-D Secure callback). Every field is read
 * as text and checked by the server: a bad one sends the shopper to /payment-result?error=… .
 */
export const callback3dsBodySchema = z.object({
  status: z.string().max(20).optional(),
  paymentId: z.string().max(64).optional(),
  conversationData: z.string().max(2000).optional(),
  conversationId: z.string().max(64).optional(),
  mdStatus: z.string().max(4).optional(),
  signature: z.string().max(128).optional(),
});

/** /payment-result?error=… when the callback cannot name an order it may touch. */
export const PAYMENT_RESULT_ERRORS = {
  invalidSignature: 'invalid-signature',
  unknownOrder: 'unknown-order',
} as const;

/**
 * Where the shop's records and the payment provider's disagree (the nightly reconciliation and the
 * payment check, docs/decisions/024-after-sale.md): not_charged (a paid order the provider has no charge
 * for), charged_unpaid_order (a failed order whose charge the provider kept), paid_price, refunded (the
 * order's total given back), line_refunded (one line's), payment_unknown (the payment check gave up).
 */
export const PAYMENT_DIFFERENCE_KINDS = [
  'not_charged',
  'charged_unpaid_order',
  'paid_price',
  'refunded',
  'line_refunded',
  'payment_unknown',
] as const;

export const paymentDifferenceSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.number().int(),
  /** The order line, for a line_refunded difference. */
  orderItemId: z.string().nullable(),
  /** That line's product, in Turkish and in English (null for a difference of the whole order). */
  lineName: z.string().nullable(),
  lineNameEN: z.string().nullable(),
  kind: z.enum(PAYMENT_DIFFERENCE_KINDS),
  currency: z.enum(CURRENCIES),
  /** By the shop's records and by the provider's; null where that side does not say. */
  ours: decimalMoney.nullable(),
  theirs: decimalMoney.nullable(),
  foundAt: z.string(),
});
export type PaymentDifference = z.infer<typeof paymentDifferenceSchema>;

/** `run=true` compares `day` (YYYY-MM-DD, Türkiye; default today) with the provider first. */
export const paymentDifferencesQuerySchema = z.object({
  run: z.enum(['true', 'false']).optional(),
  // A real calendar day in the shop's lifetime: a day like 0000-00-00 has no orders to compare.
  day: z.iso
    .date()
    .refine((d) => d >= '2000-01-01' && d <= '2100-12-31')
    .optional(),
});
