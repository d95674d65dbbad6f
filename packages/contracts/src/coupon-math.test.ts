import { describe, expect, it } from 'vitest';
import {
  allocate,
  computeCoupon,
  fromTry,
  mulDivHalfUp,
  rateOf,
  type CouponLine,
  type CouponScope,
} from './coupon-math.ts';
import { couponInstant, createCouponRequestSchema } from './coupon.ts';
import { isExpiryValid } from './card.ts';

const line = (
  productId: string,
  unit: number,
  unitTRY: number,
  quantity = 1,
  collectionId: number | null = null,
): CouponLine => ({
  productId,
  unit,
  unitTRY,
  quantity,
  collectionId,
});
const rate = (percent: number, extra: Partial<CouponScope> = {}): CouponScope => ({
  discountType: 0,
  discountValue: Math.round(percent * 100),
  validProductIds: [],
  validCollectionIds: [],
  ...extra,
});
const amount = (tryMinor: number, extra: Partial<CouponScope> = {}): CouponScope => ({
  discountType: 1,
  discountValue: tryMinor,
  validProductIds: [],
  validCollectionIds: [],
  ...extra,
});

describe('rounding', () => {
  it('rounds a rate half-up to the kuruş', () => {
    expect(rateOf(1005, 1000)).toBe(101); // 100.5 → 101
    expect(rateOf(1004, 1000)).toBe(100); // 100.4 → 100
    expect(rateOf(333, 3333)).toBe(111); // 110.9889 → 111
    expect(rateOf(1, 5000)).toBe(1); // 0.5 → 1
    expect(rateOf(1, 4999)).toBe(0);
    expect(rateOf(0, 10_000)).toBe(0);
  });

  it('stays exact where a × b passes the safe integer range', () => {
    expect(mulDivHalfUp(9_000_000_000, 9_000_000_000, 3)).toBe(27_000_000_000_000_000_000);
    expect(mulDivHalfUp(3, 1, 2)).toBe(2);
    expect(mulDivHalfUp(1, 1, 3)).toBe(0);
    expect(() => mulDivHalfUp(1, 1, 0)).toThrow();
  });
});

describe('TRY amounts in the basket currency', () => {
  const basket = { total: 10_000, totalTRY: 400_000 }; // $100 = ₺4,000: 40 TRY per USD

  it('is the amount itself in TRY', () => {
    expect(fromTry(12_345, basket, 'TRY')).toBe(12_345);
  });

  it('converts at the rate the basket implies, half-up, in USD and EUR', () => {
    expect(fromTry(20_000, basket, 'USD')).toBe(500); // ₺200 → $5.00
    expect(fromTry(20_020, basket, 'USD')).toBe(501); // ₺200.20 → $5.005 → $5.01
    expect(fromTry(20_019, basket, 'USD')).toBe(500); // $5.00475 → $5.00
    expect(fromTry(47_000, { total: 10_000, totalTRY: 470_000 }, 'EUR')).toBe(1_000);
  });

  it('gives nothing for a basket without a TRY value', () => {
    expect(fromTry(20_000, { total: 100, totalTRY: 0 }, 'EUR')).toBe(0);
  });
});

