import { useMutation } from '@tanstack/react-query';
import { API } from '@kehribar/contracts';
import { api } from '../../shared/api/client.ts';

export { useAllContent as useHomeContent } from '../../shared/queries/content.ts';

/** The newsletter: POST Account/AddSubscribe {email}; a failure opens the error modal. */
export function useSubscribe() {
  return useMutation({
    mutationFn: (email: string) => api.post<unknown>(API.Account.AddSubscribe, { email }),
  });
}
