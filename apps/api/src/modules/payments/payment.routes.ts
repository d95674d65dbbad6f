import type { FastifyInstance } from 'fastify';
import { API, callback3dsBodySchema, PAYMENT_RESULT_ERRORS, routes } from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import { principalOf } from '../../platform/auth.ts';
import { ok, route, router } from '../../platform/http.ts';
import { rateLimit } from '../../platform/rate-limit.ts';
import { shopperOf } from '../../platform/shopper.ts';
import { requestCurrency, requestLanguage } from '../../platform/language.ts';
import { PaymentCallbackService } from './callback.service.ts';
import { InstallmentsService } from './installments.service.ts';
import { InstallmentTableService } from './installment-table.service.ts';
import { registerPaymentJobs } from './jobs.ts';
import { registerReconciliationRoutes } from './reconciliation.routes.ts';

export async function registerPaymentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const installments = new InstallmentsService(ctx);
  const callbacks = new PaymentCallbackService(ctx);
  const tables = new InstallmentTableService(ctx);
  const tags = ['Payment'];
  registerPaymentJobs(app, ctx);
  registerReconciliationRoutes(app, ctx);

  route(
    app,
    routes.Payment.InstallmentsInfo,
    { tags, config: { auth: 'session', ...rateLimit(ctx, 60, '10 minutes') } },
    async (req) => {
      const p = principalOf(req);
      return ok(await installments.info(shopperOf(req), req.body, p.isCustomer ? (p.email ?? null) : null));
    },
  );

  route(app, routes.Payment.GetInstallmentTable, { tags, config: { auth: 'public' } }, async (req) =>
    ok(
      await tables.table(req.query.productId, {
        language: requestLanguage(req),
        currency: requestCurrency(req),
      }),
    ),
  );

  // The bank posts a form (application/x-www-form-urlencoded), so this route gets its own parser.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, raw, done) => {
        done(null, Object.fromEntries(new URLSearchParams(raw as string)));
      },
    );
    router(scope).post(
      API.Payment.Callback3ds,
      { schema: { tags }, config: { auth: 'public' } },
      async (req, reply) => {
        // Whatever arrives, the shopper is sent on to /payment-result: a malformed post is treated as forged.
        const fields = callback3dsBodySchema.safeParse(req.body ?? {});
        const location = fields.success
          ? await callbacks.handle(fields.data)
          : `/payment-result?error=${PAYMENT_RESULT_ERRORS.invalidSignature}`;
        return reply.redirect(location, 303);
      },
    );
  });
}
