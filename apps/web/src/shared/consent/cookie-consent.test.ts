import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../storage/storage.ts';
import { COOKIE_CONSENT_KEY, COOKIE_CONSENT_VERSION, createConsent, readConsent } from './cookie-consent.ts';

describe('cookie consent', () => {
  it('is absent until chosen, and optional categories are never on by default', () => {
    expect(readConsent(createMemoryStore())).toBeNull();
    const consent = createConsent({ analytics: false, marketing: false }, new Date('2026-11-21T10:00:00Z'));
    expect(consent).toEqual({
      version: COOKIE_CONSENT_VERSION,
      date: '2026-11-21T10:00:00.000Z',
      necessary: true,
      analytics: false,
      marketing: false,
    });
  });

  it('reads back a stored choice of the current version only', () => {
    const stored = (value: unknown) =>
      createMemoryStore({ [COOKIE_CONSENT_KEY]: typeof value === 'string' ? value : JSON.stringify(value) });
    const consent = createConsent({ analytics: true, marketing: false });
    expect(readConsent(stored(consent))).toEqual(consent);
    expect(readConsent(stored({ ...consent, version: COOKIE_CONSENT_VERSION - 1 }))).toBeNull();
    expect(readConsent(stored('{not json'))).toBeNull();
    expect(readConsent(stored({ version: COOKIE_CONSENT_VERSION }))).toBeNull();
    // Anything but a literal true stays off.
    expect(readConsent(stored({ ...consent, analytics: 'yes' }))?.analytics).toBe(false);
  });
});
