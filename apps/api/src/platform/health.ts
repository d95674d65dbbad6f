import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, RouteShorthandOptions } from 'fastify';
import type { LevelWithSilent } from 'pino';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { STATE_ANSWER } from './request-log.ts';

/** How long one dependency may take to answer /readyz before it counts as down (under a probe's 2 s). */
export const READY_CHECK_TIMEOUT_MS = 1500;

/** /healthz, /readyz and /metrics: kept out of the OpenAPI document. They carry no rate limit (none is set). */
export const OPERATIONAL_ROUTE = { schema: { hide: true } } satisfies RouteShorthandOptions;

const QUIETER: string[] = ['fatal', 'error', 'silent'];

/**
 * A load balancer asks every few seconds: those requests are logged only from warnings up (never more
 * than the shop's own LOG_LEVEL lets through), so they do not bury the shop's own lines.
 */
export function operationalLogLevel(shopLevel: string): LevelWithSilent {
  return QUIETER.includes(shopLevel) ? (shopLevel as LevelWithSilent) : 'warn';
}

export class TimeoutError extends Error {}

export function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** A dependency the shop cannot serve without, and how to ask it whether it answers. */
export interface ReadinessCheck {
  name: 'database' | 'redis';
  ask: () => Promise<unknown>;
}

export type CheckResult = 'ok' | 'timeout' | 'error';

export interface ReadinessReport {
  ready: boolean;
  /** What is not ready: 'shutting-down', or the names of the checks that failed. */
  failed: string[];
  checks: Partial<Record<ReadinessCheck['name'], CheckResult>>;
}

/** The checks of this app: the database always, Redis when REDIS_URL is set. */
export function readinessChecks(
  database: Database,
  redis: { ping(): Promise<unknown> } | undefined,
): ReadinessCheck[] {
  const checks: ReadinessCheck[] = [{ name: 'database', ask: () => database.db.execute(sql`select 1`) }];
  if (redis) checks.push({ name: 'redis', ask: () => redis.ping() });
  return checks;
}

/**
 * Whether this process should be sent traffic (GET /readyz). Concurrent asks share one round of checks,
 * so a flood of /readyz holds at most one database connection. A change of state is logged once, with
 * the error, rather than on every probe.
 */
export class Readiness {
  private stopping = false;
  private round: Promise<ReadinessReport> | undefined;
  private lastFailed = '';

  constructor(
    private readonly checks: ReadinessCheck[],
    private readonly log: FastifyBaseLogger,
    private readonly timeoutMs = READY_CHECK_TIMEOUT_MS,
  ) {}

  /** From now on /readyz answers 503, while requests keep being served (decision 037). */
  shutDown(): void {
    this.stopping = true;
  }

  get shuttingDown(): boolean {
    return this.stopping;
  }

  report(): Promise<ReadinessReport> {
    if (this.stopping) return Promise.resolve({ ready: false, failed: ['shutting-down'], checks: {} });
    this.round ??= this.check().finally(() => (this.round = undefined));
    return this.round;
  }

  private async check(): Promise<ReadinessReport> {
    const errors: Record<string, string> = {};
    const results = await Promise.all(
      this.checks.map(async ({ name, ask }) => {
        try {
          await withTimeout(ask(), this.timeoutMs);
          return [name, 'ok'] as const;
        } catch (error) {
          errors[name] = error instanceof Error ? error.message : String(error);
          return [name, error instanceof TimeoutError ? 'timeout' : 'error'] as const;
        }
      }),
    );
    const failed = results.filter(([, result]) => result !== 'ok').map(([name]) => name);
    const now = failed.join(',');
    if (now !== this.lastFailed) {
      if (failed.length) this.log.warn({ failed, errors }, 'not ready: a dependency does not answer');
      else this.log.info('ready again: every dependency answers');
      this.lastFailed = now;
    }
    // The reason is named, the error itself (addresses, driver messages) only logged: /readyz is public.
    return { ready: failed.length === 0, failed, checks: Object.fromEntries(results) };
  }
}

/**
 * GET /healthz: the process is alive and its event loop turns (nothing else is asked, so a slow
 * database never gets a live process restarted). GET /readyz: 200 when it should be sent traffic, 503
 * with what is not ready otherwise. Both answer HEAD too.
 */
export function registerHealth(app: FastifyInstance, ctx: AppContext): void {
  const route = { ...OPERATIONAL_ROUTE, logLevel: operationalLogLevel(ctx.config.logLevel) };
  app.get('/healthz', route, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );
  // Its 503 is the state Readiness logs once on each change, not a failed request (request-log.ts).
  app.get('/readyz', { ...route, config: STATE_ANSWER }, async (_request, reply) => {
    const report = await ctx.readiness.report();
    return reply
      .status(report.ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(report);
  });
}
