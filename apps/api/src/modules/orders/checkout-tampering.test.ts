import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { API, CARD_MESSAGES } from '@kehribar/contracts';
import type { TestApp } from '../../test/harness.ts';
import { mailCount } from '../../test/mailbox.ts';
import { couponUsages, products as productsTable, sandboxPayments } from '../../db/schema/index.ts';
import {
  CARDS,
  checkoutBody,
  createShopTestApp,
  fillBasket,
  formOf,
  guestCheckout,
  makeProducts,
  orderRow,
  payAtBank,
  postForm,
  SMS_CODE,
  stockOf,
} from '../../test/checkout-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  // Quiet, except in the log test at the end, which turns tracing on to show no line carries a card.
  t = await createShopTestApp({ LOG_LEVEL: 'trace' });
  t.app.log.level = 'silent';
});
afterAll(() => t.close());

describe('the server prices everything', () => {
  it('ignores every price, total and instalment amount the client sends', async () => {
    const { products } = await makeProducts(t, [{ stock: 4, priceTRY: 2750 }]);
    const { res } = await guestCheckout(t, [{ productId: products[0]!.id, quantity: 2 }], {
      afterDiscountTotalPrice: 1,
      basketDTO: {
        basketItems: [{ productId: products[0]!.id, quantity: 2, priceTRY: 0.01 }],
        totalAmount: 0.02,
      },
      installmentPrice: { installmentNumber: 1, price: 0.01, totalPrice: 0.01 },
      buyerId: 'someone-else',
    });
    const { token, htmlContent } = res.json().data;
    const order = await orderRow(t, token);
    expect(order).toMatchObject({ subtotal: 550_000, totalPrice: 550_000, paidPrice: 550_000 });
    expect(order.buyerId).not.toBe('someone-else');
    await payAtBank(t, htmlContent);
    const [charged] = await t.app.ctx.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.conversationId, order.id));
    expect(charged).toMatchObject({ status: 'paid', price: 550_000, paidPrice: 550_000 });
  });
});

describe('order tokens', () => {
  it('show an order only to the holder of its token', async () => {
    const { products } = await makeProducts(t, [{ stock: 1, priceTRY: 300 }]);
    const { res } = await guestCheckout(t, [{ productId: products[0]!.id, quantity: 1 }]);
    const { token } = res.json().data;
    const order = await orderRow(t, token);
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // One character off (never the token itself, whatever its last character is).
    const oneOff = `${token.slice(0, -1)}${token.endsWith('x') ? 'y' : 'x'}`;
    for (const guess of [order.id, String(order.orderNumber), oneOff, 'x']) {
      const other = await t.post(API.Order.GetOrdersByToken, { token: guess });
      expect(other.statusCode, guess).toBe(404);
      expect(other.json().code).toBe('NOT_FOUND');
    }
    expect((await t.post(API.Order.GetOrdersByToken, { token })).statusCode).toBe(200);
  });
});

