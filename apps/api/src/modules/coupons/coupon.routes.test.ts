import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API } from '@kehribar/contracts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createCategory, createCollection, createProduct } from '../../test/fixtures.ts';
import { couponUsages, orders } from '../../db/schema/index.ts';
import { fillBasket } from '../../test/checkout-test-kit.ts';

let t: TestApp;
let admin: Record<string, string>;
let a: string; // ₺1000 / $25 / €21, in the collection
let b: string; // ₺500 / $12.50 / €10.50
let c: string; // not in any basket
let collectionId: number;
let collectionName: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.admin()).headers;
  const db = t.app.ctx.db;
  const category = await createCategory(db);
  const collection = await createCollection(db);
  collectionId = collection.id;
  collectionName = collection.name;
  const make = (
    title: string,
    priceTRY: number,
    priceUSD: number,
    priceForeign: number,
    inCollection: boolean,
  ) =>
    createProduct(db, {
      title,
      titleEN: `${title} EN`,
      categoryId: category.id,
      collectionId: inCollection ? collection.id : null,
      priceTRY,
      priceUSD,
      priceForeign,
      stock: 10,
    });
  a = (await make('Konyak Tesbih', 1000, 25, 21, true)).id;
  b = (await make('Limon Küpe', 500, 12.5, 10.5, false)).id;
  c = (await make('Yeşil Yüzük', 700, 18, 15, false)).id;
});
afterAll(() => t.close());

let n = 0;
const code = (prefix = 'KUPON') => `${prefix}${++n}${randomBytes(2).toString('hex').toUpperCase()}`;
const always = { startDate: '2020-01-01', endDate: '2099-12-31' };
const createCoupon = (body: Record<string, unknown>) =>
  t.post(API.Coupon.CreateCoupon, { ...always, ...body }, admin);
