import { z } from 'zod';
import { CURRENCIES, DISCOUNT_TYPE } from './constants.ts';
import { decimalMoney, email, uuid } from './common.ts';
import { basketSchema } from './basket.ts';
import { RULE_MESSAGES } from './rule-messages.ts';

/**
 * Coupons: the shopper's check (coupon/GetCouponWithCode) and the back office's list, create and delete.
 * Amounts and minimums of coupons are TRY; the API shows them as decimals (1250.5), rates as percents.
 */

/** Codes are ASCII letters, digits, '-' and '_', matched case-insensitively (stored upper-cased). */
export const couponCodeSchema = z
  .string()
  .trim()
  .min(3)
  .max(40)
  .regex(/^[A-Za-z0-9_-]+$/, RULE_MESSAGES.couponCodeChars);

// ---- shopper ----

export const couponApplyRequestSchema = z.object({
  /** Any text: an unknown or malformed code is answered with COUPON_INVALID, not a validation error. */
  couponDTO: z.object({ couponCode: z.string().trim().min(1).max(60) }),
  /** Ignored: the discount is computed from the caller's own basket on the server. */
  basketDTO: z.unknown().optional(),
  /** The checkout e-mail, when typed already: lets single-use coupons be checked for guests too. */
  email: email.nullish(),
});
export type CouponApplyRequest = z.input<typeof couponApplyRequestSchema>;

export const appliedCouponSchema = z.object({
  couponCode: z.string(),
  discountType: z.union([z.literal(DISCOUNT_TYPE.Rate), z.literal(DISCOUNT_TYPE.Amount)]),
  /** Rate: percent (12.5). Amount: TRY decimal. */
  discountValue: z.number(),
});

/** docs/product/storefront.md §3 'Coupon price result'; amounts are decimals in `currency` (the request's Currency). */
export const couponPriceResultSchema = z.object({
  couponDTO: appliedCouponSchema,
  basketDTO: basketSchema,
  currency: z.enum(CURRENCIES),
  generalTotal: decimalMoney,
  /** What the coupon applies to: all lines, or those of its products / collections. */
  eligibleTotal: decimalMoney,
  discountAmount: decimalMoney,
  afterApplyTotal: decimalMoney,
  /** 'Başarılı şekilde eklendi kupon.' in the request's language. */
  message: z.string(),
});
export type CouponPriceResult = z.infer<typeof couponPriceResultSchema>;

// ---- back office ----

/** 'YYYY-MM-DD' (a whole day, Türkiye time) or an ISO date-time with offset. */
export const couponDateSchema = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

/**
 * The moment a coupon date stands for. A bare day is a whole day in Türkiye time (UTC+3 all year since
 * 2016): a start day from its first millisecond, an end day to its last.
 */
export function couponInstant(value: string, bound: 'start' | 'end'): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return new Date(`${value}T${bound === 'start' ? '00:00:00.000' : '23:59:59.999'}+03:00`);
  }
  return new Date(value);
}

/** Optional numbers of the admin form: empty, null and 0 all mean 'none'. */
const optionalPositive = <T extends z.ZodNumber>(schema: T) =>
  z.preprocess((v) => (v === '' || v === 0 || v === undefined ? null : v), schema.nullable());

export const createCouponRequestSchema = z
  .object({
    couponCode: couponCodeSchema,
    discountType: z.union([z.literal(DISCOUNT_TYPE.Rate), z.literal(DISCOUNT_TYPE.Amount)]),
    /** Rate: percent 1-100 (two decimals at most). Amount: TRY decimal above 0. */
    discountValue: z.number().positive().max(10_000_000),
    minPurchaseAmount: optionalPositive(decimalMoney.positive()),
    minPurchaseQuantity: optionalPositive(z.number().int().min(1).max(10_000)),
    validProducts: z
      .array(uuid)
      .max(500)
      .nullish()
      .transform((v) => v ?? []),
    validCollections: z
      .array(z.number().int().min(1))
      .max(200)
      .nullish()
      .transform((v) => v ?? []),
    isSingleUsePerCustomer: z.boolean().default(false),
    /** Total uses allowed; none: unlimited. */
    totalUsages: optionalPositive(z.number().int().min(1).max(10_000_000)),
    startDate: couponDateSchema,
    endDate: couponDateSchema,
  })
  .superRefine((c, ctx) => {
    if (c.discountType === DISCOUNT_TYPE.Rate && (c.discountValue < 1 || c.discountValue > 100)) {
      ctx.addIssue({ code: 'custom', path: ['discountValue'], message: RULE_MESSAGES.discountRate });
    }
    if (c.minPurchaseAmount !== null && c.minPurchaseQuantity !== null) {
      ctx.addIssue({
        code: 'custom',
        path: ['minPurchaseQuantity'],
        message: RULE_MESSAGES.amountOrQuantity,
      });
    }
    if (couponInstant(c.startDate, 'start') > couponInstant(c.endDate, 'end')) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: RULE_MESSAGES.endBeforeStart });
    }
    if (c.validProducts.length > 0 && c.validCollections.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['validCollections'],
        message: RULE_MESSAGES.productsOrCollections,
      });
    }
  });
export type CreateCouponRequest = z.input<typeof createCouponRequestSchema>;

export const couponSchema = z.object({
  id: z.number().int(),
  couponCode: z.string(),
  discountType: z.union([z.literal(DISCOUNT_TYPE.Rate), z.literal(DISCOUNT_TYPE.Amount)]),
  discountValue: z.number(),
  minPurchaseAmount: decimalMoney.nullable(),
  minPurchaseQuantity: z.number().int().nullable(),
  /** Product titles (docs/product/back-office.md §3); the ids are beside them. */
  validProducts: z.array(z.string()),
  validProductIds: z.array(z.string()),
  /** Collection names; the ids are beside them. */
  validCollections: z.array(z.string()),
  validCollectionIds: z.array(z.number().int()),
  isSingleUsePerCustomer: z.boolean(),
  totalUsages: z.number().int().nullable(),
  /** Completed orders that used it. */
  usedCount: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  isActive: z.boolean(),
});
export type Coupon = z.infer<typeof couponSchema>;

export const deleteCouponQuerySchema = z.object({ code: z.string().trim().min(1).max(60) });
