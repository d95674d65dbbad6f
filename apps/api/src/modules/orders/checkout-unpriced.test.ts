import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API } from '@kehribar/contracts';
import type { TestApp } from '../../test/harness.ts';
import { orders, productVariants } from '../../db/schema/index.ts';
import { createCategory, createProduct } from '../../test/fixtures.ts';
import {
  checkoutBody,
  createShopTestApp,
  guestCheckout,
  makeProducts,
  stockOf,
} from '../../test/checkout-test-kit.ts';

/**
 * Writes refuse a price of 0 (decision 020); these rows are written straight into the database, as a
 * price stored before that rule (or an option without a price in one currency) would be.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createShopTestApp();
});
afterAll(() => t.close());

const ordersOf = (email: string) => t.app.ctx.db.select().from(orders).where(eq(orders.email, email));

describe('a basket line priced 0 in the checkout currency', () => {
  it('stops the checkout with 409 naming the piece, and nothing is ordered or reserved; in a currency where it has a price it sells', async () => {
    const { products } = await makeProducts(t, [
      { stock: 2, priceTRY: 900, priceUSD: 25, priceForeign: 0 },
      { stock: 2, priceTRY: 1200, priceUSD: 30, priceForeign: 28 },
    ]);
    const [free, priced] = products;
    const email = 'unpriced-eur@example.com';
    const { res } = await guestCheckout(
      t,
      [
        { productId: free!.id, quantity: 1 },
        { productId: priced!.id, quantity: 1 },
      ],
      // Billed abroad, so charged in the currency shown (decision 028).
      { email, country: 'Deutschland' },
      { currency: 'EUR', 'accept-language': 'en-EN' },
    );
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      errorMessage: `"${free!.titleEN}" cannot be sold right now: it has no price. Please remove it from your basket.`,
    });
    expect(await ordersOf(email)).toEqual([]);
    expect(await stockOf(t, free!.id)).toEqual({ stock: 2, soldCount: 0 });
    expect(await stockOf(t, priced!.id)).toEqual({ stock: 2, soldCount: 0 });

    const inLira = await guestCheckout(t, [{ productId: free!.id, quantity: 1 }], {
      email: 'unpriced-try@example.com',
    });
    expect(inLira.res.statusCode, inLira.res.body).toBe(200);
  });

  it('an option priced 0 is refused too, in Turkish by default', async () => {
    const db = t.app.ctx.db;
    const category = await createCategory(db);
    const product = await createProduct(db, {
      title: 'Bal Damla Yüzük',
      titleEN: 'Honey Drop Ring',
      categoryId: category.id,
      priceTRY: 1500,
      priceUSD: 40,
      priceForeign: 35,
      stock: 3,
      variants: [
        { variantName: '18 numara', variantNameEN: 'Size 18', priceTRY: 1600, priceUSD: 0, priceForeign: 38 },
      ],
    });
    const [variant] = await db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, product.id));
    const guest = await t.guest();
    const headers = { ...guest.headers, currency: 'USD' };
    const saved = await t.post(
      API.Baskets.SaveOrUpdateBasket,
      { basketItems: [{ productId: product.id, variantId: variant!.id, quantity: 1 }] },
      headers,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const email = 'unpriced-option@example.com';
    const res = await t.post(API.Order.CheckoutOrder, checkoutBody({ email, country: 'Greece' }), headers);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().errorMessage).toBe(
      '"Bal Damla Yüzük" şu anda satılamıyor: fiyatı yok. Lütfen sepetinizden çıkarın.',
    );
    expect(await ordersOf(email)).toEqual([]);
  });
});
