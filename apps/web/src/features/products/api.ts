import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { API, type Product } from '@kehribar/contracts';
import { api } from '../../shared/api/client.ts';
import { findProducts } from '../../shared/queries/catalog.ts';
import { finderRequest, listKey, type ListSort, type ProductFilters } from './filter-url.ts';

/**
 * The filtered, sorted list, 12 a page (storefront.md §2, §9). Each page is one finder call; the next
 * page exists while the server says hasMore. Failures only log (storefront.md §8).
 */
export function useProductPages(filters: ProductFilters) {
  return useInfiniteQuery({
    queryKey: ['products', 'finder', listKey(filters)],
    queryFn: ({ pageParam, signal }) =>
      findProducts(finderRequest(filters, pageParam), { signal, background: pageParam > 1 }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    enabled: !filters.title,
    staleTime: 60_000,
  });
}

/** The title search answers a list (or, on a paged server, { items }). */
function itemsOf(data: Product[] | { items?: Product[] } | null | undefined): Product[] {
  if (Array.isArray(data)) return data;
  return data?.items ?? [];
}

/**
 * storefront.md §4: a title search shows all results, with no paging; best match first, or in the sort
 * the shopper picks, which the server applies as the finder does (units sold, collation, prices).
 * The best-match key is the search overlay's (features/layout/api.ts), so Enter opens on its answer.
 */
export function useTitleSearch(title: string, sort: ListSort) {
  const sorted = sort === 'relevance' ? undefined : sort;
  return useQuery({
    queryKey: ['products', 'title', title.toLocaleLowerCase('tr'), ...(sorted ? [sorted] : [])],
    queryFn: async ({ signal }) =>
      itemsOf(
        await api.get<Product[] | { items?: Product[] }>(API.Products.GetAllProductListWithFinderTitle, {
          query: sorted ? { title, sort: sorted } : { title },
          signal,
          auth: false,
        }),
      ),
    enabled: title.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
