import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API, ORDER_STATUS } from '@kehribar/contracts';
import type { TestApp } from '../../test/harness.ts';
import { lastMailTo, mailCount } from '../../test/mailbox.ts';
import { couponUsages, sandboxPayments, sandboxRefunds } from '../../db/schema/index.ts';
import { gatewayFor } from '../../platform/payments/gateway.ts';
import {
  createShopTestApp,
  guestCheckout,
  orderRow,
  paidNecklaceAndRing,
  stockOf,
} from '../../test/checkout-test-kit.ts';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createShopTestApp();
  admin = (await t.admin()).headers;
});
afterAll(() => t.close());

/** A guest's paid order: 2 × 1.750 ₺ and 1 × 900 ₺. */
async function paidOrder(email: string) {
  const paid = await paidNecklaceAndRing(t, email);
  return { ...paid, guest: paid.shopper };
}

const ledger = async (paymentId: string) =>
  (await t.app.ctx.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, paymentId))).reduce(
    (a, r) => a + r.price,
    0,
  );

const bankDayClosed = (paymentId: string) =>
  t.app.ctx.db
    .update(sandboxPayments)
    .set({ paidAt: new Date(Date.now() - 36 * 3_600_000) })
    .where(eq(sandboxPayments.paymentId, paymentId));

const key = () => ({ 'idempotency-key': `test-${crypto.randomUUID()}` });
const detail = async (orderId: string) =>
  (await t.get(`${API.Order.GetOrderById}?orderId=${orderId}`, admin)).json().data;

describe('after the sale: payment lines', () => {
  it('keeps each line’s item transaction and what the card paid for it, and records placed and paid', async () => {
    const { order, necklace, ring } = await paidOrder('lines@example.com');
    expect(necklace.paymentTransactionId).toBeTruthy();
    expect(necklace.paidPrice).toBe(350_000);
    expect(ring.paidPrice).toBe(90_000);
    const view = await detail(order.id);
    expect(view.events.map((e: { type: string }) => e.type)).toEqual(['placed', 'paid']);
    expect(view.events[1]).toMatchObject({
      actor: 'system',
      amount: 4400,
      providerReference: order.paymentId,
    });
  });
});

describe('cancelling', () => {
  it('lets a guest cancel an unshipped order by its token: voided the same day, stock back, coupon use back, e-mailed', async () => {
    const { guest, token, order, products } = await paidOrder('cancel-guest@example.com');
    await t.app.ctx.db
      .insert(couponUsages)
      .values({ couponId: 1, orderId: order.id, buyerKey: 'x' })
      .catch(() => {});
    const before = await stockOf(t, products[0]!.id);
    const res = await t.post(API.Order.CancelOrder, { token }, guest.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      orderStatus: ORDER_STATUS.Canceled,
      refundedAmount: 4400,
      canCancel: false,
    });
    expect(await stockOf(t, products[0]!.id)).toEqual({
      stock: before.stock + 2,
      soldCount: before.soldCount - 2,
    });
    const [payment] = await t.app.ctx.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.paymentId, order.paymentId!));
    expect(payment!.cancelledAt).not.toBeNull();
    const view = await detail(order.id);
    expect(view.events.at(-1)).toMatchObject({
      type: 'canceled',
      actor: 'shopper',
      amount: 4400,
      note: 'void',
    });
    const { mail } = await lastMailTo(t.app, 'cancel-guest@example.com');
    expect(mail.subject).toContain(`#${order.orderNumber}`);
    expect(mail.text).toContain('iptal');
    expect(mail.text).toContain('4.400,00');
  });

  it('refunds every item transaction when the bank’s day has closed', async () => {
    const { order } = await paidOrder('cancel-late@example.com');
    await bankDayClosed(order.paymentId!);
    const res = await t.post(API.Order.AdminCancelOrder, { orderId: order.id }, { ...admin, ...key() });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ orderStatus: ORDER_STATUS.Canceled, refundedAmount: 4400 });
    expect(await ledger(order.paymentId!)).toBe(440_000);
    expect(res.json().data.events.at(-1)).toMatchObject({ type: 'canceled', actor: 'owner', note: 'refund' });
  });

  it('refuses a shopper’s cancel once shipped, and another shopper’s order by id', async () => {
    const { guest, token, order } = await paidOrder('cancel-shipped@example.com');
    const ship = await t.post(
      API.Order.ShippingUpdate,
      { orderId: order.id, shippingCode: 'YK123456', carrier: 'yurtici' },
      admin,
    );
    expect(ship.json().data.orderStatus).toBe(ORDER_STATUS.Shipped);
    const refused = await t.post(
      API.Order.CancelOrder,
      { token },
      { ...guest.headers, 'accept-language': 'en-EN' },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorMessage).toContain('can no longer be cancelled');
    const stranger = await t.customer();
    expect((await t.post(API.Order.CancelOrder, { orderId: order.id }, stranger.headers)).statusCode).toBe(
      404,
    );
  });

  it('lets the owner cancel a shipped order', async () => {
    const { order } = await paidOrder('owner-cancel@example.com');
    await t.post(
      API.Order.ShippingUpdate,
      { orderId: order.id, shippingCode: 'AR998877', carrier: 'aras' },
      admin,
    );
    const res = await t.post(API.Order.AdminCancelOrder, { orderId: order.id }, admin);
    expect(res.json().data.orderStatus).toBe(ORDER_STATUS.Canceled);
  });
});

