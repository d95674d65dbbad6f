import { z } from 'zod';
import { uuid } from './common.ts';
import { pageQuery, listPageSchema } from './list-page-schemas.ts';
import { REVIEW_LIMITS, REVIEW_SORT_COLUMNS, REVIEW_STATES } from './review-rules.ts';
import { RULE_MESSAGES } from './rule-messages.ts';

/** Reviews from buyers (docs/decisions/043-reviews-from-buyers.md, docs/product/storefront.md §7). */

const blankAsAbsent = (v: unknown) => (v === '' ? undefined : v);

export const createReviewRequestSchema = z.object({
  productId: uuid,
  rating: z.number().int().min(REVIEW_LIMITS.minRating).max(REVIEW_LIMITS.maxRating),
  title: z.string().trim().max(REVIEW_LIMITS.maxTitle).default(''),
  text: z.string().trim().min(REVIEW_LIMITS.minText).max(REVIEW_LIMITS.maxText),
});
export type CreateReviewRequest = z.input<typeof createReviewRequestSchema>;

export const productReviewsQuerySchema = z.object({
  productId: uuid,
  page: z.preprocess(blankAsAbsent, z.coerce.number().int().min(1).max(100_000).default(1)),
});
export const canReviewQuerySchema = z.object({ productId: uuid });

/** An approved review as the product page shows it: first name and initial, never the e-mail. */
export const publicReviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  title: z.string(),
  text: z.string(),
  authorName: z.string(),
  language: z.string(),
  createdAt: z.string(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

export const productReviewsSchema = z.object({
  /** One decimal; null with no approved review. */
  average: z.number().nullable(),
  count: z.number().int(),
  items: z.array(publicReviewSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});
export type ProductReviews = z.infer<typeof productReviewsSchema>;

export const reviewStateSchema = z.enum(REVIEW_STATES);

/** The signed-in customer's own review of a product, in any state. */
export const myReviewSchema = z.object({
  id: z.number().int(),
  productId: z.string(),
  rating: z.number().int(),
  title: z.string(),
  text: z.string(),
  status: reviewStateSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MyReview = z.infer<typeof myReviewSchema>;

/** Whether the customer received the product, and their review of it if they wrote one. */
export const canReviewSchema = z.object({ eligible: z.boolean(), review: myReviewSchema.nullable() });
export type CanReview = z.infer<typeof canReviewSchema>;

export const reviewsPageQuerySchema = pageQuery(REVIEW_SORT_COLUMNS, '-date').extend({
  status: z.preprocess(blankAsAbsent, z.enum(REVIEW_STATES, { error: RULE_MESSAGES.listStatus }).optional()),
});
export type ReviewsPageQuery = z.output<typeof reviewsPageQuerySchema>;

export const adminReviewSchema = z.object({
  id: z.number().int(),
  productId: z.string(),
  productTitle: z.string(),
  rating: z.number().int(),
  title: z.string(),
  text: z.string(),
  language: z.string(),
  authorName: z.string(),
  authorEmail: z.string(),
  status: reviewStateSchema,
  createdAt: z.string(),
  moderatedAt: z.string().nullable(),
  /** The e-mail of who approved or hid it; null while pending (or when that account is gone). */
  moderatedBy: z.string().nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const reviewsPageSchema = listPageSchema(adminReviewSchema).extend({
  /** Reviews waiting for the owner, whatever the filter. */
  pendingCount: z.number().int(),
});
export type ReviewsPage = z.infer<typeof reviewsPageSchema>;

export const moderateReviewRequestSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});
export type ModerateReviewRequest = z.input<typeof moderateReviewRequestSchema>;
