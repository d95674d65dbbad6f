import type { FastifyInstance } from 'fastify';
import { CACHE_KEYS, routes } from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import { ok, route } from '../../platform/http.ts';
import { requestLanguage } from '../../platform/language.ts';
import { rateLimit } from '../../platform/rate-limit.ts';
import { BackInStock } from './back-in-stock.service.ts';
import { RestockNotifier } from './restock-notifier.ts';

/**
 * Products/NotifyWhenInStock (any session, rate-limited), CancelStockNotice (no sign-in: the signed token
 * is the proof; a mail client's RFC 8058 one-click POST sends a form with the token in the query), and
 * the back office's GetStockWaiters and GetStockWaitCounts (docs/decisions/042-back-in-stock-and-gift-note.md).
 */
export async function registerBackInStockRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const requests = new BackInStock(ctx);
  const notifier = new RestockNotifier(ctx, requests);
  const tags = ['Back in stock'];
  const ADMIN = { auth: 'admin' } as const;
  const Products = routes.Products;

  route(
    app,
    Products.NotifyWhenInStock,
    { tags, config: { auth: 'session', ...rateLimit(ctx, 10, '10 minutes') } },
    async (req) =>
      ok(
        await requests.request(req.body, {
          userId: req.principal?.isCustomer ? req.principal.sub : null,
          language: requestLanguage(req),
        }),
      ),
  );

  route(app, Products.GetStockWaiters, { tags, config: ADMIN }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await requests.waiters(req.query.productId));
  });

  route(app, Products.GetStockWaitCounts, { tags, config: ADMIN }, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await requests.waitCounts());
  });

  await app.register(async (scope) => {
    // Only here and on Subscriber/Unsubscribe does the API read a form body, and only to accept it.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_req, _body, done) => done(null, {}),
    );
    route(
      scope,
      Products.CancelStockNotice,
      { tags, config: rateLimit(ctx, 30, '10 minutes') },
      async (req) => ok(await requests.cancel(req.body?.token ?? req.query.token, requestLanguage(req))),
    );
  });

  // Every write that changes stock (the owner's product forms and stock field, a cancellation, a failed
  // or expired payment's release, a return) clears the products cache group once it has committed, and a
  // clear made by another process arrives here through Redis: each is the moment to look for due
  // requests. The slow poll catches a change made outside the shop (by hand in the database).
  ctx.cache.onClear((groups) => {
    if (groups.includes(CACHE_KEYS.products) || groups.includes(CACHE_KEYS.all)) void notifier.kick();
  });
  app.addHook('onClose', () => notifier.stop());
  notifier.start();
}
