import type { FastifyInstance } from 'fastify';
import {
  API,
  categoriesAndCollectionsSchema,
  categoryListSchema,
  categorySchema,
  collectionListSchema,
  collectionSchema,
  imageListSchema,
  intIdQuerySchema,
  subCategoryListSchema,
} from '@kehribar/contracts';
import { responses, router } from '../../platform/http.ts';
import type { CatalogReads } from './catalog.service.ts';
import { sendJson } from './json-cache.ts';

const auth = { auth: 'public' } as const;

/** Categories/*, SubCategories/* and Collection/* reads (public). */
export function registerCategoryRoutes(app: FastifyInstance, reads: CatalogReads): void {
  const r = router(app);

  // ---- Categories ----
  const categories = ['Categories'];
  r.get(
    API.Categories.GetAllCategoryListWithImages,
    {
      schema: { tags: categories, response: responses(categoryListSchema) },
      config: auth,
    },
    async (_request, reply) => sendJson(reply, await reads.categoryList(true)),
  );

  r.get(
    API.Categories.GetAllCategoryList,
    {
      schema: {
        tags: categories,
        description: 'Every category with its sub-categories, without pictures.',
        response: responses(categoryListSchema),
      },
      config: auth,
    },
    async (_request, reply) => sendJson(reply, await reads.categoryList(false)),
  );

  r.get(
    API.Categories.GetCategoryById,
    {
      schema: { tags: categories, querystring: intIdQuerySchema, response: responses(categorySchema) },
      config: auth,
    },
    async (request, reply) => sendJson(reply, await reads.categoryById(request.query.id)),
  );

  r.get(
    API.Categories.GetCategoryImages,
    {
      schema: { tags: categories, querystring: intIdQuerySchema, response: responses(imageListSchema) },
      config: auth,
    },
    async (request, reply) => sendJson(reply, await reads.categoryImages(request.query.id)),
  );

  r.get(
    API.Categories.GetAllCategoriesAndCollections,
    {
      schema: { tags: categories, response: responses(categoriesAndCollectionsSchema) },
      config: auth,
    },
    async (_request, reply) => sendJson(reply, await reads.categoriesAndCollections()),
  );

  // ---- SubCategories ----
  r.get(
    API.SubCategories.GetAllSubCategoryListWithImages,
    {
      schema: { tags: ['SubCategories'], response: responses(subCategoryListSchema) },
      config: auth,
    },
    async (_request, reply) => sendJson(reply, await reads.subCategoryList()),
  );

  // ---- Collection ----
  const collection = ['Collection'];
  r.get(
    API.Collection.GetAllCollectionList,
    {
      schema: {
        tags: collection,
        description: 'Every collection, without pictures.',
        response: responses(collectionListSchema),
      },
      config: auth,
    },
    async (_request, reply) => sendJson(reply, await reads.collectionList(false)),
  );

  r.get(
    API.Collection.GetAllCollectionListWithImages,
    {
      schema: { tags: collection, response: responses(collectionListSchema) },
      config: auth,
    },
    async (_request, reply) => sendJson(reply, await reads.collectionList(true)),
  );

  r.get(
    API.Collection.GetCollectionById,
    {
      schema: { tags: collection, querystring: intIdQuerySchema, response: responses(collectionSchema) },
      config: auth,
    },
    async (request, reply) => sendJson(reply, await reads.collectionById(request.query.id)),
  );

  r.get(
    API.Collection.GetCollectionImages,
    {
      schema: { tags: collection, querystring: intIdQuerySchema, response: responses(imageListSchema) },
      config: auth,
    },
    async (request, reply) => sendJson(reply, await reads.collectionImages(request.query.id)),
  );
}
