import type { FastifyInstance } from 'fastify';
import { routes } from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import { principalOf } from '../../platform/auth.ts';
import { ok, route } from '../../platform/http.ts';
import { requestLanguage } from '../../platform/language.ts';
import { rateLimit } from '../../platform/rate-limit.ts';
import { ReviewModeration } from './review-moderation.service.ts';
import { ReviewsService } from './reviews.service.ts';

/**
 * Reviews from buyers (docs/decisions/043-reviews-from-buyers.md, docs/product/storefront.md §7). The
 * moderation endpoints are the Owner's: none is in the contracts' STAFF_ENDPOINTS.
 */
export function registerReviewRoutes(app: FastifyInstance, ctx: AppContext): void {
  const reviews = new ReviewsService(ctx);
  const moderation = new ReviewModeration(ctx);
  const tags = ['Reviews'];
  const { Reviews } = routes;

  route(
    app,
    Reviews.GetProductReviews,
    { tags, config: { auth: 'public', ...rateLimit(ctx, 240, '1 minute') } },
    async (req) => ok(await reviews.ofProduct(req.query.productId, req.query.page)),
  );
  route(app, Reviews.CanReview, { tags, config: { auth: 'customer' } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await reviews.canReview(principalOf(req).sub, req.query.productId));
  });
  route(
    app,
    Reviews.CreateReview,
    { tags, config: { auth: 'customer', ...rateLimit(ctx, 20, '1 hour') } },
    async (req) => ok(await reviews.write(principalOf(req).sub, req.body, requestLanguage(req))),
  );

  const admin = { auth: 'admin' } as const;
  route(app, Reviews.GetReviewsPage, { tags, config: admin }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await moderation.page(req.query));
  });
  route(app, Reviews.ApproveReview, { tags, config: admin }, async (req) =>
    ok(await moderation.approve(req.body.id, principalOf(req).sub)),
  );
  route(app, Reviews.HideReview, { tags, config: admin }, async (req) =>
    ok(await moderation.hide(req.body.id, principalOf(req).sub)),
  );
}
