/** Accounts: sign-in tokens, profile, addresses, and the first administrator. */
export { registerAccountRoutes } from './account.routes.ts';
export { registerAccountTokenRoutes } from './token.routes.ts';
export { ensureAdmin } from './admin.ts';
export { ProfileService } from './profile.service.ts';
export { AccountThrottle, RESET_POLICY, resetKey, SIGN_IN_POLICY, signInKey } from './account-throttle.ts';
