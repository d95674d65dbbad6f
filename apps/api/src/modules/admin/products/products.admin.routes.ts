import type { FastifyInstance } from 'fastify';
import { routes } from '@kehribar/contracts';
import type { AppContext } from '../../../context.ts';
import { ok, route } from '../../../platform/http.ts';
import { viewOf } from '../../catalog/index.ts';
import { ADMIN } from '../shared/admin-route.ts';
import { ProductAdmin } from './products.admin.service.ts';
import { productsPage, updateStock } from './products-page.ts';

/**
 * Products/CreateProduct, UpdateProduct, DeleteProduct, CreateProductVariant, UpdateProductVariant,
 * DeleteProductVariant; the back office's paged list (GetProductsPage) and its stock field (UpdateStock).
 */
export function registerProductAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const admin = new ProductAdmin(ctx);
  const tags = ['Admin: products'];
  const Products = routes.Products;

  route(app, Products.CreateProduct, { tags, config: ADMIN }, async (req) =>
    ok(await admin.create(req.body, viewOf(req))),
  );

  route(app, Products.UpdateProduct, { tags, config: ADMIN }, async (req) =>
    ok(await admin.update(req.body.id, req.body, viewOf(req))),
  );

  route(
    app,
    Products.DeleteProduct,
    { tags, description: 'The whole product may be sent; only its id is read.', config: ADMIN },
    async (req) => {
      await admin.remove(req.body.id);
      return ok({ succeeded: true as const });
    },
  );

  route(app, Products.CreateProductVariant, { tags, config: ADMIN }, async (req) =>
    ok(await admin.createVariant(req.body, viewOf(req))),
  );

  route(app, Products.UpdateProductVariant, { tags, config: ADMIN }, async (req) =>
    ok(await admin.updateVariant(req.body, viewOf(req))),
  );

  route(
    app,
    Products.DeleteProductVariant,
    { tags, description: 'Body: the variant id.', config: ADMIN },
    async (req) => {
      await admin.removeVariant(req.body.id);
      return ok({ succeeded: true as const });
    },
  );

  route(app, Products.GetProductsPage, { tags, config: ADMIN }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await productsPage(ctx, req.query, viewOf(req)));
  });

  route(app, Products.UpdateStock, { tags, config: ADMIN }, async (req) =>
    ok(await updateStock(ctx, req.body)),
  );
}
