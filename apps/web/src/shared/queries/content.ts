import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type AllContent, type CategoriesAndCollections } from '@kehribar/contracts';
import { api } from '../api/client.ts';

/**
 * Reads several features share. Language and currency are part of every request (headers), and a
 * switch reloads the page, so the keys need not hold them.
 */
export const allContentQuery = queryOptions({
  queryKey: ['content', 'all'],
  queryFn: ({ signal }) => api.get<AllContent>(API.Products.GetAllContent, { signal, auth: false }),
  staleTime: 5 * 60_000,
});

/**
 * Some fields of GetAllContent under a key of their own: a server-rendered page then carries just these
 * in its state, not all the content (legal texts, banners, last added products).
 */
export function allContentPart<T>(
  part: string,
  pick: (content: AllContent) => T,
  options: { background?: boolean } = {},
) {
  return queryOptions({
    queryKey: ['content', part],
    queryFn: async ({ signal }) =>
      pick(await api.get<AllContent>(API.Products.GetAllContent, { signal, auth: false, ...options })),
    staleTime: 5 * 60_000,
  });
}

/** The shop's contact lines, for the frame (footer). */
export const shopContactQuery = allContentPart(
  'contact',
  ({ staticContent: { mailInfo, phoneNumberInfo, instaInfo } }) => ({ mailInfo, phoneNumberInfo, instaInfo }),
  { background: true },
);

export const categoriesAndCollectionsQuery = queryOptions({
  queryKey: ['catalog', 'categories-and-collections'],
  queryFn: ({ signal }) =>
    api.get<CategoriesAndCollections>(API.Products.GetAllCategoriesAndCollections, {
      signal,
      background: true,
      auth: false,
    }),
  staleTime: 10 * 60_000,
});

export const useAllContent = () => useQuery(allContentQuery);
export const useShopContact = () => useQuery(shopContactQuery);
export const useCategoriesAndCollections = () => useQuery(categoriesAndCollectionsQuery);
