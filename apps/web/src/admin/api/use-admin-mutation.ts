import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../shared/api/api-error.ts';
import { notify } from '../../shared/ui/toast.tsx';
import { showErrorModal } from '../../shared/errors/error-store.ts';
import { useAdminText, type AdminTextKey, type Translate } from '../i18n/use-admin-text.ts';
import { readableServerMessage } from '../lib/field-errors.ts';

export interface AdminMutationOptions<TVars, TData> {
  mutationFn: (variables: TVars) => Promise<TData>;
  /** The success toast. */
  success?: AdminTextKey | ((data: TData, variables: TVars) => string);
  /** The failure toast's title; the server's message is its description. */
  failure?: AdminTextKey | ((error: unknown, variables: TVars) => string);
  /**
   * 'modal': the failure goes to the shared 'Hata' modal (coupons, docs/product/back-office.md §8) instead of a
   * toast.
   */
  errorDisplay?: 'toast' | 'modal';
  onSuccess?: (data: TData, variables: TVars) => unknown;
}

/**
 * The server's words for a failure, if it sent any (also of a failure that wraps one as its cause), with
 * each refused field named by its label, never by the server's path ('body.name').
 */
export function serverMessage(error: unknown, t: Translate): string | undefined {
  const cause = error instanceof Error ? error.cause : undefined;
  const apiError = isApiError(error) ? error : isApiError(cause) ? cause : undefined;
  return apiError ? readableServerMessage(apiError.serverMessage, apiError.details, t) : undefined;
}

/**
 * A back-office write: toasts its success and failure (docs/product/back-office.md §8), then refreshes every query,
 * so the admin's lists and the storefront's cached reads show the change at once.
 */
export function useAdminMutation<TVars = void, TData = unknown>(options: AdminMutationOptions<TVars, TData>) {
  const queryClient = useQueryClient();
  const { t } = useAdminText();
  const modal = options.errorDisplay === 'modal';
  return useMutation<TData, unknown, TVars>({
    mutationFn: options.mutationFn,
    // The admin says its own failures, the modal ones too, so that no raw field path reaches the screen.
    meta: { errorModal: false },
    onSuccess: async (data, variables) => {
      const { success } = options;
      if (success) notify.success(typeof success === 'function' ? success(data, variables) : t(success));
      await options.onSuccess?.(data, variables);
      await queryClient.invalidateQueries();
    },
    onError: (error, variables) => {
      console.warn('[admin]', error);
      const message = serverMessage(error, t);
      if (modal) {
        showErrorModal({ message: message ?? t('common.failed'), closable: true });
        return;
      }
      const { failure } = options;
      const title = typeof failure === 'function' ? failure(error, variables) : t(failure ?? 'common.failed');
      notify.error(title, message && message !== title ? { description: message } : undefined);
    },
  });
}
