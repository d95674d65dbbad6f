import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API } from '@kehribar/contracts';
import type { TestApp } from '../../test/harness.ts';
import { lastMailTo } from '../../test/mailbox.ts';
import {
  checkoutBody,
  createShopTestApp,
  fillBasket,
  makeProducts,
  orderRow,
  payAtBank,
} from '../../test/checkout-test-kit.ts';

let t: TestApp;
let productId: string;

beforeAll(async () => {
  t = await createShopTestApp();
  productId = (await makeProducts(t, [{ stock: 20, priceTRY: 1500 }])).products[0]!.id;
});
afterAll(() => t.close());

async function checkout(extra: Parameters<typeof checkoutBody>[0], language = 'tr-TR') {
  const guest = await t.guest();
  const headers = { ...guest.headers, 'accept-language': language };
  await fillBasket(t, headers, [{ productId, quantity: 1 }]);
  return t.post(API.Order.CheckoutOrder, checkoutBody(extra), headers);
}

describe('the gift note', () => {
  it('is kept on the order and shown to the shopper, the owner and in the confirmation mail', async () => {
    const email = `gift-${Date.now()}@example.com`;
    const note = '  Doğum günün kutlu olsun,\r\nsevgiyle — Elif  ';
    const res = await checkout({ email, giftNote: note, giftPackage: true });
    expect(res.statusCode).toBe(200);
    const { token, htmlContent } = res.json().data;
    await payAtBank(t, htmlContent);

    const kept = 'Doğum günün kutlu olsun,\nsevgiyle — Elif';
    const order = await orderRow(t, token);
    expect(order).toMatchObject({ giftNote: kept, giftPackage: true });
    const shown = (await t.post(API.Order.GetOrdersByToken, { token })).json().data;
    expect(shown).toMatchObject({ giftNote: kept, giftPackage: true });
    const admin = await t.admin();
    const owner = (await t.get(`${API.Order.GetOrderById}?orderId=${order.id}`, admin.headers)).json().data;
    expect(owner).toMatchObject({ giftNote: kept, giftPackage: true });

    await vi.waitFor(async () => expect((await lastMailTo(t.app, email)).mail.subject).toContain('Sipariş'));
    const { mail } = await lastMailTo(t.app, email);
    expect(mail.text).toContain(`Hediye notunuz: “${kept}”`);
    expect(mail.text).toContain('Hediye paketi: pakette fiyat bilgisi yer almaz.');
  });

  it('is optional: an order without one has none, and an empty note is no note', async () => {
    const none = await checkout({});
    expect(await orderRow(t, none.json().data.token)).toMatchObject({ giftNote: null, giftPackage: false });
    const blank = await checkout({ giftNote: '   ' });
    expect(await orderRow(t, blank.json().data.token)).toMatchObject({ giftNote: null });
  });

  it('refuses a note over 250 characters or with control characters, in the request’s language', async () => {
    const long = await checkout({ giftNote: 'a'.repeat(251) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errorMessage).toContain('Hediye notu en fazla 250 karakter olabilir.');
    const exact = await checkout({ giftNote: 'ş'.repeat(250) });
    expect(exact.statusCode).toBe(200);
    const control = await checkout({ giftNote: 'Merhaba\u0007 dünya' }, 'en-EN');
    expect(control.statusCode).toBe(400);
    expect(control.json().errorMessage).toContain('A gift note cannot contain invisible control characters.');
    const english = await checkout({ giftNote: 'b'.repeat(300) }, 'en-EN');
    expect(english.json().errorMessage).toContain('A gift note can be at most 250 characters long.');
  });
});
