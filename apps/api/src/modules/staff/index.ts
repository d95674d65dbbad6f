/** The back-office team and the audit log (docs/decisions/030-staff-roles-and-audit-log.md). */
export { registerStaffRoutes } from './staff.routes.ts';
export { INVITATION_DAYS } from './staff.service.ts';
