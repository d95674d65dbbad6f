import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type Product } from '@kehribar/contracts';
import { qs } from '../../../test/admin-test-kit.ts';
import { createCategory, createProduct } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.admin()).headers;
});
afterAll(() => t.close());

type Page = { items: Product[]; totalCount: number };
async function page(params: Record<string, string | number>): Promise<Page> {
  const res = await t.get(`${API.Products.GetProductsPage}${qs(params)}`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Page;
}

describe('Products/GetProductsPage and UpdateStock', () => {
  const tag = `tesbih${randomUUID().slice(0, 6)}`;
  const made: { id: string; title: string }[] = [];

  beforeAll(async () => {
    const category = await createCategory(t.app.ctx.db);
    const base = Date.now() - 3_600_000;
    const titles = ['Işıltı Yüzük', 'Çiçek Kolye', 'Cam Küpe', 'Ünlü Bilezik'];
    const english = ['Glow ring', 'Flower necklace', 'Glass earring', 'Famous bracelet'];
    for (const [i, title] of titles.entries()) {
      const product = await createProduct(t.app.ctx.db, {
        title: `${title} ${tag}`,
        titleEN: `${english[i]!} ${tag}`,
        categoryId: category.id,
        priceTRY: 100 * (4 - i),
        priceUSD: 10,
        priceForeign: 10,
        stock: i + 1,
        createdTime: new Date(base + i * 60_000),
      });
      made.push({ id: product.id, title: product.title });
    }
  });

  it('pages, sorts in Turkish order and counts the matching products', async () => {
    const first = await page({ search: tag, pageSize: 3 });
    expect(first.totalCount).toBe(4);
    expect(first.items.map((p) => p.id)).toEqual([made[3]!.id, made[2]!.id, made[1]!.id]);
    expect((await page({ search: tag, pageSize: 3, page: 2 })).items.map((p) => p.id)).toEqual([made[0]!.id]);
    expect((await page({ search: tag, pageSize: 3, page: 5 })).items).toEqual([]);
    const byTitle = await page({ search: tag, sort: 'title' });
    expect(byTitle.items.map((p) => p.title.split(' ')[0])).toEqual(['Cam', 'Çiçek', 'Işıltı', 'Ünlü']);
    const byPrice = await page({ search: tag, sort: '-price' });
    expect(byPrice.items.map((p) => p.priceTRY)).toEqual([400, 300, 200, 100]);
  });

  it('finds by either title folded, and by a piece of the id', async () => {
    expect((await page({ search: `ISILTI ${tag}` })).items.map((p) => p.id)).toEqual([made[0]!.id]);
    expect((await page({ search: `cicek ${tag}` })).items.map((p) => p.id)).toEqual([made[1]!.id]);
    expect((await page({ search: `BRACELET ${tag}` })).items.map((p) => p.id)).toEqual([made[3]!.id]);
    const byId = await page({ search: made[2]!.id.slice(0, 13).toUpperCase() });
    expect(byId.items.map((p) => p.id)).toEqual([made[2]!.id]);
  });

  it('sets a stock from the list; the product and the storefront read the new figure', async () => {
    const res = await t.post(API.Products.UpdateStock, { productId: made[0]!.id, stock: 12 }, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ id: made[0]!.id, stock: 12 });
    const shown = await t.get(`${API.Products.GetProductById}?id=${made[0]!.id}`);
    expect(shown.json().data.stock).toBe(12);
    const byStock = await page({ search: tag, sort: '-stock', pageSize: 1 });
    expect(byStock.items[0]).toMatchObject({ id: made[0]!.id, stock: 12 });
  });

  it('refuses a negative or fractional stock and an unknown product, in the language', async () => {
    const negative = await t.post(API.Products.UpdateStock, { productId: made[0]!.id, stock: -1 }, admin);
    expect(negative.statusCode).toBe(400);
    const fraction = await t.post(API.Products.UpdateStock, { productId: made[0]!.id, stock: 1.5 }, admin);
    expect(fraction.statusCode).toBe(400);
    const unknown = await t.post(
      API.Products.UpdateStock,
      { productId: randomUUID(), stock: 3 },
      { ...admin, 'accept-language': 'en-EN' },
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorMessage).toBe('Product not found.');
    const customer = await t.customer();
    expect(
      (await t.post(API.Products.UpdateStock, { productId: made[0]!.id, stock: 3 }, customer.headers))
        .statusCode,
    ).toBe(403);
    expect((await t.get(`${API.Products.GetProductById}?id=${made[0]!.id}`)).json().data.stock).toBe(12);
  });
});