describe('refunding', () => {
  it('refunds one unit of a line, then an amount, never above what was paid', async () => {
    const { order, necklace } = await paidOrder('refund-part@example.com');
    const one = await t.post(
      API.Order.RefundOrder,
      { orderId: order.id, items: [{ orderItemId: necklace.id, quantity: 1 }] },
      { ...admin, ...key() },
    );
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({ orderStatus: ORDER_STATUS.Completed, refundedAmount: 1750 });
    const more = await t.post(
      API.Order.RefundOrder,
      { orderId: order.id, amount: 2000 },
      { ...admin, ...key() },
    );
    expect(more.json().data.refundedAmount).toBe(3750);
    const tooMuch = await t.post(API.Order.RefundOrder, { orderId: order.id, amount: 651 }, admin);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errorMessage).toContain('650,00');
    // An English request reads the amount as English writes it.
    const tooMuchEn = await t.post(
      API.Order.RefundOrder,
      { orderId: order.id, amount: 651 },
      { ...admin, 'accept-language': 'en-EN' },
    );
    expect(tooMuchEn.json().errorMessage).toBe('The refund cannot exceed what is left, ₺650.00.');
    const rest = await t.post(API.Order.RefundOrder, { orderId: order.id }, admin);
    expect(rest.json().data.refundedAmount).toBe(4400);
    expect(await ledger(order.paymentId!)).toBe(440_000);
    const nothing = await t.post(API.Order.RefundOrder, { orderId: order.id }, admin);
    expect(nothing.statusCode).toBe(409);
    const { mail } = await lastMailTo(t.app, 'refund-part@example.com');
    expect(mail.text).toContain('tek seferde');
  });

  it('refunds and mails once when the same request is sent twice with one Idempotency-Key', async () => {
    const { order, ring } = await paidOrder('refund-twice@example.com');
    const headers = { ...admin, ...key() };
    const body = { orderId: order.id, items: [{ orderItemId: ring.id, quantity: 1 }] };
    const mailsBefore = await mailCount(t.app, 'refund-twice@example.com');
    const [a, b] = await Promise.all([
      t.post(API.Order.RefundOrder, body, headers),
      t.post(API.Order.RefundOrder, body, headers),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    // Both at once: one refunds, the other is told the order is busy (or, if it came second, answers the result).
    expect(statuses[0]).toBe(200);
    expect([200, 409]).toContain(statuses[1]);
    const again = await t.post(API.Order.RefundOrder, body, headers);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.refundedAmount).toBe(900);
    expect(await ledger(order.paymentId!)).toBe(90_000);
    expect(await mailCount(t.app, 'refund-twice@example.com')).toBe(mailsBefore + 1);
  });

  it('leaves the order unchanged when the provider refuses the refund', async () => {
    const { order, ring } = await paidOrder('refund-refused@example.com');
    // Refunded at the provider behind the shop's back: the bank has nothing left on that line.
    await gatewayFor(t.app.ctx).refund({
      locale: 'tr',
      conversationId: order.id,
      ip: '127.0.0.1',
      paymentTransactionId: ring.paymentTransactionId!,
      price: 90_000,
      currency: 'TRY',
    });
    const res = await t.post(
      API.Order.RefundOrder,
      { orderId: order.id, items: [{ orderItemId: ring.id, quantity: 1 }] },
      admin,
    );
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe('REFUND_REFUSED');
    const view = await detail(order.id);
    expect(view).toMatchObject({ refundedAmount: 0, orderStatus: ORDER_STATUS.Completed });
    expect(view.events.map((e: { type: string }) => e.type)).not.toContain('refunded');
  });

  it('says what did go back when the provider refuses part of a refund, in the request’s language', async () => {
    for (const [language, said] of [
      ['tr-TR', 'İadenin bir kısmı yapıldı (₺3.500,00)'],
      ['en-EN', 'Part of the refund was made (₺3,500.00)'],
    ] as const) {
      const { order, ring } = await paidOrder(`refund-partly-${language}@example.com`);
      // The ring was refunded at the provider behind the shop's back: the necklace goes back, the ring is refused.
      await gatewayFor(t.app.ctx).refund({
        locale: 'tr',
        conversationId: order.id,
        ip: '127.0.0.1',
        paymentTransactionId: ring.paymentTransactionId!,
        price: 90_000,
        currency: 'TRY',
      });
      const res = await t.post(
        API.Order.RefundOrder,
        { orderId: order.id },
        { ...admin, 'accept-language': language },
      );
      expect(res.statusCode).toBe(502);
      expect(res.json().errorMessage).toContain(said);
      expect((await detail(order.id)).refundedAmount).toBe(3500);
    }
  });

  it('refuses a refund of an unpaid order, of lines of another order, and to anyone but an admin', async () => {
    const { order, products } = await paidOrder('refund-odd@example.com');
    const other = await paidOrder('refund-odd-2@example.com');
    const foreignLine = await t.post(
      API.Order.RefundOrder,
      { orderId: order.id, items: [{ orderItemId: other.ring.id, quantity: 1 }] },
      admin,
    );
    expect(foreignLine.statusCode).toBe(400);
    const { res } = await guestCheckout(t, [{ productId: products[1]!.id, quantity: 1 }], {
      email: 'refund-unpaid@example.com',
    });
    const unpaid = await orderRow(t, res.json().data.token);
    const refused = await t.post(API.Order.RefundOrder, { orderId: unpaid.id }, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('INVALID_STATE');
    const customer = await t.customer();
    expect((await t.post(API.Order.RefundOrder, { orderId: order.id }, customer.headers)).statusCode).toBe(
      403,
    );
    expect((await detail(order.id)).refundedAmount).toBe(0);
  });
});
