import { and, count, eq, ne, sql } from 'drizzle-orm';
import {
  reviewerName,
  type AdminReview,
  type ReviewsPage,
  type ReviewsPageQuery,
  type ReviewState,
} from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import { foldedSql } from '../../db/schema/fold.ts';
import { productReviews, products, users } from '../../db/schema/index.ts';
import { alias } from 'drizzle-orm/pg-core';
import { notFound } from '../../platform/errors.ts';
import { everyWord, offsetOf, orderByOf } from '../../platform/list-query.ts';
import { MESSAGES } from '../../platform/messages.ts';
import { ratingsChanged, recountRatings } from './review-aggregate.ts';

const author = alias(users, 'review_author');
const moderator = alias(users, 'review_moderator');

const ADMIN_COLUMNS = {
  id: productReviews.id,
  productId: productReviews.productId,
  productTitle: products.title,
  rating: productReviews.rating,
  title: productReviews.title,
  text: productReviews.body,
  language: productReviews.language,
  firstName: author.firstName,
  lastName: author.lastName,
  authorEmail: author.email,
  status: productReviews.status,
  createdAt: productReviews.createdAt,
  moderatedAt: productReviews.moderatedAt,
  moderatedBy: moderator.email,
};

type AdminRow = {
  firstName: string;
  lastName: string;
  createdAt: Date;
  moderatedAt: Date | null;
  moderatedBy: string | null;
} & Omit<AdminReview, 'authorName' | 'createdAt' | 'moderatedAt' | 'moderatedBy'>;

const adminView = ({ firstName, lastName, ...r }: AdminRow): AdminReview => ({
  ...r,
  authorName: reviewerName(firstName, lastName),
  createdAt: r.createdAt.toISOString(),
  moderatedAt: r.moderatedAt?.toISOString() ?? null,
});

/** The searched text of a review row: the product's title and the author's names and e-mail. */
const REVIEW_TEXT = foldedSql(products.title, author.firstName, author.lastName, author.email);

/**
 * The owner's side (docs/product/back-office.md §2 "Yorumlar", docs/decisions/043-reviews-from-buyers.md):
 * the paged list and the two decisions. The owner approves or hides a review, never edits it; each
 * decision is audited like every back-office write (docs/decisions/030-staff-roles-and-audit-log.md).
 */
export class ReviewModeration {
  constructor(private readonly ctx: AppContext) {}

  private select() {
    return this.ctx.db
      .select(ADMIN_COLUMNS)
      .from(productReviews)
      .innerJoin(products, eq(products.id, productReviews.productId))
      .innerJoin(author, eq(author.id, productReviews.userId))
      .leftJoin(moderator, eq(moderator.id, productReviews.moderatedBy));
  }

  /** Reviews/GetReviewsPage: one page of reviews in a state (or all), with the number still pending. */
  async page(q: ReviewsPageQuery): Promise<ReviewsPage> {
    const where = and(
      q.status ? eq(productReviews.status, q.status) : undefined,
      everyWord(REVIEW_TEXT, q.search),
    );
    const [rows, [total], [pending]] = await Promise.all([
      this.select()
        .where(where)
        .orderBy(
          ...orderByOf(q.sort, { date: [productReviews.createdAt], rating: [productReviews.rating] }, [
            productReviews.id,
          ]),
        )
        .limit(q.pageSize)
        .offset(offsetOf(q)),
      this.ctx.db
        .select({ n: count() })
        .from(productReviews)
        .innerJoin(products, eq(products.id, productReviews.productId))
        .innerJoin(author, eq(author.id, productReviews.userId))
        .where(where),
      this.ctx.db.select({ n: count() }).from(productReviews).where(eq(productReviews.status, 'pending')),
    ]);
    return { items: rows.map(adminView), totalCount: total?.n ?? 0, pendingCount: pending?.n ?? 0 };
  }

  approve(id: number, by: string): Promise<AdminReview> {
    return this.decide(id, 'approved', by);
  }

  hide(id: number, by: string): Promise<AdminReview> {
    return this.decide(id, 'hidden', by);
  }

  /**
   * Moves a review to the state and recounts its product's ratings in the same transaction. Asking for the
   * state it is already in changes nothing (the first decision's time and author stay), so a double click
   * or a retried call is harmless.
   */
  private async decide(id: number, state: Exclude<ReviewState, 'pending'>, by: string): Promise<AdminReview> {
    const changed = await this.ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .update(productReviews)
        .set({ status: state, moderatedAt: sql`now()`, moderatedBy: by })
        .where(and(eq(productReviews.id, id), ne(productReviews.status, state)))
        .returning({ productId: productReviews.productId });
      if (row) await recountRatings(tx, [row.productId]);
      return !!row;
    });
    if (changed) await ratingsChanged(this.ctx);
    const [view] = await this.select().where(eq(productReviews.id, id));
    if (!view) throw notFound(MESSAGES.reviewNotFound);
    return adminView(view);
  }
}
