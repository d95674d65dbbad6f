import type { FastifyInstance } from 'fastify';
import { routes } from '@kehribar/contracts';
import type { AppContext } from '../../../context.ts';
import { registerTaxonomyRoutes } from '../shared/taxonomy.routes.ts';
import { TaxonomyAdmin } from '../shared/taxonomy.service.ts';
import { CATEGORIES } from './categories.admin.service.ts';

/** Categories/CreateCategory, UpdateCategory, DeleteCategory. */
export function registerCategoryAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerTaxonomyRoutes(app, new TaxonomyAdmin(ctx, CATEGORIES), {
    tags: ['Admin: categories'],
    calls: {
      create: routes.Categories.CreateCategory,
      update: routes.Categories.UpdateCategory,
      remove: routes.Categories.DeleteCategory,
    },
    descriptions: {
      remove: 'The whole category may be sent; only its id is read. 409 while products are in it.',
    },
  });
}
