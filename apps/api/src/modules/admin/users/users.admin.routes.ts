import type { FastifyInstance } from 'fastify';
import {
  adminUserListSchema,
  API,
  contactMessageListSchema,
  subscriberListSchema,
} from '@kehribar/contracts';
import type { AppContext } from '../../../context.ts';
import { ok, responses, router } from '../../../platform/http.ts';
import { ADMIN } from '../shared/admin-route.ts';
import { PeopleReads } from './users.admin.service.ts';
import { iysExport, iysDate } from './subscribers.admin.ts';

/**
 * Account/GetAllUsers, GetAllSubscribers, GetAllContactUs, and Subscriber/ExportIys (the subscribers as
 * İYS's consent file, decision 026). Personal data: never cached, and sent with
 * no-store so no shared cache or browser history keeps a copy.
 */
export function registerUserAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = router(app);
  const reads = new PeopleReads(ctx.db);
  const tags = ['Admin: customers'];

  r.get(
    API.Account.GetAllUsers,
    {
      schema: { tags, response: responses(adminUserListSchema) },
      config: ADMIN,
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await reads.users());
    },
  );

  r.get(
    API.Account.GetAllSubscribers,
    {
      schema: { tags, response: responses(subscriberListSchema) },
      config: ADMIN,
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await reads.subscribers());
    },
  );

  r.get(
    API.Subscriber.ExportIys,
    {
      schema: {
        tags,
        description: "The subscribers' e-mail consents (ONAY) and opt-outs (RET) as a CSV for İYS.",
      },
      config: ADMIN,
    },
    async (_req, reply) => {
      const day = iysDate(new Date()).slice(0, 10);
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="iys-eposta-${day}.csv"`)
        .type('text/csv; charset=utf-8')
        .send(iysExport(ctx.db));
    },
  );

  r.get(
    API.Account.GetAllContactUs,
    {
      schema: { tags, response: responses(contactMessageListSchema) },
      config: ADMIN,
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await reads.contactMessages());
    },
  );
}
