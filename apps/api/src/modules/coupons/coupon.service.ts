import { and, eq, inArray, isNull, not, notInArray, or, sql } from 'drizzle-orm';
import {
  DISCOUNT_TYPE,
  ORDER_STATUS,
  PAID_ORDER_STATUSES,
  toDecimal,
  type CouponComputation,
  type CouponPriceResult,
  type Currency,
  type Language,
} from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import { loadPricedBasket, type DbOrTx, type PricedLine } from '../basket/index.ts';
import {
  couponUsages,
  coupons,
  couponValidCollections,
  couponValidProducts,
  orders,
} from '../../db/schema/index.ts';
import { MESSAGES, translate } from '../../platform/messages.ts';
import { buyerEmailKey, buyerEmailKeys } from './buyer-key.ts';
import {
  checkCoupon,
  couponInvalid,
  refusalError,
  usageRefusal,
  type CouponRecord,
  type UsageFacts,
} from './coupon-rules.ts';

/** Who is buying (decision 018): a customer by account and by the typed e-mail, a guest by the e-mail. */
export interface Buyer {
  email?: string | null;
  userId?: string | null;
  /**
   * The caller's own basket, for the checks before checkout: its unpaid orders that no bank callback
   * holds are not counted, because the next checkout from this basket abandons them first.
   */
  basketKey?: string | null;
}

export interface AppliedCoupon {
  coupon: CouponRecord;
  computation: CouponComputation;
}

/** Codes are stored upper-cased; a lookup ignores case. */
export const normaliseCode = (code: string) => code.trim().toUpperCase();

export async function findCoupon(db: DbOrTx, code: string): Promise<CouponRecord | undefined> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(eq(sql`upper(${coupons.couponCode})`, normaliseCode(code)));
  if (!row) return undefined;
  const [products, collections] = await Promise.all([
    db
      .select({ id: couponValidProducts.productId })
      .from(couponValidProducts)
      .where(eq(couponValidProducts.couponId, row.id)),
    db
      .select({ id: couponValidCollections.collectionId })
      .from(couponValidCollections)
      .where(eq(couponValidCollections.couponId, row.id)),
  ]);
  return {
    ...row,
    validProductIds: products.map((p) => p.id),
    validCollectionIds: collections.map((c) => c.id),
  };
}

/** A use is live while its order is paid or awaiting payment; a failed or cancelled order gives it back. */
export const liveUse = notInArray(orders.orderStatus, [ORDER_STATUS.Failed, ORDER_STATUS.Canceled]);

/** The coupon's paid and held uses, overall and by this buyer. */
export async function couponUsage(db: DbOrTx, couponId: number, buyer: Buyer): Promise<UsageFacts> {
  const who = [
    ...(buyer.email ? [inArray(couponUsages.buyerKey, buyerEmailKeys(buyer.email))] : []),
    ...(buyer.userId ? [eq(orders.userId, buyer.userId)] : []),
  ];
  const mine = who.length > 0 ? or(...who)! : sql`false`;
  const abandonable = buyer.basketKey
    ? not(
        and(
          eq(orders.basketKey, buyer.basketKey),
          eq(orders.orderStatus, ORDER_STATUS.Created),
          isNull(orders.callbackClaimedAt),
        )!,
      )
    : undefined;
  const paid = inArray(orders.orderStatus, [...PAID_ORDER_STATUSES]);
  const [row] = await db
    .select({
      usedCount: sql<number>`count(*) filter (where ${paid})`.mapWith(Number),
      heldCount: sql<number>`count(*) filter (where not ${paid})`.mapWith(Number),
      usedByBuyer: sql<number>`count(*) filter (where ${paid} and (${mine}))`.mapWith(Number),
      heldByBuyer: sql<number>`count(*) filter (where not ${paid} and (${mine}))`.mapWith(Number),
    })
    .from(couponUsages)
    .innerJoin(orders, eq(orders.id, couponUsages.orderId))
    .where(and(eq(couponUsages.couponId, couponId), liveUse, abandonable));
  return {
    usedCount: row?.usedCount ?? 0,
    heldCount: row?.heldCount ?? 0,
    usedByBuyer: (row?.usedByBuyer ?? 0) > 0,
    heldByBuyer: (row?.heldByBuyer ?? 0) > 0,
  };
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
  if (!result.ok) throw refusalError(result.refusal, currency);
  return { coupon, computation: result.computation };
}

/**
 * Spends one use of the coupon on an order, inside the transaction that creates it (decision 018). The
 * coupon row is locked first, so two checkouts count one after the other, and the count includes every
 * order awaiting payment; the use is given back when the order fails, runs out of time or is cancelled.
 * Call it before the order is written; `record` after. Throws the refusal, rolling everything back.
 */
export async function holdCouponUse(
  tx: DbOrTx,
  couponId: number,
  buyer: Pick<Buyer, 'email' | 'userId'>,
  currency: Currency,
) {
  const [coupon] = await tx
    .select({ totalUsages: coupons.totalUsages, isSingleUsePerCustomer: coupons.isSingleUsePerCustomer })
    .from(coupons)
    .where(eq(coupons.id, couponId))
    .for('no key update');
  // Deleted by the owner since the shopper's basket was priced.
  if (!coupon) throw couponInvalid(MESSAGES.couponUnknown);
  const refusal = usageRefusal(
    coupon,
    await couponUsage(tx, couponId, { email: buyer.email, userId: buyer.userId }),
  );
  if (refusal) throw refusalError(refusal, currency);
  return {
    record: async (orderId: string) => {
      await tx.insert(couponUsages).values({ couponId, orderId, buyerKey: buyerEmailKey(buyer.email ?? '') });
    },
  };
}

/** How the API shows a coupon's value: a percent for rates, a TRY decimal for amounts. */
export function displayValue(discountType: number, discountValue: number): number {
  return discountType === DISCOUNT_TYPE.Rate ? discountValue / 100 : toDecimal(discountValue);
}

export class CouponService {
  constructor(private readonly ctx: AppContext) {}

  /** coupon/GetCouponWithCode: the coupon on the caller's own basket, in the request's currency. */
  async check(
    ownerKey: string,
    code: string,
    currency: Currency,
    language: Language,
    buyer: Buyer,
  ): Promise<CouponPriceResult> {
    const { lines, basket } = await loadPricedBasket(this.ctx.db, ownerKey, currency);
    if (lines.length === 0) throw couponInvalid(MESSAGES.basketEmpty);
    const { coupon, computation } = await applyCoupon(this.ctx.db, code, lines, currency, {
      ...buyer,
      basketKey: ownerKey,
    });
    const discountType =
      coupon.discountType === DISCOUNT_TYPE.Rate ? DISCOUNT_TYPE.Rate : DISCOUNT_TYPE.Amount;
    return {
      couponDTO: {
        couponCode: coupon.couponCode,
        discountType,
        discountValue: displayValue(coupon.discountType, coupon.discountValue),
      },
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
