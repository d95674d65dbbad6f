/**
 * The bank callback against the expiry sweep and the abandon path (decision 018): an order claimed by its
 * callback is failed by nobody else, and a charge for an order that can no longer complete goes back to
 * the card at once, which the sandbox bank's ledger shows. A charge whose answer was lost waits for the
 * payment check instead (payment-check.test.ts).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../test/harness.ts';
import { mailCount } from '../../test/mailbox.ts';
import { orders, sandboxPayments, sandboxRefunds } from '../../db/schema/index.ts';
import { MESSAGES } from '../../platform/messages.ts';
import { PaymentGateway, type ThreedsAuthResult } from '../../platform/payments/gateway.ts';
import { OrderSettlement } from '../orders/index.ts';
import {
  createShopTestApp,
  formOf,
  guestCheckout,
  makeProducts,
  orderRow,
  postForm,
  SMS_CODE,
  stockOf,
} from '../../test/checkout-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createShopTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const realAuth = PaymentGateway.prototype.auth3ds;
type AuthInput = Parameters<PaymentGateway['auth3ds']>[0];

/** An unpaid order whose shopper has passed 3-D Secure: the bank's answer is ready to be posted back. */
async function verifiedOrder(email: string, items: { priceTRY: number }[] = [{ priceTRY: 1800 }]) {
  const { products } = await makeProducts(
    t,
    items.map((i) => ({ stock: 1, ...i })),
  );
  const { res } = await guestCheckout(
    t,
    products.map((p) => ({ productId: p.id, quantity: 1 })),
    { email },
  );
  expect(res.statusCode, res.body).toBe(200);
  const { htmlContent, token } = res.json().data;
  const start = formOf(htmlContent);
  await postForm(t, start.path, start.fields);
  const answer = formOf((await postForm(t, start.path, { smsCode: SMS_CODE, action: 'confirm' })).body);
  const order = await orderRow(t, token);
  return {
    order,
    token,
    productIds: products.map((p) => p.id),
    postCallback: () => postForm(t, answer.path, answer.fields),
  };
}

const ledger = async (paymentId: string) => {
  const [payment] = await t.app.ctx.db
    .select()
    .from(sandboxPayments)
    .where(eq(sandboxPayments.paymentId, paymentId));
  const refunds = await t.app.ctx.db
    .select()
    .from(sandboxRefunds)
    .where(eq(sandboxRefunds.paymentId, paymentId));
  return {
    status: payment!.status,
    cancelledAt: payment!.cancelledAt,
    refunded: refunds.reduce((a, r) => a + r.price, 0),
  };
};

/**
 * Runs `failer` (a sweep or an abandon) so that it reads the order while no callback holds it, and writes
 * only after the bank's callback has claimed it and is charging the card.
 */
