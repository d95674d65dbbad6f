import { and, eq, gte, ne, notExists } from 'drizzle-orm';
import { couponValidCollections, couponValidProducts, coupons } from '../../../db/schema/index.ts';
import { conflict } from '../../../platform/errors.ts';
import { fill, MESSAGES } from '../../../platform/messages.ts';
import type { Executor } from './galleries.ts';

/**
 * A coupon limited to some products or collections applies to every product once its list is empty
 * (modules/coupons). Deleting the last product or collection a running coupon is limited to would
 * silently widen that coupon to the whole shop, so the delete is refused with 409 naming the coupons;
 * the admin deletes or replaces them first. Coupons that have ended do not matter.
 */
export async function refuseIfLastCouponTarget(
  db: Executor,
  target: { productId: string } | { collectionId: number },
): Promise<void> {
  const otherProducts = db
    .select({ one: couponValidProducts.couponId })
    .from(couponValidProducts)
    .where(
      and(
        eq(couponValidProducts.couponId, coupons.id),
        'productId' in target ? ne(couponValidProducts.productId, target.productId) : undefined,
      ),
    );
  const otherCollections = db
    .select({ one: couponValidCollections.couponId })
    .from(couponValidCollections)
    .where(
      and(
        eq(couponValidCollections.couponId, coupons.id),
        'collectionId' in target ? ne(couponValidCollections.collectionId, target.collectionId) : undefined,
      ),
    );
  const base = db.select({ code: coupons.couponCode }).from(coupons);
  const running = gte(coupons.endDate, new Date());
  const rows =
    'productId' in target
      ? await base
          .innerJoin(couponValidProducts, eq(couponValidProducts.couponId, coupons.id))
          .where(
            and(
              eq(couponValidProducts.productId, target.productId),
              running,
              notExists(otherProducts),
              notExists(otherCollections),
            ),
          )
      : await base
          .innerJoin(couponValidCollections, eq(couponValidCollections.couponId, coupons.id))
          .where(
            and(
              eq(couponValidCollections.collectionId, target.collectionId),
              running,
              notExists(otherProducts),
              notExists(otherCollections),
            ),
          );
  if (rows.length === 0) return;
  const codes = rows.map((r) => r.code).join(', ');
  throw conflict(
    'CONFLICT',
    fill('productId' in target ? MESSAGES.lastCouponProduct : MESSAGES.lastCouponCollection, { codes }),
  );
}
