import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@kehribar/contracts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { solvedCaptcha } from '../../test/captcha.ts';
import { lastMailTo, mailCount } from '../../test/mailbox.ts';
import { signupBody } from '../../test/signup.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function registerAndConfirm(email: string) {
  await t.post(API.Account.signup, await signupBody(t, email));
  const { token } = await lastMailTo(t.app, email);
  await t.post(API.Account.ConfirmEmail, { email, token });
}

describe('Account/signup', () => {
  it('registers with a solved captcha, e-mails a confirmation link, and refuses sign-in until confirmed', async () => {
    const email = 'zeynep@example.com';
    const res = await t.post(API.Account.signup, await signupBody(t, email));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toContain(email);

    const { mail, url, token } = await lastMailTo(t.app, email);
    expect(mail.subject).toBe('Kehribar üyeliğinizi doğrulayın');
    expect(mail.html).toContain('E-postamı doğrula');
    expect(url).toMatch(/\/account\/confirmemail\?token=.+&email=zeynep%40example\.com$/);

    const early = await t.post(API.Account.signin, { email, password: 'amber-pass' });
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe('EMAIL_NOT_CONFIRMED');
    expect(early.json().errorMessage).toContain('tekrar gönder');

    const confirmed = await t.post(API.Account.ConfirmEmail, { email, token });
    expect(confirmed.statusCode).toBe(200);
    expect((await t.post(API.Account.signin, { email, password: 'amber-pass' })).statusCode).toBe(200);
    // A confirmation link opened again says the address is already confirmed (confirm-email.routes.test.ts).
    expect((await t.post(API.Account.ConfirmEmail, { email, token })).statusCode).toBe(200);
  });

  it('writes the confirmation in English for an English shopper', async () => {
    await t.post(API.Account.signup, await signupBody(t, 'emma@example.com'), { 'accept-language': 'en-EN' });
    expect((await lastMailTo(t.app, 'emma@example.com')).mail.subject).toBe(
      'Confirm your Kehribar membership',
    );
  });

  it('refuses a reused, forged or missing captcha', async () => {
    const captchaToken = await solvedCaptcha(t);
    expect(
      (await t.post(API.Account.signup, await signupBody(t, 'first@example.com', { captchaToken })))
        .statusCode,
    ).toBe(200);
    const replay = await t.post(
      API.Account.signup,
      await signupBody(t, 'second@example.com', { captchaToken }),
    );
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('CAPTCHA_FAILED');
    const forged = await t.post(
      API.Account.signup,
      await signupBody(t, 'third@example.com', {
        captchaToken: Buffer.from('{"challenge":{}}').toString('base64'),
      }),
    );
    expect(forged.json().code).toBe('CAPTCHA_FAILED');
    const { captchaToken: _, ...without } = await signupBody(t, 'fourth@example.com');
    expect((await t.post(API.Account.signup, without)).statusCode).toBe(400);
  });

  it('tells a shopper clearly that the e-mail is already registered', async () => {
    await t.post(API.Account.signup, await signupBody(t, 'twice@example.com'));
    const again = await t.post(API.Account.signup, await signupBody(t, 'TWICE@example.com'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'EMAIL_TAKEN',
      errorMessage: expect.stringContaining('zaten'),
    });
  });

  it('validates every field again on the server', async () => {
    const cases: Record<string, unknown>[] = [
      { password: '12345' },
      { email: 'not-an-email' },
      { firstName: '' },
      { phoneNumber: '5321234567' },
      { phoneNumber: '+9000 5321234567' },
      { birthDate: '1899-12-31' },
      { birthDate: '2999-01-01' },
      { birthDate: '1990-02-30' },
      { gender: 2 },
      { acceptTerms: false },
      { acceptMarketing: 'yes' },
    ];
    for (const extra of cases) {
      const res = await t.post(API.Account.signup, await signupBody(t, 'valid@example.com', extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().errorMessage).toEqual(expect.any(String));
    }
  });
});

describe('confirmation resend, forgotten password and reset', () => {
  it('resends a confirmation link and answers the same for unknown addresses', async () => {
    await t.post(API.Account.signup, await signupBody(t, 'later@example.com'));
    const known = await t.post(`${API.Account.ResendEmailConfirmation}?mail=later@example.com`);
    const unknown = await t.post(`${API.Account.ResendEmailConfirmation}?mail=ghost@example.com`);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(await mailCount(t.app, 'later@example.com')).toBe(2);
    expect(await mailCount(t.app, 'ghost@example.com')).toBe(0);
  });

  it('resets a password once with the e-mailed link, and signs out every session', async () => {
    const email = 'reset@example.com';
    await registerAndConfirm(email);
    const session = (await t.post(API.Account.Password, { email, password: 'amber-pass' })).json().data;

    const asked = await t.post(`${API.Account.ForgetUsernameOrPassword}?mail=${email}`);
    const askedUnknown = await t.post(`${API.Account.ForgetUsernameOrPassword}?mail=nobody@example.com`);
    expect(asked.statusCode).toBe(200);
    expect(askedUnknown.statusCode).toBe(200);
    expect(askedUnknown.json().data.message.replace('nobody@example.com', email)).toBe(
      asked.json().data.message,
    );

    const { token, url } = await lastMailTo(t.app, email);
    expect(url).toContain('/account/resetpassword?token=');
    const reset = await t.post(API.Account.resetPassword, { email, token, newPassword: 'new-amber-brooch' });
    expect(reset.json().data.message).toBe(
      'Şifreniz başarıyla sıfırlandı. Artık yeni şifrenizle giriş yapabilirsiniz.',
    );
    expect(
      (await t.post(API.Account.resetPassword, { email, token, newPassword: 'again-amber-brooch' }))
        .statusCode,
    ).toBe(400);

    expect((await t.post(API.Account.signin, { email, password: 'amber-pass' })).statusCode).toBe(401);
    expect((await t.post(API.Account.signin, { email, password: 'new-amber-brooch' })).statusCode).toBe(200);
    expect((await t.post(API.Account.RefreshToken, { refreshToken: session.refreshToken })).statusCode).toBe(
      401,
    );
  });

  it("refuses a reset token used with another account's e-mail, and a too short password", async () => {
    await registerAndConfirm('victim@example.com');
    await registerAndConfirm('attacker@example.com');
    await t.post(`${API.Account.ForgetUsernameOrPassword}?mail=attacker@example.com`);
    const { token } = await lastMailTo(t.app, 'attacker@example.com');
    expect(
      (
        await t.post(API.Account.resetPassword, {
          email: 'victim@example.com',
          token,
          newPassword: 'hijacked-amber-77',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await t.post(API.Account.resetPassword, { email: 'attacker@example.com', token, newPassword: '123' }))
        .statusCode,
    ).toBe(400);
  });
});

describe('newsletter', () => {
  it('subscribes once and says so when subscribing again', async () => {
    const first = (await t.post(API.Account.AddSubscribe, { email: 'news@example.com' })).json().data;
    const second = (await t.post(API.Account.AddSubscribe, { email: 'NEWS@example.com' })).json().data;
    expect(first).toMatchObject({ subscribed: true, alreadySubscribed: false });
    expect(second).toMatchObject({
      subscribed: true,
      alreadySubscribed: true,
      message: 'Bu e-posta adresi bültenimize zaten abone.',
    });
    expect((await t.post(API.Account.AddSubscribe, { email: 'nope' })).statusCode).toBe(400);
  });
});

describe('profile', () => {
  it('shows the customer their details and manages their addresses', async () => {
    const c = await t.customer();
    const info = (await t.get(API.Account.GetUserInfo, c.headers)).json().data;
    expect(info).toMatchObject({ email: c.email, firstName: 'Ayşe', isAdmin: false, addresses: [] });
    expect(JSON.stringify(info)).not.toMatch(/password|hash/i);

    const address = {
      firstName: 'Ayşe',
      lastName: 'Yılmaz',
      addressLine: 'Bağdat Cad. 12/3',
      city: 'İstanbul',
      state: 'Kadıköy',
      postalCode: '34710',
      country: 'Türkiye',
      isShipping: true,
    };
    const added = await t.post(API.Account.AddAddress, address, c.headers);
    expect(added.json().data.addresses).toEqual([expect.objectContaining(address)]);
    const id = added.json().data.addresses[0].id;

    const missingCity = await t.post(API.Account.AddAddress, { ...address, city: ' ' }, c.headers);
    expect(missingCity.statusCode).toBe(400);

    const other = await t.customer();
    expect(
      (await t.post(`${API.Account.DeleteAddress}?addressId=${id}`, undefined, other.headers)).statusCode,
    ).toBe(404);
    expect((await t.get(API.Account.GetUserInfo, other.headers)).json().data.addresses).toEqual([]);
    expect(
      (await t.post(`${API.Account.DeleteAddress}?addressId=${id}`, undefined, c.headers)).json().data
        .addresses,
    ).toEqual([]);
  });

  it('is closed to guests and strangers', async () => {
    const g = await t.guest();
    expect((await t.get(API.Account.GetUserInfo, g.headers)).statusCode).toBe(403);
    expect((await t.get(API.Account.GetUserInfo)).statusCode).toBe(401);
    expect((await t.post(API.Account.AddAddress, {}, g.headers)).statusCode).toBe(403);
  });

  it('flags the administrator', async () => {
    const admin = await t.admin();
    expect((await t.get(API.Account.GetUserInfo, admin.headers)).json().data.isAdmin).toBe(true);
  });
});

describe('rate limits', () => {
  it('answers too many sign-in attempts from one address with 429 and a clear message', async () => {
    const limited = await createTestApp({ RATE_LIMITS: 'true' });
    try {
      const statuses: number[] = [];
      // Another address each time: the per-account lock (account-security.test.ts) must not answer first.
      for (let i = 0; i < 12; i++) {
        statuses.push(
          (await limited.post(API.Account.signin, { email: `x${i}@example.com`, password: 'wrong-one' }))
            .statusCode,
        );
      }
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      const last = await limited.post(API.Account.signin, { email: 'x@example.com', password: 'wrong-one' });
      expect(last.statusCode).toBe(429);
      expect(last.json()).toMatchObject({
        code: 'RATE_LIMITED',
        errorMessage: expect.stringContaining('Çok fazla deneme'),
      });
    } finally {
      await limited.close();
    }
  });
});
