import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API, ORDER_STATUS, type Currency, type Dashboard } from '@kehribar/contracts';
import type { TestApp } from '../../test/harness.ts';
import { createShopTestApp, makeProducts, paidNecklaceAndRing } from '../../test/checkout-test-kit.ts';
import {
  orderEvents,
  orderItems,
  orderReturns,
  orders,
  products,
  subscribers,
} from '../../db/schema/index.ts';
import { DashboardService } from './dashboard.service.ts';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createShopTestApp();
  admin = (await t.admin()).headers;
});
afterAll(() => t.close());

const at = (iso: string) => new Date(iso);
let orderSeq = 0;

/** An order as the shop stores it, written straight to the database so its moments can be chosen. */
async function order(o: {
  currency: Currency;
  paid: number;
  completedAt: Date | null;
  status?: number;
  lines?: {
    productId: string;
    name: string;
    quantity: number;
    paid: number;
    returned?: number;
    refunded?: number;
  }[];
  events?: { type: 'refunded' | 'canceled' | 'return_received'; amount: number; at: Date }[];
}) {
  const db = t.app.ctx.db;
  orderSeq += 1;
  const address = { city: 'İzmir', state: 'Konak', zipCode: '35000', country: 'Türkiye' };
  const [row] = await db
    .insert(orders)
    .values({
      token: `dash-${randomUUID()}`,
      buyerId: 'guest',
      basketKey: `guest:dash-${orderSeq}`,
      email: `dash${orderSeq}@example.com`,
      phoneNumber: '+90 555 000 00 00',
      currency: o.currency,
      subtotal: o.paid,
      totalPrice: o.paid,
      paidPrice: o.completedAt ? o.paid : null,
      orderStatus: o.status ?? ORDER_STATUS.Completed,
      contactName: 'Ayşe Yılmaz',
      addressLine: 'Kordon 1',
      billingContactName: 'Ayşe Yılmaz',
      billingAddressLine: 'Kordon 1',
      billingCity: address.city,
      billingState: address.state,
      billingZipCode: address.zipCode,
      billingCountry: address.country,
      ...address,
      completedAt: o.completedAt,
      orderCreateDate: o.completedAt ?? new Date(),
    })
    .returning({ id: orders.id });
  for (const l of o.lines ?? [])
    await db.insert(orderItems).values({
      orderId: row!.id,
      productId: l.productId,
      productName: l.name,
      productNameEN: `${l.name} EN`,
      size: 'Standart',
      quantity: l.quantity,
      unitPrice: Math.round(l.paid / l.quantity),
      lineTotal: l.paid,
      paidPrice: l.paid,
      returnedQuantity: l.returned ?? 0,
      refundedAmount: l.refunded ?? 0,
    });
  for (const e of o.events ?? [])
    await db
      .insert(orderEvents)
      .values({ orderId: row!.id, type: e.type, actor: 'owner', amount: e.amount, at: e.at });
  return row!.id;
}

const byCurrency = (rows: Dashboard['revenue']['today']) =>
  Object.fromEntries(rows.map((r) => [r.currency, r]));

