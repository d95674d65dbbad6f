// The storefront's pages as the API serves them, rendered by the real web build (built here when missing):
// cached per address, language and currency, revalidated by ETag, sent pre-compressed, cleared by admin
// writes and a sale's end, never carrying a shopper's data, and 404 for what the shop does not have
// (docs/decisions/034-page-cache.md).
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API, CACHE_KEYS, formatMoney, PREFERENCE_COOKIES } from '@kehribar/contracts';
import { products } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { createCategory, createProduct } from '../test/fixtures.ts';
import { ensureWebBuilt, WEB_DIST } from '../test/web-build.ts';

let t: TestApp;
let productId: string;
let categoryId: number;

beforeAll(async () => {
  ensureWebBuilt();
  t = await createTestApp({ PUBLIC_URL: 'https://kehribar.example' }, { webDistDir: WEB_DIST });
  categoryId = (await createCategory(t.app.ctx.db, { name: 'Tesbih', nameEN: 'Prayer beads' })).id;
  productId = (
    await createProduct(t.app.ctx.db, {
      title: 'Sayfa Önbelleği Tesbihi',
      titleEN: 'Page Cache Prayer Beads',
      categoryId,
      priceTRY: 1234,
      priceUSD: 40,
      priceForeign: 35,
    })
  ).id;
  await t.app.ctx.cache.invalidate(CACHE_KEYS.all);
}, 300_000);

afterAll(() => t?.close());

/** The API reads the server renderer makes (in-process), with the headers they carry. */
function watchRenderReads() {
  const spy = vi.spyOn(t.app, 'inject');
  return {
    reads: () =>
      (spy.mock.calls as unknown[][])
        .map((args) => args[0] as { url?: string; headers?: Record<string, string> })
        .flatMap((options) =>
          typeof options === 'object' && options.url?.startsWith('/api/')
            ? [{ ...options, url: options.url }]
            : [],
        ),
    stop: () => spy.mockRestore(),
  };
}

const page = (url: string, headers: Record<string, string> = {}) =>
  t.call({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });
const view = (language: string, currency: string) => ({
  cookie: `${PREFERENCE_COOKIES.language}=${language}; ${PREFERENCE_COOKIES.currency}=${currency}`,
});

