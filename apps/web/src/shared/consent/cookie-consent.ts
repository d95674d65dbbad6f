import { createStore, useStore } from '../state/create-store.ts';
import { safeStore, type KeyValueStore } from '../storage/storage.ts';

/**
 * The shopper's cookie choice (KVKK / GDPR). Only strictly necessary storage is used without it; the
 * optional categories stay off until the shopper ticks them. Stored in localStorage under
 * 'cookieConsent' as { version, date, necessary, analytics, marketing }; a new version asks again.
 */
export const COOKIE_CONSENT_KEY = 'cookieConsent';
export const COOKIE_CONSENT_VERSION = 1;

export type OptionalCookieCategory = 'analytics' | 'marketing';
export const OPTIONAL_COOKIE_CATEGORIES: readonly OptionalCookieCategory[] = ['analytics', 'marketing'];

export interface CookieConsent {
  version: number;
  /** When the choice was made (ISO 8601). */
  date: string;
  necessary: true;
  analytics: boolean;
  marketing: boolean;
}

export type CookieChoice = Record<OptionalCookieCategory, boolean>;

const local: KeyValueStore = safeStore(() =>
  typeof window !== 'undefined' ? window.localStorage : undefined,
);

/** The stored choice, or null when there is none, it is unreadable or it belongs to an older version. */
export function readConsent(store: KeyValueStore = local): CookieConsent | null {
  const raw = store.getItem(COOKIE_CONSENT_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<CookieConsent> | null;
    if (!value || value.version !== COOKIE_CONSENT_VERSION || typeof value.date !== 'string') return null;
    return {
      version: COOKIE_CONSENT_VERSION,
      date: value.date,
      necessary: true,
      analytics: value.analytics === true,
      marketing: value.marketing === true,
    };
  } catch {
    return null;
  }
}

export function createConsent(choice: CookieChoice, now: Date = new Date()): CookieConsent {
  return {
    version: COOKIE_CONSENT_VERSION,
    date: now.toISOString(),
    necessary: true,
    analytics: choice.analytics,
    marketing: choice.marketing,
  };
}

// A server render knows no consent; hydration starts from that, then reads the stored one.
const consentStore = createStore<CookieConsent | null>(readConsent(), null);
/** Counts requests to show the preferences again (a footer link may call openCookiePreferences). */
const reopenStore = createStore(0);

/** Stores the shopper's choice and hides the notice. */
export function saveConsent(choice: CookieChoice, store: KeyValueStore = local): CookieConsent {
  const consent = createConsent(choice);
  store.setItem(COOKIE_CONSENT_KEY, JSON.stringify(consent));
  consentStore.set(consent);
  reopenStore.set(0);
  return consent;
}

/** Shows the cookie preferences again, so a choice can be changed as easily as it was given. */
export const openCookiePreferences = (): void => reopenStore.set((n) => n + 1);

/** True only when the shopper agreed to the category (never for a category without a choice). */
export const hasConsent = (category: OptionalCookieCategory): boolean =>
  consentStore.get()?.[category] === true;

export const useCookieConsent = () => useStore(consentStore);
export const useCookiePreferencesRequested = () => useStore(reopenStore, (n) => n > 0);