describe('revenue per currency by Türkiye day', () => {
  // "Today" is 15 June 2025 in Türkiye; every order of this block lies in 2025, far from the real today.
  const now = at('2025-06-15T12:00:00+03:00');
  let figures: Dashboard;
  let p1: string;
  let p2: string;

  beforeAll(async () => {
    const { products: made } = await makeProducts(t, [
      { stock: 20, priceTRY: 100 },
      { stock: 20, priceTRY: 50 },
    ]);
    [p1, p2] = [made[0]!.id, made[1]!.id];
    /** A charged order of one line; what was given back goes on the line and, with `event`, in its history. */
    const sold = (
      currency: Currency,
      completedAt: string | null,
      [productId, quantity, paid]: [string, number, number],
      more: {
        status?: number;
        returned?: number;
        refunded?: number;
        event?: ['refunded' | 'canceled' | 'return_received', string];
      } = {},
    ) =>
      order({
        currency,
        paid,
        completedAt: completedAt ? at(completedAt) : null,
        status: more.status,
        lines: [
          {
            productId,
            name: productId === p1 ? 'Damla Kolye' : 'Çiçek Küpe',
            quantity,
            paid,
            returned: more.returned,
            refunded: more.refunded,
          },
        ],
        events: more.event && [{ type: more.event[0], amount: more.refunded ?? 0, at: at(more.event[1]) }],
      });
    // Today, in three currencies.
    await sold('TRY', '2025-06-15T10:00:00+03:00', [p1, 2, 10_000]);
    await sold('USD', '2025-06-15T09:00:00+03:00', [p2, 1, 5_000]);
    // 02:30 in Türkiye is still the day before in UTC: it belongs to today.
    await sold('TRY', '2025-06-14T23:30:00Z', [p2, 1, 2_000]);
    // One second before Türkiye's midnight (21:59:59 UTC): yesterday, not today.
    await sold('TRY', '2025-06-14T23:59:59+03:00', [p1, 1, 3_000]);
    // Three days ago in euros.
    await sold('EUR', '2025-06-12T15:00:00+03:00', [p1, 1, 7_000]);
    // Paid five days ago, partly refunded today: the refund lowers today, the sale stays on its day.
    await sold('TRY', '2025-06-10T11:00:00+03:00', [p2, 2, 8_000], {
      refunded: 1_500,
      event: ['refunded', '2025-06-15T11:00:00+03:00'],
    });
    // Paid today and cancelled today with everything given back: nets to nothing, sells nothing.
    await sold('TRY', '2025-06-15T08:00:00+03:00', [p1, 4, 4_000], {
      status: ORDER_STATUS.Canceled,
      refunded: 4_000,
      event: ['canceled', '2025-06-15T08:30:00+03:00'],
    });
    // A returned unit: 1 of 3 comes back, its share given back today.
    await sold('USD', '2025-06-13T10:00:00+03:00', [p1, 3, 9_000], {
      status: ORDER_STATUS.Returned,
      returned: 1,
      refunded: 3_000,
      event: ['return_received', '2025-06-15T09:30:00+03:00'],
    });
    // Never charged: a failed payment and one whose outcome is still being checked.
    await sold('TRY', null, [p1, 9, 99_000], { status: ORDER_STATUS.Failed });
    await order({ currency: 'TRY', paid: 55_000, completedAt: null, status: ORDER_STATUS.PaymentCheck });
    // Paid 45 days before today: outside 30 days.
    await sold('TRY', '2025-05-01T12:00:00+03:00', [p2, 6, 6_000]);
    figures = await new DashboardService(t.app.ctx).figures(30, now);
  });

  it('counts today what was charged today in Türkiye, less what was given back today, per currency', () => {
    const today = byCurrency(figures.revenue.today);
    expect(today.TRY).toEqual({ currency: 'TRY', paid: 16_000, refunded: 5_500, net: 10_500, orders: 3 });
    expect(today.USD).toEqual({ currency: 'USD', paid: 5_000, refunded: 3_000, net: 2_000, orders: 1 });
    expect(today.EUR).toBeUndefined();
    expect(figures.orderCount.today).toBe(4);
  });

  it('keeps each currency apart over 7 and 30 days and leaves out orders never charged', () => {
    const week = byCurrency(figures.revenue.last7Days);
    expect(week.TRY).toMatchObject({ paid: 27_000, refunded: 5_500, net: 21_500, orders: 5 });
    expect(week.USD).toMatchObject({ paid: 14_000, refunded: 3_000, net: 11_000, orders: 2 });
    expect(week.EUR).toMatchObject({ paid: 7_000, refunded: 0, net: 7_000, orders: 1 });
    expect(figures.revenue.last30Days).toEqual(figures.revenue.last7Days);
    expect(figures.revenue.period).toEqual(figures.revenue.last30Days);
    expect(figures.orderCount).toMatchObject({ last7Days: 8, last30Days: 8, period: 8 });
  });

  it('reaches further back when asked for more days', async () => {
    const longer = await new DashboardService(t.app.ctx).figures(60, now);
    expect(byCurrency(longer.revenue.period).TRY).toMatchObject({ paid: 33_000, orders: 6 });
    expect(byCurrency(longer.revenue.last30Days).TRY).toMatchObject({ paid: 27_000, orders: 5 });
    expect(longer.from).toBe('2025-04-17');
  });

  it('draws every day of the period per currency, the midnight orders on their Türkiye day', () => {
    expect(figures.from).toBe('2025-05-17');
    expect(figures.to).toBe('2025-06-15');
    const tr = figures.series.find((s) => s.currency === 'TRY')!;
    expect(tr.days).toHaveLength(30);
    const day = (d: string) => tr.days.find((x) => x.day === d);
    expect(day('2025-06-15')).toEqual({ day: '2025-06-15', net: 10_500, orders: 3 });
    expect(day('2025-06-14')).toEqual({ day: '2025-06-14', net: 3_000, orders: 1 });
    expect(day('2025-06-10')).toEqual({ day: '2025-06-10', net: 8_000, orders: 1 });
    expect(day('2025-06-11')).toEqual({ day: '2025-06-11', net: 0, orders: 0 });
    expect(figures.series.map((s) => s.currency)).toEqual(['TRY', 'USD', 'EUR']);
  });

  it('ranks best sellers by units kept, with both names, a link id and revenue per currency', () => {
    const mine = figures.bestSellers.filter((b) => b.productId === p1 || b.productId === p2);
    // p1: 2 (TRY) + 1 (TRY, yesterday) + 1 (EUR) + 3−1 (USD) = 6, the cancelled 4 left out.
    // p2: 1 (USD) + 1 (TRY) + 2 (TRY) = 4, the 6 of 45 days ago left out.
    expect(mine.map((b) => [b.productId, b.units])).toEqual([
      [p1, 6],
      [p2, 4],
    ]);
    expect(mine[0]).toMatchObject({
      exists: true,
      revenue: [
        { currency: 'TRY', amount: 13_000 },
        { currency: 'USD', amount: 6_000 },
        { currency: 'EUR', amount: 7_000 },
      ],
    });
    expect(mine[0]!.name).toMatch(/^Bal Damla Kolye/);
    expect(mine[0]!.nameEN).toMatch(/^Honey Drop Necklace/);
    expect(mine[1]!.revenue).toEqual([
      { currency: 'TRY', amount: 8_500 },
      { currency: 'USD', amount: 5_000 },
    ]);
  });

  it('names a deleted product by its order line and says it no longer exists', async () => {
    await t.app.ctx.db.delete(products).where(eq(products.id, p2));
    const again = await new DashboardService(t.app.ctx).figures(30, now);
    const gone = again.bestSellers.find((b) => b.productId === p2)!;
    expect(gone).toMatchObject({ exists: false, name: 'Çiçek Küpe', nameEN: 'Çiçek Küpe EN', units: 4 });
  });
});

