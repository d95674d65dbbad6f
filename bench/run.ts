// `npm run bench` (root): builds, then measures the built server, first on the embedded PGlite, then on
// PostgreSQL (the local server, or BENCH_POSTGRES_URL; with Redis when BENCH_REDIS_URL is set;
// BENCH_POSTGRES=false skips it). Benchmarks print figures with verdicts; they are never timed tests.
//
// Parts (BENCH_ONLY=part[,part…] runs only those; each runs in its own try/catch, prints its table as soon
// as it is measured and saves bench/results/<date>.json, and one that fails says why and the run goes on):
//   api        cached catalogue reads (JSON) beside a bare Fastify route serving the same bytes, turn about;
//              target ours/bare ≥ 0.8 (issue 21 point 2). Both engines.
//   pages      server-rendered home, product list and product page asked for as a browser does, at the
//              same 50 connections and in the same turns as GetProductById (JSON); target page/JSON
//              ≥ 0.5 for the home and product pages (point 1); each page is checked to be a 200 HTML
//              page the server rendered. The JSON read's and each page's turns are counted in answers,
//              not cut at a deadline (support/load.ts). Both engines.
//   writes     basket writes by 50 guests; target p99 < 50 ms. Both engines.
//   memory     RSS at rest after the first seeded start (settled) and the peak while the load parts run
//              (alone: a load of its own); targets at rest ≤ 400 MiB on PGlite, ≤ 200 MiB on PostgreSQL
//              (point 4). Both engines.
//   web        Lighthouse mobile on /, /products and one product page, BENCH_LIGHTHOUSE_RUNS runs each
//              (default 3, a failed run retried once); targets performance 95, accessibility 100,
//              CLS < 0.05, first-load JS ≤ 150 KiB gzipped. PGlite.
//   start      start to ready: the first (seeding) start, and a second start on the seeded data (cold
//              start), with its settled RSS. /readyz is the probe when the build has it. Both engines.
//   dashboard  GetDashboard over 100,000 orders (docs/decisions/031-dashboard-figures.md), its own servers
//              on both engines; target median < 250 ms. BENCH_DASHBOARD=false leaves it out of a full run.
// BENCH_SECONDS (default 10) is each measurement's length. A full run is estimated at about 40 minutes on
// the shared two-core machine under load (four seeded first starts of 3–4.5 minutes each there).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchApi } from './api.ts';
import { dashboardOnPglite, dashboardOnPostgres, type DashboardFigure } from './dashboard.ts';
import { loadForMemory, settledRssMiB, watchPeakRss } from './memory.ts';
import { benchPages } from './pages.ts';
import {
  fmt,
  printApi,
  printDashboard,
  printMemory,
  printPages,
  printReport,
  printStarts,
  printWeb,
  printWrites,
} from './report.ts';
import { newResults, resultsWriter, type EngineResults } from './results.ts';
import { freshPostgresDatabase } from './support/postgres.ts';
import { startShop, type Shop, type ShopDatabase } from './support/shop.ts';
import { benchWeb } from './web.ts';
import { benchWrites } from './writes.ts';

const PARTS = ['api', 'pages', 'writes', 'memory', 'web', 'start', 'dashboard'] as const;
type Part = (typeof PARTS)[number];
/** The parts measured on PostgreSQL too (Lighthouse looks at the same pages; the dashboard has its own). */
const BOTH_ENGINES: Part[] = ['api', 'pages', 'writes', 'memory', 'start'];

const log = (line: string) => console.log(`[bench] ${line}`);
/** Lighthouse runs per page: its simulated timings vary by several points between runs. */
const lighthouseRuns = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3) || 3);

const asked = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((p) => p.trim())
  .filter(Boolean);
const unknown = asked.filter((p) => !(PARTS as readonly string[]).includes(p));
if (unknown.length) {
  console.error(`BENCH_ONLY: no part ${unknown.join(', ')}; the parts are ${PARTS.join(', ')}`);
  process.exit(1);
}
const parts: Part[] = asked.length
  ? (asked as Part[])
  : PARTS.filter((p) => p !== 'dashboard' || process.env.BENCH_DASHBOARD !== 'false');
const wants = (part: Part) => parts.includes(part);

const results = newResults(parts);
const writer = resultsWriter(results);
log(`parts: ${parts.join(', ')}; figures go to ${path.relative(process.cwd(), writer.file)}`);

/**
 * Measures one part, then `keep` records and prints its figures, and the results so far are saved. A
 * failure is logged and recorded, never thrown, so later parts still run.
 */
async function part<T>(
  name: string,
  engine: string | undefined,
  measure: () => Promise<T>,
  keep: (value: T) => void,
): Promise<T | undefined> {
  const started = Date.now();
  try {
    const value = await measure();
    keep(value);
    return value;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log(`${name}${engine ? ` on ${engine}` : ''} failed, the run goes on: ${message}`);
    results.failures.push({ part: name, engine, error: message });
    return undefined;
  } finally {
    results.timings.push({ part: name, engine, seconds: Math.round((Date.now() - started) / 1000) });
    writer.save();
  }
}

