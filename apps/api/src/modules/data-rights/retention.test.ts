import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { TestApp } from '../../test/harness.ts';
import {
  dataRequests,
  marketingConsents,
  orderEvents,
  orderInvoices,
  orders,
  retentionRuns,
  subscribers,
} from '../../db/schema/index.ts';
import { createShopTestApp, paidNecklaceAndRing } from '../../test/checkout-test-kit.ts';
import { Retention } from './retention.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createShopTestApp();
});
afterAll(() => t.close());

// 12:00 in Türkiye on 26 November 2026, after the reconciliation hour.
const NOW = new Date('2026-11-26T09:00:00.000Z');

/** A paid guest order whose every step happened at `at` (and, when given, a later refund at `refundAt`). */
async function orderDated(email: string, at: string, refundAt?: string) {
  const { order } = await paidNecklaceAndRing(t, email);
  const db = t.app.ctx.db;
  await db
    .update(orders)
    .set({ orderCreateDate: new Date(at) })
    .where(eq(orders.id, order.id));
  await db
    .update(orderEvents)
    .set({ at: new Date(at) })
    .where(eq(orderEvents.orderId, order.id));
  if (refundAt)
    await db.insert(orderEvents).values({
      orderId: order.id,
      type: 'refunded',
      actor: 'owner',
      actorEmail: 'owner@example.com',
      amount: 100,
      at: new Date(refundAt),
    });
  return order;
}

