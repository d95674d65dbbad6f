import type { Currency } from './constants.ts';
import { DISCOUNT_TYPE } from './constants.ts';

/**
 * Pure money arithmetic of coupons, in integer minor units (decision 001). Coupon amounts and minimums
 * are held in TRY; a basket in USD or EUR converts them at the rate its own prices imply (decision 006).
 * BigInt keeps a × b / c exact where the product would leave the safe integer range.
 */

/** round_half_up(a × b / c) for non-negative integers a, b and a positive integer c. */
export function mulDivHalfUp(a: number, b: number, c: number): number {
  if (c <= 0) throw new RangeError('divisor must be positive');
  const [A, B, C] = [BigInt(a), BigInt(b), BigInt(c)];
  return Number((2n * A * B + C) / (2n * C));
}

/** A rate in basis points (1500 = 15 %) of an amount, rounded half-up. */
export function rateOf(amountMinor: number, basisPoints: number): number {
  return mulDivHalfUp(amountMinor, basisPoints, 10_000);
}

/**
 * A TRY amount in the basket's currency, at the basket's implied rate: amount × basketInCurrency /
 * basketInTRY, rounded half-up. Identity for TRY; 0 when the basket has no TRY value to compare with.
 */
export function fromTry(
  amountTRY: number,
  basket: { totalTRY: number; total: number },
  currency: Currency,
): number {
  if (currency === 'TRY') return amountTRY;
  if (basket.totalTRY <= 0) return 0;
  return mulDivHalfUp(amountTRY, basket.total, basket.totalTRY);
}

export interface CouponLine {
  productId: string;
  collectionId: number | null;
  quantity: number;
  /** Unit price in the basket's currency. */
  unit: number;
  /** Unit price in TRY, whatever the basket's currency. */
  unitTRY: number;
}

export interface CouponScope {
  discountType: number;
  /** Rate: basis points. Amount: TRY minor units. */
  discountValue: number;
  /** Empty: every product. */
  validProductIds: readonly string[];
  /** Empty: every collection. */
  validCollectionIds: readonly number[];
}

export interface BasketTotals {
  /** Sum of the lines in the basket's currency. */
  total: number;
  /** Sum of the lines in TRY. */
  totalTRY: number;
  quantity: number;
}

export function basketTotals(lines: readonly CouponLine[]): BasketTotals {
  return lines.reduce(
    (t, l) => ({
      total: t.total + l.unit * l.quantity,
      totalTRY: t.totalTRY + l.unitTRY * l.quantity,
      quantity: t.quantity + l.quantity,
    }),
    { total: 0, totalTRY: 0, quantity: 0 },
  );
}

/** Whether a coupon applies to a line: products, collections, or (neither listed) everything. */
export function isEligible(
  scope: Pick<CouponScope, 'validProductIds' | 'validCollectionIds'>,
  line: CouponLine,
): boolean {
  if (scope.validProductIds.length > 0) return scope.validProductIds.includes(line.productId);
  if (scope.validCollectionIds.length > 0)
    return line.collectionId !== null && scope.validCollectionIds.includes(line.collectionId);
  return true;
}

export interface CouponComputation {
  generalTotal: number;
  eligibleTotal: number;
  discountAmount: number;
  afterApplyTotal: number;
  /** Index-aligned with the lines: each line's share of the discount (0 for lines it does not cover). */
  lineDiscounts: number[];
}

/** The discount of a coupon on a basket: never more than the eligible lines' total. */
export function computeCoupon(
  scope: CouponScope,
  lines: readonly CouponLine[],
  currency: Currency,
): CouponComputation {
  const totals = basketTotals(lines);
  const eligible = lines.map((l) => (isEligible(scope, l) ? l.unit * l.quantity : 0));
  const eligibleTotal = eligible.reduce((a, b) => a + b, 0);
  const raw =
    scope.discountType === DISCOUNT_TYPE.Rate
      ? rateOf(eligibleTotal, scope.discountValue)
      : fromTry(scope.discountValue, totals, currency);
  const discountAmount = Math.max(0, Math.min(raw, eligibleTotal));
  return {
    generalTotal: totals.total,
    eligibleTotal,
    discountAmount,
    afterApplyTotal: totals.total - discountAmount,
    lineDiscounts: allocate(discountAmount, eligible),
  };
}

/**
 * Splits an amount over weights in proportion, in whole minor units, so the parts add up exactly
 * (largest remainder; ties go to the earlier weight). A part never exceeds its weight when total ≤ Σ weights.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (total === 0 || sum === 0) return weights.map(() => 0);
  const T = BigInt(total);
  const S = BigInt(sum);
  const parts = weights.map((w) => {
    const exact = T * BigInt(w);
    return { floor: Number(exact / S), remainder: exact % S };
  });
  let left = total - parts.reduce((a, p) => a + p.floor, 0);
  const order = parts
    .map((p, i) => ({ i, r: p.remainder }))
    .sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  const result = parts.map((p) => p.floor);
  for (const { i } of order) {
    if (left === 0) break;
    result[i]! += 1;
    left -= 1;
  }
  return result;
}
