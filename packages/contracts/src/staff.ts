import { z } from 'zod';
import { email } from './common.ts';
import { BACK_OFFICE_ROLES } from './staff-permissions.ts';

/** Staff and roles, and the audit log (docs/decisions/030-staff-roles-and-audit-log.md). */

const name = z.string().trim().min(1).max(60);
const role = z.enum(BACK_OFFICE_ROLES);

export const createStaffRequestSchema = z.object({
  email,
  firstName: name,
  lastName: name,
  role,
});
export type CreateStaffRequest = z.input<typeof createStaffRequestSchema>;

export const updateStaffRoleRequestSchema = z.object({ userId: z.uuid(), role });
export type UpdateStaffRoleRequest = z.input<typeof updateStaffRoleRequestSchema>;

export const revokeStaffRequestSchema = z.object({ userId: z.uuid() });
export type RevokeStaffRequest = z.input<typeof revokeStaffRequestSchema>;

export const staffMemberSchema = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role,
  /** False until the invited member has set a password through the invitation link. */
  passwordSet: z.boolean(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** A day (YYYY-MM-DD, Türkiye time) or an instant (ISO with zone). */
const dayOrInstant = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

export const AUDIT_LOG_PAGE_SIZES = [20, 50, 100] as const;

export const auditLogQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
  /** Part of the actor's e-mail. */
  actor: z.string().trim().max(254).optional(),
  /** Part of the action, e.g. "Order/" or "Product". */
  action: z.string().trim().max(100).optional(),
  /** From this day (inclusive) or instant; a bare day is read in Türkiye time. */
  from: dayOrInstant.optional(),
  /** Up to this day (inclusive) or instant. */
  to: dayOrInstant.optional(),
});
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string(),
  /** Controller/Action, e.g. "Order/ShippingUpdate". */
  action: z.string(),
  /** The id the call acted on, when it named one. */
  targetId: z.string().nullable(),
  status: z.number().int(),
  /** The request, secrets redacted and long values shortened. */
  summary: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogPageSchema = z.object({
  items: z.array(auditEntrySchema),
  totalCount: z.number().int(),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
