import type { FastifyInstance } from 'fastify';
import { routes } from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import { ok, route } from '../../platform/http.ts';
import { requestCurrency, requestLanguage } from '../../platform/language.ts';
import { shopperKey } from '../../platform/shopper.ts';
import { FavoritesService } from './favorites.service.ts';

export function registerFavoriteRoutes(app: FastifyInstance, ctx: AppContext): void {
  const favorites = new FavoritesService(ctx);
  const tags = ['Favorites'];
  const config = { auth: 'session' as const };

  route(
    app,
    routes.Products.GetCustomerFavoritedProducts,
    { tags, config: { auth: 'customer' } },
    async (req) =>
      ok(
        await favorites.products(shopperKey(req, null), {
          language: requestLanguage(req),
          currency: requestCurrency(req),
        }),
      ),
  );

  route(app, routes.Products.GetFavoritedProducts, { tags, config }, async (req) =>
    ok(
      await favorites.products(shopperKey(req, req.query.nonUserId), {
        language: requestLanguage(req),
        currency: requestCurrency(req),
      }),
    ),
  );

  route(app, routes.Products.GetFavoritedProductsWithoutImages, { tags, config }, async (req) =>
    ok(await favorites.ids(shopperKey(req, req.query.nonUserId))),
  );

  route(app, routes.Products.AddFavoritedProduct, { tags, config }, async (req) =>
    ok(await favorites.add(shopperKey(req, req.body.nonUserId), req.body.productId)),
  );

  route(app, routes.Products.DeleteFavoritedProduct, { tags, config }, async (req) =>
    ok(await favorites.remove(shopperKey(req, req.body.nonUserId), req.body.productId)),
  );
}
