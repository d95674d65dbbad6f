import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type AuditEntry } from '@kehribar/contracts';
import { auditLog } from '../../db/schema/index.ts';
import { TEST_ADMIN, type TestApp } from '../../test/harness.ts';
import { form, png, qs } from '../../test/admin-test-kit.ts';
import {
  createShopTestApp,
  guestCheckout,
  makeProducts,
  orderRow,
  payAtBank,
} from '../../test/checkout-test-kit.ts';
import { createCategory, createProduct } from '../../test/fixtures.ts';
import { memberOf } from '../../test/staff-test-kit.ts';
import { redact } from '../../platform/audit.ts';

let t: TestApp;
let owner: Record<string, string>;
beforeAll(async () => {
  t = await createShopTestApp({}, { ownUploads: true });
  owner = (await t.admin()).headers;
});
afterAll(() => t.close());

async function newest(action: string) {
  const [row] = await t.app.ctx.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

async function product() {
  const category = await createCategory(t.app.ctx.db);
  return createProduct(t.app.ctx.db, {
    title: 'Kehribar Tesbih',
    titleEN: 'Amber Prayer Beads',
    categoryId: category.id,
    priceTRY: 1000,
    priceUSD: 30,
    priceForeign: 28,
  });
}

describe('the audit log records every back-office write', () => {
  it('records a product update: who, what, on which product, and the change', async () => {
    const p = await product();
    const res = await t.post(
      API.Products.UpdateProduct,
      {
        id: p.id,
        title: 'Kehribar Tesbih Yeni',
        titleEN: 'Amber Prayer Beads',
        priceTRY: 1100,
        priceUSD: 30,
        priceForeign: 28,
        categoryId: p.categoryId,
        description: 'uzun '.repeat(100),
      },
      owner,
    );
    expect(res.statusCode, res.body).toBe(200);
    const entry = await newest('Products/UpdateProduct');
    expect(entry).toMatchObject({ actorEmail: TEST_ADMIN.email, targetId: p.id, status: 200 });
    expect(entry!.actorId).toMatch(/^[0-9a-f-]{36}$/);
    const summary = JSON.parse(entry!.summary);
    expect(summary.body).toMatchObject({ title: 'Kehribar Tesbih Yeni', priceTRY: 1100 });
    // A long text is cut with its length noted.
    expect(summary.body.description).toMatch(/^(uzun ){40}… \(499 chars\)$/);
  });

  it('records a shipment by a staff member under their own e-mail, with the order as target', async () => {
    const staff = await memberOf(t, 'Staff');
    const { products } = await makeProducts(t, [{ stock: 2, priceTRY: 800 }]);
    const { res } = await guestCheckout(t, [{ productId: products[0]!.id, quantity: 1 }], {
      email: `buyer-${randomBytes(3).toString('hex')}@example.com`,
    });
    await payAtBank(t, res.json().data.htmlContent);
    const order = await orderRow(t, res.json().data.token);
    const shipped = await t.post(
      API.Order.ShippingUpdate,
      { orderId: order.id, shippingCode: 'YK777', carrier: 'yurtici' },
      staff.headers,
    );
    expect(shipped.statusCode, shipped.body).toBe(200);
    const entry = await newest('Order/ShippingUpdate');
    expect(entry).toMatchObject({ actorId: staff.id, actorEmail: staff.email, targetId: order.id });
    expect(JSON.parse(entry!.summary).body).toMatchObject({ shippingCode: 'YK777', carrier: 'yurtici' });
  });

  it('records an invitation with the new member as target', async () => {
    const address = `new-${randomBytes(3).toString('hex')}@example.com`;
    const res = await t.post(
      API.Account.CreateStaff,
      { email: address, firstName: 'Ece', lastName: 'Demir', role: 'Staff' },
      owner,
    );
    const entry = await newest('Account/CreateStaff');
    expect(entry).toMatchObject({ targetId: res.json().data.userId, actorEmail: TEST_ADMIN.email });
    expect(JSON.parse(entry!.summary).body).toEqual({
      email: address,
      firstName: 'Ece',
      lastName: 'Demir',
      role: 'Staff',
    });
  });

  it('summarises an upload by its fields and files, with secrets redacted', async () => {
    const p = await product();
    const picture = await png(400, 300);
    const res = await t.call({
      method: 'POST',
      url: API.Products.UploadProductImages,
      headers: owner,
      payload: form({ productId: p.id, token: 'do-not-log-me' }, [
        { field: 'files', name: 'kolye.png', data: picture, type: 'image/png' },
      ]) as never,
    });
    expect(res.statusCode, res.body).toBe(200);
    const entry = await newest('Products/UploadProductImages');
    expect(entry!.targetId).toBe(p.id);
    expect(entry!.summary).not.toContain('do-not-log-me');
    expect(JSON.parse(entry!.summary)).toEqual({
      fields: { productid: p.id, token: '[redacted]' },
      files: [{ field: 'files', name: 'kolye.png', bytes: picture.length }],
    });
  });

  it('redacts secrets at any depth and shortens long lists', () => {
    expect(
      redact({
        newPassword: 'x',
        card: { number: '5528' },
        nested: { refreshToken: 'r', ok: 1 },
        list: Array(30).fill(1),
      }),
    ).toEqual({
      newPassword: '[redacted]',
      card: '[redacted]',
      nested: { refreshToken: '[redacted]', ok: 1 },
      list: [...Array(20).fill(1), '… (30 items)'],
    });
  });

  it('records nothing for a refused or failed call, nor for reads', async () => {
    const before = (await t.app.ctx.db.select().from(auditLog)).length;
    const customer = await t.customer();
    await t.post(API.Coupon.CreateCoupon, { couponCode: 'X' }, customer.headers);
    await t.post(API.Coupon.CreateCoupon, { couponCode: '' }, owner);
    await t.post(API.Account.RevokeStaff, { userId: '00000000-0000-4000-8000-000000000000' }, owner);
    await t.get(API.Order.GetAllOrders, owner);
    expect((await t.app.ctx.db.select().from(auditLog)).length).toBe(before);
  });

  it('records a bulk export of personal data with its range, though it is a read', async () => {
    const res = await t.get(`${API.Order.ExportOrders}?from=2026-01-01&to=2026-01-31`, owner);
    expect(res.statusCode).toBe(200);
    const row = await newest('Order/ExportOrders');
    expect(row).toMatchObject({ actorEmail: TEST_ADMIN.email, status: 200 });
    expect(JSON.parse(row!.summary)).toEqual({ query: { from: '2026-01-01', to: '2026-01-31' } });
    expect((await t.get(API.Account.ExportCustomers, owner)).statusCode).toBe(200);
    expect(await newest('Account/ExportCustomers')).toMatchObject({ actorEmail: TEST_ADMIN.email });
  });
});

describe('GetAuditLog', () => {
  const actor = `auditor-${randomBytes(3).toString('hex')}@example.com`;
  beforeAll(async () => {
    // 25 entries an hour apart, from 2026-03-01 20:00 UTC (23:00 in Türkiye) on.
    const start = Date.parse('2026-03-01T20:00:00Z');
    await t.app.ctx.db.insert(auditLog).values(
      Array.from({ length: 25 }, (_, i) => ({
        at: new Date(start + i * 3_600_000),
        actorEmail: i % 5 === 0 ? `other-${actor}` : actor,
        action: i % 2 === 0 ? 'Order/ShippingUpdate' : 'Products/UpdateProduct',
        targetId: String(i),
        status: 200,
        summary: '{}',
      })),
    );
  });
  const page = async (q: Record<string, string | number>, headers = owner) => {
    const res = await t.get(`${API.Account.GetAuditLog}${qs(q)}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { items: AuditEntry[]; totalCount: number };
  };

  it('pages newest first with the total', async () => {
    const first = await page({ actor, page: 1, pageSize: 7 });
    expect(first.totalCount).toBe(25);
    expect(first.items.map((e) => e.targetId)).toEqual(['24', '23', '22', '21', '20', '19', '18']);
    const last = await page({ actor, page: 4, pageSize: 7 });
    expect(last.items.map((e) => e.targetId)).toEqual(['3', '2', '1', '0']);
  });

  it('filters by actor and action', async () => {
    const mine = await page({ actor: `other-${actor}`, pageSize: 100 });
    expect(mine.items.map((e) => e.targetId)).toEqual(['20', '15', '10', '5', '0']);
    const shipped = await page({ actor: `other-${actor}`, action: 'shipping', pageSize: 100 });
    expect(shipped.items.map((e) => e.targetId)).toEqual(['20', '10', '0']);
    // A LIKE wildcard in the search is a plain character.
    expect((await page({ actor: '%', pageSize: 100 })).totalCount).toBe(0);
  });

  it('reads bare days in Türkiye time', async () => {
    // 2026-03-01 in Türkiye ends at 21:00 UTC: only the first entry (20:00 UTC) falls in it.
    const first = await page({ actor, from: '2026-03-01', to: '2026-03-01' });
    expect(first.items.map((e) => e.targetId)).toEqual(['0']);
    const second = await page({ actor, from: '2026-03-02', to: '2026-03-02', pageSize: 100 });
    expect(second.totalCount).toBe(24);
    const instant = await page({ actor, from: '2026-03-02T05:00:00Z', to: '2026-03-02T06:00:00Z' });
    expect(instant.items.map((e) => e.targetId)).toEqual(['10', '9']);
  });

  it('refuses a bad filter with 400 and Staff with 403', async () => {
    expect((await t.get(`${API.Account.GetAuditLog}?from=yesterday`, owner)).statusCode).toBe(400);
    expect((await t.get(`${API.Account.GetAuditLog}?pageSize=1000`, owner)).statusCode).toBe(400);
    const staff = await memberOf(t, 'Staff');
    expect((await t.get(API.Account.GetAuditLog, staff.headers)).statusCode).toBe(403);
  });
});
