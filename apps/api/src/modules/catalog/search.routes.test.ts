import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, notInArray } from 'drizzle-orm';
import { API, LIMITS, PRODUCT_SORTS, type Product, type ProductPage } from '@kehribar/contracts';
import { products } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createCatalogFixture, createProduct, type CatalogFixture } from '../../test/fixtures.ts';
import { productSearchText, searchWords } from './search.service.ts';

let t: TestApp;
let f: CatalogFixture;
let letterOf: Map<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  f = await createCatalogFixture(t.app.ctx.db);
  letterOf = new Map(Object.entries(f.products).map(([letter, p]) => [p.id, letter]));
  // This file's database copy is its own: drop the demo seed's products, so the results below are
  // exactly the fixture's whatever the seed holds.
  const ids = Object.values(f.products).map((p) => p.id);
  await t.app.ctx.db.delete(products).where(notInArray(products.id, ids));
});
afterAll(() => t.close());

async function search(
  title: string,
  headers: Record<string, string> = {},
  sort?: string,
): Promise<Product[]> {
  const query = `title=${encodeURIComponent(title)}${sort ? `&sort=${sort}` : ''}`;
  const res = await t.get(`${API.Products.GetAllProductListWithFinderTitle}?${query}`, headers);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}
const letters = async (title: string, sort?: string) =>
  (await search(title, {}, sort)).map((p) => letterOf.get(p.id) ?? '?').join('');

describe('search text', () => {
  it('folds both titles Turkish-aware', () => {
    expect(productSearchText({ title: 'İğne Broş', titleEN: 'Brooch Pin' })).toBe('igne bros brooch pin');
    expect(searchWords('  KEHRİBAR, kehrıbar   Kolye! ')).toEqual(['kehribar', 'kolye']);
  });
});

describe('Products/GetAllProductListWithFinderTitle', () => {
  it.each(['KEHRİBAR', 'kehrıbar', 'Kehribar', 'KEHRIBAR', 'kehribar'])(
    'finds the amber pieces for %s',
    async (q) => {
      expect((await letters(q)).split('').sort().join('')).toBe('AB');
    },
  );

  it.each(['kolye', 'KOLYE', 'Kolye'])('finds the necklace for %s', async (q) => {
    expect(await letters(q)).toBe('A');
  });

  it('tolerates a typo', async () => {
    expect((await letters('kehribr')).split('').sort().join('')).toBe('AB');
    expect(await letters('kolie')).toBe('A');
    expect(await letters('bileklk')).toBe('F');
  });

  it('searches the English titles too, every word counting', async () => {
    expect(await letters('amber necklace')).toBe('A');
    expect((await letters('amber')).split('').sort().join('')).toBe('AB');
    expect(await letters('brooch')).toBe('E');
    expect(await letters('broş')).toBe('E');
  });

  it('ranks a word-start match above a near match', async () => {
    // 'kupe' is literally in C (Çiçek Küpe); nothing else contains it.
    expect(await letters('küpe')).toBe('C');
    const ranked = await search('kehribar kolye');
    expect(ranked.map((p) => letterOf.get(p.id))[0]).toBe('A');
  });

  it('finds a product written without its search text by folding its titles in SQL', async () => {
    const [bare] = await t.app.ctx.db
      .insert(products)
      .values({
        title: 'Oltu Taşı Tespih',
        titleEN: 'Oltu Stone Rosary',
        categoryId: f.category.id,
        priceTRY: 1,
        priceUSD: 1,
        priceForeign: 1,
      })
      .returning();
    const found = await search('OLTU TAŞI');
    expect(found.map((p) => p.id)).toEqual([bare!.id]);
    expect((await search('rosary')).map((p) => p.id)).toEqual([bare!.id]);
    await t.app.ctx.db.delete(products).where(eq(products.id, bare!.id));
  });

  it('returns an empty list when nothing matches', async () => {
    expect(await search('xyzzyqwv')).toEqual([]);
    expect(await search('!!!')).toEqual([]);
  });

  it('returns full products priced in the request currency', async () => {
    const [a] = await search('kolye', { currency: 'USD', 'accept-language': 'en-EN' });
    expect(a).toMatchObject({ id: f.products.A.id, price: 50, currency: 'USD', genderName: 'Woman' });
    expect(a!.productImageFiles[0]!.isVitrinePhoto).toBe(true);
  });

  it('returns every match, more than a product page or the overlay shows', async () => {
    const count = Math.max(LIMITS.searchSuggestions, LIMITS.productPageSize) + 3;
    for (let i = 0; i < count; i++) {
      await createProduct(t.app.ctx.db, {
        title: `Lapis Taş ${i}`,
        titleEN: `Lapis Stone ${i}`,
        categoryId: f.category.id,
        priceTRY: 100,
        priceUSD: 3,
        priceForeign: 3,
        images: 0,
      });
    }
    expect(await search('lapis')).toHaveLength(count);
  });

  it('ranks by units sold when the shopper sorts by popularity, which the payload does not carry', async () => {
    const best = await letters('kehribar');
    expect(best).toHaveLength(2);
    // The piece the best match puts second sold more: the popular order is the other way round.
    const [first, second] = [f.products[best[0] as 'A'], f.products[best[1] as 'A']];
    await t.app.ctx.db.update(products).set({ soldCount: 7 }).where(eq(products.id, second.id));
    await t.app.ctx.db.update(products).set({ soldCount: 2 }).where(eq(products.id, first.id));
    expect(await letters('kehribar', 'popular')).toBe(`${best[1]}${best[0]}`);
  });

  it.each(PRODUCT_SORTS)(
    'orders the matches as the finder orders its list when the shopper sorts by %s',
    async (sort) => {
      const views: Record<string, string>[] = [{}, { currency: 'USD', 'accept-language': 'en-EN' }];
      for (const headers of views) {
        const found = (await search('kehribar', headers, sort)).map((p) => p.id);
        const res = await t.post(
          API.Products.GetAllProductListWithFinderWithPagination,
          { sort, page: 1, pageSize: 60 },
          headers,
        );
        expect(res.statusCode).toBe(200);
        const listed = (res.json().data as ProductPage).items
          .map((p) => p.id)
          .filter((id) => found.includes(id));
        expect(found).toHaveLength(2);
        expect(found).toEqual(listed);
      }
    },
  );

  it('refuses a sort it does not know with 400', async () => {
    const res = await t.get(`${API.Products.GetAllProductListWithFinderTitle}?title=kehribar&sort=cheapest`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', errorMessage: expect.any(String) });
  });

  it('refuses an empty or missing title with 400', async () => {
    for (const url of [
      `${API.Products.GetAllProductListWithFinderTitle}?title=`,
      `${API.Products.GetAllProductListWithFinderTitle}?title=%20%20`,
      API.Products.GetAllProductListWithFinderTitle,
      `${API.Products.GetAllProductListWithFinderTitle}?title=${'a'.repeat(101)}`,
    ]) {
      const res = await t.get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', errorMessage: expect.any(String) });
    }
  });
});
