export { registerReviewRoutes } from './reviews.routes.ts';
export { ratingOf, ratingsChanged } from './review-aggregate.ts';
export { removeReviewsOf, reviewsForExport } from './review-data-rights.ts';
