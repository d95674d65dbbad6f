import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { DAILY_JOB_POLL_MS, RepeatingJob } from '../../platform/repeating-job.ts';
import { Retention } from './retention.service.ts';

/**
 * The daily retention job (docs/decisions/044-retention-and-consent-proof.md) runs in every process on the
 * daily jobs' poll; the day is claimed by one of them (retention_runs).
 */
export function registerRetentionJob(app: FastifyInstance, ctx: AppContext): void {
  const retention = new Retention(ctx);
  const job = new RepeatingJob('retention', () => retention.runIfDue(), ctx.log, DAILY_JOB_POLL_MS);
  app.addHook('onReady', async () => job.start());
  app.addHook('onClose', async () => job.stop());
}
