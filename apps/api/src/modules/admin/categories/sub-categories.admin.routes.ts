import type { FastifyInstance } from 'fastify';
import { routes } from '@kehribar/contracts';
import type { AppContext } from '../../../context.ts';
import { registerTaxonomyRoutes } from '../shared/taxonomy.routes.ts';
import { TaxonomyAdmin } from '../shared/taxonomy.service.ts';
import { SUB_CATEGORIES } from './sub-categories.admin.service.ts';

/** SubCategories/CreateSubCategory, UpdateSubCategory, DeleteSubCategory. */
export function registerSubCategoryAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerTaxonomyRoutes(app, new TaxonomyAdmin(ctx, SUB_CATEGORIES), {
    tags: ['Admin: categories'],
    calls: {
      create: routes.SubCategories.CreateSubCategory,
      update: routes.SubCategories.UpdateSubCategory,
      remove: routes.SubCategories.DeleteSubCategory,
    },
    descriptions: {
      create:
        "Names left out become 'Yeni Alt Kategori' / 'New Sub Category'; a blank name is refused (400).",
      remove: 'Its products keep their category and lose the sub-category.',
    },
  });
}
