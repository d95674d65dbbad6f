import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type AdminOrder } from '@kehribar/contracts';
import { orders } from '../../db/schema/index.ts';
import { qs } from '../../test/admin-test-kit.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.admin()).headers;
});
afterAll(() => t.close());

/** An order row written straight to the table: only what the list shows matters here. */
async function order(input: {
  email: string;
  contactName: string;
  status?: number;
  totalPrice?: number;
  createdAt: Date;
}) {
  const [row] = await t.app.ctx.db
    .insert(orders)
    .values({
      token: randomUUID(),
      buyerId: `guest:${randomUUID()}`,
      basketKey: `guest:${randomUUID()}`,
      email: input.email,
      phoneNumber: '+90 532 123 45 67',
      currency: 'TRY',
      subtotal: input.totalPrice ?? 1000,
      totalPrice: input.totalPrice ?? 1000,
      orderStatus: input.status ?? 1,
      contactName: input.contactName,
      addressLine: 'Bağdat Caddesi 1',
      city: 'İstanbul',
      state: 'Kadıköy',
      zipCode: '34710',
      country: 'Türkiye',
      billingContactName: input.contactName,
      billingAddressLine: 'Bağdat Caddesi 1',
      billingCity: 'İstanbul',
      billingState: 'Kadıköy',
      billingZipCode: '34710',
      billingCountry: 'Türkiye',
      orderCreateDate: input.createdAt,
    })
    .returning();
  return row!;
}

const page = async (params: Record<string, string | number>, headers = admin) => {
  const res = await t.get(`${API.Order.GetOrdersPage}${qs(params)}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { items: AdminOrder[]; totalCount: number };
};

describe('Order/GetOrdersPage', () => {
  // A word only these orders carry, so rows other tests or the seed add never count.
  const tag = `kuyumcu${randomUUID().slice(0, 6)}`;
  let made: Awaited<ReturnType<typeof order>>[] = [];

  beforeAll(async () => {
    const base = Date.now() - 3_600_000;
    made = [];
    for (let i = 0; i < 7; i++) {
      made.push(
        await order({
          email: `${tag}-${i}@example.com`,
          contactName: i === 3 ? 'Işık Öztürk' : i === 4 ? 'İsmail Çelik' : `Müşteri ${i}`,
          status: i % 2 === 0 ? 1 : 2,
          totalPrice: 1000 + ((i * 37) % 7) * 100,
          createdAt: new Date(base + i * 60_000),
        }),
      );
    }
  });

  it('pages the matching orders newest first with the whole count, an empty page past the last', async () => {
    const first = await page({ search: tag, pageSize: 3 });
    expect(first.totalCount).toBe(7);
    expect(first.items.map((o) => o.email)).toEqual([6, 5, 4].map((i) => `${tag}-${i}@example.com`));
    const last = await page({ search: tag, pageSize: 3, page: 3 });
    expect(last.totalCount).toBe(7);
    expect(last.items.map((o) => o.email)).toEqual([`${tag}-0@example.com`]);
    const beyond = await page({ search: tag, pageSize: 3, page: 9 });
    expect(beyond).toEqual({ items: [], totalCount: 7 });
    // Each row is the owner's full view, as GetAllOrders gives it.
    expect(first.items[0]).toMatchObject({ id: made[6]!.id, phoneNumber: '+90 532 123 45 67', events: [] });
  });

  it('sorts by a whitelisted key either way, ties broken by the order number', async () => {
    const byTotal = await page({ search: tag, sort: 'total', pageSize: 100 });
    const totals = byTotal.items.map((o) => o.totalPrice);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const byNumber = await page({ search: tag, sort: '-number', pageSize: 100 });
    expect(byNumber.items.map((o) => o.orderNumber)).toEqual(
      made.map((o) => o.orderNumber).sort((a, b) => b - a),
    );
    const byEmail = await page({ search: tag, sort: 'email', pageSize: 2, page: 2 });
    expect(byEmail.items.map((o) => o.email)).toEqual([`${tag}-2@example.com`, `${tag}-3@example.com`]);
  });

  it('finds names the Turkish way: ISIK finds Işık, istanbul-style dotted İ finds İsmail, by number too', async () => {
    expect((await page({ search: `ISIK ${tag}` })).items.map((o) => o.contactName)).toEqual(['Işık Öztürk']);
    expect((await page({ search: `ozturk ${tag}` })).totalCount).toBe(1);
    expect((await page({ search: `ismail ÇELİK ${tag}` })).items.map((o) => o.id)).toEqual([made[4]!.id]);
    expect((await page({ search: `İSMAİL ${tag}` })).totalCount).toBe(1);
    // A number alone is an order number, from its start: never an e-mail or a name that holds the digits.
    const number = String(made[5]!.orderNumber);
    const byNumber = await page({ search: `#${number}`, pageSize: 100 });
    expect(byNumber.items.map((o) => o.id)).toContain(made[5]!.id);
    expect(byNumber.items.every((o) => String(o.orderNumber).startsWith(number))).toBe(true);
    expect((await page({ search: number, pageSize: 100 })).totalCount).toBe(byNumber.totalCount);
    const byId = await page({ search: made[2]!.id.split('-')[0]!.toUpperCase() });
    expect(byId.items.map((o) => o.id)).toEqual([made[2]!.id]);
    expect((await page({ search: `${tag} nobody` })).totalCount).toBe(0);
  });

  it('filters by status name', async () => {
    const canceled = await page({ search: tag, status: 'canceled' });
    expect(canceled.totalCount).toBe(3);
    expect(canceled.items.every((o) => o.orderStatus === 2)).toBe(true);
    expect((await page({ search: tag, status: 'completed' })).totalCount).toBe(4);
    expect((await page({ search: tag, status: '' })).totalCount).toBe(7);
  });

  it('refuses a page size over the cap, an unknown sort or status, in the request language', async () => {
    const tr = await t.get(`${API.Order.GetOrdersPage}${qs({ pageSize: 500 })}`, {
      ...admin,
      'accept-language': 'tr-TR',
    });
    expect(tr.statusCode).toBe(400);
    expect(tr.json().errorMessage).toContain('Sayfa boyu 1 ile 100 arasında bir tam sayı olmalı.');
    const en = await t.get(`${API.Order.GetOrdersPage}${qs({ sort: 'password' })}`, {
      ...admin,
      'accept-language': 'en-EN',
    });
    expect(en.statusCode).toBe(400);
    expect(en.json().errorMessage).toContain('This list cannot be sorted by that column.');
    const status = await t.get(`${API.Order.GetOrdersPage}${qs({ status: 'lost' })}`, admin);
    expect(status.statusCode).toBe(400);
    expect(status.json().errorMessage).toContain('Bilinmeyen durum süzgeci.');
    const zero = await t.get(`${API.Order.GetOrdersPage}${qs({ page: 0 })}`, admin);
    expect(zero.json().errorMessage).toContain('Sayfa numarası');
  });

  it('is for the back office only, and the full list still answers every order', async () => {
    const customer = await t.customer();
    expect((await t.get(API.Order.GetOrdersPage, customer.headers)).statusCode).toBe(403);
    const all = (await t.get(API.Order.GetAllOrders, admin)).json().data as AdminOrder[];
    expect(all.filter((o) => o.email.startsWith(tag))).toHaveLength(7);
  });
});
