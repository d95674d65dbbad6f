import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@kehribar/contracts';
import { users } from '../../db/schema/index.ts';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/harness.ts';
import { signupBody } from '../../test/signup.ts';
import { lastMailTo } from '../../test/mailbox.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const english = { 'accept-language': 'en-EN' };

describe('forged and stale tokens', () => {
  it('refuses an admin token signed with the secret this repository once published', async () => {
    const [admin] = await t.app.ctx.db.select().from(users).where(eq(users.email, TEST_ADMIN.email));
    const forged = await new SignJWT({
      sub: admin!.id,
      sid: randomUUID(),
      role: 'Customer,Admin',
      tokenType: 'password',
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer('kehribar')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('kehribar-development-secret-change-me-0123456789'));
    const res = await t.get(API.Account.GetAllUsers, { authorization: `Bearer ${forged}` });
    expect(res.statusCode).toBe(401);
  });

  it('reads the admin role from the database on every call: a demoted or deleted admin loses access at once', async () => {
    const email = `second-admin-${randomUUID().slice(0, 6)}@example.com`;
    const c = await t.customer(email);
    await t.app.ctx.db.update(users).set({ role: 'Customer' }).where(eq(users.id, c.id));
    expect((await t.get(API.Account.GetAllUsers, c.headers)).statusCode).toBe(403);

    await t.app.ctx.db.update(users).set({ role: 'Customer,Admin,Owner' }).where(eq(users.id, c.id));
    const promoted = (await t.post(API.Account.Password, { email, password: c.password })).json().data;
    const headers = { authorization: `Bearer ${promoted.token}` };
    expect((await t.get(API.Account.GetAllUsers, headers)).statusCode).toBe(200);

    await t.app.ctx.db.update(users).set({ role: 'Customer' }).where(eq(users.id, c.id));
    expect((await t.get(API.Account.GetAllUsers, headers)).statusCode).toBe(403);
    await t.app.ctx.db.delete(users).where(eq(users.id, c.id));
    expect((await t.get(API.Account.GetAllUsers, headers)).statusCode).toBe(401);
  });

  it('kills the access token at logout', async () => {
    const c = await t.customer();
    expect((await t.get(API.Account.GetUserInfo, c.headers)).statusCode).toBe(200);
    await t.post(API.Account.Logout, { refreshToken: c.refreshToken }, c.headers);
    expect((await t.get(API.Account.GetUserInfo, c.headers)).statusCode).toBe(401);
  });

  it('kills the access token when its refresh family is revoked by a replayed refresh token', async () => {
    const c = await t.customer();
    const renewed = (await t.post(API.Account.RefreshToken, { refreshToken: c.refreshToken })).json().data;
    const renewedHeaders = { authorization: `Bearer ${renewed.token}` };
    expect((await t.get(API.Account.GetUserInfo, renewedHeaders)).statusCode).toBe(200);
    // The first refresh token again: stolen or raced, so the whole family goes.
    expect((await t.post(API.Account.RefreshToken, { refreshToken: c.refreshToken })).statusCode).toBe(401);
    expect((await t.get(API.Account.GetUserInfo, renewedHeaders)).statusCode).toBe(401);
    expect((await t.get(API.Account.GetUserInfo, c.headers)).statusCode).toBe(401);
  });

  it('kills every access token of the account at a password reset, and keeps other accounts signed in', async () => {
    const c = await t.customer();
    const other = await t.customer();
    await t.post(`${API.Account.ForgetUsernameOrPassword}?mail=${c.email}`);
    const { token } = await lastMailTo(t.app, c.email);
    const reset = await t.post(API.Account.resetPassword, {
      email: c.email,
      token,
      newPassword: 'amber-rosary-1923',
    });
    expect(reset.statusCode).toBe(200);
    expect((await t.get(API.Account.GetUserInfo, c.headers)).statusCode).toBe(401);
    expect((await t.get(API.Account.GetUserInfo, other.headers)).statusCode).toBe(200);
  });
});

describe('per-account sign-in lock', () => {
  it('locks an address after five wrong passwords, whatever the caller, even for the right one, and says for how long', async () => {
    const c = await t.customer();
    for (let i = 0; i < 5; i++) {
      expect((await t.post(API.Account.signin, { email: c.email, password: `wrong-${i}` })).statusCode).toBe(
        401,
      );
    }
    const locked = await t.post(
      API.Account.signin,
      { email: c.email.toUpperCase(), password: c.password },
      english,
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      code: 'ACCOUNT_LOCKED',
      errorMessage: expect.stringContaining('Try again in 1 min.'),
    });
    expect((await t.post(API.Account.Password, { email: c.email, password: c.password })).statusCode).toBe(
      429,
    );

    // The minute passes: the right password opens the account and forgets the failures.
    await t.app.ctx.db.execute(sql`update account_throttles set locked_until = now() - interval '1 second'`);
    expect((await t.post(API.Account.signin, { email: c.email, password: c.password })).statusCode).toBe(200);
    expect((await t.post(API.Account.signin, { email: c.email, password: 'wrong-again' })).statusCode).toBe(
      401,
    );
    expect((await t.post(API.Account.signin, { email: c.email, password: c.password })).statusCode).toBe(200);
  });

  it('doubles the wait after each further failure', async () => {
    const c = await t.customer();
    for (let i = 0; i < 5; i++) await t.post(API.Account.signin, { email: c.email, password: 'wrong-pass' });
    await t.app.ctx.db.execute(sql`update account_throttles set locked_until = now() - interval '1 second'`);
    await t.post(API.Account.signin, { email: c.email, password: 'wrong-pass' });
    const locked = await t.post(API.Account.signin, { email: c.email, password: c.password }, english);
    expect(locked.json().errorMessage).toContain('Try again in 2 min.');
  });

  it('answers an unregistered address exactly as a registered one', async () => {
    const ghost = `ghost-${randomUUID().slice(0, 6)}@example.com`;
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await t.post(API.Account.signin, { email: ghost, password: 'wrong-pass' })).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('limits reset mails per address', async () => {
    const c = await t.customer();
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await t.post(`${API.Account.ForgetUsernameOrPassword}?mail=${c.email}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('new passwords', () => {
  const signup = async (email: string, password: string, headers: Record<string, string> = {}) =>
    t.post(API.Account.signup, await signupBody(t, email, { password }), headers);

  it('refuses a common password with the reason in the shopper language', async () => {
    const tr = await signup('common@example.com', 'password123');
    expect(tr.statusCode).toBe(400);
    expect(tr.json()).toMatchObject({
      code: 'WEAK_PASSWORD',
      errorMessage: expect.stringContaining('çok yaygın'),
    });
    const en = await signup('common@example.com', 'qwertyuiop', english);
    expect(en.json().errorMessage).toContain('too common');
    expect((await signup('common@example.com', 'zeynepkaya')).json().code).toBe('WEAK_PASSWORD');
  });

  it('refuses a password shorter than 10 characters or equal to the e-mail address', async () => {
    expect((await signup('short@example.com', 'Ab3$kL9q', english)).json().errorMessage).toContain(
      'at least 10',
    );
    expect(
      (await signup('same.as.mail@example.com', 'Same.As.Mail@example.com', english)).json().errorMessage,
    ).toContain('e-mail');
  });

  it('accepts a strong password', async () => {
    expect((await signup('strong@example.com', 'kehribar tespih ve yüzük')).statusCode).toBe(200);
  });

  it('refuses a common password at reset without using up the link', async () => {
    const c = await t.customer();
    await t.post(`${API.Account.ForgetUsernameOrPassword}?mail=${c.email}`);
    const { token } = await lastMailTo(t.app, c.email);
    const weak = await t.post(API.Account.resetPassword, {
      email: c.email,
      token,
      newPassword: '1234567890',
    });
    expect(weak.json().code).toBe('WEAK_PASSWORD');
    const strong = await t.post(API.Account.resetPassword, {
      email: c.email,
      token,
      newPassword: 'baltic-amber-cuff-77',
    });
    expect(strong.statusCode).toBe(200);
  });
});

describe('client addresses', () => {
  const signInFrom = (app: TestApp, ip: string, i: number) =>
    app.post(
      API.Account.signin,
      { email: `spoof-${i}@example.com`, password: 'wrong-pass' },
      { 'x-forwarded-for': ip },
    );

  it('does not let X-Forwarded-For choose the address the rate limit counts', async () => {
    const limited = await createTestApp({ RATE_LIMITS: 'true' });
    try {
      const statuses = [];
      for (let i = 0; i < 40; i++)
        statuses.push((await signInFrom(limited, `203.0.113.${i + 1}`, i)).statusCode);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(30);
    } finally {
      await limited.close();
    }
  });

  it('believes X-Forwarded-For from a configured proxy', async () => {
    const behindProxy = await createTestApp({ RATE_LIMITS: 'true', TRUST_PROXY: '127.0.0.1' });
    try {
      const statuses = [];
      for (let i = 0; i < 40; i++)
        statuses.push((await signInFrom(behindProxy, `203.0.113.${i + 1}`, i)).statusCode);
      expect(statuses.every((s) => s === 401)).toBe(true);
    } finally {
      await behindProxy.close();
    }
  });
});
