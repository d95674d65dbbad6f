import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Registry, type Metric } from 'prom-client';
import { ORDER_STATUS } from '@kehribar/contracts';
import type { AppContext } from '../context.ts';
import { orders } from '../db/schema/index.ts';
import { forbidden, unauthorized } from './errors.ts';
import { MESSAGES } from './messages.ts';
import { OPERATIONAL_ROUTE, operationalLogLevel, withTimeout } from './health.ts';

/** Why a payment failed, as counted where modules/payments learns it (decision 037). */
export type PaymentFailure =
  /** The bank would not start 3-D Secure for the card (checkout answers 402). */
  | 'start_refused'
  /** The bank's 3-D Secure check did not pass (wrong SMS code, cancelled, card not enrolled). */
  | 'threeds'
  /** The provider refused the charge after 3-D Secure (insufficient funds, a blocked card). */
  | 'declined'
  /** The payment check learnt from the provider that a charge whose answer was lost never happened. */
  | 'not_charged';
const PAYMENT_FAILURES: PaymentFailure[] = ['start_refused', 'threeds', 'declined', 'not_charged'];

/** The shop's reads at a scrape may take this long; then the figures are left out of that scrape. */
const SHOP_FIGURES_TIMEOUT_MS = 2000;

/**
 * Process figures (CPU, memory, heap, event-loop delay, GC) belong to the process, not to one app: one
 * registry for the whole process, so tests that build many apps in one process do not stack observers.
 */
