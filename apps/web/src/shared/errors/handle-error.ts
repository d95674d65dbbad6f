import { i18n } from '../i18n/i18n.ts';
import { isApiError } from '../api/api-error.ts';
import { showErrorModal, type ErrorModalButton } from './error-store.ts';

/** docs/product/storefront.md §8: the Turkish default when neither the server nor the caller has a message. */
export const UNKNOWN_ERROR_TR = 'Bilinmeyen bir hata oluştu!';

export interface HandleErrorOptions {
  /** Shown when the server sent no message. */
  fallback?: string;
  /** Enables the close cross (Escape and backdrop too). Default true. */
  closable?: boolean;
  title?: string;
  buttons?: ErrorModalButton[];
}

/** The message the central handler shows for an error. */
export function errorMessageFor(
  error: unknown,
  fallback?: string,
  unknown: string = UNKNOWN_ERROR_TR,
): string {
  if (isApiError(error) && error.serverMessage) return error.serverMessage;
  return fallback || unknown;
}

/**
 * The central error handler (docs/product/storefront.md §8): logs the error and opens the 'Hata' modal with the
 * server's message, else the fallback, else 'Bilinmeyen bir hata oluştu!'.
 */
export function handleError(error: unknown, options: HandleErrorOptions = {}): void {
  if (error instanceof DOMException && error.name === 'AbortError') return;
  console.error(error);
  const unknown = i18n.isInitialized
    ? i18n.t('errors.unknown', { defaultValue: UNKNOWN_ERROR_TR })
    : UNKNOWN_ERROR_TR;
  showErrorModal({
    title: options.title,
    message: errorMessageFor(error, options.fallback, unknown),
    closable: options.closable ?? true,
    buttons: options.buttons,
  });
}
