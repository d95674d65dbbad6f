import { tokens } from '../api/client.ts';
import { isLoggedIn } from '../session/session.ts';
import { storedGuestId } from '../session/guest-id.ts';
import { storage } from '../storage/storage.ts';

/**
 * The id a basket or favourites call names (docs/product/storefront.md §3, §4): the guest's signed nonUser_ id,
 * or null when a customer is signed in. A first visit's guest id arrives with the guest token, so
 * the token is made sure of first.
 */
export async function shopperGuestId(): Promise<string | null> {
  await tokens.ensureToken().catch(() => null);
  return isLoggedIn() ? null : storedGuestId(storage);
}
