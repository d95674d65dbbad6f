import type { FastifyInstance } from 'fastify';
import { routes } from '@kehribar/contracts';
import { route } from '../../platform/http.ts';
import type { CatalogReads } from './catalog.service.ts';
import { sendJson } from './json-cache.ts';

const auth = { auth: 'public' } as const;

/** Categories/*, SubCategories/* and Collection/* reads (public). */
export function registerCategoryRoutes(app: FastifyInstance, reads: CatalogReads): void {
  // ---- Categories ----
  const categories = ['Categories'];
  route(
    app,
    routes.Categories.GetAllCategoryListWithImages,
    { tags: categories, config: auth },
    async (_request, reply) => sendJson(reply, await reads.categoryList(true)),
  );

  route(
    app,
    routes.Categories.GetAllCategoryList,
    {
      tags: categories,
      description: 'Every category with its sub-categories, without pictures.',
      config: auth,
    },
    async (_request, reply) => sendJson(reply, await reads.categoryList(false)),
  );

  route(app, routes.Categories.GetCategoryById, { tags: categories, config: auth }, async (request, reply) =>
    sendJson(reply, await reads.categoryById(request.query.id)),
  );

  route(
    app,
    routes.Categories.GetCategoryImages,
    { tags: categories, config: auth },
    async (request, reply) => sendJson(reply, await reads.categoryImages(request.query.id)),
  );

  route(
    app,
    routes.Categories.GetAllCategoriesAndCollections,
    { tags: categories, config: auth },
    async (_request, reply) => sendJson(reply, await reads.categoriesAndCollections()),
  );

  // ---- SubCategories ----
  route(
    app,
    routes.SubCategories.GetAllSubCategoryListWithImages,
    { tags: ['SubCategories'], config: auth },
    async (_request, reply) => sendJson(reply, await reads.subCategoryList()),
  );

  // ---- Collection ----
  const collection = ['Collection'];
  route(
    app,
    routes.Collection.GetAllCollectionList,
    { tags: collection, description: 'Every collection, without pictures.', config: auth },
    async (_request, reply) => sendJson(reply, await reads.collectionList(false)),
  );

  route(
    app,
    routes.Collection.GetAllCollectionListWithImages,
    { tags: collection, config: auth },
    async (_request, reply) => sendJson(reply, await reads.collectionList(true)),
  );

  route(
    app,
    routes.Collection.GetCollectionById,
    { tags: collection, config: auth },
    async (request, reply) => sendJson(reply, await reads.collectionById(request.query.id)),
  );

  route(
    app,
    routes.Collection.GetCollectionImages,
    { tags: collection, config: auth },
    async (request, reply) => sendJson(reply, await reads.collectionImages(request.query.id)),
  );
}
