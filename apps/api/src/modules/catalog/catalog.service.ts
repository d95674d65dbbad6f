import {
  CACHE_KEYS,
  categoriesAndCollectionsSchema,
  categoryListSchema,
  categorySchema,
  collectionListSchema,
  collectionSchema,
  colorListSchema,
  imageListSchema,
  productListSchema,
  productPageSchema,
  productSchema,
  subCategoryListSchema,
  variantSchema,
  type CategoriesAndCollections,
  type ProductSort,
} from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../platform/errors.ts';
import { MESSAGES, type MessageText } from '../../platform/messages.ts';
import { CategoryReader } from './category-query.ts';
import { cachedJson, GroupLru, toDataJson } from './json-cache.ts';
import { viewKey, type View } from './product-dto.ts';
import { normaliseFinder, ProductReader, type Finder } from './product-query.ts';
import { SaleEnds } from './sale-ends.ts';
import { SearchService, searchWords } from './search.service.ts';

const PRODUCTS = CACHE_KEYS.products;
const CATEGORIES = CACHE_KEYS.categoriesAndCollections;

function found<T>(value: T | null | undefined, message: MessageText): T {
  if (value === null || value === undefined) throw notFound(message);
  return value;
}

/**
 * Every catalogue read of the storefront and back office, cached as response text (see json-cache.ts)
 * under the groups of cache-groups.ts, with keys that include the language and currency they were
 * built for. Unknown ids fail with 404 and are never cached.
 */
export class CatalogReads {
  readonly products: ProductReader;
  readonly categories: CategoryReader;
  private readonly searcher: SearchService;
  /** Finder pages, searches and id lists are keyed by free input: bounded LRUs tied to the products group. */
  private readonly pages: GroupLru;
  private readonly searches: GroupLru;
  private readonly idLists: GroupLru;
  readonly saleEnds: SaleEnds;

  constructor(private readonly ctx: AppContext) {
    this.saleEnds = new SaleEnds(ctx.db, ctx.cache);
    this.products = new ProductReader(ctx.db);
    this.categories = new CategoryReader(ctx.db);
    this.searcher = new SearchService(this.products);
    this.pages = new GroupLru(ctx.cache, PRODUCTS);
    this.searches = new GroupLru(ctx.cache, PRODUCTS);
    this.idLists = new GroupLru(ctx.cache, PRODUCTS);
  }

  // ---- products ----

  async productPage(request: Finder, view: View): Promise<string> {
    await this.saleEnds.check();
    const finder = normaliseFinder(request);
    return this.pages.get(`${viewKey(view)}|${JSON.stringify(finder)}`, async () =>
      toDataJson(productPageSchema, await this.products.page(finder, view)),
    );
  }

  async productList(view: View, images: boolean): Promise<string> {
    await this.saleEnds.check();
    return cachedJson(this.ctx.cache, PRODUCTS, `list|${images}|${viewKey(view)}`, productListSchema, () =>
      this.products.list(view, { images }),
    );
  }

  // Ids are lower-cased first: 'ABC…' and 'abc…' are one product and must be one cache entry.
  async productById(rawId: string, view: View): Promise<string> {
    await this.saleEnds.check();
    const id = rawId.toLowerCase();
    return cachedJson(this.ctx.cache, PRODUCTS, `product|${id}|${viewKey(view)}`, productSchema, async () =>
      found(await this.products.byId(id, view), MESSAGES.productNotFound),
    );
  }

  /**
   * The products of `rawIds` that exist, in the order asked, each once (the storefront's recently viewed
   * list in one request): an id the shop no longer has is left out, not an error, so the browser can
   * forget it. Products of a hidden category are answered, as their pages still open from a link.
   */
  async productsByIds(rawIds: readonly string[], view: View): Promise<string> {
    await this.saleEnds.check();
    const ids = [...new Set(rawIds.map((id) => id.toLowerCase()))];
    return this.idLists.get(`${viewKey(view)}|${ids.join(',')}`, async () =>
      toDataJson(productListSchema, await this.products.byIds(ids, view)),
    );
  }

  async variantById(rawId: string, view: View): Promise<string> {
    await this.saleEnds.check();
    const id = rawId.toLowerCase();
    return cachedJson(this.ctx.cache, PRODUCTS, `variant|${id}|${view.currency}`, variantSchema, async () =>
      found(await this.products.variantById(id, view), MESSAGES.variantNotFound),
    );
  }

  productImages(rawId: string): Promise<string> {
    const id = rawId.toLowerCase();
    return cachedJson(this.ctx.cache, PRODUCTS, `product-images|${id}`, imageListSchema, async () =>
      found(await this.products.imagesOf(id), MESSAGES.productNotFound),
    );
  }

  async search(title: string, view: View, sort?: ProductSort): Promise<string> {
    await this.saleEnds.check();
    return this.searches.get(`${viewKey(view)}|${sort ?? 'best'}|${searchWords(title).join(' ')}`, async () =>
      toDataJson(productListSchema, await this.searcher.search(title, view, sort)),
    );
  }

  colors(): Promise<string> {
    return cachedJson(this.ctx.cache, PRODUCTS, 'colors', colorListSchema, () => this.categories.colors());
  }

  // ---- categories, sub-categories, collections ----

  async categoriesAndCollectionsData(): Promise<CategoriesAndCollections> {
    const [categories, collections] = await Promise.all([
      this.categories.categories({ images: true }),
      this.categories.collections({ images: true }),
    ]);
    return { categories, collections };
  }

  categoriesAndCollections(): Promise<string> {
    return cachedJson(
      this.ctx.cache,
      CATEGORIES,
      'categories-and-collections',
      categoriesAndCollectionsSchema,
      () => this.categoriesAndCollectionsData(),
    );
  }

  categoryList(images: boolean): Promise<string> {
    return cachedJson(this.ctx.cache, CATEGORIES, `categories|${images}`, categoryListSchema, () =>
      this.categories.categories({ images }),
    );
  }

  categoryById(id: number): Promise<string> {
    return cachedJson(this.ctx.cache, CATEGORIES, `category|${id}`, categorySchema, async () =>
      found((await this.categories.categories({ images: true, id }))[0], MESSAGES.categoryNotFound),
    );
  }

  categoryImages(id: number): Promise<string> {
    return cachedJson(this.ctx.cache, CATEGORIES, `category-images|${id}`, imageListSchema, async () =>
      found(await this.categories.categoryImages(id), MESSAGES.categoryNotFound),
    );
  }

  subCategoryList(): Promise<string> {
    return cachedJson(this.ctx.cache, CATEGORIES, 'sub-categories', subCategoryListSchema, () =>
      this.categories.subCategories(),
    );
  }

  collectionList(images: boolean): Promise<string> {
    return cachedJson(this.ctx.cache, CATEGORIES, `collections|${images}`, collectionListSchema, () =>
      this.categories.collections({ images }),
    );
  }

  collectionById(id: number): Promise<string> {
    return cachedJson(this.ctx.cache, CATEGORIES, `collection|${id}`, collectionSchema, async () =>
      found((await this.categories.collections({ images: true, id }))[0], MESSAGES.collectionNotFound),
    );
  }

  collectionImages(id: number): Promise<string> {
    return cachedJson(this.ctx.cache, CATEGORIES, `collection-images|${id}`, imageListSchema, async () =>
      found(await this.categories.collectionImages(id), MESSAGES.collectionNotFound),
    );
  }
}
