import { afterAll, beforeAll, expect, it } from 'vitest';
import { API } from '@kehribar/contracts';
import type { TestApp } from '../../test/harness.ts';
import {
  checkoutBody,
  createShopTestApp,
  fillBasket,
  makeProducts,
  orderRow,
  payAtBank,
  stockOf,
} from '../../test/checkout-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createShopTestApp();
});
afterAll(() => t.close());

it('sells the last piece once when 20 shoppers pay for it at the same moment', async () => {
  const { products } = await makeProducts(t, [{ stock: 1, priceTRY: 12_500 }]);
  const productId = products[0]!.id;
  const shoppers = await Promise.all(Array.from({ length: 20 }, () => t.guest()));
  // Every basket may hold the piece: baskets do not reserve, checkout does.
  for (const s of shoppers) await fillBasket(t, s.headers, [{ productId, quantity: 1 }]);

  const results = await Promise.all(
    shoppers.map((s, i) =>
      t.post(API.Order.CheckoutOrder, checkoutBody({ email: `rush-${i}@example.com` }), s.headers),
    ),
  );
  const winners = results.filter((r) => r.statusCode === 200);
  const losers = results.filter((r) => r.statusCode !== 200);
  expect(winners).toHaveLength(1);
  expect(losers.map((r) => r.statusCode)).toEqual(Array(19).fill(409));
  expect(losers.every((r) => r.json().code === 'OUT_OF_STOCK')).toBe(true);
  expect(await stockOf(t, productId)).toEqual({ stock: 0, soldCount: 0 });

  const { token, htmlContent } = winners[0]!.json().data;
  expect((await orderRow(t, token)).orderStatus).toBe(0);
  await payAtBank(t, htmlContent);
  expect((await orderRow(t, token)).orderStatus).toBe(1);
  expect(await stockOf(t, productId)).toEqual({ stock: 0, soldCount: 1 });
});
