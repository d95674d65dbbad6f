import type { FastifyInstance } from 'fastify';
import {
  API,
  cacheClearQuerySchema,
  cacheClearResponseSchema,
  categoriesAndCollectionsSchema,
  colorListSchema,
  imageListSchema,
  productFinderRequestSchema,
  productListSchema,
  productPageSchema,
  productSchema,
  titleSearchQuerySchema,
  uuidQuerySchema,
  variantSchema,
} from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../platform/errors.ts';
import { ok, responses, router } from '../../platform/http.ts';
import { MESSAGES } from '../../platform/messages.ts';
import { clearCatalogCache, parseCacheKey, VALID_CACHE_KEYS } from './cache-groups.ts';
import type { CatalogReads } from './catalog.service.ts';
import { sendJson } from './json-cache.ts';
import { viewOf } from './request-view.ts';

const auth = { auth: 'public' } as const;

/** Products/* catalogue reads (public) and Products/CacheClear (admin). */
export function registerProductRoutes(app: FastifyInstance, ctx: AppContext, reads: CatalogReads): void {
  const r = router(app);
  const tags = ['Products'];

  r.post(
    API.Products.GetAllProductListWithFinderWithPagination,
    {
      schema: { tags, body: productFinderRequestSchema, response: responses(productPageSchema) },
      config: auth,
    },
    async (request, reply) => sendJson(reply, await reads.productPage(request.body, viewOf(request))),
  );

  r.get(
    API.Products.GetAllProductListWithImages,
    {
      schema: { tags, response: responses(productListSchema) },
      config: auth,
    },
    async (request, reply) => sendJson(reply, await reads.productList(viewOf(request), true)),
  );

  r.get(
    API.Products.GetAllProductList,
    {
      schema: {
        tags,
        description: 'Every product, without pictures (productImageFiles is empty).',
        response: responses(productListSchema),
      },
      config: auth,
    },
    async (request, reply) => sendJson(reply, await reads.productList(viewOf(request), false)),
  );

  r.get(
    API.Products.GetProductById,
    {
      schema: { tags, querystring: uuidQuerySchema, response: responses(productSchema) },
      config: auth,
    },
    async (request, reply) => sendJson(reply, await reads.productById(request.query.id, viewOf(request))),
  );

  r.get(
    API.Products.GetProductVariantById,
    {
      schema: { tags, querystring: uuidQuerySchema, response: responses(variantSchema) },
      config: auth,
    },
    async (request, reply) => sendJson(reply, await reads.variantById(request.query.id, viewOf(request))),
  );

  r.get(
    API.Products.GetProductImages,
    {
      schema: { tags, querystring: uuidQuerySchema, response: responses(imageListSchema) },
      config: auth,
    },
    async (request, reply) => sendJson(reply, await reads.productImages(request.query.id)),
  );

  r.get(
    API.Products.GetAllProductListWithFinderTitle,
    {
      schema: { tags, querystring: titleSearchQuerySchema, response: responses(productListSchema) },
      config: auth,
    },
    async (request, reply) =>
      sendJson(reply, await reads.search(request.query.title, viewOf(request), request.query.sort)),
  );

  r.get(
    API.Products.GetAllCategoriesAndCollections,
    {
      schema: { tags, response: responses(categoriesAndCollectionsSchema) },
      config: auth,
    },
    async (_request, reply) => sendJson(reply, await reads.categoriesAndCollections()),
  );

  r.get(
    API.Products.GetAllAvailableColors,
    {
      schema: { tags, response: responses(colorListSchema) },
      config: auth,
    },
    async (_request, reply) => sendJson(reply, await reads.colors()),
  );

  r.get(
    API.Products.CacheClear,
    {
      schema: { tags, querystring: cacheClearQuerySchema, response: responses(cacheClearResponseSchema) },
      config: { auth: 'admin' },
    },
    async (request) => {
      const key = parseCacheKey(request.query.cacheSetting);
      if (!key) {
        const valid = VALID_CACHE_KEYS.join(', ');
        throw badRequest({
          tr: `${MESSAGES.unknownCacheKey.tr} ${valid}`,
          en: `${MESSAGES.unknownCacheKey.en} ${valid}`,
        });
      }
      return ok({ cleared: await clearCatalogCache(ctx.cache, key) });
    },
  );
}
