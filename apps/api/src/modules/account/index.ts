/** Accounts: sign-in tokens, profile, addresses, and the first administrator. */
export { registerAccountRoutes } from './account.routes.ts';
export { registerAccountTokenRoutes } from './token.routes.ts';
export { ensureAdmin } from './admin.ts';
export { ProfileService } from './profile.service.ts';
