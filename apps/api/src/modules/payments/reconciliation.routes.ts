import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API, paymentDifferenceSchema, paymentDifferencesQuerySchema } from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import { ok, responses, router } from '../../platform/http.ts';
import { openDifferences } from './payment-differences.ts';
import { ReconciliationService, turkeyDay } from './reconciliation.service.ts';

/** The owner's list of payment differences; `run=true` compares a day first (today by default). */
export function registerReconciliationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const reconciliation = new ReconciliationService(ctx);
  router(app).get(
    API.Order.GetPaymentDifferences,
    {
      schema: {
        tags: ['Order'],
        querystring: paymentDifferencesQuerySchema,
        response: responses(z.array(paymentDifferenceSchema)),
      },
      config: { auth: 'admin' },
    },
    async (req) => {
      if (req.query.run === 'true') await reconciliation.compareDay(req.query.day ?? turkeyDay(new Date()));
      return ok(await openDifferences(ctx.db));
    },
  );
}
