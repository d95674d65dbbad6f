import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type StaffMember } from '@kehribar/contracts';
import { accountTokens, users } from '../../db/schema/index.ts';
import { TEST_ADMIN, type TestApp } from '../../test/harness.ts';
import { lastMailTo, mailCount } from '../../test/mailbox.ts';
import {
  createShopTestApp,
  guestCheckout,
  makeProducts,
  orderRow,
  payAtBank,
} from '../../test/checkout-test-kit.ts';
import { memberOf } from '../../test/staff-test-kit.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { INVITATION_DAYS, StaffService } from './staff.service.ts';

let t: TestApp;
let owner: Record<string, string>;
let ownerId: string;
beforeAll(async () => {
  t = await createShopTestApp();
  owner = (await t.admin()).headers;
  const [row] = await t.app.ctx.db.select().from(users).where(eq(users.email, TEST_ADMIN.email));
  ownerId = row!.id;
});
afterAll(() => t.close());

const email = (name: string) => `${name}-${randomBytes(3).toString('hex')}@example.com`;
const invite = (body: Record<string, unknown>, headers = owner) =>
  t.post(API.Account.CreateStaff, { firstName: 'Deniz', lastName: 'Kaya', role: 'Staff', ...body }, headers);
const signIn = async (address: string, password: string) => {
  const res = await t.post(API.Account.Password, { email: address, password });
  expect(res.statusCode, res.body).toBe(200);
  return { authorization: `Bearer ${res.json().data.token}` };
};

async function paidOrder() {
  const { products } = await makeProducts(t, [{ stock: 3, priceTRY: 1200 }]);
  const { res } = await guestCheckout(t, [{ productId: products[0]!.id, quantity: 1 }], {
    email: email('buyer'),
  });
  await payAtBank(t, res.json().data.htmlContent);
  return orderRow(t, res.json().data.token);
}

describe('inviting staff', () => {
  it('invites by e-mail; the member sets a password from the mail, ships an order but cannot create a coupon', async () => {
    const address = email('deniz');
    const res = await invite({ email: address.toUpperCase() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ email: address, role: 'Staff', passwordSet: false });

    const mail = await lastMailTo(t.app, address);
    expect(mail.mail.subject).toBe('Kehribar yönetim paneline davetlisiniz');
    expect(mail.url).toContain('/account/resetpassword?token=');
    expect(mail.mail.text).toContain(TEST_ADMIN.email);
    const [token] = await t.app.ctx.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.userId, res.json().data.userId));
    // The invitation lives days, not the hour of a shopper's reset link.
    expect(token!.expiresAt.getTime() - Date.now()).toBeGreaterThan((INVITATION_DAYS - 1) * 86_400_000);

    // No password works before the member chose one.
    expect(
      (await t.post(API.Account.Password, { email: address, password: 'anything-1' })).statusCode,
    ).not.toBe(200);
    const password = 'Ekip-Sifresi-2026';
    const set = await t.post(API.Account.resetPassword, {
      email: mail.email,
      token: mail.token,
      newPassword: password,
    });
    expect(set.statusCode, set.body).toBe(200);
    const staff = await signIn(address, password);

    const order = await paidOrder();
    const shipped = await t.post(
      API.Order.ShippingUpdate,
      { orderId: order.id, shippingCode: 'YK555', carrier: 'yurtici' },
      staff,
    );
    expect(shipped.statusCode, shipped.body).toBe(200);
    const coupon = await t.post(
      API.Coupon.CreateCoupon,
      {
        couponCode: 'EKIP10',
        discountType: 0,
        discountValue: 10,
        startDate: '2020-01-01',
        endDate: '2099-12-31',
      },
      staff,
    );
    expect(coupon.statusCode).toBe(403);
    expect(coupon.json().code).toBe('OWNER_ONLY');

    const team = (await t.get(API.Account.GetStaff, owner)).json().data as StaffMember[];
    expect(team.find((m) => m.email === address)).toMatchObject({ role: 'Staff', passwordSet: true });
    expect(team.find((m) => m.email === TEST_ADMIN.email)).toMatchObject({ role: 'Owner' });
  });

  it('promotes an existing customer account, keeps its password, and refuses a second invitation', async () => {
    const c = await t.customer();
    const res = await invite({ email: c.email, role: 'Owner', firstName: 'Başka', lastName: 'Ad' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ userId: c.id, firstName: 'Ayşe', role: 'Owner' });
    expect((await lastMailTo(t.app, c.email)).mail.text).toContain(
      'Mevcut şifrenizle de giriş yapabilirsiniz',
    );
    const again = await signIn(c.email, c.password);
    expect((await t.get(API.Coupon.GetAllCouponList, again)).statusCode).toBe(200);

    const before = await mailCount(t.app, c.email);
    const twice = await invite({ email: c.email }, owner);
    expect(twice.statusCode).toBe(409);
    expect(await mailCount(t.app, c.email)).toBe(before);
  });

  it('promotes an account whose address was never confirmed only with a new password, set through the link', async () => {
    const address = email('unconfirmed');
    await t.app.ctx.db.insert(users).values({
      email: address,
      userName: address,
      passwordHash: await hashPassword('someone-elses-41'),
      firstName: 'Yabancı',
      lastName: 'Kişi',
    });
    const read = async () => (await t.app.ctx.db.select().from(users).where(eq(users.email, address)))[0]!;
    const before = (await read()).passwordHash;
    expect((await invite({ email: address })).statusCode).toBe(200);
    expect((await read()).passwordHash).not.toBe(before);
    expect((await lastMailTo(t.app, address)).mail.text).not.toContain('Mevcut şifrenizle');
  });

  it('refuses bad input with a message in the request language', async () => {
    const res = await t.post(
      API.Account.CreateStaff,
      { email: 'not-an-address', firstName: '', lastName: 'K', role: 'Boss' },
      { ...owner, 'accept-language': 'en-EN' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });

  it('is the owner’s alone: Staff cannot invite, list, change roles or read the audit log', async () => {
    const staff = (await memberOf(t, 'Staff')).headers;
    expect((await invite({ email: email('x') }, staff)).statusCode).toBe(403);
    expect((await t.get(API.Account.GetStaff, staff)).statusCode).toBe(403);
    expect(
      (await t.post(API.Account.UpdateStaffRole, { userId: ownerId, role: 'Staff' }, staff)).statusCode,
    ).toBe(403);
    expect((await t.post(API.Account.RevokeStaff, { userId: ownerId }, staff)).statusCode).toBe(403);
    expect((await t.get(API.Account.GetAuditLog, staff)).statusCode).toBe(403);
  });
});