describe('the bank callback', () => {
  const paidOrder = async () => {
    const { products } = await makeProducts(t, [{ stock: 2, priceTRY: 640 }]);
    const code = `ONCE${Date.now() % 1_000_000}`;
    const admin = (await t.admin()).headers;
    await t.post(
      API.Coupon.CreateCoupon,
      {
        couponCode: code,
        discountType: 1,
        discountValue: 40,
        startDate: '2020-01-01',
        endDate: '2099-12-31',
      },
      admin,
    );
    const email = `replay-${Date.now()}@example.com`;
    const { res } = await guestCheckout(t, [{ productId: products[0]!.id, quantity: 1 }], {
      email,
      couponDTO: { couponCode: code },
    });
    return { productId: products[0]!.id, email, ...res.json().data };
  };

  it('changes nothing when replayed', async () => {
    const { productId, email, token, htmlContent } = await paidOrder();
    const first = await payAtBank(t, htmlContent);
    const completed = await orderRow(t, token);
    expect(completed.orderStatus).toBe(1);

    const replay = await postForm(t, first.callbackForm.path, first.callbackForm.fields);
    expect(replay.statusCode).toBe(303);
    expect(replay.headers.location).toBe(`/payment-result?token=${token}`);
    expect(await orderRow(t, token)).toEqual(completed);
    expect(await stockOf(t, productId)).toEqual({ stock: 1, soldCount: 1 });
    expect(await mailCount(t.app, email)).toBe(1);
    expect(
      await t.app.ctx.db.select().from(couponUsages).where(eq(couponUsages.orderId, completed.id)),
    ).toHaveLength(1);
  });

  it('settles an order once when two callbacks race', async () => {
    const { productId, email, token, htmlContent } = await paidOrder();
    const start = formOf(htmlContent);
    await postForm(t, start.path, start.fields);
    const answer = formOf((await postForm(t, start.path, { smsCode: SMS_CODE, action: 'confirm' })).body);
    const results = await Promise.all([0, 1, 2].map(() => postForm(t, answer.path, answer.fields)));
    expect(results.map((r) => r.statusCode)).toEqual([303, 303, 303]);
    expect((await orderRow(t, token)).orderStatus).toBe(1);
    expect(await stockOf(t, productId)).toEqual({ stock: 1, soldCount: 1 });
    expect(await mailCount(t.app, email)).toBe(1);
  });

  it('ignores a post whose signature does not match, leaving the order as it was', async () => {
    const { productId, token, htmlContent } = await paidOrder();
    const start = formOf(htmlContent);
    await postForm(t, start.path, start.fields);
    const failed = formOf((await postForm(t, start.path, { smsCode: '999999', action: 'confirm' })).body);
    expect(failed.fields.mdStatus).toBe('0');
    const before = await orderRow(t, token);

    // Turning the bank's 'failure' into 'success' breaks its signature.
    const forged = await postForm(t, failed.path, { ...failed.fields, status: 'success', mdStatus: '1' });
    expect(forged.statusCode).toBe(303);
    expect(forged.headers.location).toBe('/payment-result?error=invalid-signature');
    const unsigned = await postForm(t, failed.path, { ...failed.fields, signature: '' });
    expect(unsigned.headers.location).toBe('/payment-result?error=invalid-signature');
    const junk = await postForm(t, failed.path, { conversationId: 'x'.repeat(500) });
    expect(junk.headers.location).toBe('/payment-result?error=invalid-signature');
    expect(await orderRow(t, token)).toEqual(before);
    expect((await stockOf(t, productId)).stock).toBe(1);

    // The genuine answer still settles it.
    await postForm(t, failed.path, failed.fields);
    expect((await orderRow(t, token)).orderStatus).toBe(3);
  });
});

