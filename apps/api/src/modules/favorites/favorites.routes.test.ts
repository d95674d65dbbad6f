import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@kehribar/contracts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { categories, products } from '../../db/schema/index.ts';

let t: TestApp;
let necklace: string;
let ring: string;

beforeAll(async () => {
  t = await createTestApp();
  const [category] = await t.app.ctx.db
    .insert(categories)
    .values({ name: 'Fav Kolye', nameEN: 'Fav Necklaces' })
    .returning();
  const rows = await t.app.ctx.db
    .insert(products)
    .values([
      {
        title: 'Bal Kehribar Kolye',
        titleEN: 'Honey Amber Necklace',
        categoryId: category!.id,
        stock: 2,
        priceTRY: 450000,
        priceUSD: 11000,
        priceForeign: 9500,
      },
      {
        title: 'Vişne Kehribar Yüzük',
        titleEN: 'Cherry Amber Ring',
        categoryId: category!.id,
        stock: 1,
        priceTRY: 150000,
        priceUSD: 3700,
        priceForeign: 3100,
      },
    ])
    .returning({ id: products.id });
  [necklace, ring] = rows.map((r) => r.id) as [string, string];
});
afterAll(() => t.close());

describe('guest favourites', () => {
  it('adds, lists with product details in the request language and currency, and removes', async () => {
    const g = await t.guest();
    expect(
      (
        await t.post(
          API.Products.AddFavoritedProduct,
          { productId: necklace, nonUserId: g.nonUserId },
          g.headers,
        )
      ).json().data,
    ).toEqual([necklace]);
    const twice = await t.post(
      API.Products.AddFavoritedProduct,
      { productId: necklace, nonUserId: g.nonUserId },
      g.headers,
    );
    expect(twice.json().data).toEqual([necklace]);
    await t.post(API.Products.AddFavoritedProduct, { productId: ring, nonUserId: g.nonUserId }, g.headers);

    const list = await t.get(`${API.Products.GetFavoritedProducts}?nonUserId=${g.nonUserId}`, {
      ...g.headers,
      currency: 'EUR',
    });
    expect(
      list
        .json()
        .data.map((p: { id: string; price: number; currency: string }) => [p.id, p.price, p.currency]),
    ).toEqual([
      [ring, 31, 'EUR'],
      [necklace, 95, 'EUR'],
    ]);
    const ids = await t.get(
      `${API.Products.GetFavoritedProductsWithoutImages}?nonUserId=${g.nonUserId}`,
      g.headers,
    );
    expect(ids.json().data).toEqual([ring, necklace]);

    const removed = await t.post(
      API.Products.DeleteFavoritedProduct,
      { productId: ring, nonUserId: g.nonUserId },
      g.headers,
    );
    expect(removed.json().data).toEqual([necklace]);
  });

  it('keeps favourites for the same guest id in a new session (a reload or a new tab)', async () => {
    const g = await t.guest();
    await t.post(API.Products.AddFavoritedProduct, { productId: ring, nonUserId: g.nonUserId }, g.headers);
    const later = await t.guest(g.nonUserId);
    expect(
      (
        await t.get(
          `${API.Products.GetFavoritedProductsWithoutImages}?nonUserId=${g.nonUserId}`,
          later.headers,
        )
      ).json().data,
    ).toEqual([ring]);
  });

  it("cannot read or change another shopper's favourites", async () => {
    const a = await t.guest();
    const b = await t.guest();
    await t.post(API.Products.AddFavoritedProduct, { productId: ring, nonUserId: a.nonUserId }, a.headers);
    expect(
      (await t.get(`${API.Products.GetFavoritedProducts}?nonUserId=${a.nonUserId}`, b.headers)).statusCode,
    ).toBe(403);
    expect(
      (
        await t.post(
          API.Products.DeleteFavoritedProduct,
          { productId: ring, nonUserId: a.nonUserId },
          b.headers,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.post(
          API.Products.AddFavoritedProduct,
          { productId: necklace, nonUserId: a.nonUserId },
          b.headers,
        )
      ).statusCode,
    ).toBe(403);
    expect((await t.get(API.Products.GetFavoritedProductsWithoutImages, a.headers)).json().data).toEqual([
      ring,
    ]);
  });

  it('answers unknown products, malformed ids and missing tokens with 404, 400 and 401', async () => {
    const g = await t.guest();
    const unknown = await t.post(
      API.Products.AddFavoritedProduct,
      { productId: '00000000-0000-4000-8000-000000000000', nonUserId: g.nonUserId },
      g.headers,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorMessage).toBe('Ürün bulunamadı.');
    expect((await t.post(API.Products.AddFavoritedProduct, { productId: 42 }, g.headers)).statusCode).toBe(
      400,
    );
    expect((await t.post(API.Products.AddFavoritedProduct, { productId: ring })).statusCode).toBe(401);
  });
});

describe('customer favourites', () => {
  it('are kept per account, listed by GetCustomerFavoritedProducts, and closed to guests', async () => {
    const c = await t.customer();
    await t.post(API.Products.AddFavoritedProduct, { productId: necklace, nonUserId: null }, c.headers);
    const list = await t.post(API.Products.GetCustomerFavoritedProducts, undefined, c.headers);
    expect(list.json().data.map((p: { id: string; title: string }) => p.title)).toEqual([
      'Bal Kehribar Kolye',
    ]);
    const other = await t.customer();
    expect(
      (await t.post(API.Products.GetCustomerFavoritedProducts, undefined, other.headers)).json().data,
    ).toEqual([]);
    expect(
      (await t.post(API.Products.GetCustomerFavoritedProducts, undefined, (await t.guest()).headers))
        .statusCode,
    ).toBe(403);
  });
});