describe('changing and revoking a role', () => {
  it('takes effect on the very next call', async () => {
    const m = await memberOf(t, 'Staff');
    expect((await t.get(API.Coupon.GetAllCouponList, m.headers)).statusCode).toBe(403);

    const up = await t.post(API.Account.UpdateStaffRole, { userId: m.id, role: 'Owner' }, owner);
    expect(up.json().data).toMatchObject({ role: 'Owner' });
    expect((await t.get(API.Coupon.GetAllCouponList, m.headers)).statusCode).toBe(200);

    await t.post(API.Account.UpdateStaffRole, { userId: m.id, role: 'Staff' }, owner);
    expect((await t.get(API.Coupon.GetAllCouponList, m.headers)).statusCode).toBe(403);
    expect((await t.get(API.Order.GetAllOrders, m.headers)).statusCode).toBe(200);

    const revoked = await t.post(API.Account.RevokeStaff, { userId: m.id }, owner);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect((revoked.json().data as StaffMember[]).some((s) => s.userId === m.id)).toBe(false);
    // Its open sessions are closed: the old token no longer works anywhere...
    expect((await t.get(API.Order.GetAllOrders, m.headers)).statusCode).toBe(401);
    expect((await t.post(API.Account.RefreshToken, { refreshToken: m.refreshToken })).statusCode).toBe(401);
    // ...and signing in again gives a plain customer.
    const again = await signIn(m.email, m.password);
    expect((await t.get(API.Account.GetUserInfo, again)).statusCode).toBe(200);
    expect((await t.get(API.Order.GetAllOrders, again)).statusCode).toBe(403);
    const [row] = await t.app.ctx.db.select().from(users).where(eq(users.id, m.id));
    expect(row!.role).toBe('Customer');
  });

  it('never lets the owner demote or revoke themself', async () => {
    const demote = await t.post(API.Account.UpdateStaffRole, { userId: ownerId, role: 'Staff' }, owner);
    expect(demote.statusCode).toBe(409);
    expect(demote.json().errorMessage).toBe(
      'Kendi rolünüzü değiştiremez ya da kendi yetkinizi kaldıramazsınız.',
    );
    expect((await t.post(API.Account.RevokeStaff, { userId: ownerId }, owner)).statusCode).toBe(409);
    expect((await t.get(API.Coupon.GetAllCouponList, owner)).statusCode).toBe(200);
  });

  it('keeps at least one owner', async () => {
    const service = new StaffService(t.app.ctx);
    const other = await memberOf(t, 'Owner');
    // With two owners one may go; the service refuses to remove the last one, whoever asks.
    await service.changeRole(other.id, 'Staff', ownerId);
    const owners = (await service.list()).filter((m) => m.role === 'Owner');
    for (const o of owners.slice(1)) await service.revoke(o.userId, owners[0]!.userId);
    const last = (await service.list()).find((m) => m.role === 'Owner')!;
    await expect(service.changeRole(last.userId, 'Staff', other.id)).rejects.toMatchObject({
      code: 'LAST_OWNER',
    });
    await expect(service.revoke(last.userId, other.id)).rejects.toMatchObject({ code: 'LAST_OWNER' });
  });

  it('answers 404 for someone who is not on the team', async () => {
    const c = await t.customer();
    expect(
      (await t.post(API.Account.UpdateStaffRole, { userId: c.id, role: 'Owner' }, owner)).statusCode,
    ).toBe(404);
    expect((await t.post(API.Account.RevokeStaff, { userId: c.id }, owner)).statusCode).toBe(404);
  });
});
