/** A failed API call: the HTTP status, the server's message (in the request's language) and code. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    /** The server's errorMessage / ErrorMessage, when it sent one. */
    readonly serverMessage: string | undefined,
    readonly code: string | undefined,
    readonly details?: { path: string; message: string }[],
  ) {
    super(serverMessage ?? `HTTP ${status}`);
  }
}

/** docs/product/storefront.md §8: the server's message under either casing (errorMessage or ErrorMessage). */
export function serverMessageOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const record = body as Record<string, unknown>;
  const message = record.errorMessage ?? record.ErrorMessage;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

export function apiErrorFrom(status: number, body: unknown): ApiError {
  const record = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const code = record.code ?? record.Code;
  const details = Array.isArray(record.details)
    ? (record.details as { path: string; message: string }[])
    : undefined;
  return new ApiError(status, serverMessageOf(body), typeof code === 'string' ? code : undefined, details);
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
