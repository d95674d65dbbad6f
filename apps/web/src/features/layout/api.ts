import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API, LIMITS, type Product } from '@kehribar/contracts';
import { api } from '../../shared/api/client.ts';

/** The title search answers a list (or, on a paged server, { items }). */
function itemsOf(data: Product[] | { items?: Product[] } | null | undefined): Product[] {
  if (Array.isArray(data)) return data;
  return data?.items ?? [];
}

/**
 * Search suggestions (storefront.md §5): from 3 characters, one request per distinct term (the
 * caller debounces by 300 ms). Failures only log.
 */
export function useProductSearch(term: string) {
  const title = term.trim();
  return useQuery({
    queryKey: ['products', 'search', title.toLocaleLowerCase('tr')],
    queryFn: async ({ signal }) =>
      itemsOf(
        await api.get<Product[] | { items?: Product[] }>(API.Products.GetAllProductListWithFinderTitle, {
          query: { title },
          signal,
          background: true,
          auth: false,
        }),
      ).slice(0, LIMITS.searchSuggestions),
    enabled: title.length >= LIMITS.searchMinChars,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
