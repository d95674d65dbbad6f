import type { FastifyInstance } from 'fastify';
import {
  API,
  categorySchema,
  createCategoryRequestSchema,
  intIdBodySchema,
  okSchema,
  updateCategoryRequestSchema,
} from '@kehribar/contracts';
import type { AppContext } from '../../../context.ts';
import { ok, responses, router } from '../../../platform/http.ts';
import { ADMIN } from '../shared/admin-route.ts';
import { CategoryAdmin } from './categories.admin.service.ts';

/** Categories/CreateCategory, UpdateCategory, DeleteCategory. */
export function registerCategoryAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = router(app);
  const admin = new CategoryAdmin(ctx);
  const tags = ['Admin: categories'];

  r.post(
    API.Categories.CreateCategory,
    {
      schema: { tags, body: createCategoryRequestSchema, response: responses(categorySchema) },
      config: ADMIN,
    },
    async (req) => ok(await admin.create(req.body)),
  );

  r.post(
    API.Categories.UpdateCategory,
    {
      schema: { tags, body: updateCategoryRequestSchema, response: responses(categorySchema) },
      config: ADMIN,
    },
    async (req) => ok(await admin.update(req.body.id, req.body)),
  );

  r.post(
    API.Categories.DeleteCategory,
    {
      schema: {
        tags,
        description: 'The whole category may be sent; only its id is read. 409 while products are in it.',
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
