import { count, eq, or, sql } from 'drizzle-orm';
import type { ListPage, Product, ProductsPageQuery } from '@kehribar/contracts';
import type { AppContext } from '../../../context.ts';
import { products } from '../../../db/schema/index.ts';
import { notFound } from '../../../platform/errors.ts';
import {
  everyWord,
  idStartsWith,
  offsetOf,
  orderByOf,
  turkishSortKey,
} from '../../../platform/list-query.ts';
import { MESSAGES } from '../../../platform/messages.ts';
import { ProductReader, type View } from '../../catalog/index.ts';
import { invalidate } from '../shared/cache-effects.ts';

const SORT_COLUMNS = {
  created: [products.createdTime],
  title: [turkishSortKey(products.title)],
  price: [products.priceTRY],
  stock: [products.stock],
};

/**
 * Products/GetProductsPage: one page of the back office's products. The search matches both titles,
 * folded (products.search_text, which the catalogue's search reads too, with its pg_trgm index), or the
 * start of the product's id when the search is a piece of one. Rows are the catalogue's payload without
 * pictures, as GetAllProductList gives them.
 */
export async function productsPage(
  ctx: Pick<AppContext, 'db'>,
  q: ProductsPageQuery,
  view: View,
): Promise<ListPage<Product>> {
  const reader = new ProductReader(ctx.db);
  // The id is the only code a product has.
  const byId = idStartsWith(products.id, q.search);
  const byWords = everyWord(sql`${products.searchText}`, q.search, { addresses: false });
  const where = byId ? or(byWords, byId) : byWords;
  const [rows, [total]] = await Promise.all([
    reader
      .select()
      .where(where)
      .orderBy(...orderByOf(q.sort, SORT_COLUMNS, [products.id]))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    ctx.db.select({ n: count() }).from(products).where(where),
  ]);
  return { items: await reader.hydrate(rows, view, { images: false }), totalCount: total?.n ?? 0 };
}

/**
 * Products/UpdateStock: sets one product's stock from the list, without sending the whole product. The
 * storefront's cached product reads are cleared, as after any product write.
 */
export async function updateStock(
  ctx: Pick<AppContext, 'db' | 'cache'>,
  input: { productId: string; stock: number },
): Promise<{ id: string; stock: number }> {
  const [row] = await ctx.db
    .update(products)
    .set({ stock: input.stock })
    .where(eq(products.id, input.productId))
    .returning({ id: products.id, stock: products.stock });
  if (!row) throw notFound(MESSAGES.productNotFound);
  await invalidate(ctx.cache, 'product');
  return row;
}
