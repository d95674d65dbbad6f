import type { FastifyInstance } from 'fastify';
import { API } from '@kehribar/contracts';
import type { AppContext } from '../../../context.ts';
import { csvDay, sendCsv } from '../../../platform/csv.ts';
import { requestLanguage } from '../../../platform/language.ts';
import { AUDITED_ADMIN } from '../shared/admin-route.ts';
import { customerExport, subscriberExport } from './people-export.ts';

/**
 * Account/ExportCustomers and ExportSubscribers: streamed CSV files, not { data } answers, so declared on
 * the plain instance like Subscriber/ExportIys (routes.ts lists them as unwrapped). Headers and words are
 * in the request's language.
 */
export function registerPeopleExportRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tags = ['Admin: customers'];

  app.get(
    API.Account.ExportCustomers,
    {
      schema: { tags, description: 'The customer accounts as a CSV file (decision 032).' },
      config: AUDITED_ADMIN,
    },
    async (req, reply) =>
      sendCsv(reply, `customers-${csvDay()}.csv`, customerExport(ctx.db, requestLanguage(req))),
  );

  app.get(
    API.Account.ExportSubscribers,
    {
      schema: {
        tags,
        description:
          'The newsletter subscribers with their latest consent record as a CSV file (decision 032).',
      },
      config: AUDITED_ADMIN,
    },
    async (req, reply) =>
      sendCsv(reply, `subscribers-${csvDay()}.csv`, subscriberExport(ctx.db, requestLanguage(req))),
  );
}