describe('computeCoupon', () => {
  const lines = [line('a', 250_000, 250_000, 2, 7), line('b', 120_050, 120_050, 1, 8)]; // ₺6,200.50

  it('takes a rate of the whole basket', () => {
    const r = computeCoupon(rate(15), lines, 'TRY');
    expect(r).toMatchObject({
      generalTotal: 620_050,
      eligibleTotal: 620_050,
      discountAmount: 93_008,
      afterApplyTotal: 527_042,
    });
    expect(r.lineDiscounts.reduce((a, b) => a + b, 0)).toBe(93_008);
  });

  it('takes a rate of the valid products only', () => {
    const r = computeCoupon(rate(10, { validProductIds: ['b'] }), lines, 'TRY');
    expect(r).toMatchObject({ eligibleTotal: 120_050, discountAmount: 12_005, afterApplyTotal: 608_045 });
    expect(r.lineDiscounts).toEqual([0, 12_005]);
  });

  it('takes a rate of the valid collections only, and nothing when no line matches', () => {
    expect(computeCoupon(rate(10, { validCollectionIds: [7] }), lines, 'TRY').discountAmount).toBe(50_000);
    const none = computeCoupon(rate(10, { validCollectionIds: [99] }), lines, 'TRY');
    expect(none).toMatchObject({ eligibleTotal: 0, discountAmount: 0, afterApplyTotal: 620_050 });
  });

  it('never takes more than the eligible total: an amount larger than the total', () => {
    const r = computeCoupon(amount(1_000_000), lines, 'TRY');
    expect(r).toMatchObject({ discountAmount: 620_050, afterApplyTotal: 0 });
    const onlyB = computeCoupon(amount(1_000_000, { validProductIds: ['b'] }), lines, 'TRY');
    expect(onlyB).toMatchObject({ discountAmount: 120_050, afterApplyTotal: 500_000 });
    expect(computeCoupon(rate(100), lines, 'TRY').afterApplyTotal).toBe(0);
  });

  it('applies an amount coupon in each currency', () => {
    // The same basket priced in USD ($155.01) and EUR (€131.93).
    const usd = [line('a', 6_250, 250_000, 2, 7), line('b', 3_001, 120_050, 1, 8)];
    const eur = [line('a', 5_319, 250_000, 2, 7), line('b', 2_555, 120_050, 1, 8)];
    expect(computeCoupon(amount(50_000), lines, 'TRY').discountAmount).toBe(50_000);
    // ₺500 × 15,501 / 620,050 = 12.4998… → $12.50
    expect(computeCoupon(amount(50_000), usd, 'USD')).toMatchObject({
      generalTotal: 15_501,
      discountAmount: 1_250,
      afterApplyTotal: 14_251,
    });
    // ₺500 × 13,193 / 620,050 = 10.6387… → €10.64
    expect(computeCoupon(amount(50_000), eur, 'EUR')).toMatchObject({
      generalTotal: 13_193,
      discountAmount: 1_064,
      afterApplyTotal: 12_129,
    });
  });

  it('applies a rate in each currency on that currency’s prices', () => {
    const usd = [line('a', 6_250, 250_000, 2), line('b', 3_001, 120_050, 1)];
    expect(computeCoupon(rate(12.5), usd, 'USD').discountAmount).toBe(1_938); // 1937.625 → 1938
  });
});

describe('allocate', () => {
  it('splits exactly, in proportion, favouring the largest remainders', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(10, [0, 5, 5])).toEqual([0, 5, 5]);
    expect(allocate(7, [500_000, 120_050])).toEqual([6, 1]);
    expect(allocate(0, [3, 4])).toEqual([0, 0]);
    expect(allocate(5, [0, 0])).toEqual([0, 0]);
    const parts = allocate(93_008, [500_000, 120_050]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(93_008);
  });
});

describe('coupon form rules', () => {
  const base = {
    couponCode: 'AMBER15',
    discountType: 0,
    discountValue: 15,
    startDate: '2026-01-01',
    endDate: '2026-01-31',
  };

  it('accepts a rate coupon and reads empty optional numbers as none', () => {
    const parsed = createCouponRequestSchema.parse({
      ...base,
      minPurchaseAmount: 0,
      minPurchaseQuantity: null,
      totalUsages: '',
    });
    expect(parsed).toMatchObject({
      minPurchaseAmount: null,
      minPurchaseQuantity: null,
      totalUsages: null,
      validProducts: [],
    });
  });

  it('refuses rates outside 1-100 %, amounts of 0, both minimums, both scopes and an end before the start', () => {
    const bad = [
      { discountValue: 0.5 },
      { discountValue: 101 },
      { discountType: 1, discountValue: 0 },
      { minPurchaseAmount: 100, minPurchaseQuantity: 2 },
      { validProducts: ['00000000-0000-4000-8000-000000000000'], validCollections: [1] },
      { startDate: '2026-02-01', endDate: '2026-01-31' },
      { couponCode: 'İNDİRİM' },
    ];
    for (const extra of bad)
      expect(createCouponRequestSchema.safeParse({ ...base, ...extra }).success, JSON.stringify(extra)).toBe(
        false,
      );
  });

  it('reads a bare day as a whole day in Türkiye time', () => {
    expect(couponInstant('2026-01-31', 'start').toISOString()).toBe('2026-01-30T21:00:00.000Z');
    expect(couponInstant('2026-01-31', 'end').toISOString()).toBe('2026-01-31T20:59:59.999Z');
  });
});

describe('card expiry', () => {
  const now = new Date(2026, 4, 15); // May 2026
  it('accepts this month and later, refuses earlier months and bad formats', () => {
    expect(isExpiryValid('05/26', now)).toBe(true);
    expect(isExpiryValid('12/30', now)).toBe(true);
    expect(isExpiryValid('04/26', now)).toBe(false);
    expect(isExpiryValid('13/27', now)).toBe(false);
    expect(isExpiryValid('0527', now)).toBe(false);
  });
});
