import type { Endpoint, RouteBody, RouteQuery, RouteResponse } from '@kehribar/contracts/plain';
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
  /** Headers of this call alone (an after-sale write's Idempotency-Key). */
  headers?: Record<string, string>;
  /** A file download (a CSV, a PDF): a success's body is read as a Blob, byte for byte. */
  binary?: boolean;
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

/** The body and query an endpoint takes, typed from the contracts' route table; required when it has them. */
type EndpointInput<E extends Endpoint> = (RouteBody<E> extends undefined
  ? { body?: undefined }
  : { body: RouteBody<E> }) &
  (RouteQuery<E> extends undefined ? { query?: undefined } : { query: RouteQuery<E> });

export type CallOptions<E extends Endpoint> = Omit<RequestOptions, 'body' | 'query'> & EndpointInput<E>;

/** The options argument may be left out only when the endpoint takes neither body nor query. */
type CallArgs<E extends Endpoint> = [RouteBody<E>, RouteQuery<E>] extends [undefined, undefined]
  ? [options?: CallOptions<E>]
  : [options: CallOptions<E>];

export interface ApiClient {
  /**
   * A call of one endpoint of the contracts (ENDPOINTS.*): its body, query and answer are typed from the
   * route table, so no caller restates them (docs/decisions/023-typed-route-table.md).
   */
  call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<RouteResponse<E>>;
  /** call() with the raw response as well, for the few that read headers (SessionId). */
  callRaw<E extends Endpoint>(
    endpoint: E,
    ...args: CallArgs<E>
  ): Promise<{ data: RouteResponse<E>; response: Response }>;
  request(method: Method, path: string, options?: RequestOptions): Promise<unknown>;
  get(path: string, options?: Omit<RequestOptions, 'body'>): Promise<unknown>;
  post(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<unknown>;
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
      const read = (r: Response) => (options.binary && r.ok ? r.blob() : readBody(r));
      let body = await read(response);
      if (response.status === 401 && options.auth !== false && !isCredentialRefusal(body)) {
        const retryToken = await deps.tokens.recover(token).catch(() => null);
        if (retryToken) {
          token = retryToken;
          response = await send(method, path, options, token);
          body = await read(response);
        }
      }
      if (!response.ok) throw apiErrorFrom(response.status, body);
      return { data: dataOf(body), response };
    } finally {
      if (tracked) deps.onRequestEnd?.();
    }
  }

  async function request(method: Method, path: string, options?: RequestOptions): Promise<unknown> {
    try {
      return (await raw(method, path, options)).data;
    } catch (error) {
      if (method === 'PUT' || method === 'DELETE') deps.onWriteError?.(error);
      throw error;
    }
  }

  return {
    raw,
    request,
    // The answer is the route's data as the server's schema wrote it; the table is the one place that says so.
    call: async <E extends Endpoint>(endpoint: E, ...[options]: CallArgs<E>) =>
      (await request(endpoint.method, endpoint.path, options as RequestOptions)) as RouteResponse<E>,
    callRaw: async <E extends Endpoint>(endpoint: E, ...[options]: CallArgs<E>) => {
      const { data, response } = await raw(endpoint.method, endpoint.path, options as RequestOptions);
      return { data: data as RouteResponse<E>, response };
    },
    get: async (path: string, options?: Omit<RequestOptions, 'body'>) =>
      (await raw('GET', path, options)).data,
    post: async (path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
      (await raw('POST', path, { ...options, body })).data,
  };
}
