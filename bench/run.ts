// `npm run bench` (root): builds, then starts ONE seeded server and runs every benchmark against it,
// printing the figures as tables. Benchmarks print figures; they are never timed tests.
// BENCH_ONLY=api or BENCH_ONLY=web runs one of them; the figures are also saved in bench/results/.
import fs from 'node:fs';
import path from 'node:path';
import { benchApi, type ApiReport } from './api.ts';
import { startShop } from './support/shop.ts';
import { benchWeb, type WebFigure } from './web.ts';

const TARGET_RATIO = 0.6;
const log = (line: string) => console.log(`[bench] ${line}`);
const only = process.env.BENCH_ONLY;

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
      `API, ${report.connections} connections, ${report.seconds} s`,
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
    ['Lighthouse, mobile', 'performance', 'accessibility', 'LCP ms', 'CLS', 'JS KiB', 'total KiB'],
    ...figures.map((f) => [
      f.page,
      String(f.performance),
      String(f.accessibility),
      fmt(f.lcpMs),
      fmt(f.cls, 3),
      fmt(f.jsKiB),
      fmt(f.totalKiB),
    ]),
  ];
  console.log(`\n${table(rows)}`);
}

const shop = await startShop(log);
const results: Record<string, unknown> = {
  date: new Date().toISOString(),
  node: process.version,
  seedSeconds: shop.seedSeconds,
};
try {
  if (only !== 'web') results.api = await benchApi(shop, log);
  if (only !== 'api') results.web = await benchWeb(shop, log);
} finally {
  await shop.stop();
}

console.log(`\nfirst start with the demo seed: ${fmt(shop.seedSeconds, 1)} s`);
if (results.api) printApi(results.api as ApiReport);
if (results.web) printWeb(results.web as WebFigure[]);

const dir = path.join(import.meta.dirname, 'results');
fs.mkdirSync(dir, { recursive: true });
const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(file, JSON.stringify(results, null, 2));
console.log(`\nfigures saved to ${path.relative(process.cwd(), file)}`);
