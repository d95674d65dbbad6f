import { useMutation } from '@tanstack/react-query';
import { type ContactRequest, ENDPOINTS } from '@kehribar/contracts/plain';
import { api } from '../../shared/api/client.ts';

/**
 * The contact form: POST Account/AddContactInfo → true. Failures (a 429 after too many messages, with
 * the server's words) are shown in the form itself, not in the error modal.
 */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (request: ContactRequest) => api.call(ENDPOINTS.Account.AddContactInfo, { body: request }),
    meta: { errorModal: false },
  });
}
