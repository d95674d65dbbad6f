import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@kehribar/contracts';
import type { TestApp } from '../../test/harness.ts';
import {
  CARDS,
  checkoutBody,
  createShopTestApp,
  fillBasket,
  makeProducts,
  orderRow,
  payAtBank,
} from '../../test/checkout-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createShopTestApp();
});
afterAll(() => t.close());

async function addressBook(headers: Record<string, string>) {
  return (await t.get(API.Account.GetUserInfo, headers)).json().data.addresses as {
    addressLine: string;
    isShipping: boolean;
  }[];
}

describe('a typed address the customer asked to keep', () => {
  it('is not saved when the payment fails, and is saved once a payment succeeds', async () => {
    const customer = await t.customer();
    const { products } = await makeProducts(t, [{ stock: 5, priceTRY: 1200 }]);
    await fillBasket(t, customer.headers, [{ productId: products[0]!.id, quantity: 1 }]);
    const typed = { addressLine: 'Moda Cad. 7', saveNewAddress: true, email: customer.email };

    const declined = await t.post(
      API.Order.CheckoutOrder,
      checkoutBody({ ...typed, cardNumber: CARDS.insufficientFunds }),
      customer.headers,
    );
    expect(declined.statusCode, declined.body).toBe(200);
    await payAtBank(t, declined.json().data.htmlContent);
    expect((await orderRow(t, declined.json().data.token)).orderStatus).toBe(3);
    expect(await addressBook(customer.headers)).toEqual([]);

    const paid = await t.post(API.Order.CheckoutOrder, checkoutBody(typed), customer.headers);
    expect(paid.statusCode, paid.body).toBe(200);
    // Started but not yet paid: still nothing kept.
    expect(await addressBook(customer.headers)).toEqual([]);
    await payAtBank(t, paid.json().data.htmlContent);
    expect((await orderRow(t, paid.json().data.token)).orderStatus).toBe(1);
    expect(await addressBook(customer.headers)).toMatchObject([
      { addressLine: 'Moda Cad. 7', isShipping: true },
    ]);
  });

  it('is not saved when the customer did not ask', async () => {
    const customer = await t.customer();
    const { products } = await makeProducts(t, [{ stock: 5, priceTRY: 1200 }]);
    await fillBasket(t, customer.headers, [{ productId: products[0]!.id, quantity: 1 }]);
    const paid = await t.post(
      API.Order.CheckoutOrder,
      checkoutBody({ email: customer.email, saveNewAddress: false }),
      customer.headers,
    );
    await payAtBank(t, paid.json().data.htmlContent);
    expect((await orderRow(t, paid.json().data.token)).orderStatus).toBe(1);
    expect(await addressBook(customer.headers)).toEqual([]);
  });
});
