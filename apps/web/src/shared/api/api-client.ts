import { ApiError, apiErrorFrom } from './api-error.ts';
import type { TokenManager } from './token-manager.ts';
import { buildApiUrl, type Query } from './url.ts';

export interface RequestOptions {
  query?: Query;
  /** A JSON body, or FormData for uploads. */
  body?: unknown;
  signal?: AbortSignal;
  /** Background calls (search suggestions, prefetches) do not show the global loading indicator. */
  background?: boolean;
  /**
   * false: send no token and skip the 401 handling: the token calls themselves, and the public catalogue
   * and content reads, which then need not wait for the shopper's first token (one round trip less
   * before the first page can show anything).
   */
  auth?: boolean;
  /** Headers of this call only (an after-sale write's Idempotency-Key). */
  headers?: Record<string, string>;
}

export interface ApiClientDeps {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  tokens: TokenManager;
  /** Accept-Language and Currency, read on every call. */
  headers: () => Record<string, string>;
  sessionId: () => string | null;
  onRequestStart?: () => void;
  onRequestEnd?: () => void;
  /** Failed PUT and DELETE calls always go to the central error handler (docs/product/storefront.md §8). */
  onWriteError?: (error: unknown) => void;
  base?: string;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiClient {
  request<T>(method: Method, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  /** The raw response of a call that succeeded, for the few that read headers (SessionId). */
  raw(method: Method, path: string, options?: RequestOptions): Promise<{ data: unknown; response: Response }>;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * A 401 about what the shopper typed (a wrong password), not about the token: sending it again would
 * count as a second attempt against the account's sign-in limit, so it is never retried.
 */
function isCredentialRefusal(body: unknown): boolean {
  return Boolean(
    body && typeof body === 'object' && (body as { code?: unknown }).code === 'INVALID_CREDENTIALS',
  );
}

/** Responses are { data }: the data is what callers get. */
function dataOf(body: unknown): unknown {
  if (body && typeof body === 'object' && 'data' in body) return (body as { data: unknown }).data;
  return body;
}

/**
 * The fetch wrapper every call goes through (docs/product/storefront.md §7, §8): base /api, language, currency,
 * token and session headers, body.data, ApiError with the server's message, and the 401 handling
 * (guest: new client-credentials token and retry; customer: one refresh and retry; a failed refresh
 * signs out to a guest token).
 */
export function createApiClient(deps: ApiClientDeps): ApiClient {
  const base = deps.base ?? '/api';

  async function send(
    method: Method,
    path: string,
    options: RequestOptions,
    token: string | null,
  ): Promise<Response> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      ...deps.headers(),
      ...options.headers,
    };
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) {
      body = options.body;
    } else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    if (token) {
      headers.Authorization = `Bearer ${token}`;
      const sessionId = deps.sessionId();
      if (sessionId) headers.SessionId = sessionId;
    }
    return deps.fetch(buildApiUrl(path, options.query, base), {
      method,
      headers,
      body,
      signal: options.signal,
    });
  }

  async function tokenFor(options: RequestOptions): Promise<string | null> {
    if (options.auth === false) return null;
    try {
      return await deps.tokens.ensureToken();
    } catch (error) {
      // Public reads still work without a token; calls that need one get their 401 below.
      console.warn('[api] could not obtain a session token', error);
      return null;
    }
  }

  async function raw(method: Method, path: string, options: RequestOptions = {}) {
    const tracked = !options.background;
    if (tracked) deps.onRequestStart?.();
    try {
      let token = await tokenFor(options);
      let response: Response;
      try {
        response = await send(method, path, options, token);
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') throw error;
        throw new ApiError(0, undefined, 'NETWORK');
      }
      let body = await readBody(response);
      if (response.status === 401 && options.auth !== false && !isCredentialRefusal(body)) {
        const retryToken = await deps.tokens.recover(token).catch(() => null);
        if (retryToken) {
          token = retryToken;
          response = await send(method, path, options, token);
          body = await readBody(response);
        }
      }
      if (!response.ok) throw apiErrorFrom(response.status, body);
      return { data: dataOf(body), response };
    } finally {
      if (tracked) deps.onRequestEnd?.();
    }
  }

  async function request<T>(method: Method, path: string, options?: RequestOptions): Promise<T> {
    try {
      return (await raw(method, path, options)).data as T;
    } catch (error) {
      if (method === 'PUT' || method === 'DELETE') deps.onWriteError?.(error);
      throw error;
    }
  }

  return {
    raw,
    request,
    get: async <T>(path: string, options?: Omit<RequestOptions, 'body'>) =>
      (await raw('GET', path, options)).data as T,
    post: async <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
      (await raw('POST', path, { ...options, body })).data as T,
  };
}
