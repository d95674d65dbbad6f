/**
 * The nightly reconciliation (docs/decisions/024-after-sale.md): the day's orders whose money moved are
 * compared with the sandbox bank's payment detail; a refund the bank made that the shop did not record,
 * or a charge kept for a failed order, becomes a payment difference for the owner, and agreeing records
 * list nothing.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { API, type PaymentDifference } from '@kehribar/contracts';
import type { TestApp } from '../../test/harness.ts';
import { orderItems, orders, reconciliationRuns } from '../../db/schema/index.ts';
import { gatewayFor, PaymentGateway, PaymentProviderError } from '../../platform/payments/gateway.ts';
import {
  createShopTestApp,
  guestCheckout,
  makeProducts,
  orderRow,
  payAtBank,
} from '../../test/checkout-test-kit.ts';
import { ReconciliationService } from './reconciliation.service.ts';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createShopTestApp();
  admin = (await t.admin()).headers;
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

/** An order paid through the whole 3-D Secure flow, with its lines in basket order. */
async function paidOrder(email: string, prices: number[] = [1250.5, 740.25]) {
  const { products } = await makeProducts(
    t,
    prices.map((priceTRY) => ({ stock: 3, priceTRY })),
  );
  const { res } = await guestCheckout(
    t,
    products.map((p) => ({ productId: p.id, quantity: 1 })),
    { email },
  );
  expect(res.statusCode, res.body).toBe(200);
  const { htmlContent, token } = res.json().data;
  await payAtBank(t, htmlContent);
  const order = await orderRow(t, token);
  const lines = await t.app.ctx.db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.paymentTransactionId));
  return { order, token, lines };
}

/** Runs the comparison of today (the owner's "run now") and answers the open differences of one order. */
async function differencesOf(orderId: string): Promise<PaymentDifference[]> {
  const res = await t.get(`${API.Order.GetPaymentDifferences}?run=true`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as PaymentDifference[]).filter((d) => d.orderId === orderId);
}

const back = { locale: 'tr' as const, conversationId: 'by-hand', ip: '85.34.78.112' };

describe('the comparison with the provider', () => {
  it('lists a refund the provider made that the shop never recorded, and closes it once the records agree', async () => {
    const { order, lines } = await paidOrder('refunded-by-hand@example.com');
    const [first, second] = lines;
    await gatewayFor(t.app.ctx).refund({
      ...back,
      paymentTransactionId: first!.paymentTransactionId!,
      price: 10_000,
      currency: 'TRY',
    });

    expect(await differencesOf(order.id)).toEqual([
      {
        id: expect.any(String),
        orderId: order.id,
        orderNumber: order.orderNumber,
        orderItemId: null,
        lineName: null,
        lineNameEN: null,
        kind: 'refunded',
        currency: 'TRY',
        ours: 0,
        theirs: 100,
        foundAt: expect.any(String),
      },
    ]);

    // Recorded on the wrong line: the totals agree, the lines do not.
    const db = t.app.ctx.db;
    await db.update(orders).set({ refundedAmount: 10_000 }).where(eq(orders.id, order.id));
    await db.update(orderItems).set({ refundedAmount: 10_000 }).where(eq(orderItems.id, second!.id));
    const byLine = await differencesOf(order.id);
    expect(byLine.map((d) => [d.kind, d.orderItemId, d.ours, d.theirs])).toEqual(
      expect.arrayContaining([
        ['line_refunded', first!.id, 0, 100],
        ['line_refunded', second!.id, 100, 0],
      ]),
    );
    expect(byLine).toHaveLength(2);
    // The owner reads which piece each line is.
    expect(byLine.find((d) => d.orderItemId === first!.id)).toMatchObject({
      lineName: first!.productName,
      lineNameEN: first!.productNameEN,
    });

    await db.update(orderItems).set({ refundedAmount: 0 }).where(eq(orderItems.id, second!.id));
    await db.update(orderItems).set({ refundedAmount: 10_000 }).where(eq(orderItems.id, first!.id));
    expect(await differencesOf(order.id)).toEqual([]);
  });

  it('lists nothing when the shop’s records agree: paid, refunded through the shop, cancelled', async () => {
    const untouched = await paidOrder('untouched@example.com');
    const refunded = await paidOrder('refunded-by-shop@example.com');
    const refund = await t.post(API.Order.RefundOrder, { orderId: refunded.order.id, amount: 321.45 }, admin);
    expect(refund.statusCode, refund.body).toBe(200);
    const cancelled = await paidOrder('cancelled-by-shop@example.com');
    const cancel = await t.post(API.Order.AdminCancelOrder, { orderId: cancelled.order.id }, admin);
    expect(cancel.statusCode, cancel.body).toBe(200);

    expect(await differencesOf(untouched.order.id)).toEqual([]);
    expect(await differencesOf(refunded.order.id)).toEqual([]);
    expect((await orderRow(t, refunded.token)).refundedAmount).toBe(32_145);
    expect(await differencesOf(cancelled.order.id)).toEqual([]);
    expect((await orderRow(t, cancelled.token)).orderStatus).toBe(2);
  });

  it('lists a charge the provider kept for an order that failed', async () => {
    const realAuth = PaymentGateway.prototype.auth3ds;
    vi.spyOn(PaymentGateway.prototype, 'auth3ds').mockImplementation(async function (
      this: PaymentGateway,
      input: Parameters<PaymentGateway['auth3ds']>[0],
    ) {
      await realAuth.call(this, input);
      throw new PaymentProviderError('10005', 'Do not honour');
    });
    const { order, token } = await paidOrder('kept-charge@example.com', [900]);
    expect((await orderRow(t, token)).orderStatus).toBe(3);
    expect(await differencesOf(order.id)).toMatchObject([
      { kind: 'charged_unpaid_order', ours: 0, theirs: 900 },
    ]);
  });
});

describe('the nightly run', () => {
  it('compares the Türkiye day before, once, when the configured hour has come', async () => {
    const reconciliation = new ReconciliationService(t.app.ctx);
    expect(t.app.ctx.config.reconciliationHour).toBe(4);
    expect(await reconciliation.runIfDue(new Date('2031-03-10T03:59:00+03:00'))).toBe(false);
    expect(await reconciliation.runIfDue(new Date('2031-03-10T04:00:00+03:00'))).toBe(true);
    expect(await reconciliation.runIfDue(new Date('2031-03-10T23:30:00+03:00'))).toBe(false);
    const [run] = await t.app.ctx.db
      .select()
      .from(reconciliationRuns)
      .where(eq(reconciliationRuns.day, '2031-03-09'));
    expect(run).toMatchObject({ finishedAt: expect.any(Date), compared: 0, differences: 0 });
    // Just after midnight (21:00 UTC) the day before is still the 9th's: its run waits for 04:00.
    expect(await reconciliation.runIfDue(new Date('2031-03-11T00:30:00+03:00'))).toBe(false);
    expect(await reconciliation.runIfDue(new Date('2031-03-11T04:10:00+03:00'))).toBe(true);
  });
});
