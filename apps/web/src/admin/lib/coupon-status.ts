import type { Coupon } from '@kehribar/contracts/plain';

/**
 * Where a coupon stands, from the fields the coupon list carries: running ('active'), not yet started,
 * ended ('expired') or used up (its total usage limit reached). The rule is the checkout's own
 * (apps/api coupon-rules: before the start, after the end, then the usage limit); the API's `isActive`
 * settles a clock difference at a boundary (the browser's clock says running, the server's does not).
 */
export type CouponStatus = 'active' | 'notStarted' | 'expired' | 'usedUp';

export const COUPON_STATUSES: readonly CouponStatus[] = ['active', 'notStarted', 'expired', 'usedUp'];

type StatusFields = Pick<Coupon, 'isActive' | 'startDate' | 'endDate' | 'totalUsages' | 'usedCount'>;

export function couponStatus(coupon: StatusFields, now: Date = new Date()): CouponStatus {
  const at = now.getTime();
  const start = Date.parse(coupon.startDate);
  const end = Date.parse(coupon.endDate);
  const usedUp = coupon.totalUsages != null && coupon.usedCount >= coupon.totalUsages;
  if (at < start) return 'notStarted';
  if (at > end) return 'expired';
  if (usedUp) return 'usedUp';
  if (coupon.isActive) return 'active';
  // The server saw it outside its dates: the nearer end tells which.
  return at - start < end - at ? 'notStarted' : 'expired';
}

/** Ended or used up: a coupon that no shopper can apply any more and that will not start either. */
export const isFinished = (status: CouponStatus): boolean => status === 'expired' || status === 'usedUp';

/** The list's split: what is shown by default (running and coming) and how many finished are hidden. */
export function splitCoupons<T extends StatusFields>(coupons: readonly T[], now: Date = new Date()) {
  const current: T[] = [];
  const finished: T[] = [];
  for (const coupon of coupons) (isFinished(couponStatus(coupon, now)) ? finished : current).push(coupon);
  return { current, finished };
}
