import { useMutation } from '@tanstack/react-query';
import { API } from '@kehribar/contracts';
import { api } from '../../shared/api/client.ts';

export { useAllContent as useHomeContent } from '../../shared/queries/content.ts';

/** The server may say more (e.g. 'already subscribed'), in the request's language. */
export interface SubscribeResult {
  subscribed?: boolean;
  alreadySubscribed?: boolean;
  message?: string;
}

/** The newsletter: POST Account/AddSubscribe {email}; a failure opens the error modal. */
export function useSubscribe() {
  return useMutation({
    mutationFn: (email: string) => api.post<SubscribeResult | null>(API.Account.AddSubscribe, { email }),
  });
}
