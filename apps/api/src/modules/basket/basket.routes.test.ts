import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API } from '@kehribar/contracts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { categories, products, productVariants } from '../../db/schema/index.ts';

let t: TestApp;
let ring: string; // selectable sizes 16-18, stock 3
let bracelet: string; // free-text size, stock 5
let pendant: string; // no size rule, stock 1, with an option
let option: string;
let soldOut: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.ctx.db;
  const [rings, bracelets, plain] = await db
    .insert(categories)
    .values([
      { name: 'Test Yüzük', nameEN: 'Test Rings', sizeOptions: '16,17,18' },
      { name: 'Test Bileklik', nameEN: 'Test Bracelets', isCustomSizeInput: true },
      { name: 'Test Kolye', nameEN: 'Test Necklaces' },
    ])
    .returning();
  const product = (title: string, categoryId: number, stock: number, priceTRY: number) => ({
    title,
    titleEN: `${title} EN`,
    categoryId,
    stock,
    priceTRY,
    priceUSD: Math.round(priceTRY / 40),
    priceForeign: Math.round(priceTRY / 47),
  });
  const rows = await db
    .insert(products)
    .values([
      product('Konyak Yüzük', rings!.id, 3, 250000),
      product('Bal Bileklik', bracelets!.id, 5, 120050),
      product('Damla Kolye', plain!.id, 1, 300000),
      product('Tükenen Küpe', plain!.id, 0, 90000),
    ])
    .returning({ id: products.id });
  [ring, bracelet, pendant, soldOut] = rows.map((r) => r.id) as [string, string, string, string];
  const [v] = await db
    .insert(productVariants)
    .values({
      productId: pendant,
      variantName: '50 cm zincir',
      variantNameEN: '50 cm chain',
      priceTRY: 320000,
      priceUSD: 8000,
      priceForeign: 6800,
    })
    .returning();
  option = v!.id;
});
afterAll(() => t.close());

let guest: Awaited<ReturnType<TestApp['guest']>>;
beforeEach(async () => {
  guest = await t.guest();
});

const save = (
  headers: Record<string, string>,
  nonUserBasketId: string | null,
  basketItems: unknown[],
  extra: Record<string, string> = {},
) => t.post(API.Baskets.SaveOrUpdateBasket, { nonUserBasketId, basketItems }, { ...headers, ...extra });

