import { LIMITS } from '@kehribar/contracts/plain';
import { z } from 'zod';

/**
 * docs/product/storefront.md §4 'Login page modes': one form in three modes. In forgot-password and resend-
 * confirmation modes the password field is disabled. The mode lives in the URL (?mode=forgot|resend),
 * so links toggle it, the back button undoes it, and the error modal can send the shopper to it.
 */
export const LOGIN_MODES = ['login', 'forgot', 'resend'] as const;
export type LoginMode = (typeof LOGIN_MODES)[number];

export function parseLoginMode(value: string | null | undefined): LoginMode {
  return (LOGIN_MODES as readonly string[]).includes(value ?? '') ? (value as LoginMode) : 'login';
}

export const passwordEnabled = (mode: LoginMode): boolean => mode === 'login';

/** The links shown under the form in each mode: every other mode, login first. */
export function otherModes(mode: LoginMode): LoginMode[] {
  return LOGIN_MODES.filter((m) => m !== mode);
}

/** The URL of the login page in a mode, keeping its other parameters (returnUrl). */
export function loginModeSearch(current: URLSearchParams, mode: LoginMode): URLSearchParams {
  const next = new URLSearchParams(current);
  if (mode === 'login') next.delete('mode');
  else next.set('mode', mode);
  return next;
}

export interface LoginValues {
  email: string;
  password: string;
}

/**
 * docs/product/storefront.md §5 'Login': email required and valid (login.emailError); password required, min 6
 * (login.passwordError): accounts made before the 10-character rule for new passwords still sign in.
 */
export function loginSchema(mode: LoginMode) {
  const email = z
    .string()
    .trim()
    .min(1, 'login.emailError')
    .pipe(z.email('login.emailError').max(254, 'login.emailError'));
  const password = passwordEnabled(mode)
    ? z.string().min(LIMITS.signInPasswordMin, 'login.passwordError').max(200, 'login.passwordError')
    : z.string();
  return z.object({ email, password });
}

/**
 * Where to go after signing in: returnUrl when it is a path of this site, else /. Anything else
 * (another origin, '//host', 'javascript:') would make the login page an open redirect.
 */
export function safeReturnUrl(value: string | null | undefined): string {
  if (!value) return '/';
  const trimmed = value.trim();
  if (!trimmed.startsWith('/') || trimmed.startsWith('//') || trimmed.startsWith('/\\')) return '/';
  try {
    const url = new URL(trimmed, 'http://kehribar.invalid');
    if (url.origin !== 'http://kehribar.invalid') return '/';
    // Back to the login or register page would loop: go home instead.
    if (/^\/(login|register)\/?$/i.test(url.pathname)) return '/';
    return url.pathname + url.search + url.hash;
  } catch {
    return '/';
  }
}
