import type { QueryClient } from '@tanstack/react-query';
import type { DataRouter, Location } from 'react-router';

/** A navigation to the address already shown (a link to this page, the logo on the home page). */
export const isSameUrl = (before: Location, after: Location): boolean =>
  before.key !== after.key &&
  before.pathname === after.pathname &&
  before.search === after.search &&
  before.hash === after.hash;

/**
 * docs/product/storefront.md §2: "Navigating to the same URL reloads the page." The router already runs the route's
 * loaders again and starts at the top; here every read is marked stale and the page's own reads are
 * fetched again, so the shopper sees fresh stock and prices without losing the app (no browser reload).
 * Returns the unsubscribe function.
 */
export function refreshOnSameUrl(
  router: Pick<DataRouter, 'state' | 'subscribe'>,
  queryClient: Pick<QueryClient, 'invalidateQueries'>,
): () => void {
  let shown = router.state.location;
  return router.subscribe((state) => {
    if (state.location === shown) return;
    const before = shown;
    shown = state.location;
    if (isSameUrl(before, state.location)) void queryClient.invalidateQueries();
  });
}
