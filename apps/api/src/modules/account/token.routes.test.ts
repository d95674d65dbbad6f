import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { API } from '@kehribar/contracts';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('Account/ClientCredentials', () => {
  it('issues a guest token with a session id in the body and the SessionId header', async () => {
    const res = await t.post(API.Account.ClientCredentials, {
      clientId: 'kehribar-web',
      clientSecret: 'kehribar-web-public-client',
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(res.headers.sessionid).toBe(data.sessionId);
    const claims = decodeJwt(data.token);
    expect(claims).toMatchObject({ tokenType: 'client_credentials', sid: data.sessionId, role: 'Guest' });
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
  });

  it('refuses an unknown client with 401 and a Turkish message by default', async () => {
    const res = await t.post(API.Account.ClientCredentials, { clientId: 'other', clientSecret: 'x' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ errorMessage: 'İstemci bilgileri geçersiz.', code: 'INVALID_CLIENT' });
  });

  it('answers a malformed body with 400 and an English message when asked', async () => {
    const res = await t.post(API.Account.ClientCredentials, { clientId: 5 }, { 'accept-language': 'en-EN' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(res.json().errorMessage).toMatch(/^The submitted data is invalid/);
  });

  it('issues a signed guest id, keeps it when sent back, and replaces one it did not issue', async () => {
    const first = await t.guest();
    expect(first.nonUserId).toMatch(/^nonUser_[\w-]+\.[\w-]+$/);
    expect(decodeJwt(first.token).gid).toBe(first.nonUserId);
    const again = await t.guest(first.nonUserId);
    expect(again.nonUserId).toBe(first.nonUserId);
    expect(again.sessionId).not.toBe(first.sessionId);
    const forged = await t.guest('nonUser_abcdefghijklmnopqrstuvwx.forgedsignature00000');
    expect(forged.nonUserId).not.toContain('forged');
  });

  it('matches the path case-insensitively', async () => {
    const res = await t.post('/api/account/clientcredentials', {
      clientId: 'kehribar-web',
      clientSecret: 'kehribar-web-public-client',
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('Account/signin and Account/Password', () => {
  it('signs the admin in and issues a password token whose role contains Admin', async () => {
    expect((await t.post(API.Account.signin, TEST_ADMIN)).json()).toEqual({
      data: { succeeded: true, emailConfirmed: true },
    });
    const res = await t.post(API.Account.Password, TEST_ADMIN);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.refreshToken).toEqual(expect.any(String));
    expect(decodeJwt(data.token)).toMatchObject({
      tokenType: 'password',
      role: expect.stringContaining('Admin'),
    });
  });

  it('refuses a wrong password and an unknown e-mail alike', async () => {
    const wrong = await t.post(API.Account.Password, { ...TEST_ADMIN, password: 'nope-nope' });
    const unknown = await t.post(API.Account.signin, { email: 'nobody@example.com', password: 'whatever' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
    expect(unknown.json().errorMessage).toBe(wrong.json().errorMessage);
  });
});

describe('Account/RefreshToken', () => {
  it('rotates the refresh token, and replaying a rotated one revokes the whole family', async () => {
    const first = (await t.post(API.Account.Password, TEST_ADMIN)).json().data;
    const second = await t.post(API.Account.RefreshToken, { refreshToken: first.refreshToken });
    expect(second.statusCode).toBe(200);
    const rotated = second.json().data;
    expect(rotated.refreshToken).not.toBe(first.refreshToken);
    expect(rotated.sessionId).toBe(first.sessionId);

    const replay = await t.post(API.Account.RefreshToken, { refreshToken: first.refreshToken });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('INVALID_TOKEN');
    // The legitimate newest token died with its family.
    expect((await t.post(API.Account.RefreshToken, { refreshToken: rotated.refreshToken })).statusCode).toBe(
      401,
    );
  });

  it('cannot be used after logout', async () => {
    const tokens = (await t.post(API.Account.Password, TEST_ADMIN)).json().data;
    expect((await t.post(API.Account.Logout, { refreshToken: tokens.refreshToken })).statusCode).toBe(200);
    expect((await t.post(API.Account.RefreshToken, { refreshToken: tokens.refreshToken })).statusCode).toBe(
      401,
    );
  });

  it('refuses an unknown token', async () => {
    const res = await t.post(API.Account.RefreshToken, { refreshToken: 'x'.repeat(43) });
    expect(res.statusCode).toBe(401);
  });
});