describe('the queues and subscribers', () => {
  it('counts orders waiting to ship, open returns, payments being checked and subscribers of the period', async () => {
    const before = await new DashboardService(t.app.ctx).figures(7);
    await order({ currency: 'TRY', paid: 1_000, completedAt: new Date() });
    const returned = await order({
      currency: 'TRY',
      paid: 1_000,
      completedAt: new Date(),
      status: ORDER_STATUS.ReturnRequested,
    });
    const requestedAt = new Date(Date.now() - 20 * 86_400_000);
    await t.app.ctx.db.insert(orderReturns).values({ orderId: returned, requestedAt });
    await order({ currency: 'TRY', paid: 1_000, completedAt: null, status: ORDER_STATUS.PaymentCheck });
    await t.app.ctx.db
      .insert(subscribers)
      .values([
        { email: `new-${randomUUID()}@example.com` },
        { email: `old-${randomUUID()}@example.com`, createdAt: new Date(Date.now() - 9 * 86_400_000) },
      ]);
    const after = await new DashboardService(t.app.ctx).figures(7);
    expect(after.toShip - before.toShip).toBe(1);
    expect(after.openReturns - before.openReturns).toBe(1);
    expect(after.paymentChecks - before.paymentChecks).toBe(1);
    expect(after.subscribersGained - before.subscribersGained).toBe(1);
    // Requested 20 days ago: the oldest open return, its refund due 14 days after the request.
    expect(after.nextRefund).toEqual({
      orderId: returned,
      dueAt: new Date(requestedAt.getTime() + 14 * 86_400_000).toISOString(),
    });
  });
});

