import type { FastifyInstance } from 'fastify';
import { routes } from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import { ok, route } from '../../platform/http.ts';
import { openDifferences } from './payment-differences.ts';
import { turkeyDay } from '../../platform/turkey-time.ts';
import { ReconciliationService } from './reconciliation.service.ts';

/** The owner's list of payment differences; `run=true` compares a day first (today by default). */
export function registerReconciliationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const reconciliation = new ReconciliationService(ctx);
  route(
    app,
    routes.Order.GetPaymentDifferences,
    { tags: ['Order'], config: { auth: 'admin' } },
    async (req) => {
      if (req.query.run === 'true') await reconciliation.compareDay(req.query.day ?? turkeyDay(new Date()));
      return ok(await openDifferences(ctx.db));
    },
  );
}
