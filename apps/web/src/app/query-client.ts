import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import '../shared/api/query-meta.ts';
import { isApiError } from '../shared/api/api-error.ts';
import { handleError } from '../shared/errors/handle-error.ts';

/**
 * docs/product/storefront.md §8 on failures: mutations (sign-in, sign-up, coupon, subscribe …) open the central
 * error modal unless they opt out; reads only log unless they opt in.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.errorModal) {
          handleError(error, { fallback: query.meta.errorFallback, closable: query.meta.errorClosable });
        } else {
          console.warn('[query]', query.queryKey, error);
        }
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.errorModal === false) return;
        handleError(error, {
          fallback: mutation.meta?.errorFallback,
          closable: mutation.meta?.errorClosable,
        });
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
        // Client errors (4xx) will not change on a retry.
        retry: (failures, error) =>
          !(isApiError(error) && error.status >= 400 && error.status < 500) && failures < 2,
      },
      mutations: { retry: false },
    },
  });
}
