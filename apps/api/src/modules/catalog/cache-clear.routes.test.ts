import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API, CACHE_KEYS } from '@kehribar/contracts';
import { categories, products } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createCatalogFixture, type CatalogFixture } from '../../test/fixtures.ts';
import { groupsToClear, parseCacheKey } from './cache-groups.ts';

let t: TestApp;
let f: CatalogFixture;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  f = await createCatalogFixture(t.app.ctx.db);
  admin = (await t.admin()).headers;
});
afterAll(() => t.close());

const clear = (key: string, headers: Record<string, string> = admin) =>
  t.get(`${API.Products.CacheClear}?cacheSetting=${encodeURIComponent(key)}`, headers);
const productTitle = async (id: string) =>
  (await t.get(`${API.Products.GetProductById}?id=${id}`)).json().data.title;
const pageTitles = async () =>
  (
    await t.post(API.Products.GetAllProductListWithFinderWithPagination, {
      categoryIds: [f.category.id],
      sort: 'oldest',
    })
  )
    .json()
    .data.items.map((p: { title: string }) => p.title);

describe('cache keys', () => {
  it('accepts the key names and their camelCase aliases, case-insensitively', () => {
    expect(parseCacheKey('home-content')).toBe('home-content');
    expect(parseCacheKey(' HomeContent ')).toBe('home-content');
    expect(parseCacheKey('categoriesAndCollections')).toBe('categories-collections');
    expect(parseCacheKey('nope')).toBeNull();
  });

  it('a product change also drops the home content, a category change also the products', () => {
    expect(groupsToClear(CACHE_KEYS.products)).toEqual(['products', 'home-content']);
    expect(groupsToClear(CACHE_KEYS.categoriesAndCollections)).toEqual([
      'categories-collections',
      'products',
      'home-content',
    ]);
  });
});

describe('Products/CacheClear', () => {
  it('needs an admin: 401 without a token, 403 with a guest token', async () => {
    const anonymous = await clear('all', {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('UNAUTHORIZED');
    const guest = await t.guest();
    expect((await clear('all', guest.headers)).statusCode).toBe(403);
  });

  it('refuses an unknown key with 400 listing the valid keys', async () => {
    const res = await clear('everything', { ...admin, 'accept-language': 'en-EN' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errorMessage:
        'Unknown cache key. Valid keys: home-content, login-register, categories-collections, products, all',
      code: 'VALIDATION_FAILED',
    });
    expect((await clear('')).statusCode).toBe(400);
  });

  it('a direct database write shows only after the products cache is cleared', async () => {
    const { A } = f.products;
    expect(await productTitle(A.id)).toBe('Kehribar Kolye Damla');
    expect((await pageTitles())[0]).toBe('Kehribar Kolye Damla');

    await t.app.ctx.db.update(products).set({ title: 'Kehribar Kolye Yeni' }).where(eq(products.id, A.id));
    expect(await productTitle(A.id)).toBe('Kehribar Kolye Damla');
    expect((await pageTitles())[0]).toBe('Kehribar Kolye Damla');

    const res = await clear('products');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { cleared: ['products', 'home-content'] } });
    expect(await productTitle(A.id)).toBe('Kehribar Kolye Yeni');
    expect((await pageTitles())[0]).toBe('Kehribar Kolye Yeni');
  });

  it('clearing categories-collections refreshes category reads and the category names on products', async () => {
    const url = `${API.Categories.GetCategoryById}?id=${f.category.id}`;
    const productUrl = `${API.Products.GetProductById}?id=${f.products.B.id}`;
    expect((await t.get(url)).json().data.name).toBe(f.category.name);
    expect((await t.get(productUrl)).json().data.categoryName).toBe(f.category.name);
    await t.app.ctx.db
      .update(categories)
      .set({ name: 'Yeniden Adlandı' })
      .where(eq(categories.id, f.category.id));
    expect((await t.get(url)).json().data.name).toBe(f.category.name);

    expect((await clear('categories-collections')).statusCode).toBe(200);
    expect((await t.get(url)).json().data.name).toBe('Yeniden Adlandı');
    expect((await t.get(productUrl)).json().data.categoryName).toBe('Yeniden Adlandı');
  });

  it("'all' clears everything", async () => {
    const { C } = f.products;
    expect(await productTitle(C.id)).toBe('Çiçek Küpe');
    await t.app.ctx.db.update(products).set({ title: 'Çiçek Küpe 2' }).where(eq(products.id, C.id));
    expect(await productTitle(C.id)).toBe('Çiçek Küpe');
    expect((await clear('ALL')).json()).toEqual({ data: { cleared: ['all'] } });
    expect(await productTitle(C.id)).toBe('Çiçek Küpe 2');
  });
});
