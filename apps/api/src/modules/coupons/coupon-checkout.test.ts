/**
 * A coupon's use is spent when the order is placed, not when it is paid (decision 018): unpaid orders
 * hold their use until they fail, run out of time or are cancelled, and "once per customer" is checked
 * on the account and on the normalised e-mail.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API } from '@kehribar/contracts';
import type { TestApp } from '../../test/harness.ts';
import { orders } from '../../db/schema/index.ts';
import { OrderSettlement } from '../orders/index.ts';
import {
  checkoutBody,
  createShopTestApp,
  fillBasket,
  guestCheckout,
  makeProducts,
  orderRow,
  payAtBank,
} from '../../test/checkout-test-kit.ts';

let t: TestApp;
let admin: Record<string, string>;
let productId: string;
beforeAll(async () => {
  t = await createShopTestApp();
  admin = (await t.admin()).headers;
  productId = (await makeProducts(t, [{ stock: 100, priceTRY: 2000 }])).products[0]!.id;
});
afterAll(() => t.close());

async function coupon(extra: Record<string, unknown>): Promise<string> {
  const couponCode = `HOLD${randomBytes(3).toString('hex').toUpperCase()}`;
  const res = await t.post(
    API.Coupon.CreateCoupon,
    {
      couponCode,
      discountType: 0,
      discountValue: 10,
      startDate: '2020-01-01',
      endDate: '2099-12-31',
      ...extra,
    },
    admin,
  );
  expect(res.statusCode, res.body).toBe(200);
  return couponCode;
}

/** A guest (a fresh session and basket) checking out one piece with the coupon; the payment is left open. */
function checkoutWith(couponCode: string, email: string, headers: Record<string, string> = {}) {
  return guestCheckout(t, [{ productId, quantity: 1 }], { email, couponDTO: { couponCode } }, headers);
}

const expectHeld = (res: Awaited<ReturnType<typeof checkoutWith>>['res'], message: unknown) => {
  expect(res.statusCode, res.body).toBe(409);
  expect(res.json()).toEqual({ code: 'COUPON_INVALID', errorMessage: message });
};

