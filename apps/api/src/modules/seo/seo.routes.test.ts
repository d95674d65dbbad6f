import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API, CACHE_KEYS, IMAGE_SIZES, srcSetOf, type AllContent } from '@kehribar/contracts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { solvedCaptcha } from '../../test/captcha.ts';
import { banners, categories, productImages, products } from '../../db/schema/index.ts';

let t: TestApp;
let productId: string;
let categoryId: number;
const SCRIPT = `console.log(${JSON.stringify('kehribar '.repeat(400))});`;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'kehribar-web-'));

beforeAll(async () => {
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>Kehribar</title><meta name="description" content="x"></head><body><div id="root"></div></body></html>',
  );
  // A built script with the .br and .gz files the web build writes beside it.
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets/app-0123abcd.js'), SCRIPT);
  fs.writeFileSync(path.join(dist, 'assets/app-0123abcd.js.br'), zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(path.join(dist, 'assets/app-0123abcd.js.gz'), zlib.gzipSync(SCRIPT));
  t = await createTestApp({ PUBLIC_URL: 'https://kehribar.example' }, { webDistDir: dist });
  const [category] = await t.app.ctx.db
    .insert(categories)
    .values({ name: 'Gerdanlık', nameEN: 'Chokers' })
    .returning();
  categoryId = category!.id;
  const [product] = await t.app.ctx.db
    .insert(products)
    .values({
      title: 'Limon Kehribar <Gerdanlık>',
      titleEN: 'Lemon Amber Choker',
      description: 'Doğal Baltık kehribarı\nEl yapımı',
      categoryId,
      stock: 2,
      priceTRY: 725050,
      priceUSD: 17700,
      priceForeign: 15100,
    })
    .returning();
  productId = product!.id;
  await t.app.ctx.db.insert(productImages).values({
    productId,
    path: '/uploads/products/p/a-1080.webp',
    fileName: 'a.webp',
    width: 1080,
    height: 1080,
    variantWidths: [360, 720, 1080],
    isVitrinePhoto: true,
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

function jsonLd(html: string) {
  const match = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/);
  return match ? JSON.parse(match[1]!) : undefined;
}

describe('server-rendered head', () => {
  it('gives a product page its title, description, canonical URL, Open Graph tags and Product JSON-LD', async () => {
    const res = await t.get(`/product/${productId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain('<title>Limon Kehribar &lt;Gerdanlık&gt; | Kehribar</title>');
    expect(html).toContain('<meta name="description" content="Doğal Baltık kehribarı El yapımı">');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain(`<link rel="canonical" href="https://kehribar.example/product/${productId}">`);
    expect(html).toContain(
      '<meta property="og:image" content="https://kehribar.example/uploads/products/p/a-1080.webp">',
    );
    expect(html).not.toContain('<Gerdanlık>');
    expect(jsonLd(html)).toMatchObject({
      '@type': 'Product',
      name: 'Limon Kehribar <Gerdanlık>',
      offers: { priceCurrency: 'TRY', price: '7250.50', availability: 'https://schema.org/InStock' },
    });
  });

  it('offers a product on sale at its sale price, valid until the sale ends (docs/decisions/025-sale-prices-and-reference-price.md)', async () => {
    const [onSale] = await t.app.ctx.db
      .insert(products)
      .values({
        title: 'İndirimli Tesbih',
        titleEN: 'Prayer Beads on Sale',
        categoryId,
        stock: 1,
        priceTRY: 100000,
        priceUSD: 3000,
        priceForeign: 2800,
        salePriceTRY: 85000,
        referencePriceTRY: 100000,
        saleStartedAt: new Date(Date.now() - 60_000),
        saleEndDate: new Date('2099-06-30T20:59:59Z'),
      })
      .returning();
    const offers = jsonLd((await t.get(`/product/${onSale!.id}`)).body).offers;
    expect(offers).toMatchObject({ priceCurrency: 'TRY', price: '850.00', priceValidUntil: '2099-06-30' });
    // Without a sale there is no end to announce.
    expect(jsonLd((await t.get(`/product/${productId}`)).body).offers.priceValidUntil).toBeUndefined();
  });

  it('announces the picture the page will show largest, with the srcset the app builds for it', async () => {
    const productPage = (await t.get(`/product/${productId}`)).body;
    const preload = (html: string) => html.match(/<link rel="preload" as="image"[^>]*>/)?.[0] ?? '';
    expect(preload(productPage)).toContain('href="/uploads/products/p/a-1080.webp"');
    expect(preload(productPage)).toContain(`imagesizes="${IMAGE_SIZES.gallery}"`);
    expect(preload(productPage)).toMatch(
      /imagesrcset="[^"]*a-360\.webp 360w, [^"]*a-720\.webp 720w, [^"]*a-1080\.webp 1080w"/,
    );

    const content = (await t.get(API.Products.GetAllContent)).json().data as AllContent;
    const [banner] = content.banners;
    expect(banner).toBeDefined();
    const home = preload((await t.get('/')).body);
    expect(home).toContain(`href="${banner!.imageUrl}"`);
    expect(home).toContain(`imagesrcset="${srcSetOf(banner!.imageVariants)}"`);
    expect(preload((await t.get('/about-us')).body)).toBe('');
  });

  it('preloads the first banner the home page shows: an inactive one is skipped', async () => {
    const preload = (html: string) => html.match(/<link rel="preload" as="image"[^>]*>/)?.[0] ?? '';
    const [first, second] = (await t.get(API.Products.GetAllContent)).json().data
      .banners as AllContent['banners'];
    expect(second, 'the demo shop has several banners').toBeDefined();
    await t.app.ctx.db.update(banners).set({ isActive: false }).where(eq(banners.id, first!.id));
    await t.app.ctx.cache.invalidate(CACHE_KEYS.homeContent);
    try {
      expect(preload((await t.get('/')).body)).toContain(`href="${second!.imageUrl}"`);
    } finally {
      await t.app.ctx.db.update(banners).set({ isActive: true }).where(eq(banners.id, first!.id));
      await t.app.ctx.cache.invalidate(CACHE_KEYS.homeContent);
    }
  });

  it('gives a category page its own title and canonical URL', async () => {
    const html = (await t.get(`/products?categories=${categoryId}&page=2`)).body;
    expect(html).toContain('<title>Gerdanlık | Kehribar</title>');
    expect(html).toContain(
      `<link rel="canonical" href="https://kehribar.example/products?categories=${categoryId}">`,
    );
  });

  it('serves content pages with their own titles, and unknown products with the default head', async () => {
    expect((await t.get('/about-us')).body).toContain('<title>Hakkımızda | Kehribar</title>');
    const unknown = await t.get('/product/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('<meta name="robots" content="noindex">');
  });

  it('keeps API paths out of the SPA fallback', async () => {
    const res = await t.get('/api/Products/NoSuchAction');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});

describe('sitemap and robots', () => {
  it('lists the home page, content pages, categories and every product', async () => {
    const res = await t.get('/sitemap.xml');
    expect(res.headers['content-type']).toContain('application/xml');
    const xml = res.body;
    for (const p of [
      '/',
      '/about-us',
      '/contact-us',
      '/natural-stones',
      '/blog',
      '/certificates',
      '/stores',
    ]) {
      expect(xml).toContain(`<loc>https://kehribar.example${p}</loc>`);
    }
    expect(xml).toContain(`<loc>https://kehribar.example/products?categories=${categoryId}</loc>`);
    expect(xml).toContain(`<loc>https://kehribar.example/product/${productId}</loc>`);
    const all = await t.post(API.Products.GetAllProductListWithFinderWithPagination, {
      page: 1,
      pageSize: 1,
    });
    expect(xml.match(/\/product\//g)).toHaveLength(all.json().data.totalCount);
  });

  it('points robots to the sitemap and keeps private pages out', async () => {
    const txt = (await t.get('/robots.txt')).body;
    expect(txt).toContain('Sitemap: https://kehribar.example/sitemap.xml');
    expect(txt).toContain('Disallow: /admin-panel');
  });
});

describe('Account/AddContactInfo', () => {
  it('stores a message with an optional phone and answers true', async () => {
    const res = await t.post(API.Account.AddContactInfo, {
      email: 'Musteri@example.com',
      name: 'Elif',
      info: 'Yüzük ölçüsü hakkında bilgi almak istiyorum.',
      captchaToken: await solvedCaptcha(t),
    });
    expect(res.json()).toEqual({ data: true });
  });

  it('refuses a message without a solved captcha, and a replayed one, in the request language', async () => {
    const body = { email: 'robot@example.com', name: 'Bot', info: 'Satın al' };
    expect((await t.post(API.Account.AddContactInfo, body)).statusCode).toBe(400);
    const forged = await t.post(
      API.Account.AddContactInfo,
      { ...body, captchaToken: Buffer.from('{"challenge":{}}').toString('base64') },
      { 'accept-language': 'en-EN' },
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({
      code: 'CAPTCHA_FAILED',
      errorMessage: 'The robot check failed. Please complete it again.',
    });
    const token = await solvedCaptcha(t);
    expect((await t.post(API.Account.AddContactInfo, { ...body, captchaToken: token })).statusCode).toBe(200);
    const replayed = await t.post(API.Account.AddContactInfo, { ...body, captchaToken: token });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().errorMessage).toBe(
      'Robot doğrulaması başarısız oldu. Lütfen doğrulamayı yeniden yapın.',
    );
  });

  it('refuses a missing name, a missing message and a bad e-mail', async () => {
    for (const body of [
      { email: 'a@b.co', info: 'x' },
      { email: 'a@b.co', name: 'x' },
      { email: 'nope', name: 'x', info: 'y' },
      { email: 'a@b.co', name: 'x', info: 'y', phoneNumber: '<script>' },
    ]) {
      const res = await t.post(API.Account.AddContactInfo, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('serving the web app', () => {
  it('answers a missing build file with 404, not the app HTML', async () => {
    const res = await t.get('/assets/index-OLDHASH.js');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<html');
  });

  it("sends the build's own .br or .gz file of a script, and the plain file to a client without either", async () => {
    const br = await t.call({
      method: 'GET',
      url: '/assets/app-0123abcd.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    const gz = await t.call({
      method: 'GET',
      url: '/assets/app-0123abcd.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await t.call({
      method: 'GET',
      url: '/assets/app-0123abcd.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it("sends the page's security headers on pages, and the REST set on API answers", async () => {
    const page = await t.get('/');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['content-security-policy']).toContain("worker-src 'self' blob:");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    const api = await t.get(API.Products.GetAllProductList);
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['x-frame-options']).toBe('DENY');
  });

  it('compresses large answers for clients that accept it, and not for others', async () => {
    const json = await t.call({
      method: 'GET',
      url: API.Products.GetAllProductListWithImages,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(json.headers['content-encoding']).toBe('gzip');
    const xml = await t.call({ method: 'GET', url: '/sitemap.xml', headers: { 'accept-encoding': 'br' } });
    expect(xml.headers['content-encoding']).toBe('br');
    const plain = await t.call({
      method: 'GET',
      url: API.Products.GetAllProductListWithImages,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().data.length).toBeGreaterThan(0);
  });
});
