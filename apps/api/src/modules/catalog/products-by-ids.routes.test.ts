import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, LIMITS, type Product } from '@kehribar/contracts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createCatalogFixture, type CatalogFixture } from '../../test/fixtures.ts';

let t: TestApp;
let f: CatalogFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await createCatalogFixture(t.app.ctx.db);
});
afterAll(() => t.close());

const byIds = (ids: string[], headers: Record<string, string> = {}) =>
  t.get(`${API.Products.GetProductsByIds}?ids=${ids.map(encodeURIComponent).join(',')}`, headers);
const first = (r: { json(): { data: Product[] } }) => r.json().data[0]!;
const idsOf = (res: { json(): { data: Product[] } }) => res.json().data.map((p) => p.id);

describe('Products/GetProductsByIds', () => {
  it('answers the products in the order asked, each once, leaving out ids the shop does not have', async () => {
    const { A, B, D } = f.products;
    const res = await byIds([D.id, randomUUID(), A.id, B.id.toUpperCase(), D.id]);
    expect(res.statusCode).toBe(200);
    expect(idsOf(res)).toEqual([D.id, A.id, B.id]);
    expect(res.json().data[1]).toMatchObject({ title: 'Kehribar Kolye Damla', price: 1500, currency: 'TRY' });
    expect(res.json().data[1].productImageFiles).toHaveLength(3);
  });

  it('prices in the Currency header, as the single read does', async () => {
    const res = await byIds([f.products.D.id], { currency: 'EUR' });
    expect(res.json().data[0]).toMatchObject({ price: 60, currency: 'EUR' });
  });

  it('shows an owner’s change at once: the list is cleared with the products cache', async () => {
    const { A } = f.products;
    expect(first(await byIds([A.id])).stock).toBe(5);
    const admin = await t.admin();
    expect(
      (await t.post(API.Products.UpdateStock, { productId: A.id, stock: 2 }, admin.headers)).statusCode,
    ).toBe(200);
    expect(first(await byIds([A.id])).stock).toBe(2);
  });

  it('refuses a malformed id, no id and too many ids with 400 in the request’s language', async () => {
    const tooMany = Array.from({ length: LIMITS.productsByIds + 1 }, () => randomUUID());
    for (const ids of [['not-a-uuid'], [], tooMany]) {
      const refused = await byIds(ids);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('VALIDATION_FAILED');
    }
    const turkish = await byIds(['not-a-uuid']);
    expect(turkish.json().errorMessage).not.toMatch(/invalid|expected/i);
  });
});
