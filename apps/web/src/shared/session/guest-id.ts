import { GUEST_ID_PREFIX } from '@kehribar/contracts/plain';
import type { AppStorage } from '../storage/storage.ts';

/** A random id of url-safe characters. */
export function randomString(
  length = 24,
  random: (buffer: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = random(new Uint8Array(length));
  let out = '';
  for (const byte of bytes) out += alphabet[byte % alphabet.length];
  return out;
}

/** The guest's basket and favourites id, when one is stored. */
export function storedGuestId(storage: AppStorage): string | null {
  return storage.get('nonUserIdForBasket') ?? storage.get('nonUserIdForFavorite');
}

/** Keeps a guest id under both keys (the server issues signed ids; it is stored as given). */
export function keepGuestId(storage: AppStorage, id: string): void {
  storage.set('nonUserIdForBasket', id);
  storage.set('nonUserIdForFavorite', id);
}

/**
 * docs/product/storefront.md §4: the guest id is 'nonUser_' plus a random string, created once and kept locally.
 * Returns the stored one (copied to a missing key) or makes a new one.
 */
export function ensureGuestId(
  storage: AppStorage,
  make: () => string = () => GUEST_ID_PREFIX + randomString(),
): string {
  const id = storedGuestId(storage) ?? make();
  keepGuestId(storage, id);
  return id;
}
