import { storage } from '../storage/storage.ts';

/** How many products the browser remembers (docs/product/storefront.md §9). */
export const RECENTLY_VIEWED_MAX = 12;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The ids of the products opened in this browser, newest first (docs/product/storefront.md §4). Only ids
 * are kept: names and prices are read from the catalogue when shown, in the current language and
 * currency, so a stored copy never goes stale.
 */
export function viewedIds(): string[] {
  const kept = storage.getJson<unknown>('recentlyViewed');
  if (!Array.isArray(kept)) return [];
  const ids = kept.filter((id): id is string => typeof id === 'string' && UUID.test(id));
  return [...new Set(ids.map((id) => id.toLowerCase()))].slice(0, RECENTLY_VIEWED_MAX);
}

/** A product opened: first in the list, once, the oldest dropping off past the maximum. */
export function recordView(productId: string): void {
  if (!UUID.test(productId)) return;
  const id = productId.toLowerCase();
  storage.setJson(
    'recentlyViewed',
    [id, ...viewedIds().filter((other) => other !== id)].slice(0, RECENTLY_VIEWED_MAX),
  );
}

/** Products the shop no longer has leave the list. */
export function forgetViewed(productIds: readonly string[]): void {
  if (productIds.length === 0) return;
  const gone = new Set(productIds.map((id) => id.toLowerCase()));
  storage.setJson(
    'recentlyViewed',
    viewedIds().filter((id) => !gone.has(id)),
  );
}
