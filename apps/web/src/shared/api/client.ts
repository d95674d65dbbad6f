import { getCurrency } from '../currency/currency.ts';
import { handleError } from '../errors/handle-error.ts';
import { getLanguage } from '../i18n/language.ts';
import { loading } from '../loading/loading-store.ts';
import { syncSession } from '../session/session-store.ts';
import { storage } from '../storage/storage.ts';
import { createApiClient } from './api-client.ts';
import { createTokenManager } from './token-manager.ts';

type Fetch = (url: string, init: RequestInit) => Promise<Response>;
const browser = typeof window !== 'undefined';
let serverFetch: Fetch | undefined;

/** On the server (entry-server.tsx) the API answers in-process: relative /api URLs have no host there. */
export function fetchOnServerWith(fetcher: Fetch): void {
  serverFetch = fetcher;
}

const browserFetch: Fetch = (url, init) => (serverFetch ?? fetch)(url, init);

/** Accept-Language (tr-TR default) and Currency (TRY default) go with every call. */
const preferenceHeaders = () => ({ 'Accept-Language': getLanguage(), Currency: getCurrency() });

export const tokens = createTokenManager({
  fetch: browserFetch,
  storage,
  headers: preferenceHeaders,
  onChange: syncSession,
});

/** The one API client of the web app. Hooks call api.call with an endpoint of ENDPOINTS.*, typed from the route table. */
export const api = createApiClient({
  fetch: browserFetch,
  tokens,
  headers: preferenceHeaders,
  sessionId: () => storage.get('sessionId'),
  // The loading line is the browser's: a server render must not show another render's requests.
  onRequestStart: browser ? loading.begin : undefined,
  onRequestEnd: browser ? loading.end : undefined,
  onWriteError: (error) => handleError(error),
});
