import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import {
  REVIEW_LIMITS,
  REVIEWABLE_ORDER_STATUSES,
  reviewerName,
  type CanReview,
  type CreateReviewRequest,
  type Language,
  type MyReview,
  type ProductReviews,
} from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import { orderItems, orders, productReviews, products, users } from '../../db/schema/index.ts';
import { AppError, conflict, notFound, unauthorized } from '../../platform/errors.ts';
import { MESSAGES } from '../../platform/messages.ts';
import { ratingOf } from './review-aggregate.ts';

const MY_REVIEW = {
  id: productReviews.id,
  productId: productReviews.productId,
  rating: productReviews.rating,
  title: productReviews.title,
  text: productReviews.body,
  status: productReviews.status,
  createdAt: productReviews.createdAt,
  updatedAt: productReviews.updatedAt,
};

const myReviewOf = (r: { createdAt: Date; updatedAt: Date } & Omit<MyReview, 'createdAt' | 'updatedAt'>) => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** The shopper's side of reviews: the product page's approved reviews, whether one may write, writing. */
export class ReviewsService {
  constructor(private readonly ctx: AppContext) {}

  /** Reviews/GetProductReviews: the stored average and count, and one page of approved reviews, newest first. */
  async ofProduct(productId: string, page: number): Promise<ProductReviews> {
    const rating = await ratingOf(this.ctx.db, productId);
    if (!rating) throw notFound(MESSAGES.productNotFound);
    const pageSize = REVIEW_LIMITS.pageSize;
    const rows = await this.ctx.db
      .select({
        id: productReviews.id,
        rating: productReviews.rating,
        title: productReviews.title,
        text: productReviews.body,
        language: productReviews.language,
        createdAt: productReviews.createdAt,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(productReviews)
      .innerJoin(users, eq(users.id, productReviews.userId))
      .where(and(eq(productReviews.productId, productId), eq(productReviews.status, 'approved')))
      .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
      .limit(pageSize + 1)
      .offset((page - 1) * pageSize);
    return {
      ...rating,
      items: rows.slice(0, pageSize).map(({ firstName, lastName, createdAt, ...r }) => ({
        ...r,
        authorName: reviewerName(firstName, lastName),
        createdAt: createdAt.toISOString(),
      })),
      page,
      pageSize,
      hasMore: rows.length > pageSize,
    };
  }

  /**
   * Whether the customer received the product: an order of theirs with it, delivered (or since returned).
   * Their orders are those My orders lists: placed signed in, or as a guest with the account's e-mail,
   * which signing in proved theirs (docs/decisions/043-reviews-from-buyers.md).
   */
  async received(userId: string, productId: string): Promise<boolean> {
    const db = this.ctx.db;
    const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!user) throw unauthorized();
    const [hit] = await db
      .select({ one: sql<number>`1` })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        and(
          eq(orderItems.productId, productId),
          or(eq(orders.userId, userId), eq(sql`lower(${orders.email})`, user.email.toLowerCase())),
          inArray(orders.orderStatus, [...REVIEWABLE_ORDER_STATUSES]),
        ),
      )
      .limit(1);
    return !!hit;
  }

  /** Reviews/CanReview: whether the customer may review the product, and their review if written. */
  async canReview(userId: string, productId: string): Promise<CanReview> {
    const [eligible, [review]] = await Promise.all([
      this.received(userId, productId),
      this.ctx.db
        .select(MY_REVIEW)
        .from(productReviews)
        .where(and(eq(productReviews.productId, productId), eq(productReviews.userId, userId))),
    ]);
    return { eligible, review: review ? myReviewOf(review) : null };
  }

  /**
   * Reviews/CreateReview: writes the customer's review, pending the owner's approval. Sent again while it
   * is pending, it rewrites the same review (a double submit changes nothing more); once approved or
   * hidden it is refused, so the owner's decision is about the words on the page.
   */
  async write(userId: string, input: CreateReviewRequest, language: Language): Promise<MyReview> {
    const [product] = await this.ctx.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, input.productId));
    if (!product) throw notFound(MESSAGES.productNotFound);
    if (!(await this.received(userId, input.productId))) {
      throw new AppError(403, 'FORBIDDEN', MESSAGES.reviewNotReceived);
    }
    const words = {
      rating: input.rating,
      title: (input.title ?? '').trim(),
      body: input.text.trim(),
      language,
    };
    const [row] = await this.ctx.db
      .insert(productReviews)
      .values({ productId: input.productId, userId, ...words })
      .onConflictDoUpdate({
        target: [productReviews.productId, productReviews.userId],
        set: { ...words, updatedAt: sql`now()` },
        setWhere: sql`${productReviews.status} = 'pending'`,
      })
      .returning(MY_REVIEW);
    if (!row) throw conflict('CONFLICT', MESSAGES.reviewAlreadyModerated);
    return myReviewOf(row);
  }
}
