/**
 * Route config of every back-office call: platform/auth.ts's onRoute hook refuses a missing, forged or
 * expired token with 401 and a guest or customer token with 403, before the body is even read.
 */
export const ADMIN = { auth: 'admin' } as const;
