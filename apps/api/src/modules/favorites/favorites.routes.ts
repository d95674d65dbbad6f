import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API, favoriteRequestSchema, favoritesQuerySchema, productSchema } from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import { ok, responses, router } from '../../platform/http.ts';
import { requestCurrency, requestLanguage } from '../../platform/language.ts';
import { shopperKey } from '../../platform/shopper.ts';
import { FavoritesService } from './favorites.service.ts';

export function registerFavoriteRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = router(app);
  const favorites = new FavoritesService(ctx);
  const tags = ['Favorites'];
  const config = { auth: 'session' as const };
  const productList = responses(z.array(productSchema));
  const idList = responses(z.array(z.string()));

  r.post(
    API.Products.GetCustomerFavoritedProducts,
    { schema: { tags, response: productList }, config: { auth: 'customer' } },
    async (req) =>
      ok(
        await favorites.products(shopperKey(req, null), {
          language: requestLanguage(req),
          currency: requestCurrency(req),
        }),
      ),
  );

  r.get(
    API.Products.GetFavoritedProducts,
    { schema: { tags, querystring: favoritesQuerySchema, response: productList }, config },
    async (req) =>
      ok(
        await favorites.products(shopperKey(req, req.query.nonUserId), {
          language: requestLanguage(req),
          currency: requestCurrency(req),
        }),
      ),
  );

  r.get(
    API.Products.GetFavoritedProductsWithoutImages,
    { schema: { tags, querystring: favoritesQuerySchema, response: idList }, config },
    async (req) => ok(await favorites.ids(shopperKey(req, req.query.nonUserId))),
  );

  r.post(
    API.Products.AddFavoritedProduct,
    { schema: { tags, body: favoriteRequestSchema, response: idList }, config },
    async (req) => ok(await favorites.add(shopperKey(req, req.body.nonUserId), req.body.productId)),
  );

  r.post(
    API.Products.DeleteFavoritedProduct,
    { schema: { tags, body: favoriteRequestSchema, response: idList }, config },
    async (req) => ok(await favorites.remove(shopperKey(req, req.body.nonUserId), req.body.productId)),
  );
}
