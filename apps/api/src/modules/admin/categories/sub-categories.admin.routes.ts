import type { FastifyInstance } from 'fastify';
import {
  API,
  createSubCategoryRequestSchema,
  intIdBodySchema,
  okSchema,
  subCategorySchema,
  updateSubCategoryRequestSchema,
} from '@kehribar/contracts';
import type { AppContext } from '../../../context.ts';
import { ok, responses, router } from '../../../platform/http.ts';
import { ADMIN } from '../shared/admin-route.ts';
import { SubCategoryAdmin } from './sub-categories.admin.service.ts';

/** SubCategories/CreateSubCategory, UpdateSubCategory, DeleteSubCategory. */
export function registerSubCategoryAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = router(app);
  const admin = new SubCategoryAdmin(ctx);
  const tags = ['Admin: categories'];

  r.post(
    API.SubCategories.CreateSubCategory,
    {
      schema: {
        tags,
        description: "Empty names become 'Yeni Alt Kategori' / 'New Sub Category'.",
        body: createSubCategoryRequestSchema,
        response: responses(subCategorySchema),
      },
      config: ADMIN,
    },
    async (req) => ok(await admin.create(req.body)),
  );

  r.post(
    API.SubCategories.UpdateSubCategory,
    {
      schema: { tags, body: updateSubCategoryRequestSchema, response: responses(subCategorySchema) },
      config: ADMIN,
    },
    async (req) => ok(await admin.update(req.body.id, req.body)),
  );

  r.post(
    API.SubCategories.DeleteSubCategory,
    {
      schema: {
        tags,
        description: 'Its products keep their category and lose the sub-category.',
        body: intIdBodySchema,
        response: responses(okSchema),
      },
      config: ADMIN,
    },
    async (req) => {
      await admin.remove(req.body.id);
      return ok({ succeeded: true as const });
    },
  );
}
