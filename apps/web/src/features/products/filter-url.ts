import {
  FILTER_GENDERS,
  LIMITS,
  PRODUCT_SORTS,
  type ProductFinderRequest,
  type ProductSort,
} from '@kehribar/contracts/plain';

/**
 * The order of a list: one of the finder's sorts, or 'relevance', the title search's own best-match
 * order (a search the shopper has not sorted shows the server's order).
 */
export type ListSort = ProductSort | 'relevance';

/**
 * The product list's state, held in the URL (docs/product/storefront.md §2): /products?categories=1,2&genders=1
 * &sort=priceAsc&page=3. Back, forward and reload therefore show the same list.
 */
export interface ProductFilters {
  categories: number[];
  subCategories: number[];
  collections: number[];
  genders: number[];
  /** Only pieces on sale now (docs/decisions/025-sale-prices-and-reference-price.md); `onSale=1` in the URL. */
  onSale: boolean;
  /** A title search: all matches, no paging, no other filters. */
  title: string;
  /** 'relevance' only with a title. */
  sort: ListSort;
  /** How many pages of 12 are shown (infinite scroll); always 1 for a title search. */
  page: number;
}

export const DEFAULT_SORT: ProductSort = 'newest';
/** The order a list has when the URL names none: best match for a title search, else the newest first. */
export const defaultSort = (title: string): ListSort => (title ? 'relevance' : DEFAULT_SORT);
/** The finder's sort of a list order ('relevance' exists only for a title search, which the finder does not run). */
export const finderSort = (sort: ListSort): ProductSort => (sort === 'relevance' ? DEFAULT_SORT : sort);
/** More pages than this are not restored from a URL (a hand-typed page=9999 stays cheap). */
export const MAX_RESTORED_PAGE = 50;

const LIST_KEYS = ['categories', 'subCategories', 'collections', 'genders'] as const;
export type ListKey = (typeof LIST_KEYS)[number];

export const EMPTY_FILTERS: ProductFilters = {
  categories: [],
  subCategories: [],
  collections: [],
  genders: [],
  onSale: false,
  title: '',
  sort: DEFAULT_SORT,
  page: 1,
};

/** Comma-separated ids; anything that is not a non-negative integer is dropped, duplicates too. */
export function parseIds(value: string | null): number[] {
  if (!value) return [];
  const ids = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d{1,9}$/.test(part))
    .map(Number);
  return [...new Set(ids)];
}

export function isSort(value: unknown): value is ProductSort {
  return typeof value === 'string' && (PRODUCT_SORTS as readonly string[]).includes(value);
}

export const isListSort = (value: unknown): value is ListSort => value === 'relevance' || isSort(value);

export function parseFilters(params: URLSearchParams): ProductFilters {
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  const title = (params.get('title') ?? '').trim().slice(0, 100);
  // A title search takes no filters: filters in its address (typed or shared) are not shown as chosen.
  const ids = (key: ListKey) => (title ? [] : parseIds(params.get(key)));
  return {
    categories: ids('categories'),
    subCategories: ids('subCategories'),
    collections: ids('collections'),
    genders: ids('genders').filter((g) => (FILTER_GENDERS as readonly number[]).includes(g)),
    onSale: !title && params.get('onSale') === '1',
    title,
    sort: isSort(sort) ? sort : sort === 'relevance' && title ? 'relevance' : defaultSort(title),
    // A title search shows every match at once (docs/product/storefront.md §4): it has no pages.
    page: !title && Number.isInteger(page) && page > 1 ? Math.min(page, MAX_RESTORED_PAGE) : 1,
  };
}

/** The query string of a state (without '?'); defaults are left out, commas stay readable. */
export function filtersToSearch(filters: ProductFilters): string {
  const params = new URLSearchParams();
  for (const key of LIST_KEYS) {
    if (filters[key].length) params.set(key, filters[key].join(','));
  }
  if (filters.onSale) params.set('onSale', '1');
  if (filters.title) params.set('title', filters.title);
  if (filters.sort !== defaultSort(filters.title)) params.set('sort', filters.sort);
  if (filters.page > 1 && !filters.title) params.set('page', String(filters.page));
  return params.toString().replace(/%2C/g, ',');
}

export type FilterChange =
  | { type: 'toggle'; key: ListKey; id: number }
  | { type: 'remove'; key: ListKey; id: number }
  | { type: 'toggleOnSale' }
  | { type: 'sort'; sort: ListSort }
  | { type: 'clearTitle' }
  | { type: 'clearAll' };

const toggle = (ids: readonly number[], id: number) =>
  ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];

/**
 * A filter change (docs/product/storefront.md §4): the page goes back to 1; choosing a category clears the
 * sub-category selection and choosing a sub-category clears the categories; choosing any filter leaves a
 * title search (the search shows all matches and takes no filters), and a list without a title search
 * has no best-match order (it falls back to the newest first; a sort the shopper picked stays).
 */
export function applyFilterChange(filters: ProductFilters, change: FilterChange): ProductFilters {
  const next = changeFilters(filters, change);
  return next.title || next.sort !== 'relevance' ? next : { ...next, sort: DEFAULT_SORT };
}

function changeFilters(filters: ProductFilters, change: FilterChange): ProductFilters {
  const next: ProductFilters = { ...filters, page: 1 };
  switch (change.type) {
    case 'toggle':
    case 'remove': {
      const ids =
        change.type === 'toggle'
          ? toggle(filters[change.key], change.id)
          : filters[change.key].filter((x) => x !== change.id);
      next[change.key] = ids;
      if (change.key === 'categories') next.subCategories = [];
      if (change.key === 'subCategories') next.categories = [];
      if (change.type === 'toggle') next.title = '';
      return next;
    }
    case 'toggleOnSale':
      return { ...next, onSale: !filters.onSale, title: '' };
    case 'sort':
      return { ...next, sort: change.sort };
    case 'clearTitle':
      return { ...next, title: '' };
    case 'clearAll':
      return { ...EMPTY_FILTERS, sort: filters.sort };
  }
}

/** The same list with `page` pages shown (infinite scroll writes this back to the URL). */
export const withPage = (filters: ProductFilters, page: number): ProductFilters => ({
  ...filters,
  page: Math.max(1, page),
});

export function activeFilterCount(filters: ProductFilters): number {
  return LIST_KEYS.reduce((sum, key) => sum + filters[key].length, filters.onSale ? 1 : 0);
}

/** The finder request of one page of a state. */
export function finderRequest(filters: ProductFilters, page: number): ProductFinderRequest {
  return {
    categoryIds: filters.categories,
    subCategoryIds: filters.subCategories,
    collectionIds: filters.collections,
    genders: filters.genders as (0 | 1)[],
    page,
    pageSize: LIMITS.productPageSize,
    sort: finderSort(filters.sort),
    onSale: filters.onSale,
  };
}

/** What identifies a list (everything but the page), for the query cache. */
export function listKey(filters: ProductFilters) {
  const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);
  return {
    categories: sorted(filters.categories),
    subCategories: sorted(filters.subCategories),
    collections: sorted(filters.collections),
    genders: sorted(filters.genders),
    onSale: filters.onSale,
    sort: finderSort(filters.sort),
  };
}
