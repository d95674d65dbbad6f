import type { FastifyInstance } from 'fastify';
import { routes } from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import { principalOf } from '../../platform/auth.ts';
import { ok, route } from '../../platform/http.ts';
import { requestLanguage } from '../../platform/language.ts';
import { AuditLogService } from './audit-log.service.ts';
import { StaffService } from './staff.service.ts';

/**
 * Account/CreateStaff, GetStaff, UpdateStaffRole, RevokeStaff and GetAuditLog: the Owner's alone, since
 * none of them is in the contracts' STAFF_ENDPOINTS (docs/decisions/030-staff-roles-and-audit-log.md).
 */
export function registerStaffRoutes(app: FastifyInstance, ctx: AppContext): void {
  const staff = new StaffService(ctx);
  const audit = new AuditLogService(ctx);
  const tags = ['Account: staff'];
  const config = { auth: 'admin' } as const;

  route(app, routes.Account.GetStaff, { tags, config }, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await staff.list());
  });
  route(
    app,
    routes.Account.CreateStaff,
    { tags, config, description: 'Invites a member by e-mail: the link sets their password.' },
    async (req) => {
      const caller = principalOf(req);
      return ok(await staff.invite(req.body, caller.email ?? '', requestLanguage(req)));
    },
  );
  route(app, routes.Account.UpdateStaffRole, { tags, config }, async (req) =>
    ok(await staff.changeRole(req.body.userId, req.body.role, principalOf(req).sub)),
  );
  route(app, routes.Account.RevokeStaff, { tags, config }, async (req) =>
    ok(await staff.revoke(req.body.userId, principalOf(req).sub)),
  );
  route(app, routes.Account.GetAuditLog, { tags, config }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await audit.page(req.query));
  });
}
