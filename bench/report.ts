// The bench's tables, each with its verdicts: printed by run.ts as soon as a part is measured, and all
// together at the end of the run.
import type { ApiReport } from './api.ts';
import type { DashboardFigure } from './dashboard.ts';
import type { PagesReport } from './pages.ts';
import type { EngineResults, Results } from './results.ts';
import {
  TARGET_ACCESSIBILITY,
  TARGET_API_RATIO,
  TARGET_CLS,
  TARGET_DASHBOARD_MS,
  TARGET_FIRST_LOAD_GZIP_KIB,
  TARGET_PAGE_RATIO,
  TARGET_PERFORMANCE,
  TARGET_REST_MIB,
  TARGET_WRITE_P99_MS,
} from './targets.ts';
import type { WebReport } from './web.ts';
import type { WriteFigure } from './writes.ts';
import { BODIES_NOT_READ } from './support/autocannon.ts';
import { SECONDS } from './support/load.ts';

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((r) => r[col]!.length)));
  const line = (r: string[]) =>
    r
      .map((cell, col) => (col === 0 ? cell.padEnd(widths[col]!) : cell.padStart(widths[col]!)))
      .join('  ')
      .trimEnd();
  return [line(rows[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

const print = (rows: string[][], notes: string[] = []) =>
  console.log([`\n${table(rows)}`, ...notes].join('\n'));

export const fmt = (n: number | undefined, digits = 0) =>
  n !== undefined && Number.isFinite(n)
    ? n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
    : '?';

const errorsNote = (errors: number) => (errors ? `, ${errors} errors` : '');

export function printApi(engine: string, report: ApiReport): void {
  print(
    [
      [
        `API on ${engine}, ${report.connections} connections, median of ${report.rounds} × ${report.roundSeconds} s`,
        'bytes',
        'ours req/s',
        'ours p99 ms',
        'ours CPU µs',
        'bare req/s',
        'bare p99 ms',
        'bare CPU µs',
        'ours/bare',
        '',
      ],
      ...report.figures.map((f) => [
        f.name,
        fmt(f.bytes),
        fmt(f.ours.rps),
        fmt(f.ours.p99, 1),
        fmt(f.ours.cpuMicros),
        fmt(f.bare.rps),
        fmt(f.bare.p99, 1),
        fmt(f.bare.cpuMicros),
        fmt(f.ratio, 2),
        (f.ratio >= TARGET_API_RATIO ? 'ok' : `below ${TARGET_API_RATIO}`) + errorsNote(f.ours.errors),
      ]),
    ],
    [
      `ours/bare: req/s, each of our turns against the bare turn after it; CPU µs: each server's CPU time per ` +
        `answer (all its threads), which the machine's other work changes far less than the rate; ${BODIES_NOT_READ}.`,
    ],
  );
}

export function printPages(engine: string, report: PagesReport): void {
  const rows = [
    [
      `pages on ${engine}, ${report.connections} connections, median of ${report.rounds} × ${report.roundSeconds} s`,
      'KiB sent',
      'req/s',
      'p99 ms',
      'CPU µs',
      '/ JSON',
      '',
    ],
    [
      'GetProductById (JSON)',
      '',
      fmt(report.json.rps),
      fmt(report.json.p99, 1),
      fmt(report.json.cpuMicros),
      '1.00',
      errorsNote(report.json.errors).slice(2),
    ],
    ...report.pages.map((p) => {
      const target = TARGET_PAGE_RATIO[p.name];
      const verdict = target === undefined ? '' : p.ratio >= target ? 'ok' : `below ${target}`;
      const notes = [
        p.measured.rps === 0 ? 'no answer within a turn' : verdict,
        p.measured.errors && `${p.measured.errors} errors`,
        p.notHtml && `${p.notHtml} answers not 200 HTML`,
        p.problems.length && 'see below',
      ].filter(Boolean);
      return [
        `${p.name} (${p.path.length > 24 ? `${p.path.slice(0, 21)}…` : p.path})`,
        `${fmt(p.bytes / 1024, 1)} ${p.encoding}`,
        fmt(p.measured.rps),
        fmt(p.measured.p99, 1),
        fmt(p.measured.cpuMicros),
        fmt(p.ratio, p.ratio < 0.1 ? 3 : 2),
        notes.join(', '),
      ];
    }),
  ];
  const problems = report.pages.flatMap((p) => p.problems.map((problem) => `  ${p.name}: ${problem}`));
  print(rows, [
    'pages asked for as a browser on its first visit (accept: text/html, accept-encoding: gzip, deflate, br, ' +
      `no preference cookies); "/ JSON": req/s over GetProductById of the same turns; ${BODIES_NOT_READ}. ` +
      "CPU µs: the server's CPU time per answer (all its threads), which the machine's other work changes " +
      'far less than the rate.',
    ...(problems.length ? ['page problems:', ...problems] : []),
  ]);
}

export function printWrites(figures: WriteFigure[]): void {
  print([
    [`basket writes, 50 guests, ${SECONDS} s`, 'req/s', 'p50 ms', 'p99 ms', 'CPU µs', ''],
    ...figures.map((f) => [
      f.database,
      fmt(f.rps),
      fmt(f.p50, 1),
      fmt(f.p99, 1),
      fmt(f.cpuMicros),
      (f.p99 < TARGET_WRITE_P99_MS ? 'ok' : `above ${TARGET_WRITE_P99_MS} ms`) + errorsNote(f.errors),
    ]),
  ]);
}

const restTarget = (e: EngineResults) => (e.embedded ? TARGET_REST_MIB.embedded : TARGET_REST_MIB.external);

export function printMemory(engines: EngineResults[]): void {
  const measured = engines.filter((e) => e.memory);
  if (!measured.length) return;
  print(
    [
      ['server memory (RSS)', 'at rest MiB', 'peak under load MiB', 'load', ''],
      ...measured.map((e) => {
        const m = e.memory!;
        const target = restTarget(e);
        return [
          e.engine,
          fmt(m.restMiB) + (m.settled ? '' : ' (still moving)'),
          fmt(m.peakMiB),
          m.loadParts.join(', ') || 'none',
          m.restMiB === undefined ? '' : m.restMiB <= target ? 'ok' : `above ${target} MiB at rest`,
        ];
      }),
    ],
    ['at rest: after the first start with the demo seed, once the RSS stays within 2 % for 3 s.'],
  );
}

export function printStarts(engines: EngineResults[]): void {
  const started = engines.filter((e) => e.firstStart || e.secondStart);
  if (!started.length) return;
  print(
    [
      ['start to ready', 'first (seed) s', 'second s', 'RSS after second MiB', 'ready probe'],
      ...started.map((e) => [
        e.engine,
        fmt(e.firstStart?.seconds, 1),
        e.secondStart ? fmt(e.secondStart.seconds, 1) : 'not measured',
        e.secondStart ? fmt(e.secondStart.restMiB) + (e.secondStart.settled ? '' : ' (still moving)') : '',
        e.secondStart?.readiness ?? e.firstStart?.readiness ?? '',
      ]),
    ],
    [
      'first: a fresh database (migrations and the demo seed); second: the built server again on the data ' +
        'the first start seeded (cold start).',
    ],
  );
}

const runsOf = (f: { runs: number; runsAsked: number; retried: number }) =>
  `${f.runs} of ${f.runsAsked}` + (f.retried ? `, ${f.retried} retried` : '');

export function printWeb(report: WebReport): void {
  const { figures } = report;
  const rows = [
    [
      'Lighthouse, mobile',
      'performance (range)',
      'runs',
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
        runsOf(f),
        String(f.accessibility),
        fmt(f.lcpMs),
        fmt(f.cls, 3),
        fmt(f.jsKiB),
        fmt(f.firstLoad.gzipKiB, 1),
        fmt(f.totalKiB),
        misses.length ? misses.join(', ') : 'ok',
      ];
    }),
    ...report.failed.map((f) => [f.page, 'failed', runsOf(f), '', '', '', '', '', '', 'no run gave figures']),
  ];
  const failures = [...figures, ...report.failed].flatMap((f) =>
    f.failures.map((failure) => `  ${f.page}: ${failure}`),
  );
  print(rows, [
    'performance: the median of the Lighthouse runs per page (BENCH_LIGHTHOUSE_RUNS; a failed run is retried ' +
      'once), the other figures those of that run. ' +
      "first-load JS: every script the page's HTML loads (entry, preloads and the page's own chunk), at the " +
      `build's gzip size; JS KiB sent is what Lighthouse saw transferred (Brotli) until the page settled.`,
    ...(failures.length ? ['failed Lighthouse runs:', ...failures] : []),
  ]);
}

export function printDashboard(figures: DashboardFigure[]): void {
  print([
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
  ]);
}

/** Every table of the run again, one after the other, then what failed. */
export function printReport(results: Results): void {
  console.log(
    `\n======== report: ${results.parts.join(', ')}; ${results.cpus} CPUs, load average ` +
      `${results.loadAverage.join(' ')} at the start; ${fmt(results.seconds / 60, 1)} min ========`,
  );
  for (const e of results.engines) {
    if (e.api) printApi(e.engine, e.api);
    if (e.pages) printPages(e.engine, e.pages);
  }
  const writes = results.engines.flatMap((e) => (e.writes ? [e.writes] : []));
  if (writes.length) printWrites(writes);
  printMemory(results.engines);
  printStarts(results.engines);
  for (const e of results.engines) if (e.web) printWeb(e.web);
  if (results.dashboard) printDashboard(results.dashboard);
  console.log(
    `\ntime per part: ${results.timings
      .map((t) => `${t.part}${t.engine ? ` (${t.engine})` : ''} ${t.seconds} s`)
      .join(', ')}`,
  );
  if (results.failures.length) {
    console.log('\nparts that failed (their figures are missing above):');
    for (const f of results.failures)
      console.log(`  ${f.part}${f.engine ? ` on ${f.engine}` : ''}: ${f.error}`);
  }
}
