import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { DAILY_JOB_POLL_MS, RepeatingJob } from '../../platform/repeating-job.ts';
import { RefundReminders } from '../orders/index.ts';
import { PaymentCheckService } from './payment-check.service.ts';
import { ReconciliationService } from './reconciliation.service.ts';

/**
 * The payment check (orders whose charge's outcome was lost), the nightly reconciliation and the owner's
 * reminder of refunds falling due, run in every process; each order's question, each day's comparison
 * and each day's reminder is claimed by one of them.
 */
export function registerPaymentJobs(app: FastifyInstance, ctx: AppContext): void {
  const checks = new PaymentCheckService(ctx);
  const reconciliation = new ReconciliationService(ctx);
  const reminders = new RefundReminders(ctx);
  const jobs = [
    new RepeatingJob('payment check', () => checks.runDue(), ctx.log, ctx.config.paymentSweepMs),
    new RepeatingJob('reconciliation', () => reconciliation.runIfDue(), ctx.log, DAILY_JOB_POLL_MS),
    // The owner's morning mail of refunds falling due, on the same poll (docs/decisions/024-after-sale.md).
    new RepeatingJob('refund reminders', () => reminders.runIfDue(), ctx.log, DAILY_JOB_POLL_MS),
  ];
  app.addHook('onReady', async () => jobs.forEach((j) => j.start()));
  app.addHook('onClose', async () => {
    await Promise.all(jobs.map((j) => j.stop()));
  });
}
