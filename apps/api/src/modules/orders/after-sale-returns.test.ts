import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API, ORDER_STATUS } from '@kehribar/contracts';
import type { TestApp } from '../../test/harness.ts';
import { lastMailTo, mailCount } from '../../test/mailbox.ts';
import { orders, staticContent } from '../../db/schema/index.ts';
import {
  CARDS,
  checkoutBody,
  createShopTestApp,
  fillBasket,
  makeProducts,
  paidNecklaceAndRing,
  payAtBank,
  stockOf,
} from '../../test/checkout-test-kit.ts';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createShopTestApp();
  admin = (await t.admin()).headers;
});
afterAll(() => t.close());

const DAY = 24 * 3_600_000;

/** A signed-in customer's paid order of two lines (2 × 1.750 ₺, 1 × 900 ₺), optionally the ring personalised. */
async function customerOrder(options: { personalisedRing?: boolean } = {}) {
  const customer = await t.customer();
  return { customer, ...(await paidNecklaceAndRing(t, customer.email, { ...options, shopper: customer })) };
}

const ship = (orderId: string, shippingCode = 'YK123456') =>
  t.post(API.Order.ShippingUpdate, { orderId, shippingCode, carrier: 'yurtici' }, admin);
const deliver = (orderId: string, deliveredAt?: string) =>
  t.post(API.Order.DeliveryUpdate, { orderId, ...(deliveredAt ? { deliveredAt } : {}) }, admin);

describe('shipping and delivery', () => {
  it('ships once, corrects a wrong code with one e-mail, and mails nothing for the same code again', async () => {
    const { order, customer } = await customerOrder();
    expect((await ship(order.id)).json().data.orderStatus).toBe(ORDER_STATUS.Shipped);
    const mails = await mailCount(t.app, customer.email);
    expect((await ship(order.id)).statusCode).toBe(200);
    expect(await mailCount(t.app, customer.email)).toBe(mails);
    const corrected = await ship(order.id, 'YK999999');
    expect(corrected.json().data).toMatchObject({
      orderStatus: ORDER_STATUS.Shipped,
      shippingCode: 'YK999999',
    });
    expect(corrected.json().data.events.at(-1)).toMatchObject({ type: 'shipping_corrected', actor: 'owner' });
    expect(await mailCount(t.app, customer.email)).toBe(mails + 1);
    expect((await lastMailTo(t.app, customer.email)).mail.text).toContain('YK999999');
  });

  it('marks a shipped order delivered at the carrier’s date, never in the future nor before shipping', async () => {
    const { order, customer } = await customerOrder();
    expect((await deliver(order.id)).statusCode).toBe(409); // not shipped yet
    await ship(order.id);
    const future = await deliver(order.id, new Date(Date.now() + DAY).toISOString());
    expect(future.statusCode).toBe(400);
    const beforeShipping = await deliver(order.id, new Date(Date.now() - 3 * DAY).toISOString());
    expect(beforeShipping.statusCode).toBe(400);
    const at = new Date().toISOString();
    const delivered = await deliver(order.id, at);
    expect(delivered.json().data).toMatchObject({ orderStatus: ORDER_STATUS.Delivered, deliveredAt: at });
    expect(delivered.json().data.returnDeadline).toBe(new Date(Date.parse(at) + 14 * DAY).toISOString());
    const { mail } = await lastMailTo(t.app, customer.email);
    expect(mail.subject).toContain('teslim edildi');
    expect(mail.text).toContain('iade talebinde');
    expect((await deliver(order.id)).statusCode).toBe(409); // delivered once
  });
});

