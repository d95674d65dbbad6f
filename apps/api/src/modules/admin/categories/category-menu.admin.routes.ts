import type { FastifyInstance } from 'fastify';
import { routes } from '@kehribar/contracts';
import type { AppContext } from '../../../context.ts';
import { ok, route } from '../../../platform/http.ts';
import { ADMIN } from '../shared/admin-route.ts';
import { CategoryMenuAdmin } from './category-menu.admin.service.ts';

/** Categories/GetAllCategoryListForAdmin, ReorderCategories, SetCategoryHidden. */
export function registerCategoryMenuAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const admin = new CategoryMenuAdmin(ctx);
  const tags = ['Admin: categories'];
  const { Categories } = routes;

  route(
    app,
    Categories.GetAllCategoryListForAdmin,
    {
      tags,
      description: 'Every category, hidden ones too, in the menus order, with sortOrder and hidden.',
      config: ADMIN,
    },
    async () => ok(await admin.list()),
  );

  route(
    app,
    Categories.ReorderCategories,
    { tags, description: 'ids: every category once, in the new menu order.', config: ADMIN },
    async (req) => ok(await admin.reorder(req.body.ids)),
  );

  route(
    app,
    Categories.SetCategoryHidden,
    {
      tags,
      description:
        'A hidden category leaves the menus, filters, listings and search; its product pages stay.',
      config: ADMIN,
    },
    async (req) => ok(await admin.setHidden(req.body.id, req.body.hidden)),
  );
}
