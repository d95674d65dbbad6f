import { createStore, useStore } from './create-store.ts';

/**
 * Counts the navbar shows (basket items, favourites). The basket and favourites features set them
 * when their data changes; the navbar only reads them.
 */
export const basketCountStore = createStore(0);
export const favoriteCountStore = createStore(0);

export const setBasketCount = (count: number) => basketCountStore.set(Math.max(0, count));
export const setFavoriteCount = (count: number) => favoriteCountStore.set(Math.max(0, count));
export const useBasketCount = () => useStore(basketCountStore);
export const useFavoriteCount = () => useStore(favoriteCountStore);

/** The shop-wide overlays any part of the app may open (the navbar opens them, features render them). */
export type OverlayName = 'basket' | 'favorites' | 'search' | 'menu';
export const overlayStore = createStore<OverlayName | null>(null);

export const openOverlay = (name: OverlayName) => overlayStore.set(name);
export const closeOverlay = () => overlayStore.set(null);

/** [open, setOpen] for one overlay, ready for a dialog's open / onOpenChange. */
export function useOverlay(name: OverlayName): [boolean, (open: boolean) => void] {
  const open = useStore(overlayStore, (current) => current === name);
  const setOpen = (next: boolean) => {
    if (next) openOverlay(name);
    else if (overlayStore.get() === name) closeOverlay();
  };
  return [open, setOpen];
}

/**
 * The logo resets the product filters (docs/product/storefront.md §2). Filters live in the URL, so going to /
 * clears them; a feature that also keeps filter state in memory listens to this counter.
 */
export const filterResetStore = createStore(0);
export const resetProductFilters = () => filterResetStore.set((n) => n + 1);
export const useFilterResetSignal = () => useStore(filterResetStore);
