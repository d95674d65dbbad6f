import { ORDER_STATUS, type OrderStatus } from './constants.ts';

/**
 * Reviews from buyers (docs/decisions/043-reviews-from-buyers.md): the bounds and states shared by the
 * API, the product page's form and the back office. Zod-free, so first-load code may read them.
 */
export const REVIEW_LIMITS = {
  minRating: 1,
  maxRating: 5,
  /** A title is optional. */
  maxTitle: 120,
  /** Enough to say something about the piece; short enough to read on a phone. */
  minText: 10,
  maxText: 2000,
  /** Approved reviews per page on the product page. */
  pageSize: 5,
} as const;

/** pending: waiting for the owner; approved: on the product page; hidden: kept, not shown. */
export const REVIEW_STATES = ['pending', 'approved', 'hidden'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/**
 * Orders whose goods reached the buyer: delivered, and those the buyer has since asked to return or
 * returned, since they had the piece in hand all the same. Their buyer may review its products.
 */
export const REVIEWABLE_ORDER_STATUSES: readonly OrderStatus[] = [
  ORDER_STATUS.Delivered,
  ORDER_STATUS.ReturnRequested,
  ORDER_STATUS.Returned,
];

export const REVIEW_SORT_COLUMNS = ['date', 'rating'] as const;

/** The average of approved ratings to one decimal, or null with none. */
export function averageRating(count: number, total: number): number | null {
  return count > 0 ? Math.round((total / count) * 10) / 10 : null;
}

/** 'Ayşe Yılmaz' → 'Ayşe Y.': a reviewer is shown by first name and initial only. */
export function reviewerName(firstName: string, lastName: string): string {
  const first = firstName.trim().split(/\s+/)[0] ?? '';
  const initial = lastName.trim().charAt(0).toLocaleUpperCase('tr');
  return initial ? `${first} ${initial}.` : first;
}
