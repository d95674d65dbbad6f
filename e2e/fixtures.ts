import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { API, type TokenResponse } from '@kehribar/contracts';
import { Mailbox } from './support/mailbox.ts';
import { E2E_ADMIN, E2E_ENV, requireEnv } from './support/env.ts';

export { expect, E2E_ADMIN, Mailbox };
export type { Mail, MailQuery } from './support/mailbox.ts';

export type Language = 'tr-TR' | 'en-EN';
export type Currency = 'TRY' | 'USD' | 'EUR';

/** The web client's public credentials (WEB_CLIENT_ID / WEB_CLIENT_SECRET defaults). */
const WEB_CLIENT = { clientId: 'kehribar-web', clientSecret: 'kehribar-web-public-client' };

/** Unwraps the `{ data }` envelope, failing with the server's errorMessage otherwise. */
export async function apiCall<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; token?: string } = {},
): Promise<T> {
  const res = await request.fetch(path, {
    method,
    data: options.body,
    headers: {
      'accept-language': 'tr-TR',
      currency: 'TRY',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
  });
  const text = await res.text();
  if (!res.ok()) throw new Error(`${method} ${path} → ${res.status()}: ${text.slice(0, 500)}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** A guest session (client credentials), as the web app gets it on first visit. */
export function guestSession(request: APIRequestContext): Promise<TokenResponse> {
  return apiCall<TokenResponse>(request, 'POST', API.Account.ClientCredentials, { body: WEB_CLIENT });
}

/** Signs a user in through the API (Account/Password) and returns the tokens. */
export function passwordLogin(
  request: APIRequestContext,
  credentials: { email: string; password: string },
): Promise<TokenResponse> {
  return apiCall<TokenResponse>(request, 'POST', API.Account.Password, { body: credentials });
}

/** The administrator's tokens (the e2e server is started with E2E_ADMIN). */
export function adminLogin(request: APIRequestContext): Promise<TokenResponse> {
  return passwordLogin(request, E2E_ADMIN);
}

/**
 * Puts a session into the page's sessionStorage before any script runs (storage keys of the spec:
 * token, tokenType, refreshToken, sessionId), so the page opens signed in.
 */
export async function useSession(page: Page, session: TokenResponse): Promise<void> {
  await page.addInitScript((s) => {
    // Init scripts run in every frame; the bank's sandboxed 3-D Secure frame has no storage (decision 017).
    if (window.origin === 'null') return;
    sessionStorage.setItem('token', s.token);
    sessionStorage.setItem('tokenType', s.tokenType);
    sessionStorage.setItem('sessionId', s.sessionId);
    if (s.refreshToken) sessionStorage.setItem('refreshToken', s.refreshToken);
  }, session);
}

/** Signs the administrator in through the API and opens pages as them. */
export async function loginAdminInBrowser(page: Page): Promise<TokenResponse> {
  const session = await adminLogin(page.request);
  await useSession(page, session);
  return session;
}

/** Chooses the language and currency before the page loads (localStorage keys `language`, `currency`). */
export async function usePreferences(
  page: Page,
  prefs: { language?: Language; currency?: Currency },
): Promise<void> {
  await page.addInitScript((p) => {
    // Init scripts run in every frame; the bank's sandboxed 3-D Secure frame has no storage (decision 017).
    if (window.origin === 'null') return;
    if (p.language) localStorage.setItem('language', p.language);
    if (p.currency) localStorage.setItem('currency', p.currency);
  }, prefs);
}

/**
 * A returning visitor: the cookie choice ('only necessary') is already stored, so the cookie notice does
 * not cover the page. Journeys about the notice itself leave this out.
 */
export async function rememberCookieChoice(page: Page): Promise<void> {
  await page.addInitScript(() => {
    // Init scripts run in every frame; the bank's sandboxed 3-D Secure frame has no storage (decision 017).
    if (window.origin === 'null') return;
    if (localStorage.getItem('cookieConsent')) return;
    const choice = {
      version: 1,
      date: new Date().toISOString(),
      necessary: true,
      analytics: false,
      marketing: false,
    };
    localStorage.setItem('cookieConsent', JSON.stringify(choice));
  });
}

interface Fixtures {
  /** The mail the server sent during the run (captured by a real SMTP server). */
  mailbox: Mailbox;
  /** Uncaught errors in the page fail the test. */
  failOnPageErrors: void;
}

export const test = base.extend<Fixtures>({
  baseURL: async ({}, use) => {
    await use(requireEnv(E2E_ENV.baseUrl));
  },
  // A server-rendered page shows its buttons before the app has hydrated them: a load ends when the app
  // is live, as a shopper's first tap would need (pages the browser renders alone wait by themselves).
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled === false) return use(page);
    const appLive = () =>
      page.waitForFunction(
        () =>
          !document.getElementById('kehribar-state') || document.documentElement.dataset.appReady === 'true',
      );
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await appLive();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await appLive();
      return response;
    };
    await use(page);
  },
  mailbox: async ({}, use) => {
    await use(new Mailbox(requireEnv(E2E_ENV.mailDir)));
  },
  failOnPageErrors: [
    async ({ page }, use, testInfo) => {
      const errors: string[] = [];
      const consoleErrors: string[] = [];
      const refusedByPolicy: string[] = [];
      page.on('pageerror', (error) => errors.push(error.stack ?? error.message));
      // A refusal a script catches (an eval probe) never reaches the console by itself: report each.
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(
            `Content Security Policy refused ${event.effectiveDirective} (${event.blockedURI}) at ${event.sourceFile}:${event.lineNumber}`,
          ),
        );
      });
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        consoleErrors.push(`${message.text()} (${message.location().url})`);
        // Pages run only the scripts their policy names (decision 017): a refusal is a broken page.
        if (/Content Security Policy/i.test(message.text())) refusedByPolicy.push(message.text());
      });
      await use();
      // A failed journey carries the browser's console errors (missing chunks, CSP refusals, API errors).
      if (consoleErrors.length && testInfo.status !== testInfo.expectedStatus) {
        await testInfo.attach('browser console errors', {
          body: consoleErrors.join('\n'),
          contentType: 'text/plain',
        });
      }
      expect(errors, 'uncaught errors in the page').toEqual([]);
      expect(refusedByPolicy, 'Content Security Policy refusals').toEqual([]);
    },
    { auto: true },
  ],
});

/** True in the 'phone' project (390 × 844, touch). */
/** The delivery address a test shopper types at checkout (the labels are checkout.address.{key}). */
export const SHOPPER_ADDRESS = {
  firstName: 'Ayşe',
  lastName: 'Yılmaz',
  addressLine: 'Bağdat Caddesi No: 12 D: 4',
  city: 'İstanbul',
  state: 'Kadıköy',
  zipCode: '34710',
} as const;

export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1440) < 768;
}

/**
 * Resolves once a button flashes `label` (data-flash="true"), looking every frame. Start it before the
 * action: a 500 ms flash can fall between two polls of `expect`, which back off to a second.
 */
export function flashSeen(page: Page, label: string): Promise<unknown> {
  return page.waitForFunction(
    (text) =>
      [...document.querySelectorAll('button[data-flash="true"]')].some((b) => b.textContent?.includes(text)),
    label,
    { polling: 'raf', timeout: 10_000 },
  );
}
