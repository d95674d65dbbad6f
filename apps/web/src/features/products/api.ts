import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { findProducts, titleSearchQuery } from '../../shared/queries/catalog.ts';
import { allContentPart } from '../../shared/queries/content.ts';
import { finderRequest, listKey, type ListSort, type ProductFilters } from './filter-url.ts';

/**
 * The filtered, sorted list, 12 a page (docs/product/storefront.md §2, §9). Each page is one finder call; the next
 * page exists while the server says hasMore. Failures only log (docs/product/storefront.md §8).
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

/**
 * docs/product/storefront.md §4: a title search shows all results, with no paging; best match first, or in the sort
 * the shopper picks, which the server applies as the finder does (units sold, collation, prices).
 */
export function useTitleSearch(title: string, sort: ListSort) {
  return useQuery({
    ...titleSearchQuery(title, { sort: sort === 'relevance' ? undefined : sort }),
    enabled: title.length > 0,
    placeholderData: keepPreviousData,
  });
}

/** The cover pictures of the men's and women's listings (docs/decisions/033-home-page-the-owner-controls.md). */
const coverImagesQuery = allContentPart('covers', ({ coverImages }) => coverImages);

/** The cover of a one-gender listing (men 0, women 1), or null: none uploaded, or not such a listing. */
export function useGenderCover(filters: ProductFilters) {
  const gender = !filters.title && filters.genders.length === 1 ? filters.genders[0] : undefined;
  const wanted = gender === 0 || gender === 1;
  const { data } = useQuery({ ...coverImagesQuery, enabled: wanted });
  if (!wanted || !data) return null;
  const picture = gender === 0 ? data.men : data.women;
  return picture ? { gender, picture } : null;
}
