import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { API, ORDER_STATUS } from '@kehribar/contracts';
import type { TestApp } from '../../test/harness.ts';
import { mailOutbox, marketingConsents, orders } from '../../db/schema/index.ts';
import {
  CARDS,
  checkoutBody,
  createShopTestApp,
  fillBasket,
  makeProducts,
  payAtBank,
} from '../../test/checkout-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createShopTestApp();
});
afterAll(() => t.close());

const consentsOf = (address: string) =>
  t.app.ctx.db.select().from(marketingConsents).where(eq(marketingConsents.address, address));

const welcomeMails = (address: string) =>
  t.app.ctx.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, address), eq(mailOutbox.subject, 'Kehribar bültenine hoş geldiniz')));

describe("checkout's newsletter consent (decision 044)", () => {
  it('is recorded when the shopper submits, kept when the payment fails, and recorded once on a retried checkout', async () => {
    const email = 'retry-subscriber@example.com';
    const { products } = await makeProducts(t, [{ stock: 5, priceTRY: 1200 }]);
    const guest = await t.guest();
    await fillBasket(t, guest.headers, [{ productId: products[0]!.id, quantity: 1 }]);

    // The bank refuses to start the payment: the order fails, the consent given with it stays.
    const refused = await t.post(
      API.Order.CheckoutOrder,
      checkoutBody({ email, subscribeToNewsletter: true, cardNumber: CARDS.initFails }),
      guest.headers,
    );
    expect(refused.statusCode).not.toBe(200);
    const [failedOrder] = await t.app.ctx.db.select().from(orders).where(eq(orders.email, email));
    expect(failedOrder!.orderStatus).toBe(ORDER_STATUS.Failed);
    const [consent] = await consentsOf(email);
    expect(consent).toMatchObject({ source: 'checkout', unsubscribedAt: null });
    // Dated when the shopper agreed: the same moment as the contract's acceptance.
    expect(consent!.consentedAt.toISOString()).toBe(failedOrder!.contractAcceptedAt!.toISOString());
    expect(await welcomeMails(email)).toHaveLength(1);

    // The retried checkout, ticked again, pays; it neither doubles the consent nor welcomes twice.
    const retried = await t.post(
      API.Order.CheckoutOrder,
      checkoutBody({ email, subscribeToNewsletter: true }),
      guest.headers,
    );
    expect(retried.statusCode, retried.body).toBe(200);
    await payAtBank(t, retried.json().data.htmlContent);
    expect(await consentsOf(email)).toHaveLength(1);
    expect(await welcomeMails(email)).toHaveLength(1);
  });

  it('records nothing when the box is left unticked', async () => {
    const email = 'no-newsletter@example.com';
    const { products } = await makeProducts(t, [{ stock: 5, priceTRY: 1200 }]);
    const guest = await t.guest();
    await fillBasket(t, guest.headers, [{ productId: products[0]!.id, quantity: 1 }]);
    const res = await t.post(API.Order.CheckoutOrder, checkoutBody({ email }), guest.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(await consentsOf(email)).toEqual([]);
    expect(await welcomeMails(email)).toEqual([]);
  });
});
