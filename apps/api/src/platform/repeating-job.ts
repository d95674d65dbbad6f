import type { AppContext } from '../context.ts';

/** How often each process asks whether a once-a-day job (reconciliation, reminders, retention) is due. */
export const DAILY_JOB_POLL_MS = 10 * 60_000;

/** One piece of background work on an interval: never two runs at once in a process, awaited on close. */
export class RepeatingJob {
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