/** One engine: a seeded start, the load parts with the memory watched, Lighthouse, then a second start. */
async function measureEngine(engine: EngineResults, database: ShopDatabase): Promise<void> {
  results.engines.push(engine);
  // PGlite keeps its data here between the two starts; PostgreSQL keeps it in the database.
  const dataDir = engine.embedded
    ? fs.mkdtempSync(path.join(os.tmpdir(), 'kehribar-bench-data-'))
    : undefined;
  try {
    const shop = await part(
      'first start',
      engine.engine,
      () => startShop(log, { ...database, dataDir }),
      (s: Shop) => {
        engine.firstStart = { seconds: s.readySeconds, readiness: s.readiness };
        log(`first start on ${engine.engine} (demo seed): ${fmt(s.readySeconds, 1)} s`);
      },
    );
    if (!shop) return;
    try {
      await measureLoaded(engine, shop);
    } finally {
      await shop.stop();
    }
    if (wants('start')) {
      await part(
        'second start',
        engine.engine,
        async () => {
          const again = await startShop(log, { ...database, dataDir, seeded: true });
          try {
            const rest = await settledRssMiB(again.server);
            return {
              seconds: again.readySeconds,
              readiness: again.readiness,
              restMiB: rest.rssMiB,
              settled: rest.settled,
            };
          } finally {
            await again.stop();
          }
        },
        (start) => {
          engine.secondStart = start;
          printStarts([engine]);
        },
      );
    }
  } finally {
    // A server that did not start in time may leave a process (the seed's picture drawer) writing there
    // for a moment: retried, and a folder that still cannot go is named, never a crash of the whole run.
    if (dataDir) {
      try {
        fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch (error) {
        log(`could not remove ${dataDir}: ${(error as Error).message}`);
      }
    }
  }
}

async function measureLoaded(engine: EngineResults, shop: Shop): Promise<void> {
  const name = engine.engine;
  if (wants('memory')) {
    await part(
      'memory at rest',
      name,
      () => settledRssMiB(shop.server),
      (rest) => {
        engine.memory = { restMiB: rest.rssMiB, settled: rest.settled, loadParts: [] };
        log(`RSS at rest on ${name}: ${fmt(rest.rssMiB)} MiB${rest.settled ? '' : ' (still moving)'}`);
      },
    );
  }
  const peak = watchPeakRss(shop.server);
  const loadParts: string[] = [];
  if (wants('api')) {
    await part(
      'api',
      name,
      () => benchApi(shop, log),
      (api) => {
        engine.api = api;
        loadParts.push('api');
        printApi(name, api);
      },
    );
  }
  if (wants('pages')) {
    await part(
      'pages',
      name,
      () => benchPages(shop, log),
      (pages) => {
        engine.pages = pages;
        loadParts.push('pages');
        printPages(name, pages);
      },
    );
  }
  if (wants('writes')) {
    await part(
      'writes',
      name,
      () => benchWrites(shop, name, log),
      (writes) => {
        engine.writes = writes;
        loadParts.push('writes');
        printWrites([writes]);
      },
    );
  }
  if (wants('memory') && !parts.some((p) => ['api', 'pages', 'writes'].includes(p))) {
    await part(
      'memory under load',
      name,
      () => loadForMemory(shop),
      () => {
        loadParts.push('JSON product read and product page');
      },
    );
  }
  const peakMiB = peak.stop();
  if (wants('memory')) {
    engine.memory = { ...(engine.memory ?? { settled: false }), peakMiB, loadParts };
    printMemory([engine]);
    writer.save();
  }
  if (wants('web') && engine.embedded) {
    await part(
      'web',
      name,
      () => benchWeb(shop, log, lighthouseRuns),
      (web) => {
        engine.web = web;
        printWeb(web);
      },
    );
  }
}

if (parts.some((p) => p !== 'dashboard')) {
  await measureEngine({ engine: 'PGlite', embedded: true }, {});
}

if (parts.some((p) => BOTH_ENGINES.includes(p)) && process.env.BENCH_POSTGRES !== 'false') {
  const database = await freshPostgresDatabase(log);
  if (!database) {
    results.failures.push({ part: 'PostgreSQL pass', error: 'no PostgreSQL server answered' });
  } else {
    try {
      const redisUrl = process.env.BENCH_REDIS_URL;
      await measureEngine(
        { engine: redisUrl ? 'PostgreSQL + Redis' : 'PostgreSQL', embedded: false },
        { databaseUrl: database.url, redisUrl },
      );
    } finally {
      await database
        .drop()
        .catch((error: unknown) => log(`dropping the bench database failed: ${String(error)}`));
    }
  }
}

if (wants('dashboard')) {
  const dashboard = (results.dashboard = [] as DashboardFigure[]);
  const show = (figure: DashboardFigure | undefined) => {
    if (!figure) return;
    dashboard.push(figure);
    printDashboard(dashboard);
  };
  await part('dashboard', 'PGlite', () => dashboardOnPglite(log), show);
  if (process.env.BENCH_POSTGRES !== 'false') {
    await part('dashboard', 'PostgreSQL', () => dashboardOnPostgres(log), show);
  }
}

writer.save();
printReport(results);
console.log(`\nfigures saved to ${path.relative(process.cwd(), writer.file)}`);
// A part that failed fails the command too, once every figure it could take is printed and saved.
if (results.failures.length) process.exitCode = 1;
