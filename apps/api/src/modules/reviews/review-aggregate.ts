import { and, eq, inArray, sql } from 'drizzle-orm';
import { averageRating, CACHE_KEYS } from '@kehribar/contracts';
import type { Db } from '../../db/client.ts';
import { productReviews, products } from '../../db/schema/index.ts';
import type { AppContext } from '../../context.ts';
import { clearCatalogCache } from '../catalog/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/**
 * Sets each product's stored count and rating sum from its approved reviews, inside the write that changed
 * them (docs/decisions/043-reviews-from-buyers.md). Counted afresh rather than added to, so a repeated
 * or racing moderation can never drift the figures.
 */
export async function recountRatings(db: DbOrTx, productIds: string[]): Promise<void> {
  if (productIds.length === 0) return;
  const approved = and(eq(productReviews.productId, products.id), eq(productReviews.status, 'approved'));
  await db
    .update(products)
    .set({
      reviewCount: sql`(SELECT count(*)::int FROM ${productReviews} WHERE ${approved})`,
      ratingTotal: sql`(SELECT coalesce(sum(${productReviews.rating}), 0)::int FROM ${productReviews} WHERE ${approved})`,
    })
    .where(inArray(products.id, [...new Set(productIds)]));
}

/**
 * The product page's render, the JSON-LD and the cached product reads show the ratings: a moderation
 * clears the catalogue's product group, which also makes the cached pages stale (docs/decisions/034-page-cache.md).
 */
export const ratingsChanged = (ctx: AppContext) => clearCatalogCache(ctx.cache, CACHE_KEYS.products);

/** A product's approved reviews' average (one decimal) and count; null when there is no such product. */
export async function ratingOf(
  db: Db,
  productId: string,
): Promise<{ average: number | null; count: number } | null> {
  const [row] = await db
    .select({ count: products.reviewCount, total: products.ratingTotal })
    .from(products)
    .where(eq(products.id, productId));
  return row ? { average: averageRating(row.count, row.total), count: row.count } : null;
}
