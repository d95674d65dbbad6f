import { isApiError } from '../api/api-error.ts';
import type { TFunction } from '../i18n/translator.ts';

/** The server's message in the request's language (409 INVALID_STATE, RETURN_NOT_ALLOWED …), or a general one. */
export const errorText = (error: unknown, t: TFunction): string =>
  (isApiError(error) && error.serverMessage) || t('errors.unknown');
