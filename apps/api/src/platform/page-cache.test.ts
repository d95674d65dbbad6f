import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CACHE_KEYS } from '@kehribar/contracts';
import { MemoryCache } from './cache.ts';
import { etagOf, htmlOf, keptUntil, PageCache, pageAnswer } from './page-cache.ts';

const html = (text: string) => `<!doctype html><html><body>${text.repeat(50)}</body></html>`;

function counted(cache: PageCache) {
  const loads: string[] = [];
  const get = (key: string, text = key) =>
    cache.get(key, async () => {
      loads.push(key);
      return pageAnswer(200, html(text));
    });
  return { loads, get };
}

describe('PageCache', () => {
  it('renders a page once and serves the same answer until its data changes', async () => {
    const { loads, get } = counted(new PageCache(new MemoryCache()));
    const first = await get('tr-TR|TRY|/');
    const second = await get('tr-TR|TRY|/');
    expect(loads).toEqual(['tr-TR|TRY|/']);
    expect(second).toBe(first);
    await get('en-EN|USD|/');
    expect(loads).toEqual(['tr-TR|TRY|/', 'en-EN|USD|/']);
  });

  it('counts its hits and misses under "pages" for the metrics, apart from the catalogue groups', async () => {
    const cache = new MemoryCache();
    const { get } = counted(new PageCache(cache));
    await get('tr-TR|TRY|/');
    await get('tr-TR|TRY|/');
    await get('tr-TR|TRY|/');
    expect(cache.lookups.get('pages')).toEqual({ hits: 2, misses: 1 });
    expect(cache.lookups.get(CACHE_KEYS.products)).toBeUndefined();
  });

  it('holds the page compressed once, br and gzip, beside the text and its ETag', async () => {
    const page = await pageAnswer(404, html('Kehribar'));
    expect(page.status).toBe(404);
    expect(zlib.brotliDecompressSync(page.br).toString()).toBe(html('Kehribar'));
    expect(zlib.gunzipSync(page.gzip).toString()).toBe(html('Kehribar'));
    expect(htmlOf(page).toString()).toBe(html('Kehribar'));
    expect(page.size).toBe(Buffer.byteLength(html('Kehribar')));
    expect(page.br.length).toBeLessThan(page.size);
    expect(page.etag).toBe(etagOf(Buffer.from(html('Kehribar'))));
    expect(page.etag).not.toBe((await pageAnswer(200, html('Amber'))).etag);
  });

  it.each(Object.values(CACHE_KEYS))('renders again after the %s group is cleared', async (group) => {
    const cache = new MemoryCache();
    const { loads, get } = counted(new PageCache(cache));
    await get('tr-TR|TRY|/products');
    await cache.invalidate(group);
    await get('tr-TR|TRY|/products');
    expect(loads).toHaveLength(2);
  });

  it('keeps its pages when a group no page shows is cleared (signed-out sessions)', async () => {
    const cache = new MemoryCache();
    const { loads, get } = counted(new PageCache(cache));
    await get('tr-TR|TRY|/');
    await cache.invalidate('sessions');
    await get('tr-TR|TRY|/');
    expect(loads).toHaveLength(1);
  });

  it('does not keep a page cleared while it was being rendered', async () => {
    const cache = new MemoryCache();
    const pages = new PageCache(cache);
    let renders = 0;
    await pages.get('k', async () => {
      renders++;
      // An admin write lands while this render reads the old data.
      await cache.invalidate(CACHE_KEYS.products);
      return pageAnswer(200, html('old'));
    });
    const next = await pages.get('k', async () => (renders++, pageAnswer(200, html('new'))));
    expect(renders).toBe(2);
    expect(htmlOf(next!).toString()).toBe(html('new'));
  });

  it('holds at most its bound, dropping the page least recently asked for', async () => {
    const { loads, get } = counted(new PageCache(new MemoryCache(), 2));
    await get('/a');
    await get('/b');
    await get('/a');
    await get('/c'); // drops /b, the least recently used
    await get('/a');
    expect(loads).toEqual(['/a', '/b', '/c']);
    await get('/b');
    expect(loads).toEqual(['/a', '/b', '/c', '/b']);
  });

  it('lets concurrent requests for a page wait for one render, and keeps no page it may not cache', async () => {
    const pages = new PageCache(new MemoryCache());
    let renders = 0;
    const load = async () => (renders++, pageAnswer(200, html('x')));
    const [a, b] = await Promise.all([pages.get('/x', load), pages.get('/x', load)]);
    expect(renders).toBe(1);
    expect(a).toBe(b);

    let failed = 0;
    const notCacheable = async () => (failed++, null);
    expect(await pages.get('/broken', notCacheable)).toBeNull();
    expect(await pages.get('/broken', notCacheable)).toBeNull();
    expect(failed).toBe(2);
  });

  it('keeps a page until the next full hour at most, so the year in its footer turns with the year', async () => {
    let now = Date.parse('2026-12-31T20:59:59.000Z'); // 23:59:59 in Türkiye
    const pages = new PageCache(new MemoryCache(), 10, () => now);
    let renders = 0;
    const load = async () => (renders++, pageAnswer(200, html(String(renders))));
    await pages.get('/', load);
    now += 500;
    await pages.get('/', load);
    expect(renders).toBe(1);
    now = Date.parse('2026-12-31T21:00:00.000Z'); // midnight in Türkiye
    await pages.get('/', load);
    expect(renders).toBe(2);
    expect(keptUntil(Date.parse('2026-06-01T10:00:00.000Z'))).toBe(Date.parse('2026-06-01T11:00:00.000Z'));
  });
});
