/**
 * The zod-free entry (`@kehribar/contracts/plain`): constants, paths and endpoints, money, text, size and
 * card rules, and every type of the package. The web's first-load code imports from here, so it cannot
 * pull zod in by accident (docs/decisions/023-typed-route-table.md); the schemas are in the main entry.
 */
export * from './constants.ts';
export * from './money.ts';
export * from './sale-price.ts';
export * from './text.ts';
export * from './size.ts';
export * from './paths.ts';
export * from './coupon-math.ts';
export * from './refund-plan.ts';
export * from './refund-deadline.ts';
export * from './images.ts';
export * from './rule-messages.ts';
export * from './owner-links.ts';
export * from './card.ts';
export * from './carriers.ts';
export * from './payment-rules.ts';
export * from './seller-identity.ts';
export * from './whatsapp.ts';
export * from './password-rules.ts';
export * from './data-rights-rules.ts';
export * from './list-page.ts';
export * from './staff-permissions.ts';
export * from './gift-note-rules.ts';
export type * from './index.ts';
export * from './review-rules.ts';
