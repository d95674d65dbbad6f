import { describe, expect, it } from 'vitest';
import { couponStatus, isFinished, splitCoupons, type CouponStatus } from './coupon-status.ts';

// Dates as the API sends them: a start day from 00:00 and an end day to 23:59:59.999, Türkiye time.
const coupon = (over: Partial<Parameters<typeof couponStatus>[0]> = {}) => ({
  isActive: true,
  startDate: '2026-11-01T00:00:00.000+03:00',
  endDate: '2026-11-30T23:59:59.999+03:00',
  totalUsages: null as number | null,
  usedCount: 0,
  ...over,
});
const at = (iso: string) => new Date(iso);
const mid = at('2026-11-15T12:00:00+03:00');

describe('coupon status', () => {
  it('is active between its dates while uses remain', () => {
    expect(couponStatus(coupon(), mid)).toBe('active');
    expect(couponStatus(coupon({ totalUsages: 5, usedCount: 4 }), mid)).toBe('active');
    // the first and the last millisecond of its days count
    expect(couponStatus(coupon(), at('2026-11-01T00:00:00.000+03:00'))).toBe('active');
    expect(couponStatus(coupon(), at('2026-11-30T23:59:59.999+03:00'))).toBe('active');
  });

  it('has not started before its start date, and has expired after its end date', () => {
    expect(couponStatus(coupon({ isActive: false }), at('2026-10-31T23:59:59+03:00'))).toBe('notStarted');
    expect(couponStatus(coupon({ isActive: false }), at('2026-12-01T00:00:00.000+03:00'))).toBe('expired');
  });

  it('is used up once its total usage is reached, while its dates still run', () => {
    expect(couponStatus(coupon({ isActive: false, totalUsages: 3, usedCount: 3 }), mid)).toBe('usedUp');
    expect(couponStatus(coupon({ isActive: false, totalUsages: 3, usedCount: 4 }), mid)).toBe('usedUp');
    // ended is ended, however it was used
    expect(
      couponStatus(
        coupon({ isActive: false, totalUsages: 3, usedCount: 3 }),
        at('2026-12-02T10:00:00+03:00'),
      ),
    ).toBe('expired');
  });

  it('takes the server’s word when the clocks disagree at a boundary: the nearer date tells which', () => {
    // This clock says running; the server (whose clock decides at checkout) says not.
    expect(couponStatus(coupon({ isActive: false }), at('2026-11-01T00:00:30+03:00'))).toBe('notStarted');
    expect(couponStatus(coupon({ isActive: false }), at('2026-11-30T23:59:30+03:00'))).toBe('expired');
  });

  it('splits a list into what is shown by default and the finished ones', () => {
    const list = [
      { id: 1, ...coupon() },
      {
        id: 2,
        ...coupon({
          isActive: false,
          startDate: '2026-12-01T00:00:00.000+03:00',
          endDate: '2026-12-31T23:59:59.999+03:00',
        }),
      },
      {
        id: 3,
        ...coupon({
          isActive: false,
          startDate: '2026-01-01T00:00:00.000+03:00',
          endDate: '2026-01-31T23:59:59.999+03:00',
        }),
      },
      { id: 4, ...coupon({ isActive: false, totalUsages: 1, usedCount: 1 }) },
    ];
    const { current, finished } = splitCoupons(list, mid);
    expect(current.map((c) => c.id)).toEqual([1, 2]);
    expect(finished.map((c) => c.id)).toEqual([3, 4]);
    expect((['active', 'notStarted', 'expired', 'usedUp'] as CouponStatus[]).map(isFinished)).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });
});
