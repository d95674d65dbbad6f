import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  GENDER,
  type Currency,
  type ImageFile,
  type Product,
  type ProductPage,
  type ProductSort,
  type Variant,
} from '@kehribar/contracts';
import type { Db } from '../../db/client.ts';
import { categories, collections, productImages, products, productVariants } from '../../db/schema/index.ts';
import { groupImages, toImageFile } from './image-files.ts';
import { toProduct, toVariant, type ProductRow, type View } from './product-dto.ts';

/** A finder request with its id lists sorted and de-duplicated, so equal requests share a cache key. */
export interface Finder {
  categoryIds: number[];
  subCategoryIds: number[];
  collectionIds: number[];
  genders: number[];
  page: number;
  pageSize: number;
  sort: ProductSort;
  onSale: boolean;
}

const uniqueSorted = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);

export function normaliseFinder(request: Finder): Finder {
  return {
    categoryIds: uniqueSorted(request.categoryIds),
    subCategoryIds: uniqueSorted(request.subCategoryIds),
    collectionIds: uniqueSorted(request.collectionIds),
    genders: uniqueSorted(request.genders),
    page: request.page,
    pageSize: request.pageSize,
    sort: request.sort,
    onSale: request.onSale,
  };
}

/** Filters combine with AND; ids within one filter with OR. A man or woman filter also finds unisex pieces. */
/**
 * Products whose category is not hidden: the storefront's listings, search and newest products leave
 * the others out, while a product page stays reachable by its link
 * (docs/decisions/033-home-page-the-owner-controls.md). A subquery, so it holds without the category join.
 */
export const IN_VISIBLE_CATEGORY = sql`${products.categoryId} NOT IN (SELECT "id" FROM "categories" WHERE "hidden")`;

