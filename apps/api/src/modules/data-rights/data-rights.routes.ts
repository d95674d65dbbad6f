import type { FastifyInstance } from 'fastify';
import { exportFileName, routes } from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import { principalOf } from '../../platform/auth.ts';
import { ok, route } from '../../platform/http.ts';
import { requestLanguage } from '../../platform/language.ts';
import { rateLimit } from '../../platform/rate-limit.ts';
import { AccountErasure } from './account-erasure.service.ts';
import { DataExport } from './data-export.service.ts';
import { DataRequests } from './data-requests.service.ts';
import { registerRetentionJob } from './retention-job.ts';

/**
 * Account/ExportMyData, DeleteMyAccount, CreateDataRequest, GetDataRequests, AnswerDataRequest
 * (docs/decisions/027-customer-data-rights.md). Personal data: every answer is sent no-store.
 */
export function registerDataRightsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const exports = new DataExport(ctx);
  const erasure = new AccountErasure(ctx);
  const requests = new DataRequests(ctx);
  const tags = ['Account: my data'];
  registerRetentionJob(app, ctx);

  route(
    app,
    routes.Account.ExportMyData,
    { tags, config: { auth: 'customer', ...rateLimit(ctx, 5, '10 minutes') } },
    async (req, reply) => {
      const data = await exports.of(principalOf(req).sub);
      reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename=${exportFileName(new Date())}`);
      return ok(data);
    },
  );

  route(
    app,
    routes.Account.DeleteMyAccount,
    { tags, config: { auth: 'customer', ...rateLimit(ctx, 10, '10 minutes') } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await erasure.erase(principalOf(req).sub, req.body.password, requestLanguage(req)));
    },
  );

  route(
    app,
    routes.Account.CreateDataRequest,
    { tags, config: rateLimit(ctx, 5, '10 minutes') },
    async (req) => ok(await requests.create(req.body, requestLanguage(req))),
  );

  route(app, routes.Account.GetDataRequests, { tags, config: { auth: 'admin' } }, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await requests.list());
  });

  route(app, routes.Account.AnswerDataRequest, { tags, config: { auth: 'admin' } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const p = principalOf(req);
    return ok(await requests.answer(req.body.id, req.body.note, p.email ?? p.sub));
  });
}