describe('returns', () => {
  it('lets a customer return one of two lines; the owner receives it, its share goes back and the units return to stock', async () => {
    const { order, customer, necklace, products } = await customerOrder();
    await t.app.ctx.db.update(staticContent).set({ returnCarrier: 'Aras Kargo', returnCode: 'RC-2026' });
    await ship(order.id);
    await deliver(order.id);
    const asked = await t.post(
      API.Order.RequestReturn,
      { orderId: order.id, items: [{ orderItemId: necklace.id, quantity: 1, reason: 'Beden uymadı' }] },
      customer.headers,
    );
    expect(asked.statusCode).toBe(200);
    const view = asked.json().data;
    expect(view.orderStatus).toBe(ORDER_STATUS.ReturnRequested);
    expect(view.returnShipping).toEqual({ carrier: 'Aras Kargo', code: 'RC-2026' });
    expect(view.returns).toEqual([
      expect.objectContaining({
        status: 'requested',
        lines: [{ orderItemId: necklace.id, quantity: 1, reason: 'Beden uymadı' }],
      }),
    ]);
    // The refund is due 14 days after the request (the buyer's notice), whenever the goods come back.
    const [open] = view.returns;
    expect(new Date(open.refundDueAt).getTime() - new Date(open.requestedAt).getTime()).toBe(14 * DAY);
    const again = await t.post(
      API.Order.RequestReturn,
      { orderId: order.id, items: [{ orderItemId: necklace.id, quantity: 1, reason: 'Bir tane daha' }] },
      customer.headers,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('RETURN_NOT_ALLOWED');

    const before = await stockOf(t, products[0]!.id);
    const done = await t.post(
      API.Order.CompleteReturn,
      { orderId: order.id, returnId: view.returns[0].id },
      admin,
    );
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ orderStatus: ORDER_STATUS.Returned, refundedAmount: 1750 });
    expect(done.json().data.returns[0]).toMatchObject({ status: 'completed', refundedAmount: 1750 });
    expect(done.json().data.events.at(-1)).toMatchObject({ type: 'return_received', amount: 1750 });
    expect((await stockOf(t, products[0]!.id)).stock).toBe(before.stock + 1);
    const { mail } = await lastMailTo(t.app, customer.email);
    expect(mail.subject).toContain('iadesi teslim alındı');
    expect(mail.text).toContain('1.750,00');
    // Completing it again changes nothing.
    expect(
      (await t.post(API.Order.CompleteReturn, { orderId: order.id, returnId: view.returns[0].id }, admin))
        .statusCode,
    ).toBe(409);
    // The unit left on the line can still be sent back within the period.
    const own = (await t.get(API.Order.GetOrdersByEmail, customer.headers)).json().data;
    const line = own[0].orderItems.find((i: { orderItemId: string }) => i.orderItemId === necklace.id);
    expect(line).toMatchObject({ returnedQuantity: 1, returnableQuantity: 1, refundedAmount: 1750 });
  });

  it('lets a buyer withdraw before delivery, but not before shipping', async () => {
    const { order, customer, ring } = await customerOrder();
    const body = { orderId: order.id, items: [{ orderItemId: ring.id, quantity: 1, reason: 'Vazgeçtim' }] };
    const early = await t.post(API.Order.RequestReturn, body, customer.headers);
    expect(early.statusCode).toBe(409);
    expect(early.json().errorMessage).toContain('kargoya verildikten sonra');
    await ship(order.id);
    expect((await t.post(API.Order.RequestReturn, body, customer.headers)).statusCode).toBe(200);
  });

  it('refuses a return after the 14 days, saying when they ended, and accepts one on the 13th day', async () => {
    const late = await customerOrder();
    await ship(late.order.id);
    await t.app.ctx.db
      .update(orders)
      .set({ orderStatus: ORDER_STATUS.Delivered, deliveredAt: new Date(Date.now() - 15 * DAY) })
      .where(eq(orders.id, late.order.id));
    const refused = await t.post(
      API.Order.RequestReturn,
      { orderId: late.order.id, items: [{ orderItemId: late.ring.id, quantity: 1, reason: 'Geç kaldım' }] },
      { ...late.customer.headers, 'accept-language': 'en-EN' },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorMessage).toMatch(/14-day withdrawal period ended on \d/);

    const inTime = await customerOrder();
    await ship(inTime.order.id);
    // Shipped two weeks ago, delivered 13 days ago: one day of the period is left.
    await t.app.ctx.db
      .update(orders)
      .set({ shippedAt: new Date(Date.now() - 14 * DAY) })
      .where(eq(orders.id, inTime.order.id));
    expect((await deliver(inTime.order.id, new Date(Date.now() - 13 * DAY).toISOString())).statusCode).toBe(
      200,
    );
    const accepted = await t.post(
      API.Order.RequestReturn,
      {
        orderId: inTime.order.id,
        items: [{ orderItemId: inTime.ring.id, quantity: 1, reason: 'Rengi farklı' }],
      },
      inTime.customer.headers,
    );
    expect(accepted.statusCode).toBe(200);
  });

  it('refuses a personalised line and more units than were bought, and another customer’s order', async () => {
    const { order, customer, ring, necklace, products } = await customerOrder({ personalisedRing: true });
    const page = await t.get(`${API.Products.GetProductById}?id=${products[1]!.id}`);
    expect(page.json().data.personalised).toBe(true);
    await ship(order.id);
    const personalised = await t.post(
      API.Order.RequestReturn,
      { orderId: order.id, items: [{ orderItemId: ring.id, quantity: 1, reason: 'İsim yanlış' }] },
      customer.headers,
    );
    expect(personalised.statusCode).toBe(409);
    expect(personalised.json().errorMessage).toContain('kişiye özel');
    const view = (await t.get(API.Order.GetOrdersByEmail, customer.headers)).json().data[0];
    expect(view.orderItems.find((i: { orderItemId: string }) => i.orderItemId === ring.id)).toMatchObject({
      personalised: true,
      returnableQuantity: 0,
    });
    const tooMany = await t.post(
      API.Order.RequestReturn,
      { orderId: order.id, items: [{ orderItemId: necklace.id, quantity: 3, reason: 'Fazla geldi' }] },
      customer.headers,
    );
    expect(tooMany.statusCode).toBe(400);
    const stranger = await t.customer();
    const foreign = await t.post(
      API.Order.RequestReturn,
      { orderId: order.id, items: [{ orderItemId: necklace.id, quantity: 1, reason: 'Benim değil' }] },
      stranger.headers,
    );
    expect(foreign.statusCode).toBe(404);
  });
});

describe('a customer’s order list', () => {
  it('leaves out failed payment attempts', async () => {
    const customer = await t.customer();
    const { products } = await makeProducts(t, [{ stock: 5, priceTRY: 500 }]);
    await fillBasket(t, customer.headers, [{ productId: products[0]!.id, quantity: 1 }]);
    const declined = await t.post(
      API.Order.CheckoutOrder,
      checkoutBody({ email: customer.email, cardNumber: CARDS.insufficientFunds }),
      customer.headers,
    );
    if (declined.statusCode === 200) await payAtBank(t, declined.json().data.htmlContent);
    const [attempt] = await t.app.ctx.db.select().from(orders).where(eq(orders.email, customer.email));
    expect(attempt!.orderStatus).toBe(ORDER_STATUS.Failed);
    expect((await t.get(API.Order.GetOrdersByEmail, customer.headers)).json().data).toEqual([]);
  });
});
