import type { Basket } from '@kehribar/contracts/plain';

/**
 * docs/product/storefront.md §2: checkout receives the basket as navigation state, plus a computed formatted total
 * (e.g. '₺4.250,00'). The checkout page should still read the basket from the server (it may have
 * changed), and use this only to show something at once.
 */
export interface CheckoutNavigationState {
  basket: Basket;
  formattedTotal: string;
}

export function isCheckoutNavigationState(value: unknown): value is CheckoutNavigationState {
  if (!value || typeof value !== 'object') return false;
  const state = value as Partial<CheckoutNavigationState>;
  return (
    !!state.basket && Array.isArray(state.basket.basketItems) && typeof state.formattedTotal === 'string'
  );
}
