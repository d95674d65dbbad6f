// What one `npm run bench` measured, written to bench/results/<date>.json after every part, so a run that
// stops half-way still leaves the figures it had.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ApiReport } from './api.ts';
import type { DashboardFigure } from './dashboard.ts';
import type { PagesReport } from './pages.ts';
import type { WebReport } from './web.ts';
import type { WriteFigure } from './writes.ts';

export interface StartFigure {
  /** From spawning the built server to its first ready answer. */
  seconds: number;
  /** The path that said it was ready (/readyz when the build has it). */
  readiness: string;
  /** RSS once settled after this start. */
  restMiB?: number;
  settled?: boolean;
}

export interface EngineResults {
  /** PGlite, PostgreSQL, or PostgreSQL + Redis. */
  engine: string;
  /** PGlite in the server's process (its memory target is the larger one). */
  embedded: boolean;
  /** On a fresh database: migrations and the demo seed included. */
  firstStart?: StartFigure;
  api?: ApiReport;
  pages?: PagesReport;
  writes?: WriteFigure;
  /** At rest after the first start, and the peak while loadParts ran. */
  memory?: { restMiB?: number; settled: boolean; peakMiB?: number; loadParts: string[] };
  web?: WebReport;
  /** A second start on the database the first one seeded. */
  secondStart?: StartFigure;
}

export interface Results {
  date: string;
  node: string;
  cpus: number;
  /** The machine's load average when the run began: figures of a busy machine are noisy. */
  loadAverage: number[];
  seconds: number;
  parts: string[];
  engines: EngineResults[];
  dashboard?: DashboardFigure[];
  failures: { part: string; engine?: string; error: string }[];
  /** How long each part took, to tell what a full run costs. */
  timings: { part: string; engine?: string; seconds: number }[];
}

export function newResults(parts: string[]): Results {
  return {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
    seconds: 0,
    parts,
    engines: [],
    failures: [],
    timings: [],
  };
}

/** Writes the results so far over this run's file (one file per run). */
export function resultsWriter(results: Results): { file: string; save(): void } {
  const dir = path.join(import.meta.dirname, 'results');
  const file = path.join(dir, `${results.date.replace(/[:.]/g, '-')}.json`);
  const started = Date.now();
  return {
    file,
    save: () => {
      results.seconds = Math.round((Date.now() - started) / 1000);
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(file, JSON.stringify(results, null, 2));
    },
  };
}
