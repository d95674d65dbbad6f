import {
  basketTotals,
  computeCoupon,
  formatMoney,
  fromTry,
  toDecimal,
  type CouponComputation,
  type CouponLine,
  type Currency,
} from '@kehribar/contracts';
import { AppError } from '../../platform/errors.ts';
import { MESSAGES, type MessageText } from '../../platform/messages.ts';

/** A coupon as the rules need it (amounts in TRY minor units, rates in basis points). */
export interface CouponRecord {
  id: number;
  couponCode: string;
  discountType: number;
  discountValue: number;
  minPurchaseAmount: number | null;
  minPurchaseQuantity: number | null;
  isSingleUsePerCustomer: boolean;
  totalUsages: number | null;
  startDate: Date;
  endDate: Date;
  validProductIds: string[];
  validCollectionIds: number[];
}

/** A coupon's uses (decision 018): paid orders, and unpaid ones that hold a use until they end. */
export interface UsageFacts {
  /** Completed orders that used the coupon. */
  usedCount: number;
  /** Orders awaiting payment that hold a use of it. */
  heldCount: number;
  /** Whether this buyer (account, or e-mail) completed an order with it already. */
  usedByBuyer: boolean;
  /** Whether an order of this buyer awaiting payment holds it. */
  heldByBuyer: boolean;
}

export type CouponRefusal =
  | { reason: 'notStarted'; startDate: Date }
  | { reason: 'expired' }
  | { reason: 'usageLimit' }
  /** Not spent, but every use left is held by an order awaiting payment: it may come back. */
  | { reason: 'usageHeld' }
  | { reason: 'alreadyUsed' }
  | { reason: 'heldByBuyer' }
  | { reason: 'minQuantity'; quantity: number }
  /** The minimum in the basket's currency, converted like an amount coupon. */
  | { reason: 'minAmount'; amount: number }
  | { reason: 'noEligibleProduct' };

/**
 * Whether a coupon applies to a basket now, and its discount. Minimums are of the whole basket
 * (decision 006): the amount is compared in TRY, where the coupon defines it.
 */
export function checkCoupon(
  coupon: CouponRecord,
  lines: readonly CouponLine[],
  currency: Currency,
  usage: UsageFacts,
  now: Date,
): { ok: true; computation: CouponComputation } | { ok: false; refusal: CouponRefusal } {
  const refuse = (refusal: CouponRefusal) => ({ ok: false as const, refusal });
  if (now < coupon.startDate) return refuse({ reason: 'notStarted', startDate: coupon.startDate });
  if (now > coupon.endDate) return refuse({ reason: 'expired' });
  const refusal = usageRefusal(coupon, usage);
  if (refusal) return refuse(refusal);
  const totals = basketTotals(lines);
  if (coupon.minPurchaseQuantity !== null && totals.quantity < coupon.minPurchaseQuantity) {
    return refuse({ reason: 'minQuantity', quantity: coupon.minPurchaseQuantity });
  }
  if (coupon.minPurchaseAmount !== null && totals.totalTRY < coupon.minPurchaseAmount) {
    return refuse({ reason: 'minAmount', amount: fromTry(coupon.minPurchaseAmount, totals, currency) });
  }
  const computation = computeCoupon(
    {
      discountType: coupon.discountType,
      discountValue: coupon.discountValue,
      validProductIds: coupon.validProductIds,
      validCollectionIds: coupon.validCollectionIds,
    },
    lines,
    currency,
  );
  if (computation.eligibleTotal === 0) return refuse({ reason: 'noEligibleProduct' });
  return { ok: true, computation };
}

/** Whether the coupon's uses allow one more for this buyer: checked again under the coupon's lock at checkout. */
export function usageRefusal(
  coupon: Pick<CouponRecord, 'totalUsages' | 'isSingleUsePerCustomer'>,
  usage: UsageFacts,
): CouponRefusal | null {
  if (coupon.totalUsages !== null && usage.usedCount >= coupon.totalUsages) return { reason: 'usageLimit' };
  if (coupon.isSingleUsePerCustomer && usage.usedByBuyer) return { reason: 'alreadyUsed' };
  if (coupon.totalUsages !== null && usage.usedCount + usage.heldCount >= coupon.totalUsages)
    return { reason: 'usageHeld' };
  if (coupon.isSingleUsePerCustomer && usage.heldByBuyer) return { reason: 'heldByBuyer' };
  return null;
}

/** The shopper's message for a refusal, with amounts and dates written for each language. */
export function refusalText(refusal: CouponRefusal, currency: Currency): MessageText {
  switch (refusal.reason) {
    case 'notStarted': {
      const day = (locale: string) =>
        refusal.startDate.toLocaleDateString(locale, { timeZone: 'Europe/Istanbul' });
      return {
        tr: MESSAGES.couponNotStarted.tr.replace('{date}', day('tr-TR')),
        en: MESSAGES.couponNotStarted.en.replace('{date}', day('en-GB')),
      };
    }
    case 'minAmount': {
      const amount = toDecimal(refusal.amount);
      return {
        tr: MESSAGES.couponMinAmount.tr.replace('{amount}', formatMoney(amount, currency, 'tr-TR')),
        en: MESSAGES.couponMinAmount.en.replace('{amount}', formatMoney(amount, currency, 'en-EN')),
      };
    }
    case 'minQuantity':
      return {
        tr: MESSAGES.couponMinQuantity.tr.replace('{quantity}', String(refusal.quantity)),
        en: MESSAGES.couponMinQuantity.en.replace('{quantity}', String(refusal.quantity)),
      };
    case 'expired':
      return MESSAGES.couponExpired;
    case 'usageLimit':
      return MESSAGES.couponUsageLimit;
    case 'usageHeld':
      return MESSAGES.couponUsageHeld;
    case 'alreadyUsed':
      return MESSAGES.couponAlreadyUsed;
    case 'heldByBuyer':
      return MESSAGES.couponHeldByBuyer;
    case 'noEligibleProduct':
      return MESSAGES.couponNoEligibleProduct;
  }
}

export const couponInvalid = (text: MessageText) => new AppError(400, 'COUPON_INVALID', text);

/**
 * The error for a refusal: 400 when the coupon does not apply, 409 when its last use is only held by an
 * order awaiting payment, which may still fail and give it back (a conflict with the present state).
 */
export function refusalError(refusal: CouponRefusal, currency: Currency): AppError {
  const held = refusal.reason === 'usageHeld' || refusal.reason === 'heldByBuyer';
  return new AppError(held ? 409 : 400, 'COUPON_INVALID', refusalText(refusal, currency));
}
