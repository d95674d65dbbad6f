import { describe, expect, it } from 'vitest';
import { PREFERENCE_COOKIES } from '@kehribar/contracts';
import { viewFromCookies } from './server-render.ts';

const cookies = (language: string, currency: string) =>
  `a=1; ${PREFERENCE_COOKIES.language}=${encodeURIComponent(language)}; ${PREFERENCE_COOKIES.currency}=${currency}`;

describe('viewFromCookies', () => {
  it('renders in the language and currency the shopper stored', () => {
    expect(viewFromCookies(cookies('en-EN', 'USD'))).toEqual({ language: 'en-EN', currency: 'USD' });
    expect(viewFromCookies(cookies('tr-TR', 'EUR'))).toEqual({ language: 'tr-TR', currency: 'EUR' });
  });

  it('falls back to Turkish and lira for no, unknown or malformed cookies', () => {
    const defaults = { language: 'tr-TR', currency: 'TRY' };
    expect(viewFromCookies(undefined)).toEqual(defaults);
    expect(viewFromCookies('')).toEqual(defaults);
    expect(viewFromCookies(cookies('de-DE', 'GBP'))).toEqual(defaults);
    expect(
      viewFromCookies(`${PREFERENCE_COOKIES.language}=%E0%A4%A; ${PREFERENCE_COOKIES.currency}`),
    ).toEqual(defaults);
  });
});
