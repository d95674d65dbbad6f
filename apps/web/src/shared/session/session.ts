import { ENDPOINTS } from '@kehribar/contracts/plain';
import { api, tokens } from '../api/client.ts';
import { storage } from '../storage/storage.ts';
import { ensureGuestId } from './guest-id.ts';
import { readSession, syncSession } from './session-store.ts';

export { useSession, type SessionState } from './session-store.ts';

export const isLoggedIn = (): boolean => readSession().isLoggedIn;
export const isAdmin = (): boolean => readSession().isAdmin;

/**
 * Session bootstrap on start (docs/product/storefront.md §4): when no token is stored or it is expired, a guest
 * token is fetched (an expired customer token is refreshed first).
 */
export async function startSession(): Promise<void> {
  await tokens.ensureToken();
  syncSession();
}

/**
 * docs/product/storefront.md §4 logout: revoke the refresh token on the server, remove token, tokenType,
 * refreshToken and sessionId, keep a guest basket id, fetch a new guest token, go to / and reload.
 */
export async function logout(): Promise<void> {
  const refreshToken = storage.get('refreshToken');
  if (refreshToken) {
    await api.call(ENDPOINTS.Account.Logout, { body: { refreshToken }, auth: false }).catch(() => undefined);
  }
  await forgetSession();
  window.location.assign('/');
}

/**
 * Drops the customer's tokens here and starts a guest session, without asking the server: for a session
 * the server has already ended (an erased account, docs/decisions/027-customer-data-rights.md).
 */
export async function forgetSession(): Promise<void> {
  storage.remove('token', 'tokenType', 'refreshToken', 'sessionId');
  ensureGuestId(storage);
  await tokens.newGuestToken().catch(() => undefined);
  syncSession();
}