const orderById = async (id: string) =>
  (await t.app.ctx.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('the daily retention job (decision 044)', () => {
  it('clears orders ten years after the end of their last year, once a day across processes', async () => {
    const expired = await orderDated('old-guest@example.com', '2015-06-01T10:00:00.000Z');
    await t.app.ctx.db
      .update(orders)
      .set({ giftNote: 'İyi ki doğdun Elif' })
      .where(eq(orders.id, expired.id));
    // 31 Dec 2015 23:30 in Türkiye is still 2015: its period ended with 2025.
    const lastDay = await orderDated('new-year@example.com', '2015-12-31T20:30:00.000Z');
    // 1 Jan 2016 00:30 in Türkiye: kept through 2026.
    const nextYear = await orderDated('next-year@example.com', '2015-12-31T21:30:00.000Z');
    const refundedLater = await orderDated(
      'refunded@example.com',
      '2015-03-01T10:00:00.000Z',
      '2016-02-01T10:00:00.000Z',
    );
    const customer = await t.customer('still-here@example.com');
    const { order: ofAccount } = await paidNecklaceAndRing(t, customer.email, { shopper: customer });
    await t.app.ctx.db
      .update(orders)
      .set({ orderCreateDate: new Date('2014-01-01T10:00:00.000Z') })
      .where(eq(orders.id, ofAccount.id));
    await t.app.ctx.db
      .update(orderEvents)
      .set({ at: new Date('2014-01-01T10:00:00.000Z') })
      .where(eq(orderEvents.orderId, ofAccount.id));
    await t.app.ctx.db.insert(orderInvoices).values({
      orderId: expired.id,
      storageKey: '00000000-0000-4000-8000-000000000000.pdf',
      fileName: 'fatura.pdf',
      byteSize: 10,
      sha256: 'x',
      source: 'manual',
    });

    const retention = new Retention(t.app.ctx);
    const due = await retention.ordersDue(NOW);
    expect(due).toEqual(expect.arrayContaining([expired.id, lastDay.id]));
    expect(due).not.toContain(nextYear.id);
    expect(due).not.toContain(refundedLater.id);
    expect(due).not.toContain(ofAccount.id);

    // Before the morning hour nothing runs; then two processes at once: one clears.
    expect(await retention.runIfDue(new Date('2026-11-26T00:30:00.000Z'))).toBeNull();
    const runs = await Promise.all([retention.runIfDue(NOW), retention.runIfDue(NOW)]);
    const ran = runs.filter((r) => r !== null);
    expect(ran).toHaveLength(1);
    expect(ran[0]!.orders).toBeGreaterThanOrEqual(2);
    const [run] = await t.app.ctx.db.select().from(retentionRuns).where(eq(retentionRuns.day, '2026-11-26'));
    expect(run!.orders).toBe(ran[0]!.orders);

    const cleared = await orderById(expired.id);
    expect(cleared).toMatchObject({
      email: `silindi-${expired.orderNumber}@silindi.invalid`,
      phoneNumber: '',
      contactName: '',
      addressLine: '',
      billingContactName: '',
      billingAddressLine: '',
      billingCity: '',
      contractIp: null,
      contractText: null,
      preInformationText: null,
      cardBin: null,
      cardLastFour: null,
      giftNote: null,
      // What the books record stays.
      orderNumber: expired.orderNumber,
      totalPrice: expired.totalPrice,
      currency: expired.currency,
      paymentId: expired.paymentId,
    });
    expect(cleared.token).not.toBe(expired.token);
    const history = await t.app.ctx.db.select().from(orderEvents).where(eq(orderEvents.orderId, expired.id));
    expect(history.map((e) => e.type)).toContain('retention_period_ended');
    expect(history.every((e) => e.actorEmail === null && e.note === null)).toBe(true);
    expect(
      await t.app.ctx.db.select().from(orderInvoices).where(eq(orderInvoices.orderId, expired.id)),
    ).toEqual([]);

    // Kept: within the period, refunded within it, or the order of a living account.
    for (const kept of [nextYear, refundedLater, ofAccount]) {
      const row = await orderById(kept.id);
      expect(row.email).toBe(kept.email);
      expect(row.billingContactName).toBe('Elif Şahin');
    }

    // The next day finds nothing new: a cleared order is not cleared twice.
    const nextDay = await retention.runIfDue(new Date('2026-11-27T09:00:00.000Z'));
    expect(nextDay?.orders).toBe(0);
    const events = await t.app.ctx.db
      .select()
      .from(orderEvents)
      .where(inArray(orderEvents.orderId, [expired.id]));
    expect(events.filter((e) => e.type === 'retention_period_ended')).toHaveLength(1);
  });

  it('deletes consent records three years after they ended and answered requests three years after the answer', async () => {
    const db = t.app.ctx.db;
    const consent = (address: string, consentedAt: string, unsubscribedAt: string | null) => ({
      address,
      source: 'newsletter' as const,
      ip: '127.0.0.1',
      textVersion: '2026-11',
      consentedAt: new Date(consentedAt),
      unsubscribedAt: unsubscribedAt ? new Date(unsubscribedAt) : null,
    });
    await db
      .insert(subscribers)
      .values([
        { email: 'left-long-ago@example.com' },
        { email: 'left-lately@example.com' },
        { email: 'still-in@example.com' },
        { email: 'no-record@example.com' },
      ]);
    await db
      .insert(marketingConsents)
      .values([
        consent('left-long-ago@example.com', '2020-01-10T10:00:00.000Z', '2023-11-01T10:00:00.000Z'),
        consent('left-lately@example.com', '2020-01-10T10:00:00.000Z', '2024-01-01T10:00:00.000Z'),
        consent('still-in@example.com', '2019-05-01T10:00:00.000Z', null),
      ]);
    const request = (
      email: string,
      status: 'open' | 'answered',
      receivedAt: string,
      answeredAt: string | null,
    ) => ({
      name: 'Ayşe',
      email,
      type: 'access' as const,
      status,
      receivedAt: new Date(receivedAt),
      deadline: new Date(new Date(receivedAt).getTime() + 30 * 86_400_000),
      answeredAt: answeredAt ? new Date(answeredAt) : null,
    });
    await db
      .insert(dataRequests)
      .values([
        request(
          'answered-old@example.com',
          'answered',
          '2023-10-01T10:00:00.000Z',
          '2023-10-20T10:00:00.000Z',
        ),
        request(
          'answered-new@example.com',
          'answered',
          '2025-10-01T10:00:00.000Z',
          '2025-10-20T10:00:00.000Z',
        ),
        request('open-old@example.com', 'open', '2022-10-01T10:00:00.000Z', null),
      ]);

    const counts = await new Retention(t.app.ctx).runIfDue(new Date('2026-12-01T09:00:00.000Z'));
    expect(counts).toMatchObject({ consents: 1, dataRequests: 1 });

    const addresses = (await db.select().from(marketingConsents)).map((c) => c.address);
    expect(addresses).not.toContain('left-long-ago@example.com');
    expect(addresses).toEqual(expect.arrayContaining(['left-lately@example.com', 'still-in@example.com']));
    const listed = (await db.select().from(subscribers)).map((s) => s.email);
    expect(listed).not.toContain('left-long-ago@example.com');
    expect(listed).toEqual(
      expect.arrayContaining(['left-lately@example.com', 'still-in@example.com', 'no-record@example.com']),
    );
    const requests = (await db.select().from(dataRequests)).map((r) => r.email);
    expect(requests).not.toContain('answered-old@example.com');
    expect(requests).toEqual(expect.arrayContaining(['answered-new@example.com', 'open-old@example.com']));
  });
});