describe('a coupon with one use left', () => {
  it('is refused to the second of two unpaid checkouts, in the shopper’s language, and comes back when the first payment fails', async () => {
    const code = await coupon({ totalUsages: 1 });
    const first = await checkoutWith(code, 'first-payer@example.com');
    expect(first.res.statusCode, first.res.body).toBe(200);

    const english = await checkoutWith(code, 'second-payer@example.com', { 'accept-language': 'en-EN' });
    expectHeld(
      english.res,
      'The remaining uses of this coupon are held by orders awaiting payment. You can try again in a few minutes, or remove the coupon and go on.',
    );
    const turkish = await checkoutWith(code, 'third-payer@example.com');
    expectHeld(
      turkish.res,
      'Bu kuponun kalan kullanım hakları, ödemesi beklenen siparişlere ayrıldı. Birkaç dakika sonra yeniden deneyebilir ya da kuponu kaldırarak devam edebilirsiniz.',
    );
    // Nothing of the refused checkouts stays: no order, no reserved piece.
    expect(
      await t.app.ctx.db.select().from(orders).where(eq(orders.email, 'second-payer@example.com')),
    ).toEqual([]);

    await payAtBank(t, first.res.json().data.htmlContent, 'cancel');
    expect((await orderRow(t, first.res.json().data.token)).orderStatus).toBe(3);
    const again = await checkoutWith(code, 'second-payer@example.com');
    expect(again.res.statusCode, again.res.body).toBe(200);

    // Paid, the use is spent for good.
    await payAtBank(t, again.res.json().data.htmlContent);
    expect((await orderRow(t, again.res.json().data.token)).orderStatus).toBe(1);
    const late = await checkoutWith(code, 'late-payer@example.com');
    expect(late.res.statusCode).toBe(400);
    expect(late.res.json()).toEqual({
      code: 'COUPON_INVALID',
      errorMessage: 'Bu kuponun kullanım limiti doldu.',
    });
  });

  it('comes back when the unpaid order runs out of time', async () => {
    const code = await coupon({ totalUsages: 1 });
    const first = await checkoutWith(code, 'slow-payer@example.com');
    expect(first.res.statusCode).toBe(200);
    expectHeld(
      (await checkoutWith(code, 'waiting@example.com')).res,
      expect.stringContaining('ödemesi beklenen'),
    );

    await t.app.ctx.db
      .update(orders)
      .set({ paymentExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.token, first.res.json().data.token));
    expect(await new OrderSettlement(t.app.ctx).expireUnpaid()).toBeGreaterThanOrEqual(1);
    expect((await checkoutWith(code, 'waiting@example.com')).res.statusCode).toBe(200);
  });

  it('is shown as held to others, but not to the shopper whose own unpaid order holds it', async () => {
    const code = await coupon({ totalUsages: 1 });
    const { guest, res } = await checkoutWith(code, 'own-order@example.com');
    expect(res.statusCode).toBe(200);
    const check = (headers: Record<string, string>) =>
      t.post(API.Coupon.GetCouponWithCode, { couponDTO: { couponCode: code } }, headers);
    // The same basket's next checkout abandons the unpaid order first, so its coupon is still the shopper's.
    expect((await check(guest.headers)).statusCode).toBe(200);
    const other = await t.guest();
    await fillBasket(t, other.headers, [{ productId, quantity: 1 }]);
    const refused = await check(other.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('COUPON_INVALID');
    const retry = await t.post(
      API.Order.CheckoutOrder,
      checkoutBody({ email: 'own-order@example.com', couponDTO: { couponCode: code } }),
      guest.headers,
    );
    expect(retry.statusCode, retry.body).toBe(200);
  });
});

describe('once per customer', () => {
  it('holds for a signed-in customer who types another e-mail while an earlier order is being paid', async () => {
    const code = await coupon({ isSingleUsePerCustomer: true });
    const customer = await t.customer();
    await fillBasket(t, customer.headers, [{ productId, quantity: 1 }]);
    const first = await t.post(
      API.Order.CheckoutOrder,
      checkoutBody({ email: customer.email, couponDTO: { couponCode: code } }),
      customer.headers,
    );
    expect(first.statusCode, first.body).toBe(200);
    // The bank's callback for that order is being handled, so a new checkout cannot abandon it.
    await t.app.ctx.db
      .update(orders)
      .set({ callbackClaimedAt: new Date() })
      .where(eq(orders.token, first.json().data.token));

    const second = await t.post(
      API.Order.CheckoutOrder,
      checkoutBody({ email: 'another-address@example.com', couponDTO: { couponCode: code } }),
      { ...customer.headers, 'accept-language': 'en-EN' },
    );
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json()).toEqual({
      code: 'COUPON_INVALID',
      errorMessage:
        'This coupon is used by another order of yours that is awaiting payment. You can try again once that payment has ended.',
    });
  });

  it('holds for a guest who types the same e-mail in another case, or a Gmail address with dots and a tag', async () => {
    const code = await coupon({ isSingleUsePerCustomer: true });
    const first = await checkoutWith(code, 'Ayse.Kaya@Example.com');
    expect(first.res.statusCode).toBe(200);
    expectHeld(
      (await checkoutWith(code, 'ayse.kaya@example.COM')).res,
      'Bu kupon, ödemesi beklenen başka bir siparişinizde kullanılıyor. O ödeme sonuçlanınca yeniden deneyebilirsiniz.',
    );
    expect((await checkoutWith(code, 'someone-else@example.com')).res.statusCode).toBe(200);

    await payAtBank(t, first.res.json().data.htmlContent);
    const used = await checkoutWith(code, 'AYSE.KAYA@example.com');
    expect(used.res.statusCode).toBe(400);
    expect(used.res.json().errorMessage).toBe('Bu kuponu daha önce kullandınız.');

    const gmail = await coupon({ isSingleUsePerCustomer: true });
    expect((await checkoutWith(gmail, 'ayse.kaya@gmail.com')).res.statusCode).toBe(200);
    expectHeld(
      (await checkoutWith(gmail, 'AyseKaya+indirim@googlemail.com')).res,
      expect.stringContaining('ödemesi beklenen'),
    );
    // Elsewhere a +tag may be another mailbox: it is not folded.
    expect((await checkoutWith(code, 'ayse.kaya+shop@example.com')).res.statusCode).toBe(200);
  });
});
