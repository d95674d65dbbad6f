import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { RefundReminders } from '../orders/index.ts';
import { PaymentCheckService } from './payment-check.service.ts';
import { ReconciliationService } from './reconciliation.service.ts';

/** How often each process asks whether the nightly reconciliation is due. */
const RECONCILIATION_POLL_MS = 10 * 60_000;

/** One piece of background work on an interval: never two runs at once in a process, awaited on close. */
class RepeatingJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly name: string,
    private readonly work: () => Promise<unknown>,
    private readonly log: AppContext['log'],
    private readonly intervalMs: number,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.runOnce(), this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private runOnce(): Promise<unknown> {
    this.running ??= this.work()
      .catch((err: unknown) => this.log.error({ err }, `${this.name} failed`))
      .finally(() => (this.running = undefined));
    return this.running;
  }
}

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
    new RepeatingJob('reconciliation', () => reconciliation.runIfDue(), ctx.log, RECONCILIATION_POLL_MS),
    // The owner's morning mail of refunds falling due, on the same poll (docs/decisions/024-after-sale.md).
    new RepeatingJob('refund reminders', () => reminders.runIfDue(), ctx.log, RECONCILIATION_POLL_MS),
  ];
  app.addHook('onReady', async () => jobs.forEach((j) => j.start()));
  app.addHook('onClose', async () => {
    await Promise.all(jobs.map((j) => j.stop()));
  });
}
