/**
 * Route config of every back-office call: platform/auth.ts's onRoute hook refuses a missing, forged or
 * expired token with 401 and a guest or customer token with 403, before the body is even read.
 */
export const ADMIN = { auth: 'admin' } as const;

/** An admin read that hands out personal data in bulk (the CSV exports): recorded in the audit log (decision 030). */
export const AUDITED_ADMIN = { auth: 'admin', audit: true } as const;
