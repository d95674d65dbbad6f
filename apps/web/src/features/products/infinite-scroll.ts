import { LIMITS } from '@kehribar/contracts/plain';

/** docs/product/storefront.md §9: load more within 500 px of the end, 1200 px on screens 768 px wide or less. */
export function loadThreshold(viewportWidth: number): number {
  return viewportWidth <= LIMITS.mobileBreakpoint ? LIMITS.infiniteScrollMobilePx : LIMITS.infiniteScrollPx;
}

export interface ScrollState {
  /** Pixels between the bottom of the viewport and the end of the list (negative once past it). */
  distanceToEnd: number;
  viewportWidth: number;
  /** A page is on its way. */
  loading: boolean;
  /** Every product is shown. */
  allProductsLoaded: boolean;
}

/** Whether to ask for the next page now: near enough to the end, and guarded by the two flags. */
export function shouldLoadMore({
  distanceToEnd,
  viewportWidth,
  loading,
  allProductsLoaded,
}: ScrollState): boolean {
  if (loading || allProductsLoaded) return false;
  return distanceToEnd <= loadThreshold(viewportWidth);
}
