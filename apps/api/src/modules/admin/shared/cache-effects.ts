import { CACHE_KEYS } from '@kehribar/contracts';
import type { Cache } from '../../../platform/cache.ts';

/**
 * Which cached reads each kind of admin write makes stale (groups of modules/catalog/cache-groups.ts).
 * Writes clear only these, after they commit, so the storefront shows the change at once without
 * throwing away unrelated cache entries.
 */
export const CACHE_EFFECTS = {
  /** Product payloads (lists, pages, details, images, search) and the home page's newest products. */
  product: [CACHE_KEYS.products, CACHE_KEYS.homeContent],
  /** Available colours are cached with the product reads. */
  colors: [CACHE_KEYS.products],
  /** A new category, sub-category or collection, or their pictures: nothing else shows them. */
  categoryOnly: [CACHE_KEYS.categoriesAndCollections],
  /**
   * A renamed category or collection, a changed size rule, or a deleted sub-category/collection
   * (products lose the reference): product payloads carry these names and rules too.
   */
  categoryAndProducts: [CACHE_KEYS.categoriesAndCollections, CACHE_KEYS.products, CACHE_KEYS.homeContent],
  /** About-us, static texts, stores, press, video, main photo, cover images (Products/GetAllContent). */
  homeContent: [CACHE_KEYS.homeContent],
  /** Products/GetLoginRegisterUrls. */
  loginRegister: [CACHE_KEYS.loginRegister],
} as const;

export type CacheEffect = keyof typeof CACHE_EFFECTS;

export function invalidate(cache: Cache, effect: CacheEffect): Promise<void> {
  return cache.invalidate(...CACHE_EFFECTS[effect]);
}
