import { afterAll, beforeAll, expect, it } from 'vitest';
import { API } from '@kehribar/contracts';
import type { TestApp } from '../../test/harness.ts';
import { createShopTestApp, fillBasket, makeProducts } from '../../test/checkout-test-kit.ts';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createShopTestApp();
  const { products } = await makeProducts(t, [{ stock: 5, priceTRY: 1200, priceUSD: 30 }]);
  headers = (await t.guest()).headers;
  await fillBasket(t, headers, [{ productId: products[0]!.id, quantity: 2 }]); // ₺2400 / $60
  const admin = (await t.admin()).headers;
  await t.post(
    API.Coupon.CreateCoupon,
    {
      couponCode: 'TAKSIT25',
      discountType: 0,
      discountValue: 25,
      startDate: '2020-01-01',
      endDate: '2099-12-31',
    },
    admin,
  );
});
afterAll(() => t.close());

const info = (body: Record<string, unknown>, h = headers) => t.post(API.Payment.InstallmentsInfo, body, h);

it('prices the caller’s own basket, not the price sent, and answers the spec’s shape in decimals', async () => {
  const res = await info({ binNumber: '540036', price: 1 });
  expect(res.statusCode).toBe(200);
  const data = res.json().data;
  expect(data).toMatchObject({ price: 2400, currency: 'TRY' });
  expect(data.installmentDetails).toHaveLength(1);
  const card = data.installmentDetails[0];
  expect(card).toMatchObject({
    binNumber: '540036',
    cardAssociation: 'MASTER_CARD',
    cardFamilyName: 'Bonus',
    bankName: 'Garanti BBVA',
    cardType: 'CREDIT_CARD',
    force3ds: false,
  });
  expect(card.installmentPrices[0]).toEqual({ installmentNumber: 1, price: 2400, totalPrice: 2400 });
  expect(card.installmentPrices.map((p: { installmentNumber: number }) => p.installmentNumber)).toEqual([
    1, 2, 3, 6, 9,
  ]);
  const six = card.installmentPrices[3];
  expect(six.totalPrice).toBeCloseTo(2400 * 1.109, 2);
  expect(six.price).toBeCloseTo(six.totalPrice / 6, 2);
});

it('takes the coupon off when given one that applies, and ignores one that does not', async () => {
  expect((await info({ binNumber: '540036', couponCode: 'taksit25' })).json().data.price).toBe(1800);
  expect((await info({ binNumber: '540036', couponCode: 'YOK' })).json().data.price).toBe(2400);
});

it('answers single payment only in USD', async () => {
  const data = (await info({ binNumber: '540036' }, { ...headers, currency: 'USD' })).json().data;
  expect(data).toMatchObject({ price: 60, currency: 'USD' });
  expect(data.installmentDetails[0].installmentPrices).toEqual([
    { installmentNumber: 1, price: 60, totalPrice: 60 },
  ]);
});

it('uses the sent price only for an empty basket, and checks the BIN', async () => {
  const empty = (await t.guest()).headers;
  expect((await info({ binNumber: '979203', price: 500 }, empty)).json().data).toMatchObject({
    price: 500,
    installmentDetails: [{ cardAssociation: 'TROY' }],
  });
  expect((await info({ binNumber: '979203' }, empty)).statusCode).toBe(400);
  for (const binNumber of ['55287', '5528790', 'abcdef'])
    expect((await info({ binNumber })).statusCode, binNumber).toBe(400);
  expect((await info({ binNumber: '540036' }, {})).statusCode).toBe(401);
});
