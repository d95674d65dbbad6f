import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { i18n } from '../i18n/i18n.ts';
import { type Basket, type BasketItemInput, ENDPOINTS } from '@kehribar/contracts/plain';
import { api } from '../api/client.ts';
import { errorMessageFor } from '../errors/handle-error.ts';
import { setBasketCount } from '../state/shop-state.ts';
import { notify } from '../ui/toast.tsx';
import { shopperGuestId } from './shopper.ts';

/** docs/product/storefront.md §4: fired after save, refresh, quantity update, delete and delete-item calls. */
export const BASKET_CHANGED_EVENT = 'basket-changed';
export type BasketChangedEvent = CustomEvent<Basket>;

export const basketQueryKey = ['basket'] as const;

/** The shopper's basket (guest or customer), kept on the server; its item count feeds the navbar badge. */
export const basketQuery = queryOptions({
  queryKey: basketQueryKey,
  queryFn: async ({ signal }) => {
    const nonUserBasketId = await shopperGuestId();
    const basket = await api.call(ENDPOINTS.Baskets.GetBasket, {
      query: { nonUserBasketId },
      signal,
      background: true,
    });
    setBasketCount(basket.itemCount);
    return basket;
  },
  staleTime: 30_000,
});

export const useBasket = () => useQuery(basketQuery);

/** Takes the basket a write answered with: cache, navbar count, and the basket-changed event. */
export function basketChanged(queryClient: QueryClient, basket: Basket): void {
  queryClient.setQueryData(basketQueryKey, basket);
  setBasketCount(basket.itemCount);
  window.dispatchEvent(new CustomEvent<Basket>(BASKET_CHANGED_EVENT, { detail: basket }));
}

/** Subscribes to basket-changed events (e.g. to react after a sign-in merge or in another widget). */
export function onBasketChanged(listener: (basket: Basket) => void): () => void {
  const handler = (event: Event) => listener((event as BasketChangedEvent).detail);
  window.addEventListener(BASKET_CHANGED_EVENT, handler);
  return () => window.removeEventListener(BASKET_CHANGED_EVENT, handler);
}

/** A failed basket write: the server's message (e.g. 'only 2 left in stock') as a toast. */
function toastFailure(error: unknown): void {
  console.warn('[basket]', error);
  notify.error(errorMessageFor(error, i18n.t('basket.error'), i18n.t('errors.unknown')));
}

const quiet = { errorModal: false } as const;

export type AddToBasketInput = Pick<BasketItemInput, 'productId'> &
  Partial<Pick<BasketItemInput, 'variantId' | 'size' | 'color' | 'quantity'>>;

/** SaveOrUpdateBasket with one new line (an equal line's quantity grows). */
export function useAddToBasket() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: quiet,
    mutationFn: async (item: AddToBasketInput) =>
      api.call(ENDPOINTS.Baskets.SaveOrUpdateBasket, {
        body: {
          nonUserBasketId: await shopperGuestId(),
          basketItems: [{ quantity: 1, ...item }],
        },
      }),
    onSuccess: (basket) => basketChanged(queryClient, basket),
    onError: toastFailure,
  });
}

/** QuantityRefresher for one line; a refused quantity (stock) puts the server's basket back. */
export function useUpdateQuantity() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: quiet,
    mutationFn: async ({ basketItemId, quantity }: { basketItemId: string; quantity: number }) =>
      api.call(ENDPOINTS.Baskets.QuantityRefresher, {
        body: {
          nonUserBasketId: await shopperGuestId(),
          basketItems: [{ basketItemId, quantity }],
        },
      }),
    onSuccess: (basket) => basketChanged(queryClient, basket),
    onError: (error) => {
      toastFailure(error);
      void queryClient.invalidateQueries({ queryKey: basketQueryKey });
    },
  });
}

/** DeleteBasketItem for one line. */
export function useRemoveBasketItem() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: quiet,
    mutationFn: async ({ basketItemId, productId }: { basketItemId: string; productId?: string }) =>
      api.call(ENDPOINTS.Baskets.DeleteBasketItem, {
        query: { nonUserBasketId: await shopperGuestId(), productId, basketItemId },
      }),
    onSuccess: (basket) => basketChanged(queryClient, basket),
    onError: (error) => {
      toastFailure(error);
      void queryClient.invalidateQueries({ queryKey: basketQueryKey });
    },
  });
}

/** DeleteBasket: empties the basket. */
export function useClearBasket() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: quiet,
    mutationFn: async () =>
      api.call(ENDPOINTS.Baskets.DeleteBasket, {
        body: {
          nonUserBasketId: await shopperGuestId(),
          basketItems: [],
        },
      }),
    onSuccess: (basket) => basketChanged(queryClient, basket),
    onError: toastFailure,
  });
}
