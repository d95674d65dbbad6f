import type { Currency, Language } from '@kehribar/contracts';
import { storage } from '../storage/storage.ts';
import { currentUrl, rememberUrl } from './last-url.ts';

/**
 * storefront.md §4: changing the language or the currency stores it, saves the current URL and
 * reloads; the URL is restored on start (see main.tsx).
 */
function storeAndReload(apply: () => void): void {
  apply();
  rememberUrl(storage, currentUrl(window.location));
  window.location.reload();
}

export function switchLanguage(language: Language): void {
  storeAndReload(() => storage.set('language', language));
}

export function switchCurrency(currency: Currency): void {
  storeAndReload(() => storage.set('currency', currency));
}
