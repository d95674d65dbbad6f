import { and, count, eq, or, sql } from 'drizzle-orm';
import {
  DISCOUNT_TYPE, toDecimal, type CouponComputation, type CouponPriceResult, type Currency, type Language,
} from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../basket/basket.repository.ts';
import { couponUsages, coupons, couponValidCollections, couponValidProducts, orders } from '../../db/schema/index.ts';
import { MESSAGES, translate } from '../../platform/messages.ts';
import { checkCoupon, couponInvalid, refusalText, type CouponRecord } from './coupon-rules.ts';
import { loadPricedBasket, type PricedLine } from './priced-basket.ts';

/** Who is buying: single-use coupons are per lower-cased e-mail and per customer account. */
export interface Buyer {
  email?: string | null;
  userId?: string | null;
}

export interface AppliedCoupon {
  coupon: CouponRecord;
  computation: CouponComputation;
}

/** Codes are stored upper-cased; a lookup ignores case. */
export const normaliseCode = (code: string) => code.trim().toUpperCase();

export async function findCoupon(db: DbOrTx, code: string): Promise<CouponRecord | undefined> {
  const [row] = await db.select().from(coupons).where(eq(sql`upper(${coupons.couponCode})`, normaliseCode(code)));
  if (!row) return undefined;
  const [products, collections] = await Promise.all([
    db.select({ id: couponValidProducts.productId }).from(couponValidProducts).where(eq(couponValidProducts.couponId, row.id)),
    db.select({ id: couponValidCollections.collectionId }).from(couponValidCollections).where(eq(couponValidCollections.couponId, row.id)),
  ]);
  return { ...row, validProductIds: products.map((p) => p.id), validCollectionIds: collections.map((c) => c.id) };
}

/** Uses are recorded only when an order's payment completes. */
export async function couponUsage(db: DbOrTx, couponId: number, buyer: Buyer) {
  const [total] = await db.select({ n: count() }).from(couponUsages).where(eq(couponUsages.couponId, couponId));
  const who = [
    ...(buyer.email ? [eq(couponUsages.buyerKey, buyer.email.trim().toLowerCase())] : []),
    ...(buyer.userId ? [eq(orders.userId, buyer.userId)] : []),
  ];
  let usedByBuyer = false;
  if (who.length > 0) {
    const [mine] = await db
      .select({ n: count() })
      .from(couponUsages)
      .innerJoin(orders, eq(orders.id, couponUsages.orderId))
      .where(and(eq(couponUsages.couponId, couponId), or(...who)));
    usedByBuyer = (mine?.n ?? 0) > 0;
  }
  return { usedCount: total?.n ?? 0, usedByBuyer };
}

/**
 * Applies a code to priced basket lines, or refuses it with COUPON_INVALID and the reason. Used by the
 * coupon check and again by checkout, so the order gets exactly what the shopper was shown.
 */
export async function applyCoupon(
  db: DbOrTx,
  code: string,
  lines: readonly PricedLine[],
  currency: Currency,
  buyer: Buyer,
  now = new Date(),
): Promise<AppliedCoupon> {
  const coupon = await findCoupon(db, code);
  if (!coupon) throw couponInvalid(MESSAGES.couponUnknown);
  const usage = await couponUsage(db, coupon.id, buyer);
  const result = checkCoupon(coupon, lines, currency, usage, now);
  if (!result.ok) throw couponInvalid(refusalText(result.refusal, currency));
  return { coupon, computation: result.computation };
}

/** How the API shows a coupon's value: a percent for rates, a TRY decimal for amounts. */
export function displayValue(discountType: number, discountValue: number): number {
  return discountType === DISCOUNT_TYPE.Rate ? discountValue / 100 : toDecimal(discountValue);
}

export class CouponService {
  constructor(private readonly ctx: AppContext) {}

  /** coupon/GetCouponWithCode: the coupon on the caller's own basket, in the request's currency. */
  async check(ownerKey: string, code: string, currency: Currency, language: Language, buyer: Buyer): Promise<CouponPriceResult> {
    const { lines, basket } = await loadPricedBasket(this.ctx.db, ownerKey, currency);
    if (lines.length === 0) throw couponInvalid(MESSAGES.basketEmpty);
    const { coupon, computation } = await applyCoupon(this.ctx.db, code, lines, currency, buyer);
    const discountType = coupon.discountType === DISCOUNT_TYPE.Rate ? DISCOUNT_TYPE.Rate : DISCOUNT_TYPE.Amount;
    return {
      couponDTO: { couponCode: coupon.couponCode, discountType, discountValue: displayValue(coupon.discountType, coupon.discountValue) },
      basketDTO: basket,
      currency,
      generalTotal: toDecimal(computation.generalTotal),
      eligibleTotal: toDecimal(computation.eligibleTotal),
      discountAmount: toDecimal(computation.discountAmount),
      afterApplyTotal: toDecimal(computation.afterApplyTotal),
      message: translate(MESSAGES.couponApplied, language),
    };
  }
}