describe('guest basket', () => {
  it('starts empty and adds a ring in a listed size with server-side prices in the request currency', async () => {
    const empty = await t.get(`${API.Baskets.GetBasket}?nonUserBasketId=${guest.nonUserId}`, guest.headers);
    expect(empty.json().data).toMatchObject({
      basketItems: [],
      itemCount: 0,
      totalAmount: 0,
      nonUserBasketId: guest.nonUserId,
    });

    const res = await save(
      guest.headers,
      guest.nonUserId,
      [{ productId: ring, quantity: 2, size: '17', priceTRY: 1 }],
      { currency: 'USD' },
    );
    expect(res.statusCode).toBe(200);
    const basket = res.json().data;
    expect(basket.currency).toBe('USD');
    expect(basket.basketItems).toHaveLength(1);
    expect(basket.basketItems[0]).toMatchObject({
      productId: ring,
      quantity: 2,
      size: '17',
      price: 62.5,
      lineTotal: 125,
      productName: 'Konyak Yüzük',
    });
    expect(basket.totalAmount).toBe(125);
    expect(basket.itemCount).toBe(2);
  });

  it('adds up the same product, option and size into one line, and keeps other sizes apart', async () => {
    await save(guest.headers, guest.nonUserId, [{ productId: ring, quantity: 1, size: '16' }]);
    await save(guest.headers, guest.nonUserId, [{ productId: ring, quantity: 1, size: '16' }]);
    const res = await save(guest.headers, guest.nonUserId, [{ productId: ring, quantity: 1, size: '18' }]);
    const lines = res.json().data.basketItems;
    expect(lines.map((l: { size: string; quantity: number }) => [l.size, l.quantity])).toEqual([
      ['16', 2],
      ['18', 1],
    ]);
  });

  it('uses the option price for a line with an option and the Standart size when the category has no rule', async () => {
    const res = await save(guest.headers, guest.nonUserId, [
      { productId: pendant, variantId: option, quantity: 1 },
    ]);
    expect(res.json().data.basketItems[0]).toMatchObject({
      isVariant: true,
      variantName: '50 cm zincir',
      price: 3200,
      size: 'Standart',
    });
  });

  it('refuses a size that is not in the list, and an empty free-text size', async () => {
    const wrong = await save(guest.headers, guest.nonUserId, [{ productId: ring, quantity: 1, size: '25' }]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errorMessage).toBe('Lütfen geçerli bir renk ve beden seçiniz.');
    const empty = await save(guest.headers, guest.nonUserId, [
      { productId: bracelet, quantity: 1, size: '  ' },
    ]);
    expect(empty.statusCode).toBe(400);
    const ok = await save(guest.headers, guest.nonUserId, [
      { productId: bracelet, quantity: 1, size: '17 cm' },
    ]);
    expect(ok.json().data.basketItems[0].size).toBe('17 cm');
  });

  it('bounds quantities by stock with a clear message, across lines of one product', async () => {
    await save(guest.headers, guest.nonUserId, [{ productId: ring, quantity: 2, size: '16' }]);
    const res = await save(guest.headers, guest.nonUserId, [{ productId: ring, quantity: 2, size: '17' }], {
      'accept-language': 'en-EN',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ errorMessage: 'Only 3 of this item are in stock.', code: 'OUT_OF_STOCK' });
    const sold = await save(guest.headers, guest.nonUserId, [{ productId: soldOut, quantity: 1 }]);
    expect(sold.statusCode).toBe(409);
    expect(sold.json().errorMessage).toBe('Bu ürün tükendi.');
    // Nothing of the refused call was kept.
    const basket = (await t.get(API.Baskets.GetBasket, guest.headers)).json().data;
    expect(basket.itemCount).toBe(2);
  });

  it('changes quantities, removes a line, removes a product and empties the basket', async () => {
    const added = (
      await save(guest.headers, guest.nonUserId, [
        { productId: ring, quantity: 1, size: '16' },
        { productId: bracelet, quantity: 1, size: '18 cm' },
      ])
    ).json().data.basketItems;
    const ringLine = added.find((l: { productId: string }) => l.productId === ring);
    const braceletLine = added.find((l: { productId: string }) => l.productId === bracelet);
    const updated = await t.post(
      API.Baskets.QuantityRefresher,
      {
        nonUserBasketId: guest.nonUserId,
        basketItems: [{ basketItemId: braceletLine.basketItemId, quantity: 4 }],
      },
      guest.headers,
    );
    expect(updated.json().data.itemCount).toBe(5);
    const tooMany = await t.post(
      API.Baskets.QuantityRefresher,
      { basketItems: [{ basketItemId: braceletLine.basketItemId, quantity: 6 }] },
      guest.headers,
    );
    expect(tooMany.statusCode).toBe(409);

    const removed = await t.post(
      `${API.Baskets.DeleteBasketItem}?nonUserBasketId=${guest.nonUserId}&productId=${ring}&basketItemId=${ringLine.basketItemId}`,
      undefined,
      guest.headers,
    );
    expect(removed.json().data.basketItems.map((l: { productId: string }) => l.productId)).toEqual([
      bracelet,
    ]);

    await save(guest.headers, guest.nonUserId, [{ productId: ring, quantity: 1, size: '16' }]);
    const whole = await t.post(
      API.Baskets.DeleteWholeProductType,
      { nonUserBasketId: guest.nonUserId, basketItems: [{ productId: bracelet }] },
      guest.headers,
    );
    expect(whole.json().data.basketItems.map((l: { productId: string }) => l.productId)).toEqual([ring]);

    const cleared = await t.post(
      API.Baskets.DeleteBasket,
      { nonUserBasketId: guest.nonUserId, basketItems: [] },
      guest.headers,
    );
    expect(cleared.json().data).toMatchObject({ basketItems: [], totalAmount: 0 });
  });

  it('answers zero, negative, huge and non-integer quantities, unknown products and malformed bodies with 400/404', async () => {
    for (const quantity of [0, -1, 1e9, 1.5, '2']) {
      const res = await save(guest.headers, guest.nonUserId, [{ productId: ring, quantity, size: '16' }]);
      expect(res.statusCode, `quantity ${quantity}`).toBe(400);
      expect(res.json().errorMessage).toEqual(expect.any(String));
    }
    const unknown = await save(guest.headers, guest.nonUserId, [
      { productId: '00000000-0000-4000-8000-000000000000', quantity: 1 },
    ]);
    expect(unknown.statusCode).toBe(404);
    const wrongOption = await save(guest.headers, guest.nonUserId, [
      { productId: ring, variantId: option, quantity: 1, size: '16' },
    ]);
    expect(wrongOption.statusCode).toBe(404);
    const notUuid = await save(guest.headers, guest.nonUserId, [{ productId: 'abc', quantity: 1 }]);
    expect(notUuid.statusCode).toBe(400);
    const garbage = await t.call({
      method: 'POST',
      url: API.Baskets.SaveOrUpdateBasket,
      headers: { ...guest.headers, 'content-type': 'application/json' },
      payload: '{"basketItems": [',
    });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().code).toBe('VALIDATION_FAILED');
    const missingLine = await t.post(
      `${API.Baskets.DeleteBasketItem}?basketItemId=00000000-0000-4000-8000-000000000000`,
      undefined,
      guest.headers,
    );
    expect(missingLine.statusCode).toBe(404);
  });
});

