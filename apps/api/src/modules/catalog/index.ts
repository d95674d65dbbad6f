import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { CatalogReads } from './catalog.service.ts';
import { registerCategoryRoutes } from './category.routes.ts';
import { registerProductRoutes } from './product.routes.ts';

export { clearCatalogCache } from './cache-groups.ts';
export { productSearchText } from './search.service.ts';
export { ProductReader } from './product-query.ts';
export { CatalogReads } from './catalog.service.ts';
export { SaleEnds } from './sale-ends.ts';
export { CategoryReader } from './category-query.ts';
export { imageVariants, toImageFile } from './image-files.ts';
export { cachedJson, sendJson } from './json-cache.ts';
export { pick, viewKey, type View } from './product-dto.ts';
export { viewOf } from './request-view.ts';

/** The catalogue's read side: products, categories, sub-categories, collections, colours, CacheClear. */
export function registerCatalogModule(app: FastifyInstance, ctx: AppContext): void {
  const reads = new CatalogReads(ctx);
  registerProductRoutes(app, ctx, reads);
  registerCategoryRoutes(app, reads);
}
