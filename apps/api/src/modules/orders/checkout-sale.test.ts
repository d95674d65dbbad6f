import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API } from '@kehribar/contracts';
import type { TestApp } from '../../test/harness.ts';
import { lastMailTo } from '../../test/mailbox.ts';
import { orderItems, products, productVariants } from '../../db/schema/index.ts';
import {
  checkoutBody,
  createShopTestApp,
  fillBasket,
  makeProducts,
  orderRow,
  payAtBank,
} from '../../test/checkout-test-kit.ts';

/** Sale prices in the basket, the coupon, the order and its e-mail (docs/decisions/025-sale-prices-and-reference-price.md). */
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createShopTestApp();
  admin = (await t.admin()).headers;
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;

/** The sale columns as the admin write stores them: a TRY sale begun an hour ago against its reference. */
const sale = (salePriceTRY: number, referencePriceTRY: number, saleEndDate: Date | null = null) => ({
  salePriceTRY,
  referencePriceTRY,
  saleStartedAt: new Date(Date.now() - HOUR),
  saleEndDate,
});

describe('a sale in the basket and the order', () => {
  it('prices the basket, the coupon, the order lines and the e-mail at the sale price, for products and options', async () => {
    const { products: made } = await makeProducts(t, [
      { stock: 5, priceTRY: 1000 },
      { stock: 5, priceTRY: 2000 },
    ]);
    const [necklace, ring] = made as [(typeof made)[0], (typeof made)[0]];
    const db = t.app.ctx.db;
    await db.update(products).set(sale(80000, 100000)).where(eq(products.id, necklace.id));
    const [option] = await db
      .insert(productVariants)
      .values({
        productId: ring.id,
        variantName: '18 ayar',
        variantNameEN: '18 carat',
        priceTRY: 250000,
        priceUSD: 6000,
        priceForeign: 5500,
        ...sale(200000, 250000),
      })
      .returning();
    const code = `SALE${Date.now() % 100000}`;
    const coupon = await t.post(
      API.Coupon.CreateCoupon,
      {
        couponCode: code,
        discountType: 0,
        discountValue: 10,
        startDate: '2020-01-01',
        endDate: '2099-12-31',
      },
      admin,
    );
    expect(coupon.statusCode, coupon.body).toBe(200);

    const guest = await t.guest();
    await fillBasket(t, guest.headers, [{ productId: necklace.id, quantity: 2 }]);
    const res = await t.post(
      API.Baskets.SaveOrUpdateBasket,
      { basketItems: [{ productId: ring.id, variantId: option!.id, quantity: 1 }] },
      guest.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    // The one-statement basket write answers with the same prices as the basket read (save-line.ts).
    const written = res
      .json()
      .data.basketItems.map((i: { price: number; referencePrice: number | null }) => [
        i.price,
        i.referencePrice,
      ]);
    expect(written).toEqual([
      [800, 1000],
      [2000, 2500],
    ]);
    const basket = (await t.get(API.Baskets.GetBasket, guest.headers)).json().data;
    const lineOf = (productId: string) =>
      basket.basketItems.find((i: { productId: string }) => i.productId === productId);
    expect(lineOf(necklace.id)).toMatchObject({ price: 800, referencePrice: 1000, lineTotal: 1600 });
    expect(lineOf(ring.id)).toMatchObject({ price: 2000, referencePrice: 2500, lineTotal: 2000 });
    expect(basket.totalAmount).toBe(3600);

    // The coupon takes 10% of the price paid: 3600 → 3240.
    const email = `sale-${Date.now()}@example.com`;
    const checkout = await t.post(
      API.Order.CheckoutOrder,
      checkoutBody({ email, couponDTO: { couponCode: code } }),
      guest.headers,
    );
    expect(checkout.statusCode, checkout.body).toBe(200);
    const { token, htmlContent } = checkout.json().data;
    await payAtBank(t, htmlContent);
    const order = await orderRow(t, token);
    expect(order).toMatchObject({
      orderStatus: 1,
      subtotal: 360000,
      discountAmount: 36000,
      totalPrice: 324000,
    });
    const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(lines.map((l) => [l.productId, l.unitPrice, l.lineTotal]).sort()).toEqual(
      [
        [necklace.id, 80000, 160000],
        [ring.id, 200000, 200000],
      ].sort(),
    );
    const { mail } = await lastMailTo(t.app, email);
    expect(mail.text).toContain(`2 × ${necklace.title}, beden Standart — ₺1.600,00`);
    expect(mail.text).toContain('(18 ayar), beden Standart — ₺2.000,00');
    expect(mail.text).toContain('₺3.240,00');
    expect(mail.text).not.toContain('₺2.500,00');
  });

  it('charges the plain price once the sale has ended, and for a "sale" not below its reference', async () => {
    const { products: made } = await makeProducts(t, [
      { stock: 5, priceTRY: 1000 },
      { stock: 5, priceTRY: 500 },
    ]);
    const [ended, notBelow] = made as [(typeof made)[0], (typeof made)[0]];
    const db = t.app.ctx.db;
    await db
      .update(products)
      .set(sale(70000, 100000, new Date(Date.now() - 60_000)))
      .where(eq(products.id, ended.id));
    await db.update(products).set(sale(45000, 45000)).where(eq(products.id, notBelow.id));
    const guest = await t.guest();
    const basket = await fillBasket(t, guest.headers, [
      { productId: ended.id, quantity: 1 },
      { productId: notBelow.id, quantity: 1 },
    ]);
    expect(
      basket.basketItems.map((i: { price: number; referencePrice: number | null }) => [
        i.price,
        i.referencePrice,
      ]),
    ).toEqual([
      [1000, null],
      [500, null],
    ]);
    expect(basket.totalAmount).toBe(1500);
  });
});
