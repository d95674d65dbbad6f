import type { FastifyInstance } from 'fastify';
import { API, routes } from '@kehribar/contracts';
import type { AppContext } from '../../../context.ts';
import { principalOf } from '../../../platform/auth.ts';
import { ok, route } from '../../../platform/http.ts';
import { ADMIN, AUDITED_ADMIN } from '../shared/admin-route.ts';
import { PeopleReads } from './users.admin.service.ts';
import { contactsPage, customersPage, markContactHandled } from './people-pages.ts';
import { iysExport, iysDate, iysSummary, subscriberPage } from './subscribers.admin.ts';

/**
 * Account/GetAllUsers, GetAllSubscribers, GetAllContactUs, their paged twins (GetCustomersPage,
 * GetSubscribersPage, GetContactMessagesPage), MarkContactMessageHandled, Subscriber/ExportIys (the subscribers as
 * İYS's consent file, decision 026) and Subscriber/GetIysSummary (what the file holds and leaves out, decision 044). Personal data: never cached, and sent with
 * no-store so no shared cache or browser history keeps a copy.
 */
export function registerUserAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const reads = new PeopleReads(ctx.db);
  const tags = ['Admin: customers'];

  route(app, routes.Account.GetAllUsers, { tags, config: ADMIN }, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await reads.users());
  });

  route(app, routes.Account.GetAllSubscribers, { tags, config: ADMIN }, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await reads.subscribers());
  });

  // A streamed CSV, not a { data } answer: declared on the plain instance (routes.ts lists it as unwrapped).
  app.get(
    API.Subscriber.ExportIys,
    {
      schema: {
        tags,
        description: "The subscribers' e-mail consents (ONAY) and opt-outs (RET) as a CSV for İYS.",
      },
      config: AUDITED_ADMIN,
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

  route(app, routes.Subscriber.GetIysSummary, { tags, config: ADMIN }, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await iysSummary(ctx.db));
  });

  route(app, routes.Account.GetAllContactUs, { tags, config: ADMIN }, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await reads.contactMessages());
  });

  // ---- the paged lists (docs/product/back-office.md §2, "Paged lists") ----
  route(app, routes.Account.GetCustomersPage, { tags, config: ADMIN }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await customersPage(ctx.db, req.query));
  });

  route(app, routes.Account.GetSubscribersPage, { tags, config: ADMIN }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await subscriberPage(ctx.db, req.query));
  });

  route(app, routes.Account.GetContactMessagesPage, { tags, config: ADMIN }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await contactsPage(ctx.db, req.query));
  });

  route(app, routes.Account.MarkContactMessageHandled, { tags, config: ADMIN }, async (req) =>
    ok(await markContactHandled(ctx.db, req.body, principalOf(req).sub)),
  );
}
