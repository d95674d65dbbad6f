import {
  ENDPOINTS,
  type RouteBody,
  type RouteResponse,
  TOKEN_TYPES,
  type TokenResponse,
} from '@kehribar/contracts/plain';
import { ensureGuestId, keepGuestId, storedGuestId } from '../session/guest-id.ts';
import { isTokenExpired } from '../session/token.ts';
import type { AppStorage } from '../storage/storage.ts';
import { apiErrorFrom } from './api-error.ts';

/** The storefront's public client (docs/architecture.md §3; the API's WEB_CLIENT_ID / WEB_CLIENT_SECRET defaults). */
export const WEB_CLIENT = { clientId: 'kehribar-web', clientSecret: 'kehribar-web-public-client' } as const;

export type SessionChange = 'guest' | 'customer' | 'signed-out';

export interface TokenManagerDeps {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  storage: AppStorage;
  headers: () => Record<string, string>;
  now?: () => number;
  /** Told when the session changes kind, e.g. a failed refresh signs the customer out. */
  onChange?: (change: SessionChange) => void;
}

export interface TokenManager {
  /** A usable token: the stored one while valid, else a refreshed customer or a new guest token. */
  ensureToken(): Promise<string | null>;
  /** docs/product/storefront.md §8, after a 401 answered to `usedToken`: the token to retry with, or null to give up. */
  recover(usedToken: string | null): Promise<string | null>;
  /** A new guest token (after logout), keeping the guest id. */
  newGuestToken(): Promise<string | null>;
  /** Stores a token answer (sign-in, refresh, client credentials). */
  store(answer: TokenResponse, sessionIdHeader?: string | null): void;
  clearCustomer(): void;
}

export function createTokenManager(deps: TokenManagerDeps): TokenManager {
  const { storage } = deps;
  const now = deps.now ?? Date.now;
  let inFlight: Promise<string | null> | null = null;
  let refreshFailed = false;

  /** One token request at a time: concurrent callers share it. */
  const single = (work: () => Promise<string | null>): Promise<string | null> => {
    inFlight ??= work().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };

  /** The token calls: their own fetch, as the API client needs a token manager to make calls at all. */
  type TokenEndpoint = typeof ENDPOINTS.Account.ClientCredentials | typeof ENDPOINTS.Account.RefreshToken;
  async function post<E extends TokenEndpoint>(
    endpoint: E,
    body: RouteBody<E>,
  ): Promise<{ answer: TokenResponse; sessionId: string | null }> {
    const response = await deps.fetch(endpoint.path, {
      method: 'POST',
      headers: { ...deps.headers(), 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
    const json: unknown = await response.json().catch(() => null);
    if (!response.ok) throw apiErrorFrom(response.status, json);
    const data = (json as { data?: RouteResponse<TokenEndpoint> } | null)?.data;
    if (!data?.token) throw apiErrorFrom(response.status, { errorMessage: 'No token data found' });
    return { answer: data, sessionId: response.headers.get('SessionId') };
  }

  function store(answer: TokenResponse, sessionIdHeader?: string | null): void {
    storage.set('token', answer.token);
    storage.set('tokenType', answer.tokenType);
    const sessionId = answer.sessionId || sessionIdHeader;
    if (sessionId) storage.set('sessionId', sessionId);
    if (answer.refreshToken) storage.set('refreshToken', answer.refreshToken);
    if (answer.tokenType === TOKEN_TYPES.guest) {
      // The server issues (signed) guest ids; an older server that does not is given a local one.
      if (answer.nonUserId) keepGuestId(storage, answer.nonUserId);
      else ensureGuestId(storage);
    }
  }

  function clearCustomer(): void {
    storage.remove('token', 'tokenType', 'refreshToken');
  }

  async function guest(): Promise<string> {
    const { answer, sessionId } = await post(ENDPOINTS.Account.ClientCredentials, {
      ...WEB_CLIENT,
      allowedGrantTypes: [TOKEN_TYPES.guest],
      nonUserId: storedGuestId(storage),
    });
    store(answer, sessionId);
    return answer.token;
  }

  /** One refresh; when it fails the customer is signed out and continues as a guest. */
  async function refreshOrGuest(): Promise<string> {
    const refreshToken = storage.get('refreshToken');
    if (refreshToken && !refreshFailed) {
      try {
        const { answer, sessionId } = await post(ENDPOINTS.Account.RefreshToken, { refreshToken });
        store(answer, sessionId);
        return answer.token;
      } catch {
        refreshFailed = true;
      }
    }
    clearCustomer();
    deps.onChange?.('signed-out');
    return guest();
  }

  const isCustomer = () => storage.get('tokenType') === TOKEN_TYPES.customer;

  return {
    store(answer, sessionIdHeader) {
      if (answer.tokenType === TOKEN_TYPES.customer) refreshFailed = false;
      store(answer, sessionIdHeader);
      deps.onChange?.(answer.tokenType === TOKEN_TYPES.customer ? 'customer' : 'guest');
    },
    clearCustomer,
    ensureToken() {
      const token = storage.get('token');
      if (token && !isTokenExpired(token, now())) return Promise.resolve(token);
      return single(() => (isCustomer() ? refreshOrGuest() : guest()));
    },
    recover(usedToken) {
      const token = storage.get('token');
      // Another call already renewed the token: retry with that one.
      if (token && token !== usedToken && !isTokenExpired(token, now())) return Promise.resolve(token);
      return single(() => (isCustomer() ? refreshOrGuest() : guest()));
    },
    newGuestToken() {
      return single(() => guest());
    },
  };
}
