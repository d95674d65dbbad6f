/** Marketing consent: recording, the welcome mail, unsubscribing (docs/decisions/026-marketing-consent-and-privacy-notice.md). */
export { registerNewsletterRoutes } from './newsletter.routes.ts';
export { MarketingConsents, type ConsentInput } from './consent.service.ts';
export { unsubscribeHeaders, type UnsubscribeLinks } from './newsletter-mails.ts';
