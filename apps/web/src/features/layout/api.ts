import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LIMITS, type Product } from '@kehribar/contracts/plain';
import { productsUrl } from '../../shared/navigation/links.ts';
import { titleSearchQuery } from '../../shared/queries/catalog.ts';

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
 * Search suggestions (docs/product/storefront.md §5): from 3 characters, one request per distinct term (the
 * caller debounces by 300 ms). Failures only log. The search answers every match; the overlay lists the
 * first LIMITS.searchSuggestions of them.
 */
export function useProductSearch(term: string) {
  const title = term.trim();
  return useQuery({
    ...titleSearchQuery(title, { background: true }),
    select: toSuggestions,
    enabled: title.length >= LIMITS.searchMinChars,
    placeholderData: keepPreviousData,
  });
}
