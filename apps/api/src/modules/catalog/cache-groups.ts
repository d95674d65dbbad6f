import { CACHE_KEYS, type CacheKey } from '@kehribar/contracts';
import type { Cache } from '../../platform/cache.ts';

/**
 * What each read is cached under (ctx.cache groups, named by CACHE_KEYS):
 * - products: product lists, pages, details, variants, images, search, colours;
 * - categories-collections: category, sub-category and collection reads;
 * - home-content: Products/GetAllContent;
 * - login-register: Products/GetLoginRegisterUrls.
 *
 * Product payloads carry category and collection names, and the home content lists the newest
 * products, so clearing a group also clears the groups built from it.
 */
const DEPENDENTS: Record<CacheKey, readonly CacheKey[]> = {
  [CACHE_KEYS.products]: [CACHE_KEYS.products, CACHE_KEYS.homeContent],
  [CACHE_KEYS.categoriesAndCollections]: [
    CACHE_KEYS.categoriesAndCollections,
    CACHE_KEYS.products,
    CACHE_KEYS.homeContent,
  ],
  [CACHE_KEYS.homeContent]: [CACHE_KEYS.homeContent],
  [CACHE_KEYS.loginRegister]: [CACHE_KEYS.loginRegister],
  [CACHE_KEYS.all]: [CACHE_KEYS.all],
};

export const VALID_CACHE_KEYS = Object.values(CACHE_KEYS) as CacheKey[];

/** 'home-content', 'homeContent', ' HOME-CONTENT ' → 'home-content'; anything else → null. */
export function parseCacheKey(input: string): CacheKey | null {
  const wanted = input.trim().toLowerCase();
  for (const [alias, key] of Object.entries(CACHE_KEYS)) {
    if (wanted === key || wanted === alias.toLowerCase()) return key;
  }
  return null;
}

/** The groups dropped when `key` is cleared. */
export function groupsToClear(key: CacheKey): CacheKey[] {
  return [...DEPENDENTS[key]];
}

/**
 * Clears a catalogue cache group and the groups built from it. Admin writes call this after they
 * commit, e.g. clearCatalogCache(ctx.cache, CACHE_KEYS.products) after a product change.
 */
export async function clearCatalogCache(cache: Cache, key: CacheKey): Promise<CacheKey[]> {
  const groups = groupsToClear(key);
  await cache.invalidate(...groups);
  return groups;
}
