import { TOKEN_TYPES } from '@kehribar/contracts/plain';
import { createStore, useStore } from '../state/create-store.ts';
import { storage as appStorage, type AppStorage } from '../storage/storage.ts';
import { hasAdminRole, isTokenExpired } from './token.ts';

export interface SessionState {
  /** A customer (password-grant) session: a token of that type, still valid or refreshable. */
  isLoggedIn: boolean;
  isAdmin: boolean;
}

export function readSession(storage: AppStorage = appStorage, now: number = Date.now()): SessionState {
  const token = storage.get('token');
  const isCustomer = storage.get('tokenType') === TOKEN_TYPES.customer && !!token;
  const isLoggedIn = isCustomer && (!isTokenExpired(token, now) || !!storage.get('refreshToken'));
  return { isLoggedIn, isAdmin: isLoggedIn && hasAdminRole(token) };
}

const same = (a: SessionState, b: SessionState) => a.isLoggedIn === b.isLoggedIn && a.isAdmin === b.isAdmin;

/** Pages are rendered on the server for a guest; hydration starts as one, then shows the stored session. */
export const sessionStore = createStore<SessionState>(readSession(), { isLoggedIn: false, isAdmin: false });

/** Re-reads the stored tokens (after sign-in, refresh, sign-out). */
export function syncSession(): void {
  const next = readSession();
  if (!same(next, sessionStore.get())) sessionStore.set(next);
}

export function useSession(): SessionState {
  return useStore(sessionStore);
}
