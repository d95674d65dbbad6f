// The load every throughput figure uses: autocannon at CONNECTIONS connections, in turns of ROUND_SECONDS,
// the median turn reported. Shared by the JSON reads (api.ts) and the server-rendered pages (pages.ts), so
// their figures compare.
import type { Options, Result } from 'autocannon';
import autocannon from './autocannon.ts';
import { waitIdle, type Child } from './server.ts';

export const CONNECTIONS = 50;
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10) || 10;
/** Each side takes this many turns, SECONDS in all. */
export const ROUNDS = 3;
export const ROUND_SECONDS = Math.max(1, Math.ceil(SECONDS / ROUNDS));
const WARMUP_SECONDS = 2;

export interface LoadRequest {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  /** Seconds an answer may take before it counts as an error (autocannon's default: 10). */
  timeout?: number;
  /** Looks at each answer under load (status and headers); autocannon gives no decoded body. */
  onResponse?: (status: number, headers: Record<string, string>) => void;
}

export interface Measured {
  rps: number;
  p99: number;
  /** Answers that failed, timed out or were not 2xx. */
  errors: number;
  /**
   * The server's CPU time per answer in microseconds (all its threads; NaN where /proc is missing): what
   * an answer costs the server, which a machine shared with other work changes far less than the rate.
   */
  cpuMicros: number;
}

/** Runs one turn of load, with the server's CPU time over it. */
async function measured(
  server: Child,
  run: () => Promise<Result>,
): Promise<{ result: Result; cpuMicros: number }> {
  const before = server.cpuSeconds();
  const result = await run();
  const after = server.cpuSeconds();
  const answers = result.requests.total;
  const cpuMicros =
    before === undefined || after === undefined || answers === 0 ? NaN : ((after - before) * 1e6) / answers;
  return { result, cpuMicros };
}

/**
 * autocannon notices that a counted run is done only at its next sample: at its default of one sample a
 * second, a turn of a few hundred fast answers would be timed as a whole second. Counted runs sample every
 * COUNTED_SAMPLE_MS, so their time is right within that; a timed run keeps one a second, which its
 * requests.average (answers per sample) is in.
 */
const COUNTED_SAMPLE_MS = 50;

function options(request: LoadRequest, length: { duration: number } | { amount: number }): Options {
  const { onResponse, ...plain } = request;
  return {
    ...plain,
    connections: CONNECTIONS,
    ...length,
    ...('amount' in length ? { sampleInt: COUNTED_SAMPLE_MS } : {}),
    ...(onResponse
      ? {
          requests: [{ onResponse: (status, _body, _context, headers) => onResponse(status, headers ?? {}) }],
        }
      : {}),
  };
}

/** Fills caches and lets the JIT settle before anything is counted. */
export async function warmUp(request: LoadRequest, server: Child): Promise<void> {
  await waitIdle(server);
  await autocannon(options(request, { duration: WARMUP_SECONDS }));
}

/** One turn, once `server` has finished the work earlier turns left it. */
export async function load(request: LoadRequest, server: Child): Promise<Measured> {
  await waitIdle(server);
  const { result, cpuMicros } = await measured(server, () =>
    autocannon(options(request, { duration: ROUND_SECONDS })),
  );
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuMicros,
  };
}

/**
 * Every connection gets at least this many answers in a counted turn of a slow answer (a page render):
 * a turn cut off at a deadline would drop the CONNECTIONS requests still in flight, most of what a turn
 * of a few seconds holds when an answer takes seconds.
 */
const MIN_ANSWERS_PER_CONNECTION = 4;

/**
 * Warms up a slow answer and tells its rate, to size the counted turns (loadCounted): first a fixed count
 * (the first answers may be renders), then about WARMUP_SECONDS' worth at the rate that showed, whose
 * own rate is the one told. A rate taken from the first answers alone would size the turns of an answer
 * that turns fast once cached (a cached page) far too short.
 */
export async function warmUpCounted(request: LoadRequest, server: Child): Promise<number> {
  await waitIdle(server);
  const first = await autocannon(options(request, { amount: 2 * CONNECTIONS }));
  const firstRate = first.duration > 0 ? first.requests.total / first.duration : 0;
  const amount = Math.max(2 * CONNECTIONS, Math.round(firstRate * WARMUP_SECONDS));
  const result = await autocannon(options(request, { amount }));
  return result.duration > 0 ? result.requests.total / result.duration : firstRate;
}

/**
 * One turn of a slow answer: a fixed number of requests, about ROUND_SECONDS' worth at `rate` and at
 * least MIN_ANSWERS_PER_CONNECTION per connection, all answered; the rate is answers over the time taken.
 */
export async function loadCounted(request: LoadRequest, server: Child, rate: number): Promise<Measured> {
  await waitIdle(server);
  const amount = Math.max(MIN_ANSWERS_PER_CONNECTION * CONNECTIONS, Math.round(rate * ROUND_SECONDS));
  const { result, cpuMicros } = await measured(server, () => autocannon(options(request, { amount })));
  return {
    rps: result.duration > 0 ? result.requests.total / result.duration : 0,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuMicros,
  };
}

export const medianOf = (values: number[]) =>
  values.length ? [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]! : NaN;

/** The median turn's requests per second and p99; errors of every turn. */
export const median = (rounds: Measured[]): Measured => ({
  rps: medianOf(rounds.map((r) => r.rps)),
  p99: medianOf(rounds.map((r) => r.p99)),
  errors: rounds.reduce((sum, r) => sum + r.errors, 0),
  cpuMicros: medianOf(rounds.map((r) => r.cpuMicros)),
});

/** a/b per turn (each turn against the other side's turn beside it), the median of those. */
export const medianRatio = (a: Measured[], b: Measured[]) =>
  medianOf(a.map((x, round) => (b[round] && b[round].rps > 0 ? x.rps / b[round].rps : 0)));
