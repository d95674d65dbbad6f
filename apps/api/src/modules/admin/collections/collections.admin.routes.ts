import type { FastifyInstance } from 'fastify';
import { routes } from '@kehribar/contracts';
import type { AppContext } from '../../../context.ts';
import { registerTaxonomyRoutes } from '../shared/taxonomy.routes.ts';
import { TaxonomyAdmin } from '../shared/taxonomy.service.ts';
import { COLLECTIONS } from './collections.admin.service.ts';

/** Collection/CreateCollection, UpdateCollection, DeleteCollection. */
export function registerCollectionAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerTaxonomyRoutes(app, new TaxonomyAdmin(ctx, COLLECTIONS), {
    tags: ['Admin: collections'],
    calls: {
      create: routes.Collection.CreateCollection,
      update: routes.Collection.UpdateCollection,
      remove: routes.Collection.DeleteCollection,
    },
    descriptions: { remove: 'Its products stay, without a collection.' },
  });
}