async function coupon(body: Record<string, unknown>): Promise<string> {
  const couponCode = (body.couponCode as string | undefined) ?? code();
  const res = await createCoupon({ couponCode, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return couponCode;
}
const check = (headers: Record<string, string>, couponCode: string, extra: Record<string, unknown> = {}) =>
  t.post(
    API.Coupon.GetCouponWithCode,
    {
      couponDTO: { couponCode },
      basketDTO: { basketItems: [{ productId: a, priceTRY: 1, quantity: 2 }], totalAmount: 1 },
      ...extra,
    },
    headers,
  );

/** A paid order that used the coupon, as checkout would have left it. */
async function usedBy(couponCode: string, email: string, userId: string | null = null) {
  const db = t.app.ctx.db;
  const list = (await t.get(API.Coupon.GetAllCouponList, admin)).json().data as {
    id: number;
    couponCode: string;
  }[];
  const id = list.find((x) => x.couponCode === couponCode)!.id;
  const address = {
    contactName: 'X',
    addressLine: 'Y',
    city: 'İstanbul',
    state: 'Şişli',
    zipCode: '34000',
    country: 'Türkiye',
  };
  const [order] = await db
    .insert(orders)
    .values({
      token: randomBytes(16).toString('hex'),
      buyerId: 'b',
      basketKey: 'guest:x',
      userId,
      email,
      phoneNumber: '+905321234567',
      currency: 'TRY',
      subtotal: 100000,
      totalPrice: 90000,
      orderStatus: 1,
      couponId: id,
      appliedCoupon: couponCode,
      ...address,
      billingContactName: 'X',
      billingAddressLine: 'Y',
      billingCity: 'İstanbul',
      billingState: 'Şişli',
      billingZipCode: '34000',
      billingCountry: 'Türkiye',
    })
    .returning();
  await db.insert(couponUsages).values({ couponId: id, orderId: order!.id, buyerKey: email.toLowerCase() });
}

let guest: Record<string, string>;
beforeEach(async () => {
  guest = (await t.guest()).headers;
  await fillBasket(t, guest, [
    { productId: a, quantity: 2 },
    { productId: b, quantity: 1 },
  ]); // ₺2500 / $62.50 / €52.50
});

describe('coupon/GetCouponWithCode', () => {
  it('takes a rate of the caller’s own basket, whatever basket and prices the client sends', async () => {
    const couponCode = await coupon({ discountType: 0, discountValue: 15 });
    const res = await check(guest, couponCode.toLowerCase());
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      couponDTO: { couponCode, discountType: 0, discountValue: 15 },
      currency: 'TRY',
      generalTotal: 2500,
      eligibleTotal: 2500,
      discountAmount: 375,
      afterApplyTotal: 2125,
      message: 'Başarılı şekilde eklendi kupon.',
    });
    expect(res.json().data.basketDTO.totalAmount).toBe(2500);
  });

  it('converts an amount coupon from TRY at the basket’s own rate in USD and EUR', async () => {
    const couponCode = await coupon({ discountType: 1, discountValue: 200 });
    expect((await check(guest, couponCode)).json().data).toMatchObject({
      discountAmount: 200,
      afterApplyTotal: 2300,
    });
    expect((await check({ ...guest, currency: 'USD' }, couponCode)).json().data).toMatchObject({
      currency: 'USD',
      generalTotal: 62.5,
      discountAmount: 5,
      afterApplyTotal: 57.5,
    });
    expect((await check({ ...guest, currency: 'EUR' }, couponCode)).json().data).toMatchObject({
      currency: 'EUR',
      generalTotal: 52.5,
      discountAmount: 4.2,
      afterApplyTotal: 48.3,
    });
  });

  it('never discounts more than the eligible lines', async () => {
    const couponCode = await coupon({ discountType: 1, discountValue: 10_000, validProducts: [b] });
    expect((await check(guest, couponCode)).json().data).toMatchObject({
      eligibleTotal: 500,
      discountAmount: 500,
      afterApplyTotal: 2000,
    });
  });

  it('applies only to the valid products or the valid collections', async () => {
    const onB = await coupon({ discountType: 0, discountValue: 10, validProducts: [b] });
    expect((await check(guest, onB)).json().data).toMatchObject({ eligibleTotal: 500, discountAmount: 50 });
    const onCollection = await coupon({
      discountType: 0,
      discountValue: 10,
      validCollections: [collectionId],
    });
    expect((await check(guest, onCollection)).json().data).toMatchObject({
      eligibleTotal: 2000,
      discountAmount: 200,
    });
  });

  const refused = async (res: Awaited<ReturnType<typeof check>>, message: string | RegExp) => {
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('COUPON_INVALID');
    expect(res.json().errorMessage).toMatch(message);
  };

  it('refuses an unknown code in the shopper’s language', async () => {
    await refused(await check(guest, 'YOKBOYLE'), 'Bu kupon kodu geçerli değil.');
    await refused(
      await check({ ...guest, 'accept-language': 'en-EN' }, 'YOKBOYLE'),
      'This coupon code is not valid.',
    );
  });

  it('refuses a coupon before its start and after its end', async () => {
    const later = await coupon({
      discountType: 0,
      discountValue: 10,
      startDate: '2098-03-01',
      endDate: '2099-01-01',
    });
    await refused(await check(guest, later), /01\.03\.2098 tarihinden itibaren/);
    const past = await coupon({
      discountType: 0,
      discountValue: 10,
      startDate: '2020-01-01',
      endDate: '2021-01-01',
    });
    await refused(await check(guest, past), 'Bu kuponun kullanım süresi sona erdi.');
  });

  it('refuses a basket under the minimum amount, saying the minimum in the basket’s currency', async () => {
    const min = await coupon({ discountType: 0, discountValue: 10, minPurchaseAmount: 3000 });
    await refused(await check(guest, min), /en az ₺3\.000,00 tutarındaki/);
    await refused(
      await check({ ...guest, currency: 'USD', 'accept-language': 'en-EN' }, min),
      /at least \$75\.00/,
    );
    const met = await coupon({ discountType: 0, discountValue: 10, minPurchaseAmount: 2500 });
    expect((await check(guest, met)).statusCode).toBe(200);
  });

  it('refuses a basket under the minimum quantity', async () => {
    const min = await coupon({ discountType: 0, discountValue: 10, minPurchaseQuantity: 4 });
    await refused(await check(guest, min), 'Bu kupon en az 4 ürünlük alışverişlerde geçerlidir.');
    const met = await coupon({ discountType: 0, discountValue: 10, minPurchaseQuantity: 3 });
    expect((await check(guest, met)).statusCode).toBe(200);
  });

  it('refuses a coupon that covers nothing in the basket', async () => {
    const onC = await coupon({ discountType: 0, discountValue: 10, validProducts: [c] });
    await refused(await check(guest, onC), 'Sepetinizde bu kuponun geçerli olduğu bir ürün yok.');
  });

  it('refuses a single-use coupon to an e-mail or customer that used it, not to others', async () => {
    const once = await coupon({ discountType: 0, discountValue: 10, isSingleUsePerCustomer: true });
    await usedBy(once, 'Used@Example.com');
    await refused(
      await check(guest, once, { email: 'used@example.com' }),
      'Bu kuponu daha önce kullandınız.',
    );
    expect((await check(guest, once, { email: 'fresh@example.com' })).statusCode).toBe(200);
    expect((await check(guest, once)).statusCode).toBe(200);

    const customer = await t.customer();
    await fillBasket(t, customer.headers, [{ productId: a, quantity: 1 }]);
    const mine = await coupon({ discountType: 0, discountValue: 10, isSingleUsePerCustomer: true });
    await usedBy(mine, 'other-address@example.com', customer.id);
    await refused(await check(customer.headers, mine), 'Bu kuponu daha önce kullandınız.');
  });

  it('refuses a coupon whose total uses are spent', async () => {
    const limited = await coupon({ discountType: 0, discountValue: 10, totalUsages: 2 });
    await usedBy(limited, 'one@example.com');
    expect((await check(guest, limited)).statusCode).toBe(200);
    await usedBy(limited, 'two@example.com');
    await refused(await check(guest, limited), 'Bu kuponun kullanım limiti doldu.');
  });

  it('refuses on an empty basket, and needs a session', async () => {
    const couponCode = await coupon({ discountType: 0, discountValue: 10 });
    await refused(await check((await t.guest()).headers, couponCode), 'Sepetiniz boş.');
    expect((await check({}, couponCode)).statusCode).toBe(401);
  });

  it('is rate-limited', async () => {
    const limited = await createTestApp({ RATE_LIMITS: 'true' });
    try {
      const headers = (await limited.guest()).headers;
      const codes = [];
      for (let i = 0; i < 21; i++) {
        codes.push(
          (
            await limited.post(
              API.Coupon.GetCouponWithCode,
              { couponDTO: { couponCode: `TRY${i}` } },
              headers,
            )
          ).statusCode,
        );
      }
      expect(codes.slice(0, 20).every((s) => s === 400)).toBe(true);
      expect(codes[20]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('coupon administration', () => {
  it('creates, lists with product titles and collection names, and deletes by code in any case', async () => {
    const withProducts = code('URUN');
    await coupon({
      couponCode: withProducts.toLowerCase(),
      discountType: 1,
      discountValue: 150.5,
      minPurchaseAmount: 1000,
      validProducts: [a, b],
      isSingleUsePerCustomer: true,
      totalUsages: 50,
    });
    const withCollection = await coupon({
      discountType: 0,
      discountValue: 12.5,
      minPurchaseQuantity: 2,
      validCollections: [collectionId],
      endDate: '2099-06-30',
    });
    const list = (await t.get(API.Coupon.GetAllCouponList, admin)).json().data as Record<string, unknown>[];
    expect(list.find((x) => x.couponCode === withProducts)).toMatchObject({
      discountType: 1,
      discountValue: 150.5,
      minPurchaseAmount: 1000,
      minPurchaseQuantity: null,
      validProducts: ['Konyak Tesbih', 'Limon Küpe'],
      validProductIds: expect.arrayContaining([a, b]),
      validCollections: [],
      isSingleUsePerCustomer: true,
      totalUsages: 50,
      usedCount: 0,
      isActive: true,
    });
    expect(list.find((x) => x.couponCode === withCollection)).toMatchObject({
      discountType: 0,
      discountValue: 12.5,
      minPurchaseAmount: null,
      minPurchaseQuantity: 2,
      validCollections: [collectionName],
      validCollectionIds: [collectionId],
      validProducts: [],
      startDate: '2019-12-31T21:00:00.000Z',
      endDate: '2099-06-30T20:59:59.999Z',
    });

    const deleted = await t.post(
      `${API.Coupon.DeleteCoupon}?code=${withProducts.toLowerCase()}`,
      undefined,
      admin,
    );
    expect(deleted.statusCode).toBe(200);
    expect((deleted.json().data as { couponCode: string }[]).some((x) => x.couponCode === withProducts)).toBe(
      false,
    );
    expect(
      (await t.post(`${API.Coupon.DeleteCoupon}?code=${withProducts}`, undefined, admin)).statusCode,
    ).toBe(404);
  });

  it('keeps codes unique whatever their case', async () => {
    const first = await coupon({ discountType: 0, discountValue: 10 });
    const again = await createCoupon({ couponCode: first.toLowerCase(), discountType: 0, discountValue: 20 });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorMessage).toBe('Bu kupon kodu zaten var.');
  });

  it('validates the form on the server', async () => {
    const bad: Record<string, unknown>[] = [
      { discountType: 0, discountValue: 0 },
      { discountType: 0, discountValue: 100.5 },
      { discountType: 1, discountValue: -5 },
      { discountType: 2, discountValue: 5 },
      { discountType: 0, discountValue: 10, minPurchaseAmount: 100, minPurchaseQuantity: 2 },
      { discountType: 0, discountValue: 10, validProducts: [a], validCollections: [collectionId] },
      { discountType: 0, discountValue: 10, startDate: '2030-01-02', endDate: '2030-01-01' },
      { discountType: 0, discountValue: 10, startDate: 'yesterday' },
      { discountType: 0, discountValue: 10, couponCode: 'a b' },
    ];
    for (const body of bad) {
      const res = await createCoupon({ couponCode: code(), ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const ghost = await createCoupon({
      couponCode: code(),
      discountType: 0,
      discountValue: 10,
      validProducts: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(ghost.json().errorMessage).toBe('Seçilen ürünlerden bazıları bulunamadı.');
  });

  it('is for admins only', async () => {
    const customer = await t.customer();
    expect((await t.get(API.Coupon.GetAllCouponList, customer.headers)).statusCode).toBe(403);
    expect((await t.get(API.Coupon.GetAllCouponList, guest)).statusCode).toBe(403);
    expect(
      (
        await t.post(
          API.Coupon.CreateCoupon,
          { couponCode: code(), discountType: 0, discountValue: 5, ...always },
          customer.headers,
        )
      ).statusCode,
    ).toBe(403);
    expect((await t.post(`${API.Coupon.DeleteCoupon}?code=X`, undefined, guest)).statusCode).toBe(403);
  });
});
