import type { FastifyInstance } from 'fastify';
import { routes } from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../platform/errors.ts';
import { ok, route } from '../../platform/http.ts';
import { MESSAGES } from '../../platform/messages.ts';
import { clearCatalogCache, parseCacheKey, VALID_CACHE_KEYS } from './cache-groups.ts';
import type { CatalogReads } from './catalog.service.ts';
import { sendJson } from './json-cache.ts';
import { viewOf } from './request-view.ts';

/** Public reads, sent by sendJson, which compresses their cached bodies once (not per request). */
const auth = { auth: 'public', compress: false } as const;
/** The GET reads have no body to decompress either. */
const read = { ...auth, decompress: false } as const;

/** Products/* catalogue reads (public) and Products/CacheClear (admin). */
export function registerProductRoutes(app: FastifyInstance, ctx: AppContext, reads: CatalogReads): void {
  const tags = ['Products'];

  route(
    app,
    routes.Products.GetAllProductListWithFinderWithPagination,
    { tags, config: auth },
    async (request, reply) => sendJson(reply, await reads.productPage(request.body, viewOf(request))),
  );

  route(app, routes.Products.GetAllProductListWithImages, { tags, config: read }, async (request, reply) =>
    sendJson(reply, await reads.productList(viewOf(request), true)),
  );

  route(
    app,
    routes.Products.GetAllProductList,
    { tags, description: 'Every product, without pictures (productImageFiles is empty).', config: read },
    async (request, reply) => sendJson(reply, await reads.productList(viewOf(request), false)),
  );

  route(app, routes.Products.GetProductById, { tags, config: read }, async (request, reply) =>
    sendJson(reply, await reads.productById(request.query.id, viewOf(request))),
  );

  route(app, routes.Products.GetProductsByIds, { tags, config: read }, async (request, reply) =>
    sendJson(reply, await reads.productsByIds(request.query.ids, viewOf(request))),
  );

  route(app, routes.Products.GetProductVariantById, { tags, config: read }, async (request, reply) =>
    sendJson(reply, await reads.variantById(request.query.id, viewOf(request))),
  );

  route(app, routes.Products.GetProductImages, { tags, config: read }, async (request, reply) =>
    sendJson(reply, await reads.productImages(request.query.id)),
  );

  route(
    app,
    routes.Products.GetAllProductListWithFinderTitle,
    { tags, config: read },
    async (request, reply) =>
      sendJson(reply, await reads.search(request.query.title, viewOf(request), request.query.sort)),
  );

  route(
    app,
    routes.Products.GetAllCategoriesAndCollections,
    { tags, config: read },
    async (_request, reply) => sendJson(reply, await reads.categoriesAndCollections()),
  );

  route(app, routes.Products.GetAllAvailableColors, { tags, config: read }, async (_request, reply) =>
    sendJson(reply, await reads.colors()),
  );

  route(app, routes.Products.CacheClear, { tags, config: { auth: 'admin' } }, async (request) => {
    const key = parseCacheKey(request.query.cacheSetting);
    if (!key) {
      const valid = VALID_CACHE_KEYS.join(', ');
      throw badRequest({
        tr: `${MESSAGES.unknownCacheKey.tr} ${valid}`,
        en: `${MESSAGES.unknownCacheKey.en} ${valid}`,
      });
    }
    return ok({ cleared: await clearCatalogCache(ctx.cache, key) });
  });
}
