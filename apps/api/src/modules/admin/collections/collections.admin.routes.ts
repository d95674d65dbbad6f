import type { FastifyInstance } from 'fastify';
import {
  API,
  collectionSchema,
  createCollectionRequestSchema,
  updateCollectionRequestSchema,
} from '@kehribar/contracts';
import type { AppContext } from '../../../context.ts';
import { registerTaxonomyRoutes } from '../shared/taxonomy.routes.ts';
import { TaxonomyAdmin } from '../shared/taxonomy.service.ts';
import { COLLECTIONS } from './collections.admin.service.ts';

/** Collection/CreateCollection, UpdateCollection, DeleteCollection. */
export function registerCollectionAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerTaxonomyRoutes(app, new TaxonomyAdmin(ctx, COLLECTIONS), {
    tags: ['Admin: collections'],
    paths: {
      create: API.Collection.CreateCollection,
      update: API.Collection.UpdateCollection,
      remove: API.Collection.DeleteCollection,
    },
    schemas: {
      create: createCollectionRequestSchema,
      update: updateCollectionRequestSchema,
      item: collectionSchema,
    },
    descriptions: { remove: 'Its products stay, without a collection.' },
  });
}
