// `npm run bench` (root): builds, then starts a seeded server on PGlite and measures the API's reads
// beside a bare Fastify route, basket writes, memory and Lighthouse; then one on PostgreSQL (the local
// server, or BENCH_POSTGRES_URL; BENCH_POSTGRES=false skips it) for the same writes. Prints one report
// with each target's verdict. Benchmarks print figures; they are never timed tests.
// BENCH_ONLY=api or BENCH_ONLY=web runs one part, BENCH_ONLY=writes only the basket writes (both
// databases), BENCH_ONLY=dashboard only the dashboard over 100,000 orders (both databases; its own
// servers, so BENCH_DASHBOARD=false leaves it out of a full run); the figures are also saved in bench/results/.
import fs from 'node:fs';
import path from 'node:path';
import { benchApi, type ApiReport } from './api.ts';
import { benchDashboard, type DashboardFigure } from './dashboard.ts';
import { freshPostgresDatabase } from './support/postgres.ts';
import { startShop } from './support/shop.ts';
import { benchWeb, type WebFigure } from './web.ts';
import { benchWrites, type WriteFigure } from './writes.ts';

const TARGET_RATIO = 0.6;
const TARGET_WRITE_P99_MS = 50;
const TARGET_PERFORMANCE = 95;
const TARGET_ACCESSIBILITY = 100;
const TARGET_CLS = 0.05;
const TARGET_FIRST_LOAD_GZIP_KIB = 150;
/** The owner's dashboard over 100,000 orders answers within this (median). */
const TARGET_DASHBOARD_MS = 250;
const log = (line: string) => console.log(`[bench] ${line}`);
const only = process.env.BENCH_ONLY;
/** Lighthouse runs per page: its simulated timings vary by several points between runs. */
const lighthouseRuns = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3) || 3);

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((r) => r[col]!.length)));
  const line = (r: string[]) =>
    r
      .map((cell, col) => (col === 0 ? cell.padEnd(widths[col]!) : cell.padStart(widths[col]!)))
      .join('  ')
      .trimEnd();
  return [line(rows[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

const fmt = (n: number, digits = 0) =>
  Number.isFinite(n)
    ? n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
    : '?';

function printApi(report: ApiReport): void {
  const rows = [
    [
      `API, ${report.connections} connections, median of ${report.rounds} × ${report.roundSeconds} s`,
      'bytes',
      'ours req/s',
      'ours p99 ms',
      'bare req/s',
      'bare p99 ms',
      'ours/bare',
      '',
    ],
    ...report.figures.map((f) => [
      f.name,
      fmt(f.bytes),
      fmt(f.ours.rps),
      fmt(f.ours.p99, 1),
      fmt(f.bare.rps),
      fmt(f.bare.p99, 1),
      fmt(f.ratio, 2),
      (f.ratio >= TARGET_RATIO ? 'ok' : `below ${TARGET_RATIO}`) +
        (f.ours.errors ? `, ${f.ours.errors} errors` : ''),
    ]),
  ];
  console.log(`\n${table(rows)}`);
  const m = report.memory;
  console.log(
    `server memory (RSS): ${fmt(m.restMiB ?? NaN)} MiB at rest, ${fmt(m.peakMiB ?? NaN)} MiB peak under load`,
  );
}

function printWeb(figures: WebFigure[]): void {
  const rows = [
    [
      'Lighthouse, mobile',
      'performance (range)',
      'accessibility',
      'LCP ms',
      'CLS',
      'JS KiB sent',
      'first-load JS KiB gz',
      'total KiB',
      '',
    ],
    ...figures.map((f) => {
      const misses = [
        f.performance < TARGET_PERFORMANCE && `performance below ${TARGET_PERFORMANCE}`,
        f.accessibility < TARGET_ACCESSIBILITY && `accessibility below ${TARGET_ACCESSIBILITY}`,
        !(f.cls < TARGET_CLS) && `CLS not under ${TARGET_CLS}`,
        f.firstLoad.gzipKiB > TARGET_FIRST_LOAD_GZIP_KIB &&
          `first-load JS above ${TARGET_FIRST_LOAD_GZIP_KIB} KiB gz`,
      ].filter(Boolean);
      return [
        f.page,
        f.runs > 1
          ? `${f.performance} (${f.performanceRange[0]}–${f.performanceRange[1]})`
          : String(f.performance),
        String(f.accessibility),
        fmt(f.lcpMs),
        fmt(f.cls, 3),
        fmt(f.jsKiB),
        fmt(f.firstLoad.gzipKiB, 1),
        fmt(f.totalKiB),
        misses.length ? misses.join(', ') : 'ok',
      ];
    }),
  ];
  console.log(`\n${table(rows)}`);
  console.log(
    `performance: the median of ${figures[0]?.runs ?? 0} Lighthouse runs per page (BENCH_LIGHTHOUSE_RUNS), ` +
      'the other figures those of that run. ' +
      "first-load JS: every script the page's HTML loads (entry, preloads and the page's own chunk), at the " +
      `build's gzip size; JS KiB sent is what Lighthouse saw transferred (Brotli) until the page settled.`,
  );
}

function printWrites(figures: WriteFigure[]): void {
  const rows = [
    [`basket writes, 50 guests, ${process.env.BENCH_SECONDS ?? 10} s`, 'req/s', 'p99 ms', ''],
    ...figures.map((f) => [
      f.database,
      fmt(f.rps),
      fmt(f.p99, 1),
      (f.p99 < TARGET_WRITE_P99_MS ? 'ok' : `above ${TARGET_WRITE_P99_MS} ms`) +
        (f.errors ? `, ${f.errors} errors` : ''),
    ]),
  ];
  console.log(`\n${table(rows)}`);
}

function printDashboard(figures: DashboardFigure[]): void {
  const rows = [
    ['dashboard (GetDashboard as the owner)', 'orders', 'seed s', 'days', 'median ms', 'max ms', 'bytes', ''],
    ...figures.flatMap((f) =>
      f.periods.map((p) => [
        f.database,
        fmt(f.orders),
        fmt(f.seedSeconds, 1),
        String(p.days),
        fmt(p.medianMs, 1),
        fmt(p.maxMs, 1),
        fmt(p.bytes),
        p.medianMs < TARGET_DASHBOARD_MS ? 'ok' : `above ${TARGET_DASHBOARD_MS} ms`,
      ]),
    ),
  ];
  console.log(`\n${table(rows)}`);
}

const results: Record<string, unknown> = { date: new Date().toISOString(), node: process.version };
const writes: WriteFigure[] = [];

// PGlite, the embedded default: reads beside a bare route, writes, memory and the pages.
const shop = only === 'dashboard' ? undefined : await startShop(log);
if (shop) results.seedSeconds = shop.seedSeconds;
if (shop) {
  try {
    if (only !== 'web' && only !== 'writes') results.api = await benchApi(shop, log);
    if (only !== 'web') writes.push(await benchWrites(shop, 'PGlite', log));
    if (only !== 'api' && only !== 'writes') results.web = await benchWeb(shop, log, lighthouseRuns);
  } finally {
    await shop.stop();
  }
}

// PostgreSQL (and Redis when BENCH_REDIS_URL is set): the same writes on the production database.
if (only !== 'web' && only !== 'dashboard' && process.env.BENCH_POSTGRES !== 'false') {
  const database = await freshPostgresDatabase(log);
  if (database) {
    try {
      const pgShop = await startShop(log, {
        databaseUrl: database.url,
        redisUrl: process.env.BENCH_REDIS_URL,
      });
      try {
        writes.push(
          await benchWrites(pgShop, process.env.BENCH_REDIS_URL ? 'PostgreSQL + Redis' : 'PostgreSQL', log),
        );
      } finally {
        await pgShop.stop();
      }
    } finally {
      await database.drop();
    }
  }
}
results.writes = writes;

// The dashboard over a year of orders, on both databases, each on servers of its own.
if ((!only && process.env.BENCH_DASHBOARD !== 'false') || only === 'dashboard')
  results.dashboard = await benchDashboard(log);

if (shop) console.log(`\nfirst start with the demo seed (PGlite): ${fmt(shop.seedSeconds, 1)} s`);
if (results.api) printApi(results.api as ApiReport);
if (writes.length) printWrites(writes);
if (results.web) printWeb(results.web as WebFigure[]);
if (results.dashboard) printDashboard(results.dashboard as DashboardFigure[]);

const dir = path.join(import.meta.dirname, 'results');
fs.mkdirSync(dir, { recursive: true });
const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(file, JSON.stringify(results, null, 2));
console.log(`\nfigures saved to ${path.relative(process.cwd(), file)}`);