let processRegistry: Registry | undefined;
function processFigures(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface RouteSeries {
  labels: { route: string; method: string; status_class: string };
  /** Requests per bucket, not cumulative (the +Inf bucket is the count). */
  buckets: number[];
  sum: number;
  count: number;
}

/**
 * http_request_duration_seconds, kept as plain numbers per series and handed to prom-client's registry
 * (which writes the text) at the scrape. prom-client's own Histogram hashes and checks its labels on every
 * observation: measured here 3 to 5 times the cost of this on every request of the hot JSON reads
 * (decision 037); the answer Prometheus reads is the same.
 */
class RouteTimings {
  readonly name = 'http_request_duration_seconds';
  private readonly series = new Map<string, RouteSeries>();

  observe(route: string, method: string, statusCode: number, seconds: number): void {
    const statusClass = Math.floor(statusCode / 100);
    const key = `${statusClass}${method} ${route}`;
    let series = this.series.get(key);
    if (!series) {
      series = {
        labels: { route, method, status_class: `${statusClass}xx` },
        buckets: DURATION_BUCKETS.map(() => 0),
        sum: 0,
        count: 0,
      };
      this.series.set(key, series);
    }
    let bucket = 0;
    while (bucket < DURATION_BUCKETS.length && seconds > DURATION_BUCKETS[bucket]!) bucket++;
    if (bucket < DURATION_BUCKETS.length) series.buckets[bucket]!++;
    series.sum += seconds;
    series.count++;
  }

  /** The shape prom-client's Registry asks every metric for (what its own Histogram answers). */
  get() {
    const values: { metricName: string; labels: Record<string, string | number>; value: number }[] = [];
    for (const { labels, buckets, sum, count } of this.series.values()) {
      let cumulative = 0;
      DURATION_BUCKETS.forEach((le, i) => {
        cumulative += buckets[i]!;
        values.push({ metricName: `${this.name}_bucket`, labels: { ...labels, le }, value: cumulative });
      });
      values.push({ metricName: `${this.name}_bucket`, labels: { ...labels, le: '+Inf' }, value: count });
      values.push({ metricName: `${this.name}_sum`, labels, value: sum });
      values.push({ metricName: `${this.name}_count`, labels, value: count });
    }
    return {
      name: this.name,
      help: 'Time from a request arriving to its answer being sent, by route pattern, method and status class.',
      type: 'histogram',
      values,
      aggregator: 'sum',
    };
  }
}

/**
 * The figures one app keeps and exposes on GET /metrics (docs/deployment.md, "Metrics"). Counters live
 * in the process and restart at 0 with it, as Prometheus expects; the shop's state (orders, mail outbox)
 * is read from the database at each scrape, so every process reports the same, whole-shop numbers.
 */
export class ShopMetrics {
  readonly registry = new Registry();

  private readonly requestDuration = new RouteTimings();

  private readonly paymentsFailed = new Counter({
    name: 'kehribar_payments_failed_total',
    help: 'Payments the bank or the provider refused, by reason, since this process started.',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });

  readonly ordersByState = new Gauge({
    name: 'kehribar_orders',
    help: 'Orders in the database by state, read at the scrape.',
    labelNames: ['state'] as const,
    registers: [this.registry],
  });

  readonly outboxPending = new Gauge({
    name: 'kehribar_mail_outbox_pending',
    help: 'E-mails in the outbox not sent yet (due now or waiting to be retried), read at the scrape.',
    registers: [this.registry],
  });

  readonly outboxOldestSeconds = new Gauge({
    name: 'kehribar_mail_outbox_oldest_pending_seconds',
    help: 'How long the oldest unsent e-mail has waited in the outbox; 0 when none waits.',
    registers: [this.registry],
  });

  readonly outboxFailed = new Gauge({
    name: 'kehribar_mail_outbox_failed',
    help: 'E-mails given up after every retry (they need a person), read at the scrape.',
    registers: [this.registry],
  });

  readonly shopFiguresRead = new Gauge({
    name: 'kehribar_shop_figures_read',
    help: '1 when this scrape read the shop figures (orders, outbox) from the database, 0 when it could not.',
    registers: [this.registry],
  });

  readonly cacheHits = new Counter({
    name: 'kehribar_cache_hits_total',
    help: 'Catalogue and content reads and pages answered from this process’s cache, by cache group.',
    labelNames: ['group'] as const,
    registers: [this.registry],
  });

  readonly cacheMisses = new Counter({
    name: 'kehribar_cache_misses_total',
    help: 'Catalogue and content reads and pages that had to be loaded (and were then cached), by cache group.',
    labelNames: ['group'] as const,
    registers: [this.registry],
  });

  constructor() {
    this.registry.registerMetric(this.requestDuration as unknown as Metric);
    // Every reason is there from the start, so a rate over it is defined before the first failure.
    for (const reason of PAYMENT_FAILURES) this.paymentsFailed.inc({ reason }, 0);
  }

  paymentFailed(reason: PaymentFailure): void {
    this.paymentsFailed.inc({ reason });
  }

  observeRequest(route: string, method: string, statusCode: number, seconds: number): void {
    this.requestDuration.observe(route, method, statusCode, seconds);
  }
}

/** Reads the shop's own figures into the gauges; a slow or failed read leaves them out of this scrape. */
async function readShopFigures(ctx: AppContext): Promise<void> {
  const { metrics } = ctx;
  try {
    const [states, outbox] = await withTimeout(
      Promise.all([
        // GROUP BY on the leading column of orders_status_idx: an index-only scan.
        ctx.db
          .select({ status: orders.orderStatus, count: sql<number>`count(*)::int` })
          .from(orders)
          .groupBy(orders.orderStatus),
        ctx.mailer.outboxFigures(),
      ]),
      SHOP_FIGURES_TIMEOUT_MS,
    );
    metrics.ordersByState.reset();
    // Every state is reported, at 0 when no order is in it, so an alert on one never sees it vanish.
    for (const [state, status] of Object.entries(ORDER_STATUS)) {
      metrics.ordersByState.set({ state }, states.find((s) => s.status === status)?.count ?? 0);
    }
    metrics.outboxPending.set(outbox.pending);
    metrics.outboxOldestSeconds.set(outbox.oldestPendingSeconds);
    metrics.outboxFailed.set(outbox.failed);
    metrics.shopFiguresRead.set(1);
  } catch (err) {
    ctx.log.warn({ err }, 'metrics: the shop figures could not be read from the database');
    for (const gauge of [
      metrics.ordersByState,
      metrics.outboxPending,
      metrics.outboxOldestSeconds,
      metrics.outboxFailed,
    ])
      gauge.reset();
    metrics.shopFiguresRead.set(0);
  }
}

/** The cache's plain counts, copied into the counters at the scrape (the cache stays free of prom-client). */
function readCacheFigures(ctx: AppContext): void {
  const { metrics } = ctx;
  metrics.cacheHits.reset();
  metrics.cacheMisses.reset();
  for (const [group, counts] of ctx.cache.lookups ?? []) {
    metrics.cacheHits.inc({ group }, counts.hits);
    metrics.cacheMisses.inc({ group }, counts.misses);
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * GET /metrics asks for `Authorization: Bearer <METRICS_TOKEN>`, compared in constant time (both sides
 * hashed first, so their lengths do not show either). Without METRICS_TOKEN it is closed (decision 037).
 */
function metricsGuard(token: string | undefined) {
  const expected = token ? digest(token) : undefined;
  return async (request: FastifyRequest) => {
    if (!expected) throw forbidden(MESSAGES.metricsOff);
    const given = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!given || !timingSafeEqual(digest(given), expected)) throw unauthorized(MESSAGES.metricsTokenWrong);
  };
}

const OPERATIONAL_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * Times every request by its route pattern, never its URL: the API's paths as registered (the query with
 * its ids is not part of it), `/*` for every storefront page, `unmatched` for a path no route has, so
 * the series stay as few as the routes. Serves GET /metrics.
 */
export function registerMetrics(app: FastifyInstance, ctx: AppContext): void {
  const { metrics } = ctx;
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (!OPERATIONAL_PATHS.has(route))
      metrics.observeRequest(route, request.method, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  app.get(
    '/metrics',
    {
      ...OPERATIONAL_ROUTE,
      logLevel: operationalLogLevel(ctx.config.logLevel),
      onRequest: metricsGuard(ctx.config.metricsToken),
    },
    async (_request, reply) => {
      await readShopFigures(ctx);
      readCacheFigures(ctx);
      const perProcess = processFigures();
      const text = `${await perProcess.metrics()}\n${await metrics.registry.metrics()}`;
      return reply.type(perProcess.contentType).header('cache-control', 'no-store').send(text);
    },
  );
}
