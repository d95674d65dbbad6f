import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API, LIMITS, type Product } from '@kehribar/contracts';
import { api } from '../../shared/api/client.ts';
import { productsUrl } from '../../shared/navigation/links.ts';

/** The title search answers a list (or, on a paged server, { items }). */
function itemsOf(data: Product[] | { items?: Product[] } | null | undefined): Product[] {
  if (Array.isArray(data)) return data;
  return data?.items ?? [];
}

/** What the search overlay lists: the first suggestions, and how many pieces match in all. */
export interface SearchSuggestions {
  items: Product[];
  total: number;
}

/** The first LIMITS.searchSuggestions matches, in the server's best-match order, and the count of all. */
export function toSuggestions(matches: readonly Product[]): SearchSuggestions {
  return { items: matches.slice(0, LIMITS.searchSuggestions), total: matches.length };
}

/**
 * The page of every match of a search: /products?title=… for a text of at least LIMITS.searchMinChars
 * characters (after trimming), else undefined (too short to search).
 */
export function searchPageUrl(text: string): string | undefined {
  const title = text.trim();
  return title.length >= LIMITS.searchMinChars ? productsUrl({ title }) : undefined;
}

/**
 * Search suggestions (storefront.md §5): from 3 characters, one request per distinct term (the
 * caller debounces by 300 ms). Failures only log. The search answers every match; the overlay lists the
 * first LIMITS.searchSuggestions of them. The query key is the one the product list's title search
 * (features/products/api.ts useTitleSearch) reads, so /products?title=… opens on the answer already here.
 */
export function useProductSearch(term: string) {
  const title = term.trim();
  return useQuery({
    queryKey: ['products', 'title', title.toLocaleLowerCase('tr')],
    queryFn: async ({ signal }) =>
      itemsOf(
        await api.get<Product[] | { items?: Product[] }>(API.Products.GetAllProductListWithFinderTitle, {
          query: { title },
          signal,
          background: true,
          auth: false,
        }),
      ),
    select: toSuggestions,
    enabled: title.length >= LIMITS.searchMinChars,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
