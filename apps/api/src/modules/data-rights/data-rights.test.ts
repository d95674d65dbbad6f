import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { API, ORDER_STATUS } from '@kehribar/contracts';
import type { TestApp } from '../../test/harness.ts';
import { lastMailTo, mailCount } from '../../test/mailbox.ts';
import { solvedCaptcha } from '../../test/captcha.ts';
import { createShopTestApp, paidNecklaceAndRing } from '../../test/checkout-test-kit.ts';
import {
  addresses,
  contactMessages,
  dataRequests,
  favorites,
  mailOutbox,
  marketingConsents,
  orderEvents,
  orders,
  refreshTokens,
  subscribers,
  users,
} from '../../db/schema/index.ts';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createShopTestApp();
  admin = (await t.admin()).headers;
});
afterAll(() => t.close());

const address = {
  firstName: 'Ayşe',
  lastName: 'Yılmaz',
  addressLine: 'Moda Cad. No: 5',
  city: 'İstanbul',
  state: 'Kadıköy',
  postalCode: '34710',
  country: 'Türkiye',
  isShipping: true,
};

/** A customer with an address, a newsletter row, a contact message and a paid order, delivered. */
async function customerWithHistory() {
  const c = await t.customer();
  await t.post(API.Account.AddAddress, address, c.headers);
  await t.post(API.Account.AddSubscribe, { email: c.email });
  await t.post(API.Account.AddContactInfo, {
    email: c.email,
    name: 'Ayşe',
    info: 'Kolye ölçüsü?',
    captchaToken: await solvedCaptcha(t),
  });
  const paid = await paidNecklaceAndRing(t, c.email, { shopper: c });
  await t.app.ctx.db
    .update(orders)
    .set({ orderStatus: ORDER_STATUS.Delivered, deliveredAt: new Date() })
    .where(eq(orders.id, paid.order.id));
  return { c, paid };
}