async function raceCallbackAgainst(
  orderId: string,
  postCallback: () => Promise<unknown>,
  failer: (s: OrderSettlement) => Promise<number>,
) {
  let claimed!: () => void;
  const charging = new Promise<void>((resolve) => (claimed = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  vi.spyOn(PaymentGateway.prototype, 'auth3ds').mockImplementation(async function (
    this: PaymentGateway,
    input: AuthInput,
  ) {
    claimed();
    await released;
    return realAuth.call(this, input);
  });
  const settlement = new OrderSettlement(t.app.ctx);
  const fail = settlement.fail.bind(settlement);
  let callback: Promise<unknown> | undefined;
  let failedIt: boolean | undefined;
  settlement.fail = async (...args: Parameters<OrderSettlement['fail']>) => {
    if (args[0] !== orderId) return fail(...args);
    callback = postCallback();
    await charging;
    failedIt = await fail(...args);
    release();
    return failedIt;
  };
  await failer(settlement);
  await callback;
  return failedIt;
}

describe('an order claimed by its bank callback', () => {
  it('is not failed by the expiry sweep that picked it just before the claim', async () => {
    const { order, token, productIds, postCallback } = await verifiedOrder('sweep-race@example.com');
    await t.app.ctx.db
      .update(orders)
      .set({ paymentExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.id));

    const failed = await raceCallbackAgainst(order.id, postCallback, (s) => s.expireUnpaid());
    expect(failed).toBe(false);
    expect(await orderRow(t, token)).toMatchObject({ orderStatus: 1, paymentError: null });
    expect(await stockOf(t, productIds[0]!)).toEqual({ stock: 0, soldCount: 1 });
    expect(await ledger(order.paymentId!)).toMatchObject({ status: 'paid', refunded: 0 });
  });

  it('is not failed by a new checkout of the same basket abandoning it', async () => {
    const { order, token, postCallback } = await verifiedOrder('abandon-race@example.com');
    const failed = await raceCallbackAgainst(order.id, postCallback, (s) =>
      s.abandonUnpaid(order.basketKey, 'superseded'),
    );
    expect(failed).toBe(false);
    expect((await orderRow(t, token)).orderStatus).toBe(1);
    expect(await ledger(order.paymentId!)).toMatchObject({ status: 'paid' });
  });
});

describe('a charge for an order that can no longer complete', () => {
  /** The charge succeeds, but takes so long that meanwhile the sweep finds the claim stale and fails the order. */
  function slowCharge(beforeAnswer: (paid: ThreedsAuthResult) => Promise<unknown> = async () => {}) {
    vi.spyOn(PaymentGateway.prototype, 'auth3ds').mockImplementation(async function (
      this: PaymentGateway,
      input: AuthInput,
    ) {
      const paid = await realAuth.call(this, input);
      await new OrderSettlement(t.app.ctx).expireUnpaid(new Date(Date.now() + 60 * 60_000));
      await beforeAnswer(paid);
      return paid;
    });
  }

  it('is voided at once through the gateway, logged loudly, and the order stays failed', async () => {
    const { order, token, productIds, postCallback } = await verifiedOrder('late-charge@example.com');
    slowCharge();
    const errors = vi.spyOn(t.app.ctx.log, 'error');

    expect((await postCallback()).headers.location).toBe(`/payment-result?token=${token}`);
    const after = await orderRow(t, token);
    expect(after).toMatchObject({ orderStatus: 3, stockReleased: true });
    expect(after.paymentError).toContain(MESSAGES.paymentReturned.tr);
    expect(await ledger(order.paymentId!)).toMatchObject({
      status: 'cancelled',
      cancelledAt: expect.any(Date),
      refunded: 0,
    });
    expect(await stockOf(t, productIds[0]!)).toEqual({ stock: 1, soldCount: 0 });
    expect(await mailCount(t.app, 'late-charge@example.com')).toBe(0);
    const logged = errors.mock.calls.map(([fields]) => fields as Record<string, unknown>);
    expect(logged).toContainEqual(expect.objectContaining({ orderId: order.id, paymentId: order.paymentId }));
    expect(logged).toContainEqual(
      expect.objectContaining({
        orderId: order.id,
        paymentId: order.paymentId,
        how: 'voided',
        amount: 180_000,
      }),
    );
  });

  it('is refunded item by item when the bank’s day has closed and it refuses the void', async () => {
    const { order, token, postCallback } = await verifiedOrder('after-midnight@example.com', [
      { priceTRY: 1250.5 },
      { priceTRY: 740.25 },
    ]);
    slowCharge(async (paid) => {
      await t.app.ctx.db
        .update(sandboxPayments)
        .set({ paidAt: new Date(Date.now() - 36 * 3_600_000) })
        .where(eq(sandboxPayments.paymentId, paid.paymentId));
    });
    await postCallback();
    expect((await orderRow(t, token)).orderStatus).toBe(3);
    expect(await ledger(order.paymentId!)).toMatchObject({
      status: 'paid',
      cancelledAt: null,
      refunded: 199_075,
    });
  });
});
