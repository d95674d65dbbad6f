import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ENDPOINTS, type Product } from '@kehribar/contracts/plain';
import { api } from '../api/client.ts';
import { setFavoriteCount } from '../state/shop-state.ts';
import { shopperGuestId } from './shopper.ts';

/**
 * Favourites (docs/product/storefront.md §2, §3, §7): kept on the server under the guest's nonUser_ id, or the
 * customer's own when signed in (nonUserId null). The ids drive the hearts and the navbar count; the
 * products (with pictures and prices) fill the favourites modal.
 */
export const favoriteIdsKey = ['favorites', 'ids'] as const;
export const favoriteProductsKey = ['favorites', 'products'] as const;

const normalise = (ids: readonly string[]) => [...new Set(ids.map((id) => id.toLowerCase()))];

function keepIds(ids: readonly string[]): string[] {
  const clean = normalise(ids);
  setFavoriteCount(clean.length);
  return clean;
}

export const favoriteIdsQuery = queryOptions({
  queryKey: favoriteIdsKey,
  queryFn: async ({ signal }) =>
    keepIds(
      await api.call(ENDPOINTS.Products.GetFavoritedProductsWithoutImages, {
        query: { nonUserId: await shopperGuestId() },
        signal,
        background: true,
      }),
    ),
  staleTime: 5 * 60_000,
});

export const favoriteProductsQuery = queryOptions({
  queryKey: favoriteProductsKey,
  queryFn: async ({ signal }) =>
    api.call(ENDPOINTS.Products.GetFavoritedProducts, {
      query: { nonUserId: await shopperGuestId() },
      signal,
      background: true,
    }),
  staleTime: 60_000,
});

/** The favourite product ids (lower case), fetched once on start. */
export function useFavoriteIds(): ReadonlySet<string> {
  const { data } = useQuery(favoriteIdsQuery);
  return useMemo(() => new Set(data ?? []), [data]);
}

export const useFavoriteProducts = (enabled = true) => useQuery({ ...favoriteProductsQuery, enabled });

export function useIsFavorite(productId: string): boolean {
  return useFavoriteIds().has(productId.toLowerCase());
}

async function writeFavorite(productId: string, favorite: boolean): Promise<string[]> {
  const endpoint = favorite
    ? ENDPOINTS.Products.AddFavoritedProduct
    : ENDPOINTS.Products.DeleteFavoritedProduct;
  return api.call(endpoint, { body: { productId, nonUserId: await shopperGuestId() }, background: true });
}

/**
 * Adds or removes one favourite: the heart changes at once, the server's answer (the new id list)
 * settles it. Failures put the heart back and are only logged (docs/product/storefront.md §8).
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorModal: false },
    mutationFn: ({ productId, favorite }: { productId: string; favorite: boolean }) =>
      writeFavorite(productId, favorite),
    onMutate: async ({ productId, favorite }) => {
      await queryClient.cancelQueries({ queryKey: favoriteIdsKey });
      const previous = queryClient.getQueryData<string[]>(favoriteIdsKey);
      const id = productId.toLowerCase();
      const current = previous ?? [];
      queryClient.setQueryData(
        favoriteIdsKey,
        keepIds(favorite ? [...current, id] : current.filter((x) => x !== id)),
      );
      if (!favorite) {
        queryClient.setQueryData<Product[]>(favoriteProductsKey, (list) =>
          list?.filter((p) => p.id.toLowerCase() !== id),
        );
      }
      return { previous };
    },
    onSuccess: (ids) => {
      queryClient.setQueryData(favoriteIdsKey, keepIds(ids));
    },
    onError: (error, _input, context) => {
      console.warn('[favorites]', error);
      if (context?.previous) queryClient.setQueryData(favoriteIdsKey, keepIds(context.previous));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoriteProductsKey }),
  });
}

/** Removes every favourite (there is no bulk call: one DeleteFavoritedProduct per product). */
export function useClearFavorites() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorModal: false },
    mutationFn: async (productIds: readonly string[]) => {
      let ids: string[] = [];
      for (const productId of productIds) ids = await writeFavorite(productId, false);
      return ids;
    },
    onSuccess: (ids) => {
      queryClient.setQueryData(favoriteIdsKey, keepIds(ids));
      queryClient.setQueryData<Product[]>(favoriteProductsKey, []);
    },
    onError: (error) => console.warn('[favorites]', error),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: favoriteIdsKey });
      void queryClient.invalidateQueries({ queryKey: favoriteProductsKey });
    },
  });
}
