import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API } from '@kehribar/contracts';
import type { TestApp } from '../../test/harness.ts';
import { lastMailTo, mailCount } from '../../test/mailbox.ts';
import { orderReturns } from '../../db/schema/index.ts';
import { createShopTestApp, paidNecklaceAndRing } from '../../test/checkout-test-kit.ts';
import { RefundReminders } from './refund-reminders.ts';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createShopTestApp();
  admin = (await t.admin()).headers;
});
afterAll(() => t.close());

const DAY = 24 * 3_600_000;

/** A customer's shipped order with an open return asked for `daysAgo` days before `now`. */
async function openReturn(now: Date, daysAgo: number) {
  const customer = await t.customer();
  const { order, ring } = await paidNecklaceAndRing(t, customer.email, { shopper: customer });
  await t.post(
    API.Order.ShippingUpdate,
    { orderId: order.id, shippingCode: 'YK123456', carrier: 'yurtici' },
    admin,
  );
  const asked = await t.post(
    API.Order.RequestReturn,
    { orderId: order.id, items: [{ orderItemId: ring.id, quantity: 1, reason: 'Vazgeçtim' }] },
    customer.headers,
  );
  expect(asked.statusCode).toBe(200);
  await t.app.ctx.db
    .update(orderReturns)
    .set({ requestedAt: new Date(now.getTime() - daysAgo * DAY) })
    .where(eq(orderReturns.orderId, order.id));
  return order;
}

describe('the owner’s reminder of refunds falling due', () => {
  it('mails the owner once a day, after the morning hour, the open returns due within 3 days or overdue', async () => {
    // 09:00 in Türkiye, after the reconciliation hour (4).
    const now = new Date('2030-05-10T06:00:00.000Z');
    const overdue = await openReturn(now, 15);
    const soon = await openReturn(now, 12);
    const early = await openReturn(now, 5);
    const owner = t.app.ctx.config.admin.email;
    const reminders = new RefundReminders(t.app.ctx);

    expect((await reminders.due(now)).map((r) => r.orderNumber)).toEqual([
      overdue.orderNumber,
      soon.orderNumber,
    ]);
    // Before the hour: nothing yet.
    expect(await reminders.runIfDue(new Date('2030-05-10T00:30:00.000Z'))).toBeNull();
    const before = await mailCount(t.app, owner);

    // Two processes at once: one mail.
    const runs = await Promise.all([reminders.runIfDue(now), reminders.runIfDue(now)]);
    expect(runs.sort()).toEqual([2, null]);
    expect(await mailCount(t.app, owner)).toBe(before + 1);
    const { mail } = await lastMailTo(t.app, owner);
    expect(mail.subject).toBe('2 iade talebinin ödeme süresi doluyor');
    expect(mail.text).toContain(`#${overdue.orderNumber} — son gün 09.05.2030 (süresi geçti)`);
    expect(mail.text).toContain(`#${soon.orderNumber} — son gün 12.05.2030`);
    expect(mail.text).not.toContain(`#${early.orderNumber}`);
    expect(mail.text).toContain('/admin-panel/orders?status=returnRequested');

    // Later the same day: already sent.
    expect(await reminders.runIfDue(new Date(now.getTime() + 3 * 3_600_000))).toBeNull();
    expect(await mailCount(t.app, owner)).toBe(before + 1);
  });
});