describe('basket ownership', () => {
  it('needs a token', async () => {
    expect((await t.get(API.Baskets.GetBasket)).statusCode).toBe(401);
    expect((await t.get(API.Baskets.GetBasket, { authorization: 'Bearer not-a-token' })).statusCode).toBe(
      401,
    );
  });

  it("refuses to read or change another shopper's basket", async () => {
    await save(guest.headers, guest.nonUserId, [{ productId: ring, quantity: 1, size: '16' }]);
    const other = await t.guest();
    const read = await t.get(`${API.Baskets.GetBasket}?nonUserBasketId=${guest.nonUserId}`, other.headers);
    expect(read.statusCode).toBe(403);
    const write = await save(other.headers, guest.nonUserId, [{ productId: ring, quantity: 1, size: '16' }]);
    expect(write.statusCode).toBe(403);
    const clear = await t.post(API.Baskets.DeleteBasket, { nonUserBasketId: guest.nonUserId }, other.headers);
    expect(clear.statusCode).toBe(403);

    const line = (await t.get(API.Baskets.GetBasket, guest.headers)).json().data.basketItems[0];
    const removeForeignLine = await t.post(
      `${API.Baskets.DeleteBasketItem}?basketItemId=${line.basketItemId}`,
      undefined,
      other.headers,
    );
    expect(removeForeignLine.statusCode).toBe(404);
    const qtyForeignLine = await t.post(
      API.Baskets.QuantityRefresher,
      { basketItems: [{ basketItemId: line.basketItemId, quantity: 2 }] },
      other.headers,
    );
    expect(qtyForeignLine.statusCode).toBe(404);
    // The owner's basket is untouched.
    expect((await t.get(API.Baskets.GetBasket, guest.headers)).json().data.itemCount).toBe(1);
  });

  it('gives a customer their own basket whatever guest id they send, and merges the guest basket after sign-in', async () => {
    const customer = await t.customer();
    await save(customer.headers, null, [{ productId: ring, quantity: 2, size: '16' }]);
    await save(guest.headers, guest.nonUserId, [
      { productId: ring, quantity: 2, size: '16' },
      { productId: bracelet, quantity: 1, size: '19 cm' },
    ]);
    const seenWithGuestId = await t.get(
      `${API.Baskets.GetBasket}?nonUserBasketId=${guest.nonUserId}`,
      customer.headers,
    );
    expect(seenWithGuestId.json().data.itemCount).toBe(2);

    const merged = await t.post(
      API.Baskets.RefreshHasLogonBasket,
      { userMail: customer.email, nonUserBasketId: guest.nonUserId, basketItems: [], totalAmount: 0 },
      customer.headers,
    );
    expect(merged.statusCode).toBe(200);
    const lines = merged
      .json()
      .data.basketItems.map((l: { productId: string; quantity: number }) => [l.productId, l.quantity]);
    // 2 + 2 rings exceed the stock of 3: the merged line is capped.
    expect(lines).toEqual([
      [ring, 3],
      [bracelet, 1],
    ]);
    expect(merged.json().data.nonUserBasketId).toBeNull();
    expect((await t.get(API.Baskets.GetBasket, guest.headers)).json().data.itemCount).toBe(0);
  });

  it('refuses a merge from a guest id the server never issued, and a merge by a guest', async () => {
    const customer = await t.customer();
    const forged = await t.post(
      API.Baskets.RefreshHasLogonBasket,
      { nonUserBasketId: 'nonUser_aaaaaaaaaaaaaaaaaaaaaaaa.bbbbbbbbbbbbbbbbbbbbbb' },
      customer.headers,
    );
    expect(forged.statusCode).toBe(403);
    const byGuest = await t.post(
      API.Baskets.RefreshHasLogonBasket,
      { nonUserBasketId: guest.nonUserId },
      guest.headers,
    );
    expect(byGuest.statusCode).toBe(403);
  });

  it('shows current catalogue prices, not the prices at the time of adding', async () => {
    await save(guest.headers, guest.nonUserId, [{ productId: pendant, quantity: 1 }]);
    await t.app.ctx.db.update(products).set({ priceTRY: 310000 }).where(eq(products.id, pendant));
    const basket = (await t.get(API.Baskets.GetBasket, guest.headers)).json().data;
    expect(basket.totalAmount).toBe(3100);
    await t.app.ctx.db.update(products).set({ priceTRY: 300000 }).where(eq(products.id, pendant));
  });
});
