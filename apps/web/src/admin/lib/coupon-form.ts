import { z } from 'zod';
import { type CreateCouponRequest, createCouponRequestSchema, DISCOUNT_TYPE } from '@kehribar/contracts';
import { addDays, parseDecimal, todayInShop } from './format.ts';

/**
 * The coupon form (docs/product/back-office.md §2 'Create', §4, §5) as the inputs hold it: text for numbers, ids as
 * strings. Minimum amount and minimum quantity exclude each other (typing one clears and disables the
 * other); valid products and valid collections exclude each other (choosing one clears the other).
 */
export interface CouponDraft {
  couponCode: string;
  /** '0' rate (Oran), '1' amount (Tutar). */
  discountType: '0' | '1';
  discountValue: string;
  minPurchaseAmount: string;
  minPurchaseQuantity: string;
  validProducts: string[];
  validCollections: string[];
  isSingleUsePerCustomer: boolean;
  totalUsages: string;
  /** yyyy-MM-dd */
  startDate: string;
  endDate: string;
}

export function emptyCouponDraft(now: Date = new Date()): CouponDraft {
  const today = todayInShop(now);
  return {
    couponCode: '',
    discountType: String(DISCOUNT_TYPE.Rate) as '0',
    discountValue: '',
    minPurchaseAmount: '',
    minPurchaseQuantity: '',
    validProducts: [],
    validCollections: [],
    isSingleUsePerCustomer: false,
    totalUsages: '',
    startDate: today,
    endDate: addDays(today, 30),
  };
}

/** The fields that clear each other. */
const EXCLUSIVE = {
  minPurchaseAmount: 'minPurchaseQuantity',
  minPurchaseQuantity: 'minPurchaseAmount',
  validProducts: 'validCollections',
  validCollections: 'validProducts',
} as const satisfies Partial<Record<keyof CouponDraft, keyof CouponDraft>>;

export type ExclusiveField = keyof typeof EXCLUSIVE;

const isFilled = (value: string | string[]): boolean =>
  Array.isArray(value) ? value.length > 0 : value.trim() !== '';

/**
 * What changes when the admin types or chooses `value` in one of the exclusive fields: the field
 * itself and, when the value is not empty, its counterpart emptied.
 */
export function exclusiveChange<F extends ExclusiveField>(
  field: F,
  value: CouponDraft[F],
): Partial<CouponDraft> {
  const other = EXCLUSIVE[field];
  const patch: Partial<CouponDraft> = { [field]: value };
  if (isFilled(value)) (patch as Record<string, unknown>)[other] = Array.isArray(value) ? [] : '';
  return patch;
}

/** Applies a change to a whole draft (what the form does with exclusiveChange). */
export function applyCouponChange<F extends ExclusiveField>(
  draft: CouponDraft,
  field: F,
  value: CouponDraft[F],
): CouponDraft {
  return { ...draft, ...exclusiveChange(field, value) };
}

/** The minimum fields that are disabled because the other one holds a value. */
export function couponLocks(draft: Pick<CouponDraft, 'minPurchaseAmount' | 'minPurchaseQuantity'>) {
  return {
    minPurchaseAmount: isFilled(draft.minPurchaseQuantity),
    minPurchaseQuantity: isFilled(draft.minPurchaseAmount),
  };
}

const numberOrNull = (text: string): number | null => parseDecimal(text);

/** The CreateCoupon body of a draft (not yet validated). */
export function toCouponRequest(draft: CouponDraft): CreateCouponRequest {
  return {
    couponCode: draft.couponCode.trim(),
    discountType: draft.discountType === '1' ? DISCOUNT_TYPE.Amount : DISCOUNT_TYPE.Rate,
    discountValue: numberOrNull(draft.discountValue) ?? Number.NaN,
    minPurchaseAmount: numberOrNull(draft.minPurchaseAmount),
    minPurchaseQuantity: numberOrNull(draft.minPurchaseQuantity),
    validProducts: draft.validProducts,
    validCollections: draft.validCollections.map(Number),
    isSingleUsePerCustomer: draft.isSingleUsePerCustomer,
    totalUsages: numberOrNull(draft.totalUsages),
    startDate: draft.startDate,
    endDate: draft.endDate,
  };
}

// Optional inputs may hand over nothing (a disabled input, an untouched multi-select).
const draftShape = z.object({
  couponCode: z.string().default(''),
  discountType: z.enum(['0', '1']),
  discountValue: z.string().default(''),
  minPurchaseAmount: z.string().default(''),
  minPurchaseQuantity: z.string().default(''),
  validProducts: z.array(z.string()).default([]),
  validCollections: z.array(z.string()).default([]),
  isSingleUsePerCustomer: z.boolean().default(false),
  totalUsages: z.string().default(''),
  startDate: z.string().default(''),
  endDate: z.string().default(''),
});

/**
 * The form's schema: the draft turned into the request and checked by the contract's own schema, so
 * the browser refuses exactly what the server would (field errors keep the same names).
 */
export const couponDraftSchema = draftShape.transform(toCouponRequest).pipe(createCouponRequestSchema);
