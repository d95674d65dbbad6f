import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, formatMoney, type Product } from '@kehribar/contracts';
import { createPageRenderer } from './entry-server.tsx';

const PRODUCT_ID = '3d42c781-005d-48ba-a3e3-5a00a57d83a4';
/** A well-formed id the fake API has no product for. */
const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const INDEX_HTML =
  '<!doctype html><html lang="tr"><head><script type="module" crossorigin src="/assets/index.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/index.css"></head><body><div id="root"></div></body></html>';

/** Whether the product served is personalised (engraved, made to measure). */
let personalised = false;
/** Whether the product is on sale: 1657.50 in TRY against a reference of 1950, in June 2099. */
let onSale = false;

const product = (language: string): Product => ({
  id: PRODUCT_ID,
  title: language === 'en-EN' ? 'Lemon Amber Drop Earrings' : 'Limon Kehribarı Sallantılı Küpe',
  titleEN: 'Lemon Amber Drop Earrings',
  // '$&' and "$'" are replacement patterns to String.replace: the page must carry them as text.
  description: "El yapımı $& ve $'\nGümüş kanca",
  descriptionEN: 'Handmade\nSilver hooks',
  color: null,
  size: 'Standart',
  gender: 1,
  genderName: 'Kadın',
  categoryId: 4,
  categoryName: 'Küpe',
  subCategoryId: null,
  collectionId: null,
  collectionName: null,
  createdTime: '2026-11-01T10:00:00.000Z',
  isBestSeller: false,
  isExclusive: false,
  personalised,
  stock: 5,
  lowStockThreshold: null,
  priceTRY: 1950,
  priceUSD: 48,
  priceForeign: 45,
  price: onSale ? 1657.5 : language === 'en-EN' ? 48 : 1950,
  currency: onSale ? 'TRY' : language === 'en-EN' ? 'USD' : 'TRY',
  salePriceTRY: onSale ? 1657.5 : null,
  salePriceUSD: null,
  salePriceForeign: null,
  saleEndDate: onSale ? '2099-06-30T20:59:00.000Z' : null,
  saleStartDate: onSale ? '2099-06-01T09:00:00.000Z' : null,
  referencePriceTRY: onSale ? 1950 : null,
  referencePriceUSD: null,
  referencePriceForeign: null,
  referencePrice: onSale ? 1950 : null,
  discountPercent: onSale ? 15 : null,
  productImageFiles: [],
  variants: [],
  category: { id: 4, name: 'Küpe', nameEN: 'Earrings', sizeOptions: null, isCustomSizeInput: false },
});

/** What the renderer asked the API, and the answers: the product, and a failure for everything else. */
const calls: { url: string; headers: Record<string, string> }[] = [];
/** GetAllContent's answer, for the test that sets it (a failure otherwise). */
let allContent: unknown = null;
async function fakeApi(url: string, init: RequestInit): Promise<Response> {
  const headers = init.headers as Record<string, string>;
  calls.push({ url, headers });
  if (allContent && url.includes('GetAllContent')) return Response.json({ data: allContent });
  if (url.includes(MISSING_ID)) {
    return Response.json({ errorMessage: 'Ürün bulunamadı.', code: 'NOT_FOUND' }, { status: 404 });
  }
  if (url.startsWith(`/api/${API.Products.GetProductById}`) || url.includes('GetProductById')) {
    return Response.json({ data: product(headers['Accept-Language'] ?? 'tr-TR') });
  }
  return Response.json({ errorMessage: 'not in this test', code: 'INTERNAL' }, { status: 500 });
}

let distDir: string;
let renderer: ReturnType<typeof createPageRenderer>;

beforeAll(() => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kehribar-ssr-'));
  fs.mkdirSync(path.join(distDir, '.vite'));
  fs.mkdirSync(path.join(distDir, 'assets/i18n'), { recursive: true });
  for (const language of ['tr', 'en']) {
    fs.copyFileSync(
      path.resolve(import.meta.dirname, `../public/assets/i18n/${language}.json`),
      path.join(distDir, `assets/i18n/${language}.json`),
    );
  }
  const manifest = {
    'index.html': { file: 'assets/index.js', css: ['assets/index.css'], imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared.js' },
    'src/features/product-detail/product-detail-page.tsx': {
      file: 'assets/product-detail-page.js',
      css: ['assets/product-detail-page.css'],
      imports: ['_shared.js'],
    },
  };
  fs.writeFileSync(path.join(distDir, '.vite/manifest.json'), JSON.stringify(manifest));
  renderer = createPageRenderer({ distDir, fetch: fakeApi });
});

afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }));

const stateOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="kehribar-state">([\s\S]*?)<\/script>/.exec(html)![1]!) as {
    url: string;
    view: { language: string; currency: string };
    queries: { queries: { queryKey: unknown[] }[] };
  };

// The first render of each page module transforms it (Vite), which takes seconds on a busy machine.
describe('the storefront server renderer', { timeout: 30_000 }, () => {
  it('renders a product page with its data, its styles linked and its state for hydration', async () => {
    const page = await renderer.render(
      `/product/${PRODUCT_ID}`,
      { language: 'tr-TR', currency: 'TRY' },
      INDEX_HTML,
    );
    expect(page?.status).toBe(200);
    const html = page!.html;
    expect(html).toMatch(/<h1[^>]*>Limon Kehribarı Sallantılı Küpe<\/h1>/);
    expect(html).toContain(formatMoney(1950, 'TRY', 'tr-TR'));
    // The page's own styles and script, not the ones index.html already loads.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/product-detail-page.css">');
    expect(html).toContain('href="/assets/product-detail-page.js"');
    expect(html).not.toContain('href="/assets/shared.js"');
    const state = stateOf(html);
    expect(state.url).toBe(`/product/${PRODUCT_ID}`);
    expect(html.match(/<\/body>/g)).toHaveLength(1);
    expect(JSON.stringify(state)).toContain(JSON.stringify("El yapımı $& ve $'\nGümüş kanca").slice(1, -1));
    expect(state.queries.queries.map((q) => q.queryKey)).toContainEqual(['products', 'detail', PRODUCT_ID]);
  });

  it('says on the product page whether the piece can be returned within 14 days', async () => {
    const render = async () =>
      (await renderer.render(`/product/${PRODUCT_ID}`, { language: 'tr-TR', currency: 'TRY' }, INDEX_HTML))!
        .html;
    expect(await render()).toContain('14 gün içinde koşulsuz iade hakkı');
    personalised = true;
    try {
      const html = await render();
      expect(html).toContain('Kişiye özel hazırlanır: cayma hakkı kapsamında iade edilemez');
      expect(html).not.toContain('14 gün içinde koşulsuz iade hakkı');
    } finally {
      personalised = false;
    }
  });

  it('shows a sale on the product page: the sale price, the reference struck through with words for screen readers, the badge and the end', async () => {
    onSale = true;
    try {
      const html = (await renderer.render(
        `/product/${PRODUCT_ID}`,
        { language: 'tr-TR', currency: 'TRY' },
        INDEX_HTML,
      ))!.html;
      expect(html).toContain(formatMoney(1657.5, 'TRY', 'tr-TR'));
      expect(html).toMatch(
        new RegExp(
          `<del[^>]*><span class="visually-hidden">İndirimden önceki 30 günün en düşük fiyatı: </span><span[^>]*>${formatMoney(1950, 'TRY', 'tr-TR').replace(/\./g, '\\.')}</span></del>`,
        ),
      );
      expect(html).toContain('%15 indirim');
      expect(html).toContain('İndirim dönemi: 1 Haziran 2099 12:00 – 30 Haziran 2099 23:59');
    } finally {
      onSale = false;
    }
    expect(
      (await renderer.render(`/product/${PRODUCT_ID}`, { language: 'tr-TR', currency: 'TRY' }, INDEX_HTML))!
        .html,
    ).not.toContain('indirim');
  });

  it("carries the footer's contact lines in a page's state, not all the content", async () => {
    allContent = {
      staticContent: {
        mailInfo: 'info@kehribar.local',
        phoneNumberInfo: '+90 212 000 00 00',
        instaInfo: '@kehribar',
        termOfUse: 'A long legal text that only its dialog shows',
      },
      banners: [],
      lastAddedProducts: [],
      aboutUs: [],
    };
    try {
      const page = await renderer.render(
        `/product/${PRODUCT_ID}`,
        { language: 'tr-TR', currency: 'TRY' },
        INDEX_HTML,
      );
      const html = page!.html;
      expect(html).toContain('href="mailto:info@kehribar.local"');
      const queries = stateOf(html).queries.queries.map((q) => q.queryKey);
      expect(queries).toContainEqual(['content', 'contact']);
      expect(queries).not.toContainEqual(['content', 'all']);
      expect(html).not.toContain('A long legal text');
    } finally {
      allContent = null;
    }
  });

  it("shows the seller's identity (law 6563) in the footer of a server-rendered page, in the shopper's language", async () => {
    allContent = {
      staticContent: {
        mailInfo: 'info@kehribar.local',
        phoneNumberInfo: '+90 212 000 00 00',
        instaInfo: '@kehribar',
        sellerTradeName: 'Kehribar Takı Tasarım Ltd. Şti.',
        sellerMersisNo: '0123456789012345',
        sellerAddress: 'Kalpakçılar Cad. No: 1, Fatih/İstanbul',
        sellerKepAddress: 'kehribar@hs01.kep.tr',
        sellerPhone: '+90 212 555 00 11',
        sellerEmail: 'satis@kehribar.local',
      },
      banners: [],
      lastAddedProducts: [],
      aboutUs: [],
    };
    try {
      for (const [language, mersis] of [
        ['tr-TR', 'MERSİS no'],
        ['en-EN', 'MERSİS no.'],
      ] as const) {
        const html = (await renderer.render(
          `/product/${PRODUCT_ID}`,
          { language, currency: 'TRY' },
          INDEX_HTML,
        ))!.html;
        const block = /<address[^>]*data-testid="seller-identity"[^>]*>([\s\S]*?)<\/address>/.exec(html)?.[1];
        expect(block, language).toBeDefined();
        expect(block).toContain('Kehribar Takı Tasarım Ltd. Şti.');
        expect(block).toContain(`<dt>${mersis}</dt><dd>0123456789012345</dd>`);
        expect(block).toContain('kehribar@hs01.kep.tr');
        expect(block).toContain('Kalpakçılar Cad. No: 1, Fatih/İstanbul');
        expect(block).toContain('href="mailto:satis@kehribar.local"');
        expect(block).toContain('href="tel:+902125550011"');
      }
    } finally {
      allContent = null;
    }
  });

  it('renders in the language and currency of the shopper, and asks the API in them', async () => {
    calls.length = 0;
    const page = await renderer.render(
      `/product/${PRODUCT_ID}`,
      { language: 'en-EN', currency: 'USD' },
      INDEX_HTML,
    );
    expect(page!.html).toContain('<html lang="en"');
    expect(page!.html).toContain(formatMoney(48, 'USD', 'en-EN'));
    expect(stateOf(page!.html).view).toEqual({ language: 'en-EN', currency: 'USD' });
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) {
      expect(call.headers).toMatchObject({ 'Accept-Language': 'en-EN', Currency: 'USD' });
      // Only public reads: no session is used or made on the server.
      expect(call.headers.Authorization).toBeUndefined();
    }
  });

  it('leaves failed reads to the browser at once: not in the state, not retried, and the page still renders', async () => {
    calls.length = 0;
    const page = await renderer.render('/products', { language: 'tr-TR', currency: 'TRY' }, INDEX_HTML);
    expect(page?.status).toBe(200);
    expect(stateOf(page!.html).queries.queries).toEqual([]);
    const urls = calls.map((call) => call.url);
    expect(urls.length).toBeGreaterThan(0);
    expect(new Set(urls).size, 'each failed read asked once').toBe(urls.length);
  });

  it('sends the pages of a session and the back office as the app shell', async () => {
    calls.length = 0;
    for (const url of [
      '/basket',
      '/checkout',
      '/profile',
      '/login',
      '/admin-panel/products',
      '/payment-result?token=Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4',
    ]) {
      expect(await renderer.render(url, { language: 'tr-TR', currency: 'TRY' }, INDEX_HTML), url).toBeNull();
    }
    // Not even their route guards ran: no token was asked for.
    expect(calls).toEqual([]);
  });

  it("answers 404 with the shop's not-found page, without state, for what the shop does not have", async () => {
    const view = { language: 'tr-TR', currency: 'TRY' } as const;
    const notFound = async (url: string) => {
      const page = await renderer.render(url, view, INDEX_HTML);
      expect(page?.status, url).toBe(404);
      expect(page!.html, url).toContain('Sayfa bulunamadı');
      return page!.html;
    };
    // An unknown path is the not-found route itself: hydrated like any page.
    expect(stateOf(await notFound('/no-such-page')).url).toBe('/no-such-page');

    // Malformed addresses are answered before any read.
    calls.length = 0;
    for (const url of [
      '/product/not-a-product',
      '/products?categories=abc',
      '/payment-result?token=%3Cscript%3E',
    ]) {
      expect(await notFound(url)).not.toContain('id="kehribar-state"');
    }
    expect(calls.filter((call) => call.url.includes('GetProductById'))).toEqual([]);

    // A product the API does not have: the browser renders that address afresh (its own message).
    const missing = await notFound(`/product/${MISSING_ID}`);
    expect(missing).not.toContain('id="kehribar-state"');
    expect(missing).not.toContain('Limon Kehribarı');
  });
});
