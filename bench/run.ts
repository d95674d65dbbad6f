// `npm run bench` (root): builds, then runs every benchmark and prints one table of figures.
// Benchmarks print figures; they are never timed tests. Figures are also kept in bench/results/.
import fs from 'node:fs';
import path from 'node:path';
import { benchApi, type ApiReport } from './api.ts';

const TARGET_RATIO = 0.6;
const log = (line: string) => console.log(`[bench] ${line}`);

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((r) => r[col]!.length)));
  const line = (r: string[]) =>
    r.map((cell, col) => (col === 0 ? cell.padEnd(widths[col]!) : cell.padStart(widths[col]!))).join('  ');
  return [line(rows[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

function printApi(report: ApiReport): void {
  const fmt = (n: number, digits = 0) =>
    n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
  const rows = [
    [
      'API (50 connections)',
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
  const mem = report.memory;
  console.log(
    `\nserver memory (RSS): ${mem.restMiB?.toFixed(0) ?? '?'} MiB at rest, ${mem.peakMiB?.toFixed(0) ?? '?'} MiB peak under load;` +
      ` first start with seed ${report.seedSeconds.toFixed(1)} s`,
  );
}

const results: Record<string, unknown> = { date: new Date().toISOString(), node: process.version };
const api = await benchApi(log);
results.api = api;
printApi(api);

const dir = path.join(import.meta.dirname, 'results');
fs.mkdirSync(dir, { recursive: true });
const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(file, JSON.stringify(results, null, 2));
console.log(`\nfigures saved to ${path.relative(process.cwd(), file)}`);
