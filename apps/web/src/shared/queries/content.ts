import { isServer, queryOptions, useQuery } from '@tanstack/react-query';
import { type AllContent, ENDPOINTS } from '@kehribar/contracts/plain';
import { api } from '../api/client.ts';

const getAllContent = (options: { signal?: AbortSignal; background?: boolean }) =>
  api.call(ENDPOINTS.Products.GetAllContent, { ...options, auth: false });

/**
 * Reads several features share. Language and currency are part of every request (headers), and a
 * switch reloads the page, so the keys need not hold them.
 */
export const allContentQuery = queryOptions({
  queryKey: ['content', 'all'],
  queryFn: ({ signal }) => getAllContent({ signal }),
  staleTime: 5 * 60_000,
});

/**
 * Some fields of GetAllContent under a key of their own: a server-rendered page then carries just these
 * in its state, not all the content (legal texts, banners, last added products). In the browser a part is
 * picked from the one `['content', 'all']` read (cached, or shared while in flight), so a page showing all
 * the content and its footer's contact lines ask the server once. The server render fetches each part on
 * its own, so that the whole content does not join the page's state.
 */
export function allContentPart<T>(
  part: string,
  pick: (content: AllContent) => T,
  options: { background?: boolean } = {},
) {
  return queryOptions({
    queryKey: ['content', part],
    queryFn: async ({ client, signal }) =>
      pick(
        isServer
          ? await getAllContent({ signal, ...options })
          : await client.fetchQuery({ ...allContentQuery, queryFn: () => getAllContent(options) }),
      ),
    staleTime: 5 * 60_000,
  });
}

/** The shop's contact lines and the seller's identity (docs/decisions/029-seller-identity.md), for the frame (footer). */
export const shopContactQuery = allContentPart(
  'contact',
  ({ staticContent: s }) => ({
    mailInfo: s.mailInfo,
    phoneNumberInfo: s.phoneNumberInfo,
    instaInfo: s.instaInfo,
    sellerTradeName: s.sellerTradeName,
    sellerMersisNo: s.sellerMersisNo,
    sellerAddress: s.sellerAddress,
    sellerKepAddress: s.sellerKepAddress,
    sellerPhone: s.sellerPhone,
    sellerEmail: s.sellerEmail,
  }),
  { background: true },
);

export const categoriesAndCollectionsQuery = queryOptions({
  queryKey: ['catalog', 'categories-and-collections'],
  queryFn: ({ signal }) =>
    api.call(ENDPOINTS.Products.GetAllCategoriesAndCollections, { signal, background: true, auth: false }),
  staleTime: 10 * 60_000,
});

export const useAllContent = () => useQuery(allContentQuery);
export const useShopContact = () => useQuery(shopContactQuery);
export const useCategoriesAndCollections = () => useQuery(categoriesAndCollectionsQuery);
