import { z } from 'zod';

/**
 * Marketing consent (docs/decisions/026-marketing-consent-and-privacy-notice.md): where a consent was given,
 * and the version of the consent texts the shopper agreed to. The texts are the web's translations
 * `auth.register.acceptMarketing`, `checkout.contact.newsletter` and `newsletter.consent`;
 * apps/web/src/features/newsletter/marketing-consent-texts.test.ts fails when they change without a new
 * version here.
 */
export const CONSENT_SOURCES = ['newsletter', 'account', 'checkout'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/** Raise with any change of the consent texts (tr or en); every new consent records it. */
export const MARKETING_CONSENT_TEXT_VERSION = 'eposta-2026-11-25';

/** A signed unsubscribe link's token: the address and its HMAC (modules/newsletter). */
const unsubscribeToken = z.string().trim().min(10).max(600);

/** From the storefront page a JSON body; from a mail client's RFC 8058 one-click POST, the query. */
export const unsubscribeRequestSchema = z.object({ token: unsubscribeToken.optional() }).optional();
export const unsubscribeQuerySchema = z.object({ token: unsubscribeToken.optional() });
export const unsubscribeResponseSchema = z.object({
  email: z.string(),
  message: z.string(),
});
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;

/** One consent event: given at consentedAt, revoked at unsubscribedAt (null while in force). */
export const marketingConsentSchema = z.object({
  channel: z.literal('email'),
  consentedAt: z.string(),
  source: z.enum(CONSENT_SOURCES),
  ip: z.string(),
  textVersion: z.string(),
  unsubscribedAt: z.string().nullable(),
});
export type MarketingConsent = z.infer<typeof marketingConsentSchema>;
