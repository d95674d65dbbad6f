import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerBannerAdminRoutes } from './banners/banners.admin.routes.ts';
import { registerCategoryMenuAdminRoutes } from './categories/category-menu.admin.routes.ts';
import { registerCategoryAdminRoutes } from './categories/categories.admin.routes.ts';
import { registerCollectionAdminRoutes } from './collections/collections.admin.routes.ts';
import { registerColorAdminRoutes } from './colors/colors.admin.routes.ts';
import { registerContentAdminRoutes } from './content/content.admin.routes.ts';
import { registerImageAdminRoutes } from './images/images.admin.routes.ts';
import { registerProductAdminRoutes } from './products/products.admin.routes.ts';
import { registerSiteMediaAdminRoutes } from './site-media/site-media.admin.routes.ts';
import { registerSubCategoryAdminRoutes } from './categories/sub-categories.admin.routes.ts';
import { registerUserAdminRoutes } from './users/users.admin.routes.ts';
import { registerPeopleExportRoutes } from './users/people-export.routes.ts';

/** The multipart reading of the back office's uploads, also used by the orders module's invoice upload. */
export { parseFields, readMultipart, requireOneFile } from './shared/multipart.ts';

/**
 * The back office's server side (docs/product/back-office.md §7), every route with auth 'admin': catalogue writes,
 * photo galleries, content, site media, colours, and the customer lists. Coupons and orders live in
 * their own modules.
 */
export function registerAdminModule(app: FastifyInstance, ctx: AppContext): void {
  registerProductAdminRoutes(app, ctx);
  registerImageAdminRoutes(app, ctx);
  registerCategoryAdminRoutes(app, ctx);
  registerSubCategoryAdminRoutes(app, ctx);
  registerCollectionAdminRoutes(app, ctx);
  registerContentAdminRoutes(app, ctx);
  registerSiteMediaAdminRoutes(app, ctx);
  registerColorAdminRoutes(app, ctx);
  registerUserAdminRoutes(app, ctx);
  registerBannerAdminRoutes(app, ctx);
  registerCategoryMenuAdminRoutes(app, ctx);
  registerPeopleExportRoutes(app, ctx);
}
