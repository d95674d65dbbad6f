import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { CACHE_KEYS } from '@kehribar/contracts';
import type { Cache } from './cache.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * A page answer as it is sent: its status, its ETag and its HTML compressed, made once. The HTML itself is
 * not kept (a third of the memory for the rare client that accepts neither encoding): htmlOf unzips it.
 */
export interface PageAnswer {
  status: number;
  etag: string;
  /** The HTML's length in bytes. */
  size: number;
  br: Buffer;
  gzip: Buffer;
}

/** The page's HTML, for a request that accepts no compression (about a millisecond for a large page). */
export const htmlOf = (page: PageAnswer): Buffer => zlib.gunzipSync(page.gzip);

/** The catalogue and content groups (ctx.cache) a page's data comes from: clearing any makes pages stale. */
const PAGE_DATA_GROUPS = Object.values(CACHE_KEYS).filter((group) => group !== CACHE_KEYS.all);
/** The group the page cache's hits and misses are counted under in GET /metrics. */
const PAGES = 'pages';
const HOUR = 3_600_000;

/**
 * A page is kept until the next full hour at most: a render may show the time (the footer's copyright
 * year, which turns at a full hour in Türkiye as in UTC), and anything else that changes with time alone
 * and is not a sale's end (cleared at once by SaleEnds) is then at most an hour old.
 */
export const keptUntil = (renderedAt: number): number => (Math.floor(renderedAt / HOUR) + 1) * HOUR;

/** The ETag of a page body: strong, as the body's bytes (whatever the encoding) follow from it. */
export const etagOf = (html: Buffer): string =>
  `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;

/**
 * Compresses a page once, off the event loop. Brotli 6: on a 115 KiB home page it is within 0.5 % of the
 * size of quality 9 at an eighth of the time (about 12 ms against 100), which a render that is not kept
 * (a crawler's random query string) also pays.
 */
export async function pageAnswer(status: number, text: string): Promise<PageAnswer> {
  const html = Buffer.from(text, 'utf8');
  const [br, gz] = await Promise.all([
    brotli(html, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    }),
    gzip(html, { level: 9 }),
  ]);
  return { status, etag: etagOf(html), size: html.length, br, gzip: gz };
}

/**
 * Anonymous server-rendered pages, in memory, per key (path and query, language, currency), in a bounded
 * LRU so that crawlers asking for endless query strings cannot grow it. An entry belongs to the generations
 * of the catalogue and content cache groups it was built under: each generation is an object held in
 * ctx.cache, so whatever clears one of those groups — an admin write, CacheClear, a sale's end, a stock
 * change, or the same clear broadcast through Redis by another process (decision 005) — makes every page
 * built before it stale at once. docs/decisions/034-page-cache.md.
 */
export class PageCache {
  private readonly entries = new Map<
    string,
    { generations: object[]; until: number; answer: Promise<PageAnswer> }
  >();

  constructor(
    private readonly cache: Cache,
    private readonly maxEntries = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The page for a key: the cached one while its data is unchanged, otherwise `load`'s (then cached). */
  async get(key: string, load: () => Promise<PageAnswer | null>): Promise<PageAnswer | null> {
    const generations = PAGE_DATA_GROUPS.map((group) => this.cache.generation(group));
    const hit = this.entries.get(key);
    const now = this.now();
    const fresh =
      hit !== undefined &&
      now < hit.until &&
      hit.generations.every((generation, i) => generation === generations[i]);
    this.cache.count(PAGES, fresh);
    if (fresh) {
      // Refresh its place in the LRU order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      // A render this request waited for and that could not be kept: render for this request.
      return hit.answer.catch(load);
    }
    const answer = load();
    // Concurrent requests for a page being rendered wait for the one render; null (not cacheable) or a
    // failure is not kept.
    const pending = answer.then((page) => page ?? Promise.reject(new Error('not cacheable')));
    this.entries.delete(key);
    this.entries.set(key, { generations, until: keptUntil(now), answer: pending });
    pending.catch(() => {
      if (this.entries.get(key)?.answer === pending) this.entries.delete(key);
    });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    return answer;
  }

  get size(): number {
    return this.entries.size;
  }
}
