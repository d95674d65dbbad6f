import { asc, eq } from 'drizzle-orm';
import type { MyDataExport } from '@kehribar/contracts';
import type { Db } from '../../db/client.ts';
import { productReviews, products } from '../../db/schema/index.ts';
import { recountRatings, type DbOrTx } from './review-aggregate.ts';

/**
 * A customer's reviews in their data export, in every state (KVKK art. 11,
 * docs/decisions/027-customer-data-rights.md, docs/decisions/043-reviews-from-buyers.md).
 */
export async function reviewsForExport(db: Db, userId: string): Promise<MyDataExport['reviews']> {
  const rows = await db
    .select({
      productId: productReviews.productId,
      productTitle: products.title,
      rating: productReviews.rating,
      title: productReviews.title,
      text: productReviews.body,
      status: productReviews.status,
      createdAt: productReviews.createdAt,
      updatedAt: productReviews.updatedAt,
    })
    .from(productReviews)
    .leftJoin(products, eq(products.id, productReviews.productId))
    .where(eq(productReviews.userId, userId))
    .orderBy(asc(productReviews.createdAt));
  return rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

/**
 * Erasure removes the customer's reviews rather than keeping them under "a verified buyer": the words are
 * theirs and may name them, and no law asks the shop to keep them (docs/decisions/043-reviews-from-buyers.md).
 * The products' ratings are recounted in the erasure's transaction; the caller clears the catalogue
 * cache once it has committed (ratingsChanged). Returns whether any review went.
 */
export async function removeReviewsOf(tx: DbOrTx, userId: string): Promise<boolean> {
  const gone = await tx
    .delete(productReviews)
    .where(eq(productReviews.userId, userId))
    .returning({ productId: productReviews.productId });
  await recountRatings(
    tx,
    gone.map((r) => r.productId),
  );
  return gone.length > 0;
}
