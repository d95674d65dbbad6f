/**
 * A charge whose answer was lost (docs/decisions/024-after-sale.md): the callback leaves the order in
 * PaymentCheck with its stock and coupon use held, and the payment check asks the sandbox bank until it
 * knows — charged: the order completes as the callback would have completed it; not charged: it fails
 * and gives everything back; no answer for PAYMENT_CHECK_HOURS: it is left to the owner.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { API } from '@kehribar/contracts';
import type { TestApp } from '../../test/harness.ts';
import { mailCount } from '../../test/mailbox.ts';
import { orderEvents, orderItems, orders, sandboxPayments } from '../../db/schema/index.ts';
import { MESSAGES } from '../../platform/messages.ts';
import { PaymentGateway, PaymentProviderError } from '../../platform/payments/gateway.ts';
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
import { PaymentCheckService } from './payment-check.service.ts';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createShopTestApp();
  admin = (await t.admin()).headers;
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const realAuth = PaymentGateway.prototype.auth3ds;
type AuthInput = Parameters<PaymentGateway['auth3ds']>[0];
const later = (ms: number) => new Date(Date.now() + ms);
const runChecks = (at: Date) => new PaymentCheckService(t.app.ctx).runDue(at);

async function oneUseCoupon(): Promise<string> {
  const couponCode = `CHECK${randomBytes(3).toString('hex').toUpperCase()}`;
  const res = await t.post(
    API.Coupon.CreateCoupon,
    {
      couponCode,
      discountType: 0,
      discountValue: 10,
      startDate: '2020-01-01',
      endDate: '2099-12-31',
      totalUsages: 1,
    },
    admin,
  );
  expect(res.statusCode, res.body).toBe(200);
  return couponCode;
}

/** An order (of one of two pieces) with a one-use coupon whose shopper passed 3-D Secure; the bank's answer is ready to post back. */
async function verifiedOrder(email: string) {
  const couponCode = await oneUseCoupon();
  const { products } = await makeProducts(t, [{ stock: 2, priceTRY: 1800 }]);
  const productId = products[0]!.id;
  const { res } = await guestCheckout(t, [{ productId, quantity: 1 }], { email, couponDTO: { couponCode } });
  expect(res.statusCode, res.body).toBe(200);
  const { htmlContent, token } = res.json().data;
  const start = formOf(htmlContent);
  await postForm(t, start.path, start.fields);
  const answer = formOf((await postForm(t, start.path, { smsCode: SMS_CODE, action: 'confirm' })).body);
  const order = await orderRow(t, token);
  const couponTakenBy = async (other: string) => {
    const { res: second } = await guestCheckout(t, [{ productId, quantity: 1 }], {
      email: other,
      couponDTO: { couponCode },
    });
    return second.statusCode;
  };
  return {
    order,
    token,
    productId,
    couponTakenBy,
    postCallback: () => postForm(t, answer.path, answer.fields),
  };
}

/** The charge's answer is lost: `charge` says whether the bank got the request before it was lost. */
function loseTheAnswer(code: 'TIMEOUT' | 'UNREACHABLE', charge: boolean) {
  vi.spyOn(PaymentGateway.prototype, 'auth3ds').mockImplementation(async function (
    this: PaymentGateway,
    input: AuthInput,
  ) {
    if (charge) await realAuth.call(this, input);
    throw new PaymentProviderError(code, 'lost');
  });
}

const eventsOf = async (orderId: string) =>
  (
    await t.app.ctx.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(asc(orderEvents.at))
  ).map((e) => ({ type: e.type, note: e.note }));

const ledgerStatus = async (paymentId: string) =>
  (await t.app.ctx.db.select().from(sandboxPayments).where(eq(sandboxPayments.paymentId, paymentId)))[0]!
    .status;

describe('a charge whose answer timed out', () => {
  it('leaves the order in PaymentCheck holding stock and coupon; the check completes it when the bank charged', async () => {
    const o = await verifiedOrder('timed-out@example.com');
    loseTheAnswer('TIMEOUT', true);
    expect((await o.postCallback()).headers.location).toBe(`/payment-result?token=${o.token}`);

    const waiting = await orderRow(t, o.token);
    expect(waiting).toMatchObject({ orderStatus: 8, stockReleased: false, paymentChecks: 0 });
    expect(waiting.paymentCheckAt!.getTime()).toBeGreaterThan(Date.now());
    expect(await eventsOf(o.order.id)).toEqual([
      { type: 'placed', note: null },
      { type: 'payment_check', note: 'TIMEOUT: lost' },
    ]);
    expect(await ledgerStatus(o.order.paymentId!)).toBe('paid');
    expect(await stockOf(t, o.productId)).toEqual({ stock: 1, soldCount: 0 });
    expect(await o.couponTakenBy('coupon-hunter@example.com')).toBe(409);
    // Not due yet: the first question waits a minute.
    expect(await runChecks(new Date())).toEqual([]);
    vi.restoreAllMocks();

    expect(await runChecks(later(61_000))).toEqual(['completed']);
    const paid = await orderRow(t, o.token);
    expect(paid).toMatchObject({
      orderStatus: 1,
      paidPrice: paid.totalPrice,
      paymentError: null,
      paymentCheckAt: null,
      paymentChecks: 1,
    });
    expect(paid.completedAt).toBeInstanceOf(Date);
    const [line] = await t.app.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, o.order.id));
    expect(line).toMatchObject({
      paymentTransactionId: `${o.order.paymentId}01`,
      paidPrice: paid.totalPrice,
    });
    expect((await eventsOf(o.order.id)).map((e) => e.type)).toEqual(['placed', 'payment_check', 'paid']);
    expect(await stockOf(t, o.productId)).toEqual({ stock: 1, soldCount: 1 });
    expect(await mailCount(t.app, 'timed-out@example.com')).toBe(1);
    expect(await runChecks(later(3 * 3_600_000))).toEqual([]);
  });
});

