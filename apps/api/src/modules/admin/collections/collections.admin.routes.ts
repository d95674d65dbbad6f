import type { FastifyInstance } from 'fastify';
import { routes } from '@kehribar/contracts';
import type { AppContext } from '../../../context.ts';
import { ok, route } from '../../../platform/http.ts';
import { ADMIN } from '../shared/admin-route.ts';
import { registerTaxonomyRoutes } from '../shared/taxonomy.routes.ts';
import { TaxonomyAdmin } from '../shared/taxonomy.service.ts';
import { COLLECTIONS } from './collections.admin.service.ts';

/** Collection/CreateCollection, UpdateCollection, DeleteCollection and GetCollectionProductCount. */
export function registerCollectionAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const admin = new TaxonomyAdmin(ctx, COLLECTIONS);
  const tags = ['Admin: collections'];
  registerTaxonomyRoutes(app, admin, {
    tags,
    calls: {
      create: routes.Collection.CreateCollection,
      update: routes.Collection.UpdateCollection,
      remove: routes.Collection.DeleteCollection,
    },
    descriptions: { remove: 'Its products stay, without a collection.' },
  });

  route(
    app,
    routes.Collection.GetCollectionProductCount,
    {
      tags,
      description: 'How many products lose the collection when it is deleted; 404 for an unknown id.',
      config: ADMIN,
    },
    async (req) => ok({ productCount: await admin.productCount(req.query.id) }),
  );
}