describe('checkout validation', () => {
  let productId: string;
  let headers: Record<string, string>;
  beforeAll(async () => {
    const { products } = await makeProducts(t, [{ stock: 3, priceTRY: 450 }]);
    productId = products[0]!.id;
    headers = (await t.guest()).headers;
    await fillBasket(t, headers, [{ productId, quantity: 1 }]);
  });
  const attempt = (extra: Record<string, unknown>, h: Record<string, string> = headers) =>
    t.post(API.Order.CheckoutOrder, { ...checkoutBody(), ...extra }, h);

  it('checks the card fields with the spec’s messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ cardName: 'Elif 2 Şahin' }, CARD_MESSAGES.cardName],
      [{ cardName: 'Elif <script>' }, CARD_MESSAGES.cardName],
      [{ cardNumber: '5528 7900 0000 000' }, CARD_MESSAGES.cardNumber],
      [{ cardNumber: '5528-7900-0000-0008' }, CARD_MESSAGES.cardNumber],
      [{ expiration: '13/30' }, CARD_MESSAGES.expiration],
      [{ expiration: '1/30' }, CARD_MESSAGES.expiration],
      [{ expiration: '01/20' }, CARD_MESSAGES.expired],
      [{ cvv: '12' }, CARD_MESSAGES.cvv],
      [{ cvv: '1234' }, CARD_MESSAGES.cvv],
    ];
    for (const [extra, message] of cases) {
      const res = await attempt(extra);
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().errorMessage, JSON.stringify(extra)).toContain(message);
    }
    expect((await attempt({ cardName: 'Çağrı Öztürk Işık' })).statusCode).toBe(200);
  });

  it('requires contact details, both addresses and the accepted contracts', async () => {
    for (const extra of [
      { email: 'not-mail' },
      { phoneNumber: '12' },
      { firstName: '' },
      { addressLine: '' },
      { city: null },
      { zipCode: '   ' },
      { billingSameAsShipping: false },
      { acceptContracts: false },
      { acceptContracts: undefined },
    ]) {
      expect((await attempt(extra)).statusCode, JSON.stringify(extra)).toBe(400);
    }
    const outdated = await attempt({ contractVersion: '2000-01' });
    expect(outdated.statusCode).toBe(409);
    expect(outdated.json().errorMessage).toContain('Sözleşme metinleri güncellendi');
  });

  it('refuses an instalment count the card does not take, and an empty basket', async () => {
    const debit = await attempt({ cardNumber: CARDS.akbankDebit, installmentNumber: 6 });
    expect(debit.statusCode).toBe(400);
    expect(debit.json().errorMessage).toBe('Seçtiğiniz taksit sayısı bu kart için kullanılamıyor.');
    const empty = await attempt({}, (await t.guest()).headers);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errorMessage).toBe('Sepetiniz boş.');
    expect((await attempt({}, {})).statusCode).toBe(401);
  });

  it('says which item ran out when the stock went while the shopper was paying', async () => {
    const { products } = await makeProducts(t, [{ stock: 2, priceTRY: 990 }]);
    const late = (await t.guest()).headers;
    await fillBasket(t, late, [{ productId: products[0]!.id, quantity: 2 }]);
    await t.app.ctx.db.update(productsTable).set({ stock: 1 }).where(eq(productsTable.id, products[0]!.id));
    const res = await attempt({}, late);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'OUT_OF_STOCK',
      errorMessage: `"${products[0]!.title}" için stokta yalnızca 1 adet kaldı. Lütfen sepetinizi güncelleyin.`,
    });
    expect((await stockOf(t, products[0]!.id)).stock).toBe(1);
  });
});

it('never writes a card number or CVC to the log', async () => {
  const written: string[] = [];
  const capture = (chunk: unknown) =>
    written.push(
      typeof chunk === 'string' ? chunk : Buffer.isBuffer(chunk) ? chunk.toString() : String(chunk),
    );
  const writeSync = vi
    .spyOn(fs, 'writeSync')
    .mockImplementation(((_fd: number, chunk: unknown) => (capture(chunk), 0)) as never);
  const write = vi.spyOn(fs, 'write').mockImplementation(((
    _fd: number,
    chunk: unknown,
    ...rest: unknown[]
  ) => {
    capture(chunk);
    const cb = rest.find((r) => typeof r === 'function') as ((e: null, n: number) => void) | undefined;
    cb?.(null, typeof chunk === 'string' ? Buffer.byteLength(chunk) : 0);
  }) as never);
  t.app.log.level = 'trace';
  try {
    const { products } = await makeProducts(t, [{ stock: 1, priceTRY: 700 }]);
    const { res } = await guestCheckout(t, [{ productId: products[0]!.id, quantity: 1 }], {
      cardNumber: '4603 4500 0000 0000',
      cvv: '987',
      email: 'logs@example.com',
    });
    expect(res.statusCode).toBe(200);
    await payAtBank(t, res.json().data.htmlContent);
    const bad = await t.post(
      API.Order.CheckoutOrder,
      { ...checkoutBody(), cardNumber: '4603 4500 0000 000', cvv: '98' },
      (await t.guest()).headers,
    );
    expect(bad.statusCode).toBe(400);
  } finally {
    t.app.log.level = 'silent';
    writeSync.mockRestore();
    write.mockRestore();
  }
  const log = written.join('');
  expect(log).toContain('request completed');
  expect(log).not.toMatch(/4603\s?4500\s?0000\s?0000/);
  expect(log).not.toMatch(/"(cvv|cvc|cardNumber)"/);
});
