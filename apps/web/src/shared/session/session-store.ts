import { TOKEN_TYPES, type BackOfficeRole } from '@kehribar/contracts/plain';
import { createStore, useStore } from '../state/create-store.ts';
import { storage as appStorage, type AppStorage } from '../storage/storage.ts';
import { backOfficeRoleOfToken, hasAdminRole, isTokenExpired } from './token.ts';

export interface SessionState {
  /** A customer (password-grant) session: a token of that type, still valid or refreshable. */
  isLoggedIn: boolean;
  isAdmin: boolean;
  /** The back-office role (Owner or Staff) of an admin, else null (docs/decisions/030-staff-roles-and-audit-log.md). */
  backOfficeRole: BackOfficeRole | null;
}

export function readSession(storage: AppStorage = appStorage, now: number = Date.now()): SessionState {
  const token = storage.get('token');
  const isCustomer = storage.get('tokenType') === TOKEN_TYPES.customer && !!token;
  const isLoggedIn = isCustomer && (!isTokenExpired(token, now) || !!storage.get('refreshToken'));
  const isAdmin = isLoggedIn && hasAdminRole(token);
  return { isLoggedIn, isAdmin, backOfficeRole: isAdmin ? backOfficeRoleOfToken(token) : null };
}

const same = (a: SessionState, b: SessionState) =>
  a.isLoggedIn === b.isLoggedIn && a.isAdmin === b.isAdmin && a.backOfficeRole === b.backOfficeRole;

/** Pages are rendered on the server for a guest; hydration starts as one, then shows the stored session. */
export const sessionStore = createStore<SessionState>(readSession(), {
  isLoggedIn: false,
  isAdmin: false,
  backOfficeRole: null,
});

/** Re-reads the stored tokens (after sign-in, refresh, sign-out). */
export function syncSession(): void {
  const next = readSession();
  if (!same(next, sessionStore.get())) sessionStore.set(next);
}

export function useSession(): SessionState {
  return useStore(sessionStore);
}
