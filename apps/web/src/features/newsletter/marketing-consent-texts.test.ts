import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MARKETING_CONSENT_TEXT_VERSION } from '@kehribar/contracts';

type Texts = {
  auth: { register: { acceptMarketing: string } };
  checkout: { contact: { newsletter: string } };
  newsletter: { consent: string };
};
const read = (language: string) =>
  JSON.parse(
    readFileSync(new URL(`../../../public/assets/i18n/${language}.json`, import.meta.url), 'utf8'),
  ) as Texts;

/** The words a shopper agrees to on each form that asks for marketing consent. */
const consentTexts = (t: Texts) => [
  t.auth.register.acceptMarketing,
  t.checkout.contact.newsletter,
  t.newsletter.consent,
];

/**
 * Each version of the consent texts and a digest of its words (tr then en). Every consent records the
 * version in force (docs/decisions/026-marketing-consent-and-privacy-notice.md), so a changed word needs a
 * new MARKETING_CONSENT_TEXT_VERSION in the contracts and a line here; the old versions stay listed.
 */
const VERSIONS: Record<string, string> = {
  'eposta-2026-11-25': 'd7074d4a762ccd80dfb4665709a5165a72b067b43194847e2ec5ad89b5676b03',
};

describe('marketing consent texts', () => {
  it('are the words of the version every new consent records', () => {
    const words = [...consentTexts(read('tr')), ...consentTexts(read('en'))];
    const digest = createHash('sha256').update(JSON.stringify(words)).digest('hex');
    expect(VERSIONS[MARKETING_CONSENT_TEXT_VERSION]).toBe(digest);
  });

  it('never pre-tick or demand consent: each form says it is optional or what subscribing means', () => {
    const [register, checkout] = consentTexts(read('tr'));
    expect(register).toMatch(/^İsteğe bağlı/);
    expect(checkout).toMatch(/^İsteğe bağlı/);
    const [registerEn, checkoutEn] = consentTexts(read('en'));
    expect(registerEn).toMatch(/^Optional/);
    expect(checkoutEn).toMatch(/^Optional/);
  });
});
