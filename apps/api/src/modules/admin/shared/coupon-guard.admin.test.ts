import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@kehribar/contracts';
import { couponValidCollections, couponValidProducts, coupons } from '../../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createCategory, createCollection, createProduct } from '../../../test/fixtures.ts';

let t: TestApp;
let admin: Record<string, string>;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.admin()).headers;
  categoryId = (await createCategory(t.app.ctx.db)).id;
});
afterAll(() => t.close());

const day = 24 * 3600_000;
const product = () =>
  createProduct(t.app.ctx.db, {
    title: 'p',
    titleEN: 'p',
    categoryId,
    priceTRY: 1,
    priceUSD: 1,
    priceForeign: 1,
    images: 0,
  });

async function coupon(
  code: string,
  limits: { products?: string[]; collections?: number[] },
  endsInDays = 30,
) {
  const [row] = await t.app.ctx.db
    .insert(coupons)
    .values({
      couponCode: code,
      discountType: 0,
      discountValue: 1000,
      startDate: new Date(Date.now() - 60 * day),
      endDate: new Date(Date.now() + endsInDays * day),
    })
    .returning();
  if (limits.products)
    await t.app.ctx.db
      .insert(couponValidProducts)
      .values(limits.products.map((productId) => ({ couponId: row!.id, productId })));
  if (limits.collections)
    await t.app.ctx.db
      .insert(couponValidCollections)
      .values(limits.collections.map((collectionId) => ({ couponId: row!.id, collectionId })));
}

describe('deletes that would widen a running coupon to the whole shop', () => {
  it('refuse the last product of a running coupon, allow one of several or of an ended coupon', async () => {
    const [only, one, other, ended] = await Promise.all([product(), product(), product(), product()]);
    await coupon('ONLYONE', { products: [only.id] });
    await coupon('TWO', { products: [one.id, other.id] });
    await coupon('OLD', { products: [ended.id] }, -1);

    const refused = await t.post(API.Products.DeleteProduct, { id: only.id }, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CONFLICT',
      errorMessage: expect.stringContaining('ONLYONE'),
    });
    expect((await t.get(`${API.Products.GetProductById}?id=${only.id}`)).statusCode).toBe(200);

    expect((await t.post(API.Products.DeleteProduct, { id: one.id }, admin)).statusCode).toBe(200);
    expect((await t.post(API.Products.DeleteProduct, { id: ended.id }, admin)).statusCode).toBe(200);
    // Now `other` is the last product of TWO.
    expect((await t.post(API.Products.DeleteProduct, { id: other.id }, admin)).statusCode).toBe(409);
  });

  it('refuse the last collection of a running coupon', async () => {
    const [only, spare] = await Promise.all([createCollection(t.app.ctx.db), createCollection(t.app.ctx.db)]);
    await coupon('KOLEKSIYON', { collections: [only.id] });
    const refused = await t.post(
      API.Collection.DeleteCollection,
      { id: only.id },
      { ...admin, 'accept-language': 'en-EN' },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorMessage).toContain('coupon KOLEKSIYON');
    expect((await t.post(API.Collection.DeleteCollection, { id: spare.id }, admin)).statusCode).toBe(200);
  });
});
