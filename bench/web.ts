// Page weight and speed: Lighthouse (mobile preset: simulated mid-range phone on slow 4G) in Debian's
// Chromium against the built app, for the home page, the product list and one product page, through an
// HTTPS and HTTP/2 front as in production (support/tls-front.ts).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { freePort } from './support/server.ts';
import { startTlsFront } from './support/tls-front.ts';
import type { Shop } from './support/shop.ts';

export interface WebFigure {
  page: string;
  /** The median run's score; Lighthouse's simulation varies from run to run, so the range is kept too. */
  performance: number;
  performanceRange: [number, number];
  /** Runs that gave figures, of runsAsked; a failed run is retried once, and the retries are counted. */
  runs: number;
  runsAsked: number;
  retried: number;
  /** Why runs failed (each failure, retried or not). */
  failures: string[];
  accessibility: number;
  lcpMs: number;
  cls: number;
  jsKiB: number;
  totalKiB: number;
  /** The scripts the page's HTML loads before anything else (entry, its preloads, the page's chunk). */
  firstLoad: { gzipKiB: number; brotliKiB: number };
}

function chromiumPath(): string {
  const candidates = [
    process.env.PLAYWRIGHT_CHROMIUM_PATH,
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ];
  const found = candidates.find((p): p is string => Boolean(p) && fs.existsSync(p!));
  if (!found) {
    throw new Error(
      "No Chromium for Lighthouse: install Debian's chromium or set PLAYWRIGHT_CHROMIUM_PATH / CHROME_PATH.",
    );
  }
  return found;
}

interface Chromium {
  port: number;
  alive(): boolean;
  stop(): Promise<void>;
}

/** A headless Chromium with a DevTools port for Lighthouse to drive. */
async function launchChromium(dir: string, trustedSpki: string): Promise<Chromium> {
  const port = await freePort();
  const profile = path.join(dir, 'chromium-profile');
  const child = spawn(
    chromiumPath(),
    [
      '--headless=new',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
      // The bench's own TLS front (support/tls-front.ts) is trusted like a real certificate.
      `--ignore-certificate-errors-spki-list=${trustedSpki}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (res.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error('Chromium did not open its DevTools port');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    port,
    alive: () => child.exitCode === null && child.signalCode === null,
    stop: async () => {
      if (child.exitCode !== null) return;
      const gone = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await gone;
    },
  };
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

type PageRun = Omit<
  WebFigure,
  'page' | 'performanceRange' | 'runs' | 'runsAsked' | 'retried' | 'failures' | 'firstLoad'
>;

export interface WebReport {
  figures: WebFigure[];
  /** Pages none of whose runs gave figures, with the reasons. */
  failed: (Pick<WebFigure, 'page' | 'runsAsked' | 'retried' | 'failures'> & { runs: 0 })[];
}

/**
 * Lighthouse on each page `runs` times; the figures are those of the run with the median score. A run
 * that fails is retried once (in a new Chromium if the old one died): one bad run out of several costs a
 * run, not the page's figures, and the report says so.
 */
export async function benchWeb(shop: Shop, log: (line: string) => void, runs = 3): Promise<WebReport> {
  const pages = ['/', '/products', `/product/${shop.product.id}`];
  // Through HTTPS and HTTP/2, as docs/deployment.md's load balancer serves shoppers.
  const front = await startTlsFront(shop.url, shop.dir);
  let chrome = await launchChromium(shop.dir, front.spki);
  const report: WebReport = { figures: [], failed: [] };
  const attempt = async (page: string): Promise<PageRun> => {
    if (!chrome.alive()) {
      await chrome.stop();
      chrome = await launchChromium(shop.dir, front.spki);
    }
    return lighthouseRun(chrome.port, front.url + page);
  };
  try {
    for (const page of pages) {
      const html = await (await fetch(shop.url + page)).text();
      const results: PageRun[] = [];
      const failures: string[] = [];
      let retried = 0;
      for (let run = 1; run <= runs; run++) {
        log(`lighthouse ${page} (${run}/${runs})…`);
        try {
          results.push(await attempt(page));
        } catch (error) {
          failures.push(reason(error));
          log(`lighthouse ${page} run ${run} failed (${reason(error)}); retrying it once…`);
          retried++;
          try {
            results.push(await attempt(page));
          } catch (again) {
            failures.push(reason(again));
            log(`lighthouse ${page} run ${run} failed again (${reason(again)})`);
          }
        }
      }
      if (!results.length) {
        report.failed.push({ page, runs: 0, runsAsked: runs, retried, failures });
        continue;
      }
      results.sort((a, b) => a.performance - b.performance);
      report.figures.push({
        page,
        ...results[Math.floor(results.length / 2)]!,
        performanceRange: [results[0]!.performance, results.at(-1)!.performance],
        runs: results.length,
        runsAsked: runs,
        retried,
        failures,
        firstLoad: firstLoadScripts(html),
      });
    }
  } finally {
    await chrome.stop();
    await front.stop();
  }
  return report;
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0]!;

async function lighthouseRun(port: number, url: string): Promise<PageRun> {
  const page = new URL(url).pathname;
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${page}: ${lhr.runtimeError.message}`);
  const items =
    (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  const bytes = (filter: (i: NetworkItem) => boolean) =>
    items.filter(filter).reduce((sum, i) => sum + (i.transferSize ?? 0), 0) / 1024;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    jsKiB: bytes((i) => i.resourceType === 'Script'),
    totalKiB: bytes(() => true),
  };
}

/** The scripts a page's HTML loads before anything else, at the build's gzip and Brotli sizes. */
export function firstLoadScripts(html: string): { gzipKiB: number; brotliKiB: number } {
  const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
  const scripts = [
    ...new Set(
      [...html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!),
    ),
  ].map((file) => path.join(dist, file));
  const size = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : 0);
  const sum = (suffix: string) =>
    scripts.reduce((total, file) => total + (size(file + suffix) || size(file)), 0) / 1024;
  return { gzipKiB: sum('.gz'), brotliKiB: sum('.br') };
}
