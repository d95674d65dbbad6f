import { type Currency, type Language, PREFERENCE_COOKIES } from '@kehribar/contracts/plain';
import { getCurrency } from '../currency/currency.ts';
import { getLanguage } from '../i18n/language.ts';
import { storage } from '../storage/storage.ts';
import { currentUrl, rememberUrl } from './last-url.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Copies the stored language and currency into cookies, which the server reads to render pages in
 * them. Called on start (for preferences stored before the cookies existed) and on every switch.
 */
export function mirrorPreferenceCookies(): void {
  const set = (name: string, value: string) => {
    document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
  };
  set(PREFERENCE_COOKIES.language, getLanguage());
  set(PREFERENCE_COOKIES.currency, getCurrency());
}

/**
 * docs/product/storefront.md §4: changing the language or the currency stores it, saves the current URL and
 * reloads; the URL is restored on start (see main.tsx).
 */
function storeAndReload(apply: () => void): void {
  apply();
  mirrorPreferenceCookies();
  rememberUrl(storage, currentUrl(window.location));
  window.location.reload();
}

export function switchLanguage(language: Language): void {
  storeAndReload(() => storage.set('language', language));
}

export function switchCurrency(currency: Currency): void {
  storeAndReload(() => storage.set('currency', currency));
}