describe('cached server-rendered pages', { timeout: 60_000 }, () => {
  it('renders a page once, then serves it from the cache with its ETag and headers', async () => {
    await t.app.ctx.cache.invalidate(CACHE_KEYS.products);
    const watch = watchRenderReads();
    try {
      const first = await page(`/product/${productId}`);
      expect(first.statusCode).toBe(200);
      expect(first.body).toMatch(/<h1[^>]*>Sayfa Önbelleği Tesbihi<\/h1>/);
      const readsOfFirst = watch.reads().length;
      expect(readsOfFirst).toBeGreaterThan(0);

      const second = await page(`/product/${productId}`);
      expect(watch.reads()).toHaveLength(readsOfFirst);
      expect(second.body).toBe(first.body);
      expect(second.headers.etag).toBe(first.headers.etag);
      expect(second.headers['content-security-policy']).toContain("script-src 'self'");
      expect(second.headers['cache-control']).toBe('no-cache');
      expect(second.headers.vary).toBe('Cookie, Accept-Encoding');
    } finally {
      watch.stop();
    }
  });

  it('reads each piece of data once per render: the product once, GetAllContent once', async () => {
    await t.app.ctx.cache.invalidate(CACHE_KEYS.all);
    const watch = watchRenderReads();
    try {
      const readsOf = async (url: string, endpoint: string) => {
        const before = watch.reads().length;
        await page(url);
        return watch
          .reads()
          .slice(before)
          .filter((read) => read.url.includes(endpoint));
      };
      // The product page's render and its head (the same cached read in the default view).
      expect(await readsOf(`/product/${productId}`, API.Products.GetProductById)).toHaveLength(1);
      // The home page's content and the footer's contact lines.
      expect(await readsOf('/', API.Products.GetAllContent)).toHaveLength(1);
    } finally {
      watch.stop();
    }
  });

  it('keeps one page per language and currency', async () => {
    const tr = await page('/products', view('tr-TR', 'TRY'));
    const en = await page('/products', view('en-EN', 'USD'));
    expect(tr.body).toContain('<html lang="tr"');
    expect(en.body).toContain('<html lang="en"');
    expect(en.body).toContain(formatMoney(40, 'USD', 'en-EN'));
    expect(en.headers.etag).not.toBe(tr.headers.etag);
    expect((await page('/products', view('tr-TR', 'TRY'))).body).toBe(tr.body);
  });

  it('answers 304 to a browser that has the page', async () => {
    const { headers, body } = await page('/');
    const again = await page('/', { 'if-none-match': String(headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(headers.etag);
    const changed = await page('/', { 'if-none-match': '"another"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toBe(body);
  });

  it('sends the body compressed once, in the encoding the request accepts, not compressed again', async () => {
    const plain = await page('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await page('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await page('/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);
  });

  it('shows an admin write at once', async () => {
    const admin = await t.admin();
    const before = await page(`/product/${productId}`);
    expect(before.body).toContain('Sayfa Önbelleği Tesbihi');
    const updated = await t.post(
      API.Products.UpdateProduct,
      {
        id: productId,
        title: 'Yeni Adıyla Tesbih',
        titleEN: 'Renamed Prayer Beads',
        description: 'El yapımı',
        descriptionEN: 'Handmade',
        priceTRY: 1500,
        priceUSD: 45,
        priceForeign: 40,
        categoryId,
        stock: 5,
      },
      admin.headers,
    );
    expect(updated.statusCode, updated.body).toBe(200);
    const after = await page(`/product/${productId}`);
    expect(after.body).toMatch(/<h1[^>]*>Yeni Adıyla Tesbih<\/h1>/);
    expect(after.body).toContain(formatMoney(1500, 'TRY', 'tr-TR'));
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('never renders a signed-in shopper’s data into a page, nor serves it to another visitor', async () => {
    await t.app.ctx.cache.invalidate(CACHE_KEYS.products);
    const shopper = await t.customer('page-cache-shopper@example.com');
    const basket = await t.post(
      API.Baskets.SaveOrUpdateBasket,
      { basketItems: [{ productId, quantity: 2 }] },
      shopper.headers,
    );
    expect(basket.statusCode, basket.body).toBe(200);
    const watch = watchRenderReads();
    try {
      // The shopper's own request, with everything a browser of theirs would send, renders the page.
      const theirs = await page(`/product/${productId}`, {
        ...shopper.headers,
        cookie: `${view('tr-TR', 'TRY').cookie}; refresh=${shopper.refreshToken}`,
      });
      expect(theirs.statusCode).toBe(200);
      const reads = watch.reads();
      expect(reads.length).toBeGreaterThan(0);
      for (const read of reads) {
        const names = Object.keys(read.headers ?? {}).map((name) => name.toLowerCase());
        expect(names).not.toContain('authorization');
        expect(names).not.toContain('cookie');
        expect(names).not.toContain('sessionid');
        expect(read.url).not.toMatch(/Basket|Account|Favorite|Order/i);
      }
      for (const secret of [shopper.email, shopper.token, shopper.refreshToken, '"basketItems"']) {
        expect(theirs.body).not.toContain(secret);
      }
      // Another visitor gets that very page, with none of it.
      const another = await page(`/product/${productId}`);
      expect(another.headers.etag).toBe(theirs.headers.etag);
      expect(another.body).not.toContain(shopper.email);
    } finally {
      watch.stop();
    }
  });

  it('sends a page one of whose reads failed, but does not keep it for the next visitor', async () => {
    await t.app.ctx.cache.invalidate(CACHE_KEYS.homeContent);
    const inject = t.app.inject.bind(t.app);
    const failing = vi.spyOn(t.app, 'inject').mockImplementation(((options: { url?: string }) =>
      typeof options === 'object' && options.url?.includes(API.Products.GetAllContent)
        ? Promise.resolve({
            statusCode: 500,
            headers: { 'content-type': 'application/json' },
            payload: '{"errorMessage":"down"}',
          })
        : inject(options as never)) as never);
    const during = await page('/about-us').finally(() => failing.mockRestore());
    expect(during.statusCode).toBe(200);

    const watch = watchRenderReads();
    try {
      const after = await page('/about-us');
      expect(watch.reads().some((read) => read.url.includes(API.Products.GetAllContent))).toBe(true);
      expect(after.headers.etag).not.toBe(during.headers.etag);
    } finally {
      watch.stop();
    }
  });

  it('renders a product again once its sale has ended, with no write to clear it', async () => {
    const saleEnd = new Date(Date.now() + 8000);
    const [onSale] = await t.app.ctx.db
      .insert(products)
      .values({
        title: 'Kısa İndirim Tesbihi',
        titleEN: 'Short Sale Prayer Beads',
        categoryId,
        stock: 2,
        priceTRY: 222222,
        priceUSD: 6000,
        priceForeign: 5500,
        salePriceTRY: 177777,
        referencePriceTRY: 222222,
        saleStartedAt: new Date(Date.now() - 60_000),
        saleEndDate: saleEnd,
      })
      .returning();
    await t.app.ctx.cache.invalidate(CACHE_KEYS.products);
    const url = `/product/${onSale!.id}`;
    const salePrice = formatMoney(1777.77, 'TRY', 'tr-TR');
    expect((await page(url)).body).toContain(salePrice);
    await expect
      .poll(async () => (await page(url)).body, { timeout: 30_000, interval: 500 })
      .not.toContain(salePrice);
    expect(Date.now()).toBeGreaterThanOrEqual(saleEnd.getTime());
    expect((await page(url)).body).toContain(formatMoney(2222.22, 'TRY', 'tr-TR'));
  });
});

describe('honest status codes', { timeout: 60_000 }, () => {
  const expectNotFoundPage = async (url: string) => {
    const res = await page(url);
    expect(res.statusCode, url).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body, url).toContain('<meta name="robots" content="noindex">');
    // The shop's own not-found page, in its frame.
    expect(res.body, url).toMatch(/<div id="root"><[^]*404/);
    expect(res.body, url).not.toContain('id="kehribar-state"');
    return res;
  };

  it('answers 404 with the shop’s not-found page for an unknown path', async () => {
    const res = await page('/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    expect(res.body).toContain('<div id="root"><');
    // Served from the cache like any page, 404 included.
    const again = await page('/no-such-page');
    expect(again.statusCode).toBe(404);
    expect(again.headers.etag).toBe(res.headers.etag);
  });

  it('answers 404 for a malformed or unknown product id', async () => {
    await expectNotFoundPage('/product/not-a-product');
    await expectNotFoundPage('/product/00000000-0000-4000-8000-000000000000');
    await expectNotFoundPage(`/product/${productId}x`);
    expect((await page(`/product/${productId}`)).statusCode).toBe(200);
  });

  it('answers 404 for a malformed or unknown category, sub-category or collection in the product list', async () => {
    await expectNotFoundPage('/products?categories=abc');
    await expectNotFoundPage('/products?categories=987654');
    await expectNotFoundPage(`/products?categories=${categoryId},987654`);
    await expectNotFoundPage('/products?collections=987654');
    const known = await page(`/products?categories=${categoryId}`);
    expect(known.statusCode).toBe(200);
    expect(known.body).not.toContain('content="noindex"');
  });

  it('answers 404 for a malformed order token, and leaves a well-formed one to the browser', async () => {
    await expectNotFoundPage('/payment-result?token=%3Cscript%3E');
    await expectNotFoundPage(`/payment-result?token=${'a'.repeat(101)}`);
    const wellFormed = await page('/payment-result?token=Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4');
    expect(wellFormed.statusCode).toBe(200);
    expect(wellFormed.body).toContain('<meta name="robots" content="noindex">');
  });

  it('answers a well-formed order token without asking whether the order exists (decision 034)', async () => {
    const watch = watchRenderReads();
    try {
      const unknown = await page('/payment-result?token=bm90LWFuLW9yZGVyLXRva2VuLTEyMzQ1Njc4OTA');
      expect(unknown.statusCode).toBe(200);
      expect(unknown.body).toContain('<meta name="robots" content="noindex">');
      // The status says nothing a token's holder or a guesser could learn outside GetOrdersByToken's limit.
      expect(watch.reads().filter((read) => /\/api\/Order\//i.test(read.url))).toEqual([]);
    } finally {
      watch.stop();
    }
  });

  it('sends a page one of whose reads broke (no answer at all) without keeping it', async () => {
    await t.app.ctx.cache.invalidate(CACHE_KEYS.homeContent);
    const inject = t.app.inject.bind(t.app);
    const breaking = vi
      .spyOn(t.app, 'inject')
      .mockImplementation(((options: { url?: string }) =>
        typeof options === 'object' && options.url?.includes(API.Products.GetAllContent)
          ? Promise.reject(new Error('the in-process call broke'))
          : inject(options as never)) as never);
    const during = await page('/about-us').finally(() => breaking.mockRestore());
    expect(during.statusCode).toBe(200);

    const watch = watchRenderReads();
    try {
      const after = await page('/about-us');
      expect(watch.reads().some((read) => read.url.includes(API.Products.GetAllContent))).toBe(true);
      expect(after.headers.etag).not.toBe(during.headers.etag);
    } finally {
      watch.stop();
    }
  });

  it('keeps the API’s JSON 404 for API paths', async () => {
    const res = await page('/api/Products/NoSuchRoute');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });
});