describe('a charge that never reached the bank', () => {
  it('leaves the order in PaymentCheck; the check fails it, stock and coupon back, when the bank never charged', async () => {
    const o = await verifiedOrder('unreachable@example.com');
    loseTheAnswer('UNREACHABLE', false);
    await o.postCallback();
    expect((await orderRow(t, o.token)).orderStatus).toBe(8);
    expect(await ledgerStatus(o.order.paymentId!)).toBe('authenticated');
    vi.restoreAllMocks();

    expect(await runChecks(later(61_000))).toEqual(['failed']);
    expect(await orderRow(t, o.token)).toMatchObject({
      orderStatus: 3,
      stockReleased: true,
      paymentError: MESSAGES.paymentNotCharged.tr,
      paymentCheckAt: null,
    });
    expect((await eventsOf(o.order.id)).map((e) => e.type)).toEqual(['placed', 'payment_check', 'failed']);
    expect(await stockOf(t, o.productId)).toEqual({ stock: 2, soldCount: 0 });
    expect(await mailCount(t.app, 'unreachable@example.com')).toBe(0);
    expect(await o.couponTakenBy('next-in-line@example.com')).toBe(200);
    // Counted for GET /metrics as a failed payment (docs/decisions/037-health-readiness-and-metrics.md).
    expect(
      await t.app.ctx.metrics.registry.getSingleMetricAsString('kehribar_payments_failed_total'),
    ).toMatch(/^kehribar_payments_failed_total\{reason="not_charged"\} 1$/m);
  });

  it('is not failed by the expiry sweep, whatever its payment time and claim', async () => {
    const o = await verifiedOrder('sweep-spares@example.com');
    loseTheAnswer('UNREACHABLE', false);
    await o.postCallback();
    await t.app.ctx.db
      .update(orders)
      .set({ paymentExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, o.order.id));
    await new OrderSettlement(t.app.ctx).expireUnpaid(later(3_600_000));
    expect(await orderRow(t, o.token)).toMatchObject({ orderStatus: 8, stockReleased: false });
    expect(await stockOf(t, o.productId)).toEqual({ stock: 1, soldCount: 0 });
    vi.restoreAllMocks();
    expect(await runChecks(later(61_000))).toEqual(['failed']);
  });
});

describe('a provider that does not tell', () => {
  it('is asked again with backoff, and after PAYMENT_CHECK_HOURS the order is left to the owner', async () => {
    const o = await verifiedOrder('never-told@example.com');
    loseTheAnswer('TIMEOUT', true);
    await o.postCallback();
    vi.restoreAllMocks();
    vi.spyOn(PaymentGateway.prototype, 'retrieve').mockRejectedValue(
      new PaymentProviderError('UNREACHABLE', 'The payment service could not be reached'),
    );
    const errors = vi.spyOn(t.app.ctx.log, 'error');

    const first = later(61_000);
    expect(await runChecks(first)).toEqual(['unknown']);
    const asked = await orderRow(t, o.token);
    expect(asked).toMatchObject({ orderStatus: 8, paymentChecks: 1 });
    expect(asked.paymentCheckAt!.getTime()).toBe(first.getTime() + 2 * 60_000);
    expect(await runChecks(new Date(first.getTime() + 60_000))).toEqual([]);
    expect(await runChecks(new Date(first.getTime() + 2 * 60_000))).toEqual(['unknown']);
    expect((await orderRow(t, o.token)).paymentCheckAt!.getTime()).toBe(first.getTime() + 6 * 60_000);

    expect(await runChecks(later(25 * 3_600_000))).toEqual(['left']);
    expect(await orderRow(t, o.token)).toMatchObject({
      orderStatus: 8,
      paymentChecks: 3,
      paymentCheckAt: null,
      stockReleased: false,
    });
    expect(errors.mock.calls.map(([fields]) => fields)).toContainEqual(
      expect.objectContaining({ orderId: o.order.id, paymentId: o.order.paymentId, checks: 3 }),
    );
    expect(await runChecks(later(48 * 3_600_000))).toEqual([]);

    const listed = (await t.get(API.Order.GetPaymentDifferences, admin)).json().data;
    expect(listed).toContainEqual(
      expect.objectContaining({
        orderId: o.order.id,
        orderNumber: o.order.orderNumber,
        kind: 'payment_unknown',
        ours: o.order.totalPrice / 100,
        theirs: null,
      }),
    );
  });
});
