// The server's resident memory (RSS, Linux /proc): at rest once it stops moving, and the peak while the
// load parts run (issue 21 point 4: at most 400 MiB at rest on PGlite, 200 MiB on PostgreSQL).
import { API } from '@kehribar/contracts';
import { BROWSER_HEADERS } from './pages.ts';
import { load, ROUNDS, type LoadRequest } from './support/load.ts';
import type { Child } from './support/server.ts';
import type { Shop } from './support/shop.ts';

/** RSS at rest is read once this many one-second samples in a row stay within SETTLED_SPREAD. */
const SETTLED_SAMPLES = 3;
const SETTLED_SPREAD = 0.02;

/**
 * The server's RSS once it has settled after a start (the seed's work, lazy loading and the first requests
 * behind it), or the last sample when it has not settled within maxSeconds.
 */
export async function settledRssMiB(
  server: Child,
  maxSeconds = 30,
): Promise<{ rssMiB: number | undefined; settled: boolean; seconds: number }> {
  const started = Date.now();
  const samples: number[] = [];
  for (;;) {
    const rss = server.rssMiB();
    if (rss === undefined) return { rssMiB: undefined, settled: false, seconds: 0 };
    samples.push(rss);
    const last = samples.slice(-SETTLED_SAMPLES);
    const seconds = (Date.now() - started) / 1000;
    const settled =
      last.length === SETTLED_SAMPLES &&
      Math.max(...last) - Math.min(...last) <= SETTLED_SPREAD * Math.max(...last);
    if (settled || seconds >= maxSeconds) return { rssMiB: rss, settled, seconds };
    await new Promise((r) => setTimeout(r, 1_000));
  }
}

/** Samples the server's RSS every 250 ms until stopped; stop() gives the highest sample. */
export function watchPeakRss(server: Child): { stop(): number | undefined } {
  let peak: number | undefined;
  const sample = () => {
    const rss = server.rssMiB();
    if (rss !== undefined) peak = Math.max(peak ?? 0, rss);
  };
  sample();
  const timer = setInterval(sample, 250);
  return {
    stop: () => {
      clearInterval(timer);
      sample();
      return peak;
    },
  };
}

/**
 * The load the memory part puts on the server when no other load part runs (BENCH_ONLY=memory): the JSON
 * product read and the product page, turn about, as pages.ts does.
 */
export async function loadForMemory(shop: Shop): Promise<void> {
  const json: LoadRequest = {
    url: `${shop.url}${API.Products.GetProductById}?id=${shop.product.id}`,
    method: 'GET',
    headers: shop.headers,
  };
  const page: LoadRequest = {
    url: `${shop.url}/product/${shop.product.id}`,
    method: 'GET',
    headers: BROWSER_HEADERS,
  };
  for (let round = 0; round < ROUNDS; round++) {
    await load(json, shop.server);
    await load(page, shop.server);
  }
}