describe('low stock', () => {
  it('lists products at or under the shop threshold (2 by default) or their own, and the owner changes the shop’s', async () => {
    const { products: made } = await makeProducts(t, [
      { stock: 0, priceTRY: 10 },
      { stock: 2, priceTRY: 10 },
      { stock: 3, priceTRY: 10 },
      { stock: 5, priceTRY: 10 },
      { stock: 1, priceTRY: 10 },
    ]);
    const [empty, two, three, five, one] = made.map((p) => p.id) as [string, string, string, string, string];
    // Five has its own, higher threshold; one has its own threshold of zero.
    await t.app.ctx.db.update(products).set({ lowStockThreshold: 5 }).where(eq(products.id, five));
    await t.app.ctx.db.update(products).set({ lowStockThreshold: 0 }).where(eq(products.id, one));
    const ids = [empty, two, three, five, one];
    const low = async () => {
      const res = await t.get(API.Order.GetDashboard, admin);
      expect(res.statusCode).toBe(200);
      const data = res.json().data as Dashboard;
      return { data, mine: data.lowStock.filter((l) => ids.includes(l.productId)) };
    };

    const first = await low();
    expect(first.data.lowStockThreshold).toBe(2);
    expect(first.mine.map((l) => [l.productId, l.stock, l.threshold, l.ownThreshold])).toEqual([
      [empty, 0, 2, false],
      [two, 2, 2, false],
      [five, 5, 5, true],
    ]);
    expect(first.data.lowStockCount).toBeGreaterThanOrEqual(3);

    const set = await t.post(API.Products.UpdateStockSettings, { lowStockThreshold: 3 }, admin);
    expect(set.json()).toEqual({ data: { lowStockThreshold: 3 } });
    expect((await t.get(API.Products.GetStockSettings, admin)).json().data).toEqual({ lowStockThreshold: 3 });
    const second = await low();
    expect(second.mine.map((l) => l.productId)).toEqual([empty, two, three, five]);
    await t.post(API.Products.UpdateStockSettings, { lowStockThreshold: 2 }, admin);
  });

  it('refuses a threshold that is not a whole number from 0, in the request’s language', async () => {
    const res = await t.post(
      API.Products.UpdateStockSettings,
      { lowStockThreshold: -1 },
      { ...admin, 'accept-language': 'en' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toContain('low-stock threshold must be a whole number');
    expect((await t.get(API.Products.GetStockSettings, admin)).json().data.lowStockThreshold).toBe(2);
  });

  it('keeps a product’s own threshold through an update that leaves it out, and clears it with null', async () => {
    const { products: made, category } = await makeProducts(t, [{ stock: 4, priceTRY: 10 }]);
    const id = made[0]!.id;
    const body = {
      id,
      title: 'Eşik Kolye',
      titleEN: 'Threshold Necklace',
      priceTRY: 10,
      priceUSD: 1,
      priceForeign: 1,
      categoryId: category.id,
      stock: 4,
    };
    const set = await t.post(API.Products.UpdateProduct, { ...body, lowStockThreshold: 4 }, admin);
    expect(set.statusCode).toBe(200);
    expect(set.json().data.lowStockThreshold).toBe(4);
    const kept = await t.post(API.Products.UpdateProduct, body, admin);
    expect(kept.json().data.lowStockThreshold).toBe(4);
    const cleared = await t.post(API.Products.UpdateProduct, { ...body, lowStockThreshold: null }, admin);
    expect(cleared.json().data.lowStockThreshold).toBeNull();
  });
});

describe('GetDashboard', () => {
  it('is for the back office only', async () => {
    expect((await t.get(API.Order.GetDashboard)).statusCode).toBe(401);
    expect((await t.get(API.Order.GetDashboard, (await t.customer()).headers)).statusCode).toBe(403);
  });

  it('takes 30 days by default and refuses a period outside 1 to 366 days with a clear 400', async () => {
    const plain = await t.get(API.Order.GetDashboard, admin);
    expect(plain.json().data).toMatchObject({ days: 30, timeZone: 'Europe/Istanbul' });
    expect((await t.get(`${API.Order.GetDashboard}?days=366`, admin)).statusCode).toBe(200);
    for (const days of ['0', '367', '-5', '1.5', 'abc', '']) {
      const tr = await t.get(`${API.Order.GetDashboard}?days=${days}`, admin);
      expect(tr.statusCode, `days=${days}`).toBe(400);
      expect(tr.json().errorMessage).toContain('Gün sayısı 1 ile 366 arasında');
    }
    const en = await t.get(`${API.Order.GetDashboard}?days=400`, { ...admin, 'accept-language': 'en' });
    expect(en.json().errorMessage).toContain('number of days must be a whole number from 1 to 366');
  });

  it('shows today’s revenue after real payments, a partial refund and a cancellation through the shop', async () => {
    const read = async () =>
      byCurrency(
        ((await t.get(`${API.Order.GetDashboard}?days=1`, admin)).json().data as Dashboard).revenue.today,
      ).TRY ?? { paid: 0, refunded: 0, net: 0, orders: 0 };
    const before = await read();
    const kept = await paidNecklaceAndRing(t, 'dash-kept@example.com');
    const canceled = await paidNecklaceAndRing(t, 'dash-canceled@example.com');
    const key = () => ({ 'idempotency-key': `dash-${randomUUID()}` });
    expect(
      (await t.post(API.Order.RefundOrder, { orderId: kept.order.id, amount: 650 }, { ...admin, ...key() }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.post(API.Order.AdminCancelOrder, { orderId: canceled.order.id }, { ...admin, ...key() }))
        .statusCode,
    ).toBe(200);
    const after = await read();
    const charged = kept.order.paidPrice! + canceled.order.paidPrice!;
    expect(after.paid - before.paid).toBe(charged);
    expect(after.refunded - before.refunded).toBe(65_000 + canceled.order.paidPrice!);
    expect(after.net - before.net).toBe(kept.order.paidPrice! - 65_000);
    expect(after.orders - before.orders).toBe(2);
  });
});
