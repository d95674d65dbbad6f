import { tokens } from '../api/client.ts';
import { readSession, syncSession, type SessionState } from './session-store.ts';

/**
 * docs/product/storefront.md §4 'Route guard', for the /profile and /admin-panel guards: before deciding, an expired
 * customer token is refreshed (a failed refresh signs out to a guest token, so the guard then sends the
 * shopper to /login), and an expired guest token is replaced. Usage in a loader:
 *
 *   const session = await freshSession();
 *   if (!session.isLoggedIn) return redirect('/login?returnUrl=…');
 */
export async function freshSession(): Promise<SessionState> {
  try {
    await tokens.ensureToken();
  } catch (error) {
    console.warn('[session] could not renew the session token', error);
  }
  syncSession();
  return readSession();
}
