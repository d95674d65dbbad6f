import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type SignupRequest } from '@kehribar/contracts/plain';
import { api, tokens } from '../../shared/api/client.ts';
import { storage } from '../../shared/storage/storage.ts';
import { signIn, type Credentials } from './sign-in.ts';

/** Account calls answer { message } in the request's language. */
export interface MessageAnswer {
  message?: string;
}

/** The side pictures of /login and /register (Products/GetLoginRegisterUrls). */
export const loginRegisterUrlsQuery = queryOptions({
  queryKey: ['content', 'login-register-urls'],
  queryFn: ({ signal }) =>
    api.call(ENDPOINTS.Products.GetLoginRegisterUrls, { signal, background: true, auth: false }),
  staleTime: 10 * 60_000,
});

export const useLoginRegisterUrls = () => useQuery(loginRegisterUrlsQuery);

/** Sign-in: the caller handles the error (a failed login suppresses the redirect, §8). */
export function useSignIn() {
  return useMutation({
    mutationFn: (credentials: Credentials) => signIn(credentials, { api, tokens, storage }),
    meta: { errorModal: false },
  });
}

export function useSignup() {
  return useMutation({
    mutationFn: (request: SignupRequest) => api.call(ENDPOINTS.Account.signup, { body: request }),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (mail: string) => api.call(ENDPOINTS.Account.ForgetUsernameOrPassword, { query: { mail } }),
  });
}

export function useResendConfirmation() {
  return useMutation({
    mutationFn: (mail: string) => api.call(ENDPOINTS.Account.ResendEmailConfirmation, { query: { mail } }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (request: { email: string; token: string; newPassword: string }) =>
      api.call(ENDPOINTS.Account.resetPassword, { body: request }),
  });
}

const confirmations = new Map<string, Promise<MessageAnswer | null>>();

/**
 * Account/ConfirmEmail, once per link: a confirmation token works once, so a second call for the same
 * link (React's strict-mode double effect, a re-render) shares the first call's answer.
 */
export function confirmEmail(email: string, token: string): Promise<MessageAnswer | null> {
  const key = `${email}\n${token}`;
  let pending = confirmations.get(key);
  if (!pending) {
    pending = api.call(ENDPOINTS.Account.ConfirmEmail, { body: { email, token } });
    confirmations.set(key, pending);
  }
  return pending;
}