describe('Account/ExportMyData', () => {
  it('downloads the customer’s profile, addresses, orders and consents as an attachment, and nothing of another customer', async () => {
    const { c, paid } = await customerWithHistory();
    const other = await customerWithHistory();
    const res = await t.get(API.Account.ExportMyData, c.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename=kehribar-verilerim-\d{4}-\d{2}-\d{2}\.json$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json().data;
    expect(data.profile).toMatchObject({ email: c.email, firstName: 'Ayşe' });
    expect(data.addresses).toEqual([expect.objectContaining({ addressLine: 'Moda Cad. No: 5' })]);
    expect(data.orders.map((o: { orderNumber: number }) => o.orderNumber)).toEqual([paid.order.orderNumber]);
    expect(data.orders[0].lines).toHaveLength(2);
    expect(data.orders[0].events.map((e: { type: string }) => e.type)).toContain('paid');
    expect(data.subscriptions).toEqual([expect.objectContaining({ email: c.email })]);
    expect(data.marketingConsents).toEqual([
      expect.objectContaining({ address: c.email, source: 'newsletter', unsubscribedAt: null }),
    ]);
    expect(data.contactMessages).toEqual([expect.objectContaining({ message: 'Kolye ölçüsü?' })]);
    expect(res.body).not.toContain(other.c.email);
    expect(data.orders.map((o: { orderNumber: number }) => o.orderNumber)).not.toContain(
      other.paid.order.orderNumber,
    );
    expect(res.body).not.toContain('passwordHash');
    // The download is logged as an answered request.
    const [logged] = await t.app.ctx.db.select().from(dataRequests).where(eq(dataRequests.email, c.email));
    expect(logged).toMatchObject({ type: 'access', source: 'account', status: 'answered' });
  });

  it('is refused to guests', async () => {
    const guest = await t.guest();
    expect((await t.get(API.Account.ExportMyData, guest.headers)).statusCode).toBe(403);
  });
});

describe('Account/DeleteMyAccount', () => {
  it('refuses a wrong password in the request’s language and changes nothing', async () => {
    const c = await t.customer();
    const tr = await t.post(API.Account.DeleteMyAccount, { password: 'wrong-password' }, c.headers);
    expect(tr.statusCode).toBe(400);
    expect(tr.json()).toMatchObject({
      code: 'WRONG_PASSWORD',
      errorMessage: 'Şifreniz hatalı; hesabınız silinmedi.',
    });
    const en = await t.post(
      API.Account.DeleteMyAccount,
      { password: 'wrong-password' },
      { ...c.headers, 'accept-language': 'en-US' },
    );
    expect(en.json().errorMessage).toBe('Your password is wrong; your account was not erased.');
    expect(await t.app.ctx.db.select().from(users).where(eq(users.id, c.id))).toHaveLength(1);
    expect((await t.get(API.Account.GetUserInfo, c.headers)).statusCode).toBe(200);
  });

  it('locks after five wrong passwords, like sign-in', async () => {
    const c = await t.customer();
    for (let i = 0; i < 5; i++) await t.post(API.Account.DeleteMyAccount, { password: 'nope' }, c.headers);
    const locked = await t.post(API.Account.DeleteMyAccount, { password: c.password }, c.headers);
    expect(locked.statusCode).toBe(429);
    expect(await t.app.ctx.db.select().from(users).where(eq(users.id, c.id))).toHaveLength(1);
  });

  it('removes personal data, keeps the order anonymised, refuses sign-in and the old access token after', async () => {
    const { c, paid } = await customerWithHistory();
    await t.post(API.Products.AddFavoritedProduct, { productId: paid.products[0]!.id }, c.headers);
    const res = await t.post(API.Account.DeleteMyAccount, { password: c.password }, c.headers);
    expect(res.statusCode).toBe(200);
    const answer = res.json().data;
    expect(answer.keptOrders).toEqual([paid.order.orderNumber]);
    expect(answer.message).toContain('Vergi Usul Kanunu');

    const db = t.app.ctx.db;
    expect(await db.select().from(users).where(eq(users.id, c.id))).toHaveLength(0);
    expect(await db.select().from(addresses).where(eq(addresses.userId, c.id))).toHaveLength(0);
    expect(await db.select().from(refreshTokens).where(eq(refreshTokens.userId, c.id))).toHaveLength(0);
    expect(
      await db
        .select()
        .from(favorites)
        .where(eq(favorites.ownerKey, `user:${c.id}`)),
    ).toHaveLength(0);
    expect(await db.select().from(subscribers).where(eq(subscribers.email, c.email))).toHaveLength(0);
    // The consent given on the newsletter form stays as a withdrawn record, for the İYS file's RET row.
    const consents = await db.select().from(marketingConsents).where(eq(marketingConsents.address, c.email));
    expect(consents).toHaveLength(1);
    expect(consents[0]!.unsubscribedAt).toBeInstanceOf(Date);
    expect(await db.select().from(contactMessages).where(eq(contactMessages.email, c.email))).toHaveLength(0);

    const [kept] = await db.select().from(orders).where(eq(orders.id, paid.order.id));
    expect(kept).toMatchObject({
      email: `silindi-${paid.order.orderNumber}@silindi.invalid`,
      phoneNumber: '',
      addressLine: '',
      contractIp: null,
      userId: null,
      cardLastFour: null,
      // What an invoice needs stays.
      billingContactName: paid.order.billingContactName,
      billingAddressLine: paid.order.billingAddressLine,
      totalPrice: paid.order.totalPrice,
    });
    expect(kept!.token).not.toBe(paid.order.token);
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, paid.order.id));
    expect(events.at(-1)).toMatchObject({ type: 'personal_data_erased', actor: 'shopper', actorEmail: null });
    expect(events.some((e) => e.actorEmail === c.email)).toBe(false);

    // Only the confirmation is left for the address, and it says what is kept and why.
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(eq(sql`lower(${mailOutbox.to})`, c.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Türk Ticaret Kanunu');

    expect((await t.get(API.Account.GetUserInfo, c.headers)).statusCode).toBe(401);
    const signIn = await t.post(API.Account.Password, { email: c.email, password: c.password });
    expect(signIn.statusCode).toBe(401);
    const refresh = await t.post(API.Account.RefreshToken, { refreshToken: c.refreshToken });
    expect(refresh.statusCode).toBe(401);

    const [logged] = await db.select().from(dataRequests).where(eq(dataRequests.email, c.email));
    expect(logged).toMatchObject({
      type: 'erasure',
      status: 'answered',
      note: String(paid.order.orderNumber),
    });
  });

  it('lets the owner still refund an erased customer’s order, mailing no one', async () => {
    const { c, paid } = await customerWithHistory();
    await t.post(API.Account.DeleteMyAccount, { password: c.password }, c.headers);
    const outbox = (await t.app.ctx.db.select().from(mailOutbox)).length;
    const refund = await t.post(
      API.Order.RefundOrder,
      { orderId: paid.order.id, items: [{ orderItemId: paid.ring.id, quantity: 1 }] },
      { ...admin, 'idempotency-key': `test-${crypto.randomUUID()}` },
    );
    expect(refund.statusCode).toBe(200);
    expect(refund.json().data.refundedAmount).toBe(900);
    expect((await t.app.ctx.db.select().from(mailOutbox)).length).toBe(outbox);
  });

  it('waits while an order is still on its way', async () => {
    const c = await t.customer();
    const paid = await paidNecklaceAndRing(t, c.email, { shopper: c });
    const res = await t.post(API.Account.DeleteMyAccount, { password: c.password }, c.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ORDERS_OPEN' });
    expect(res.json().errorMessage).toContain(String(paid.order.orderNumber));
    expect(await t.app.ctx.db.select().from(users).where(eq(users.id, c.id))).toHaveLength(1);
  });

  it('erases once when submitted twice at the same time', async () => {
    const c = await t.customer();
    const [a, b] = await Promise.all([
      t.post(API.Account.DeleteMyAccount, { password: c.password }, c.headers),
      t.post(API.Account.DeleteMyAccount, { password: c.password }, c.headers),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 401]);
    expect(await mailCount(t.app, c.email)).toBe(1);
    const logged = await t.app.ctx.db.select().from(dataRequests).where(eq(dataRequests.email, c.email));
    expect(logged).toHaveLength(1);
    const { mail } = await lastMailTo(t.app, c.email);
    expect(mail.subject).toBe('Hesabınız silindi');
  });

  it('refuses an administrator', async () => {
    const res = await t.post(API.Account.DeleteMyAccount, { password: 'whatever-it-is' }, admin);
    expect(res.statusCode).toBe(403);
  });
});