function finderWhere(f: Finder, view: View): SQL | undefined {
  const conditions: SQL[] = [IN_VISIBLE_CATEGORY];
  if (f.onSale) conditions.push(onSaleSql(view.currency));
  if (f.categoryIds.length) conditions.push(inArray(products.categoryId, f.categoryIds));
  if (f.subCategoryIds.length) conditions.push(inArray(products.subCategoryId, f.subCategoryIds));
  if (f.collectionIds.length) conditions.push(inArray(products.collectionId, f.collectionIds));
  if (f.genders.length)
    conditions.push(inArray(products.gender, uniqueSorted([...f.genders, GENDER.Unisex])));
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * A sort key that orders Turkish titles as the Turkish alphabet does (a b c ç d … h ı i … o ö … s ş …
 * u ü …) under the portable "C" collation: each Turkish letter becomes its base letter followed by '~',
 * which sorts after every other letter, so 'çanta' comes after 'cuma' and before 'dal', and 'ılık'
 * after 'hız' and before 'iğne'. (ICU collations such as "tr-x-icu" are not available in PGlite.)
 */
const TURKISH_TITLE_KEY = (() => {
  let expr = `lower(translate(${'"products"."title"'}, 'IİÇĞÖŞÜÂÎÛâîû', 'ıiçğöşüaiuaiu'))`;
  for (const [letter, key] of [
    ['ç', 'c~'],
    ['ğ', 'g~'],
    ['ı', 'h~'],
    ['ö', 'o~'],
    ['ş', 's~'],
    ['ü', 'u~'],
  ]) {
    expr = `replace(${expr}, '${letter}', '${key}')`;
  }
  return sql.raw(`(${expr}) COLLATE "C"`);
})();
const ENGLISH_TITLE_KEY = sql.raw(`lower("products"."title_en") COLLATE "C"`);

const COLUMNS_OF = {
  TRY: { price: products.priceTRY, sale: products.salePriceTRY, reference: products.referencePriceTRY },
  USD: { price: products.priceUSD, sale: products.salePriceUSD, reference: products.referencePriceUSD },
  EUR: {
    price: products.priceForeign,
    sale: products.salePriceForeign,
    reference: products.referencePriceForeign,
  },
} as const;

/**
 * Whether a product is on sale now in `currency`: saleIn of packages/contracts/src/sale-price.ts written
 * in SQL, for the finder's onSale filter and sorts (docs/decisions/025-sale-prices-and-reference-price.md).
 */
export function onSaleSql(currency: Currency): SQL {
  const c = COLUMNS_OF[currency];
  return sql`(${c.sale} IS NOT NULL AND ${c.sale} > 0 AND ${c.reference} IS NOT NULL AND ${c.sale} < ${c.reference}
    AND ${products.saleStartedAt} <= now() AND (${products.saleEndDate} IS NULL OR ${products.saleEndDate} > now()))`;
}

/** The price paid now in `currency` (effectivePrices in SQL), which the price sorts order by. */
function paidPriceSql(currency: Currency): SQL {
  const c = COLUMNS_OF[currency];
  return sql`(CASE WHEN ${onSaleSql(currency)} THEN ${c.sale} ELSE ${c.price} END)`;
}

/** The ORDER BY of a sort: the finder's, and a title search's when the shopper picks one. */
export function orderFor(sort: ProductSort, view: View): SQL[] {
  const title = view.language === 'en-EN' ? ENGLISH_TITLE_KEY : TURKISH_TITLE_KEY;
  const price = paidPriceSql(view.currency);
  switch (sort) {
    case 'newest':
      return [desc(products.createdTime), desc(products.id)];
    case 'oldest':
      return [asc(products.createdTime), asc(products.id)];
    case 'popular':
      return [desc(products.soldCount), desc(products.createdTime), desc(products.id)];
    case 'az':
      return [asc(title), asc(products.id)];
    case 'za':
      return [desc(title), desc(products.id)];
    case 'priceAsc':
      return [asc(price), asc(products.id)];
    case 'priceDesc':
      return [desc(price), desc(products.id)];
    case 'onSale':
      return [desc(onSaleSql(view.currency)), desc(products.createdTime), desc(products.id)];
  }
}

/** The columns a product payload is built from: the product, its category and its collection. */
export const productColumns = {
  id: products.id,
  title: products.title,
  titleEN: products.titleEN,
  description: products.description,
  descriptionEN: products.descriptionEN,
  color: products.color,
  size: products.size,
  gender: products.gender,
  categoryId: products.categoryId,
  subCategoryId: products.subCategoryId,
  collectionId: products.collectionId,
  createdTime: products.createdTime,
  isBestSeller: products.isBestSeller,
  isExclusive: products.isExclusive,
  personalised: products.personalised,
  stock: products.stock,
  lowStockThreshold: products.lowStockThreshold,
  priceTRY: products.priceTRY,
  priceUSD: products.priceUSD,
  priceForeign: products.priceForeign,
  salePriceTRY: products.salePriceTRY,
  salePriceUSD: products.salePriceUSD,
  salePriceForeign: products.salePriceForeign,
  referencePriceTRY: products.referencePriceTRY,
  referencePriceUSD: products.referencePriceUSD,
  referencePriceForeign: products.referencePriceForeign,
  saleStartedAt: products.saleStartedAt,
  saleEndDate: products.saleEndDate,
  categoryName: categories.name,
  categoryNameEN: categories.nameEN,
  sizeOptions: categories.sizeOptions,
  isCustomSizeInput: categories.isCustomSizeInput,
  collectionName: collections.name,
  collectionNameEN: collections.nameEN,
};

/** Reads product payloads in three queries whatever the count: rows, their images, their variants. */
export class ProductReader {
  constructor(private readonly db: Db) {}

  /** SELECT product columns (plus `extra`) FROM products JOIN category LEFT JOIN collection. */
  select<E extends Record<string, SQL.Aliased | SQL>>(extra?: E) {
    return this.db
      .select({ ...productColumns, ...(extra ?? ({} as E)) })
      .from(products)
      .innerJoin(categories, eq(products.categoryId, categories.id))
      .leftJoin(collections, eq(products.collectionId, collections.id))
      .$dynamic();
  }

  async page(f: Finder, view: View): Promise<ProductPage> {
    const where = finderWhere(f, view);
    const rows = await this.select({ totalCount: sql<number>`count(*) over()`.mapWith(Number) })
      .where(where)
      .orderBy(...orderFor(f.sort, view))
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize);
    let totalCount = rows[0]?.totalCount ?? 0;
    if (rows.length === 0 && f.page > 1) {
      // Past the last page the window count has no row to ride on.
      totalCount = (await this.db.select({ n: count() }).from(products).where(where))[0]?.n ?? 0;
    }
    return {
      items: await this.hydrate(rows, view),
      page: f.page,
      pageSize: f.pageSize,
      totalCount,
      hasMore: f.page * f.pageSize < totalCount,
    };
  }

  /**
   * Every product, newest first (or the newest `limit`); `visibleOnly` leaves out hidden categories'
   * products (the home page's newest products), the spec's full lists keep them for the back office.
   */
  async list(
    view: View,
    options: { images: boolean; limit?: number; visibleOnly?: boolean },
  ): Promise<Product[]> {
    let query = this.select()
      .where(options.visibleOnly ? IN_VISIBLE_CATEGORY : undefined)
      .orderBy(desc(products.createdTime), desc(products.id));
    if (options.limit !== undefined) query = query.limit(options.limit);
    return this.hydrate(await query, view, options);
  }

  async byId(id: string, view: View): Promise<Product | null> {
    const rows = await this.select().where(eq(products.id, id));
    return (await this.hydrate(rows, view))[0] ?? null;
  }

  /** Products in the order of `ids`; unknown ids are skipped. */
  async byIds(ids: readonly string[], view: View): Promise<Product[]> {
    if (ids.length === 0) return [];
    const rows = await this.select().where(inArray(products.id, [...ids]));
    const byId = new Map((await this.hydrate(rows, view)).map((p) => [p.id, p]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async variantById(id: string, view: View): Promise<Variant | null> {
    const [row] = await this.db.select().from(productVariants).where(eq(productVariants.id, id));
    return row ? toVariant(row, view.currency) : null;
  }

  /** The product's pictures, vitrine first; null when there is no such product. */
  async imagesOf(productId: string): Promise<ImageFile[] | null> {
    const [exists] = await this.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, productId));
    if (!exists) return null;
    return (await this.imageRows([productId])).map(toImageFile);
  }

  /** Rows → payloads, with one query for all their images and one for all their variants. */
  async hydrate(
    rows: ProductRow[],
    view: View,
    options: { images: boolean } = { images: true },
  ): Promise<Product[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [imageRows, variantRows] = await Promise.all([
      options.images ? this.imageRows(ids) : Promise.resolve([]),
      this.db
        .select()
        .from(productVariants)
        .where(inArray(productVariants.productId, ids))
        .orderBy(asc(productVariants.priceTRY), asc(productVariants.variantName), asc(productVariants.id)),
    ]);
    const images = groupImages(imageRows, (r) => r.productId);
    const variants = new Map<string, Variant[]>();
    for (const v of variantRows) {
      let list = variants.get(v.productId);
      if (!list) variants.set(v.productId, (list = []));
      list.push(toVariant(v, view.currency));
    }
    return rows.map((row) => toProduct(row, images.get(row.id) ?? [], variants.get(row.id) ?? [], view));
  }

  private imageRows(productIds: string[]) {
    return this.db
      .select()
      .from(productImages)
      .where(inArray(productImages.productId, productIds))
      .orderBy(
        desc(productImages.isVitrinePhoto),
        asc(productImages.sortOrder),
        asc(productImages.createdAt),
        asc(productImages.id),
      );
  }
}
