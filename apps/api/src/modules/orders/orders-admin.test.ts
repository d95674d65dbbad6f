import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API, canTransition, ORDER_STATUS } from '@kehribar/contracts';
import type { TestApp } from '../../test/harness.ts';
import { lastMailTo } from '../../test/mailbox.ts';
import { orders } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import {
  createShopTestApp,
  guestCheckout,
  makeProducts,
  orderRow,
  payAtBank,
  stockOf,
} from '../../test/checkout-test-kit.ts';
import { transition } from './order.repository.ts';
import { OrderSettlement } from './settlement.service.ts';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createShopTestApp();
  admin = (await t.admin()).headers;
});
afterAll(() => t.close());

async function placed(email: string, pay: boolean) {
  const { products } = await makeProducts(t, [{ stock: 3, priceTRY: 1750 }]);
  const { res } = await guestCheckout(t, [{ productId: products[0]!.id, quantity: 2 }], { email });
  const { token, htmlContent } = res.json().data;
  if (pay) await payAtBank(t, htmlContent);
  return { productId: products[0]!.id, order: await orderRow(t, token), htmlContent };
}

describe('back office orders', () => {
  it('lists every order newest first and shows one with payment and contract details', async () => {
    const { order } = await placed('listed@example.com', true);
    const list = (await t.get(API.Order.GetAllOrders, admin)).json().data;
    expect(list[0]).toMatchObject({
      id: order.id,
      email: 'listed@example.com',
      phoneNumber: '+90 532 123 45 67',
      orderStatus: 1,
      totalPrice: 3500,
      currency: 'TRY',
    });
    const one = (await t.get(`${API.Order.GetOrderById}?orderId=${order.id}`, admin)).json().data;
    expect(one).toMatchObject({
      id: order.id,
      orderNumber: order.orderNumber,
      installmentNumber: 1,
      cardBin: '552879',
      cardLastFour: '0008',
      contractVersion: order.contractVersion,
      contractIp: expect.any(String),
      paymentId: order.paymentId,
      orderItems: [{ quantity: 2, price: 1750 }],
    });
    expect(
      (await t.get(`${API.Order.GetOrderById}?orderId=00000000-0000-4000-8000-000000000000`, admin))
        .statusCode,
    ).toBe(404);
  });

  it('is for admins only', async () => {
    const customer = await t.customer();
    expect((await t.get(API.Order.GetAllOrders, customer.headers)).statusCode).toBe(403);
    expect((await t.get(API.Order.GetAllOrders)).statusCode).toBe(401);
    expect(
      (
        await t.post(
          API.Order.ShippingUpdate,
          { orderId: '00000000-0000-4000-8000-000000000000', shippingCode: 'ABC123' },
          customer.headers,
        )
      ).statusCode,
    ).toBe(403);
  });

  it('ships only a paid order, and e-mails the tracking link', async () => {
    const unpaid = await placed('unpaid@example.com', false);
    const refused = await t.post(
      API.Order.ShippingUpdate,
      { orderId: unpaid.order.id, shippingCode: 'YK123456', carrier: 'yurtici' },
      admin,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: 'INVALID_STATE',
      errorMessage: 'Bu Ürün kargolanamaz Ödemesi Tamamlanmamış!',
    });

    const { order } = await placed('shipped@example.com', true);
    const shipped = await t.post(
      API.Order.ShippingUpdate,
      { orderId: order.id, shippingCode: 'YK123456', carrier: 'yurtici' },
      admin,
    );
    expect(shipped.statusCode).toBe(200);
    const trackingUrl = 'https://www.yurticikargo.com/tr/online-servisler/gonderi-sorgula?code=YK123456';
    expect(shipped.json().data).toMatchObject({
      shippingCode: 'YK123456',
      shippingCarrier: 'yurtici',
      trackingUrl,
    });
    const { mail, url } = await lastMailTo(t.app, 'shipped@example.com');
    expect(mail.subject).toBe(`Siparişiniz kargoya verildi — #${order.orderNumber}`);
    expect(url).toBe(trackingUrl);
    expect((await t.post(API.Order.GetOrdersByToken, { token: order.token })).json().data.trackingUrl).toBe(
      trackingUrl,
    );

    const custom = await t.post(
      API.Order.ShippingUpdate,
      {
        orderId: order.id,
        shippingCode: 'X-9',
        carrier: 'custom',
        trackingUrl: 'https://kargo.example.com/t/X-9',
      },
      admin,
    );
    expect(custom.json().data.trackingUrl).toBe('https://kargo.example.com/t/X-9');
    expect(
      (
        await t.post(
          API.Order.ShippingUpdate,
          { orderId: '00000000-0000-4000-8000-000000000000', shippingCode: 'ABC123' },
          admin,
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe('the order state machine', () => {
  it('allows only the moves of the order state machine (decision 024)', async () => {
    const S = ORDER_STATUS;
    const allowed = [
      [S.Created, S.Completed],
      [S.Created, S.Failed],
      [S.Created, S.Canceled],
      [S.Created, S.PaymentCheck],
      [S.PaymentCheck, S.Completed],
      [S.PaymentCheck, S.Failed],
      [S.Completed, S.Shipped],
      [S.Completed, S.Canceled],
      [S.Shipped, S.Delivered],
      [S.Shipped, S.Canceled],
      [S.Shipped, S.ReturnRequested],
      [S.Delivered, S.ReturnRequested],
      [S.ReturnRequested, S.Returned],
      [S.Returned, S.ReturnRequested],
    ].map(([a, b]) => `${a}>${b}`);
    const statuses = Object.values(S);
    for (const from of statuses)
      for (const to of statuses)
        expect(canTransition(from, to), `${from} → ${to}`).toBe(allowed.includes(`${from}>${to}`));
    const { order } = await placed('machine@example.com', true);
    await expect(
      transition(t.app.ctx.db, order.id, ORDER_STATUS.Failed, ORDER_STATUS.Completed),
    ).rejects.toBeInstanceOf(AppError);
    // A move out of a status the order is no longer in changes nothing.
    expect(
      await transition(t.app.ctx.db, order.id, ORDER_STATUS.Created, ORDER_STATUS.Failed),
    ).toBeUndefined();
    expect((await orderRow(t, order.token)).orderStatus).toBe(1);
  });
});

describe('the payment expiry sweep', () => {
  it('fails an abandoned order once and puts its stock back; a late callback then changes nothing', async () => {
    const settlement = new OrderSettlement(t.app.ctx);
    const { productId, order, htmlContent } = await placed('abandoned@example.com', false);
    expect(await stockOf(t, productId)).toMatchObject({ stock: 1 });
    // Not yet due: nothing happens.
    await settlement.expireUnpaid();
    expect((await orderRow(t, order.token)).orderStatus).toBe(0);

    await t.app.ctx.db
      .update(orders)
      .set({ paymentExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.id));
    expect(await settlement.expireUnpaid()).toBeGreaterThanOrEqual(1);
    expect(await orderRow(t, order.token)).toMatchObject({
      orderStatus: 3,
      stockReleased: true,
      paymentError: 'Ödeme süresi doldu.',
    });
    expect(await stockOf(t, productId)).toMatchObject({ stock: 3 });
    await settlement.expireUnpaid();
    expect(await stockOf(t, productId)).toMatchObject({ stock: 3 });

    const late = await payAtBank(t, htmlContent);
    expect(late.location).toBe(`/payment-result?token=${order.token}`);
    expect((await orderRow(t, order.token)).orderStatus).toBe(3);
    expect(await stockOf(t, productId)).toMatchObject({ stock: 3, soldCount: 0 });
  });

  it('leaves alone an order whose bank callback is being handled', async () => {
    const settlement = new OrderSettlement(t.app.ctx);
    const { order } = await placed('in-flight@example.com', false);
    await t.app.ctx.db
      .update(orders)
      .set({ paymentExpiresAt: new Date(Date.now() - 1000), callbackClaimedAt: new Date() })
      .where(eq(orders.id, order.id));
    await settlement.expireUnpaid();
    expect((await orderRow(t, order.token)).orderStatus).toBe(0);
    await t.app.ctx.db
      .update(orders)
      .set({ callbackClaimedAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(orders.id, order.id));
    await settlement.expireUnpaid();
    expect((await orderRow(t, order.token)).orderStatus).toBe(3);
  });
});
