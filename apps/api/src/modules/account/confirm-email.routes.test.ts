import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@kehribar/contracts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { lastMailTo } from '../../test/mailbox.ts';
import { signupBody } from '../../test/signup.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function registered(email: string) {
  await t.post(API.Account.signup, await signupBody(t, email));
  return (await lastMailTo(t.app, email)).token;
}

describe('Account/ConfirmEmail opened again', () => {
  it('says the address is already confirmed, in the request language, instead of an error', async () => {
    const email = 'twice@example.com';
    const token = await registered(email);
    const first = await t.post(API.Account.ConfirmEmail, { email, token });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.message).toBe('E-posta adresiniz doğrulandı. Artık giriş yapabilirsiniz.');

    const again = await t.post(API.Account.ConfirmEmail, { email, token });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.message).toBe('E-posta adresiniz zaten doğrulanmış. Giriş yapabilirsiniz.');
    const english = await t.post(API.Account.ConfirmEmail, { email, token }, { 'accept-language': 'en-EN' });
    expect(english.json().data.message).toBe('Your e-mail address is already confirmed. You can sign in.');
  });

  it('still refuses a token that was never sent to that account', async () => {
    const email = 'confirmed-once@example.com';
    const token = await registered(email);
    await t.post(API.Account.ConfirmEmail, { email, token });
    const forged = await t.post(API.Account.ConfirmEmail, { email, token: `${token}x` });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('INVALID_TOKEN');
    const otherToken = await registered('someone-else@example.com');
    expect((await t.post(API.Account.ConfirmEmail, { email, token: otherToken })).statusCode).toBe(400);
  });
});
