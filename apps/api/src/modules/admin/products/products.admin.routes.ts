import type { FastifyInstance } from 'fastify';
import {
  API,
  createProductRequestSchema,
  createVariantRequestSchema,
  deleteProductRequestSchema,
  deleteVariantRequestSchema,
  okSchema,
  productSchema,
  updateProductRequestSchema,
  updateVariantRequestSchema,
  variantSchema,
} from '@kehribar/contracts';
import type { AppContext } from '../../../context.ts';
import { ok, responses, router } from '../../../platform/http.ts';
import { viewOf } from '../../catalog/index.ts';
import { ADMIN } from '../shared/admin-route.ts';
import { ProductAdmin } from './products.admin.service.ts';

/**
 * Products/CreateProduct, UpdateProduct, DeleteProduct, CreateProductVariant, UpdateProductVariant,
 * DeleteProductVariant.
 */
export function registerProductAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = router(app);
  const admin = new ProductAdmin(ctx);
  const tags = ['Admin: products'];

  r.post(
    API.Products.CreateProduct,
    {
      schema: { tags, body: createProductRequestSchema, response: responses(productSchema) },
      config: ADMIN,
    },
    async (req) => ok(await admin.create(req.body, viewOf(req))),
  );

  r.post(
    API.Products.UpdateProduct,
    {
      schema: { tags, body: updateProductRequestSchema, response: responses(productSchema) },
      config: ADMIN,
    },
    async (req) => ok(await admin.update(req.body.id, req.body, viewOf(req))),
  );

  r.post(
    API.Products.DeleteProduct,
    {
      schema: {
        tags,
        description: 'The whole product may be sent; only its id is read.',
        body: deleteProductRequestSchema,
        response: responses(okSchema),
      },
      config: ADMIN,
    },
    async (req) => {
      await admin.remove(req.body.id);
      return ok({ succeeded: true as const });
    },
  );

  r.post(
    API.Products.CreateProductVariant,
    {
      schema: { tags, body: createVariantRequestSchema, response: responses(variantSchema) },
      config: ADMIN,
    },
    async (req) => ok(await admin.createVariant(req.body, viewOf(req))),
  );

  r.post(
    API.Products.UpdateProductVariant,
    {
      schema: { tags, body: updateVariantRequestSchema, response: responses(variantSchema) },
      config: ADMIN,
    },
    async (req) => ok(await admin.updateVariant(req.body, viewOf(req))),
  );

  r.post(
    API.Products.DeleteProductVariant,
    {
      schema: {
        tags,
        description: 'Body: the variant id.',
        body: deleteVariantRequestSchema,
        response: responses(okSchema),
      },
      config: ADMIN,
    },
    async (req) => {
      await admin.removeVariant(req.body.id);
      return ok({ succeeded: true as const });
    },
  );
}
