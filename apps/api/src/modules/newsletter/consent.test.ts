import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { API, MARKETING_CONSENT_TEXT_VERSION } from '@kehribar/contracts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { signupBody } from '../../test/signup.ts';
import { mailOutbox, marketingConsents, subscribers, users } from '../../db/schema/index.ts';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.admin()).headers;
});
afterAll(() => t.close());

const consentsOf = (address: string) =>
  t.app.ctx.db
    .select()
    .from(marketingConsents)
    .where(eq(marketingConsents.address, address))
    .orderBy(marketingConsents.id);

async function welcomeMailTo(address: string) {
  const [mail] = await t.app.ctx.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, address), eq(mailOutbox.subject, 'Kehribar bültenine hoş geldiniz')))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return mail;
}

/** The token of the unsubscribe page link in a welcome mail's text. */
function pageToken(text: string): string {
  const url = text.match(/https?:\/\/\S+\/unsubscribe\?token=\S+/)?.[0];
  expect(url).toBeDefined();
  return new URL(url!).searchParams.get('token')!;
}

const unsubscribe = (body: unknown, headers: Record<string, string> = {}) =>
  t.post(API.Subscriber.Unsubscribe, body, headers);

describe('marketing consent at sign-up (decision 026)', () => {
  it('completes a sign-up without marketing consent and records none', async () => {
    const email = 'no-news@example.com';
    const res = await t.post(API.Account.signup, await signupBody(t, email, { acceptMarketing: false }));
    expect(res.statusCode).toBe(200);
    expect(await consentsOf(email)).toEqual([]);
    expect(await welcomeMailTo(email)).toBeUndefined();
    const [user] = await t.app.ctx.db.select().from(users).where(eq(users.email, email));
    expect(user!.acceptMarketing).toBe(false);
    // Leaving the box out altogether is the same as leaving it unticked.
    const { acceptMarketing: _, ...without } = await signupBody(t, 'silent@example.com');
    expect((await t.post(API.Account.signup, without)).statusCode).toBe(200);
    expect(await consentsOf('silent@example.com')).toEqual([]);
  });

  it('records a consent given at sign-up: source account, the IP and the text version', async () => {
    const email = 'yes-news@example.com';
    await t.post(API.Account.signup, await signupBody(t, email, { acceptMarketing: true }));
    const consents = await consentsOf(email);
    expect(consents).toHaveLength(1);
    expect(consents[0]).toMatchObject({
      channel: 'email',
      address: email,
      source: 'account',
      ip: '127.0.0.1',
      textVersion: MARKETING_CONSENT_TEXT_VERSION,
      unsubscribedAt: null,
    });
    expect(await welcomeMailTo(email)).toBeDefined();
  });
});

describe('newsletter: welcome mail and unsubscribing without signing in', () => {
  it('records the consent, welcomes with a one-click way out, and the link ends the consent', async () => {
    const email = 'reader@example.com';
    const first = await t.post(API.Account.AddSubscribe, { email: 'Reader@Example.com' });
    expect(first.json().data).toMatchObject({ subscribed: true, alreadySubscribed: false });
    expect(await consentsOf(email)).toMatchObject([
      { source: 'newsletter', ip: '127.0.0.1', textVersion: MARKETING_CONSENT_TEXT_VERSION },
    ]);

    const mail = await welcomeMailTo(email);
    expect(mail).toBeDefined();
    expect(mail!.html).toContain('Abonelikten çık');
    const token = pageToken(mail!.text);
    expect(mail!.html).toContain(`/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.headers['List-Unsubscribe']).toBe(
      `<${t.app.ctx.config.publicUrl}${API.Subscriber.Unsubscribe}?token=${encodeURIComponent(token)}>`,
    );

    // Subscribing again while subscribed records nothing and sends nothing.
    const again = await t.post(API.Account.AddSubscribe, { email });
    expect(again.json().data.alreadySubscribed).toBe(true);
    expect(await consentsOf(email)).toHaveLength(1);

    // No token of any kind: the signed link is the proof.
    const done = await unsubscribe({ token });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ email, message: expect.stringContaining(email) });
    const [revoked] = await consentsOf(email);
    expect(revoked!.unsubscribedAt).toBeInstanceOf(Date);
    // Opening the link twice says the same.
    expect((await unsubscribe({ token })).statusCode).toBe(200);

    // Subscribing after unsubscribing is a new consent; the old one keeps its end.
    const back = await t.post(API.Account.AddSubscribe, { email });
    expect(back.json().data.alreadySubscribed).toBe(false);
    const history = await consentsOf(email);
    expect(history).toHaveLength(2);
    expect(history[0]!.unsubscribedAt).toBeInstanceOf(Date);
    expect(history[1]!.unsubscribedAt).toBeNull();
  });

  it("takes a mail client's one-click POST (RFC 8058) at the List-Unsubscribe address", async () => {
    const email = 'oneclick@example.com';
    await t.post(API.Account.AddSubscribe, { email });
    const mail = await welcomeMailTo(email);
    const target = mail!.headers['List-Unsubscribe']!.match(/<(https?:[^>]+)>/)![1]!;
    const url = new URL(target);
    const res = await t.call({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await consentsOf(email))[0]!.unsubscribedAt).toBeInstanceOf(Date);
  });

  it('refuses a forged, altered or missing token with a clear 400 in Turkish and English', async () => {
    const email = 'victim@example.com';
    await t.post(API.Account.AddSubscribe, { email });
    const token = pageToken((await welcomeMailTo(email))!.text);
    const forged = `${Buffer.from(email).toString('base64url')}.${'A'.repeat(43)}`;
    const otherAddress = `${Buffer.from('other@example.com').toString('base64url')}.${token.split('.')[1]}`;
    for (const bad of [forged, otherAddress, 'not-a-token-at-all', `${token}x`]) {
      const res = await unsubscribe({ token: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_TOKEN' });
      expect(res.json().errorMessage).toContain('Abonelikten çıkma bağlantısı geçersiz');
    }
    const english = await unsubscribe({ token: forged }, { 'accept-language': 'en-EN' });
    expect(english.json().errorMessage).toBe(
      'The unsubscribe link is invalid. Please open the link from the e-mail in full.',
    );
    expect((await unsubscribe({})).statusCode).toBe(400);
    expect((await consentsOf(email))[0]!.unsubscribedAt).toBeNull();
  });
});

describe('back office: consent records and the İYS file', () => {
  it("lists each subscriber's consent record and exports ONAY and RET rows as a UTF-8 CSV with BOM", async () => {
    await t.post(API.Account.AddSubscribe, { email: 'stays@example.com' });
    await t.post(API.Account.AddSubscribe, { email: 'leaves@example.com' });
    await unsubscribe({ token: pageToken((await welcomeMailTo('leaves@example.com'))!.text) });
    // An address kept before consents were recorded has no proof to send.
    await t.app.ctx.db.insert(subscribers).values({ email: 'legacy@example.com' });

    const list = (await t.get(API.Account.GetAllSubscribers, admin)).json().data as Record<string, unknown>[];
    expect(list.find((s) => s.email === 'leaves@example.com')).toMatchObject({
      source: 'newsletter',
      ip: '127.0.0.1',
      textVersion: MARKETING_CONSENT_TEXT_VERSION,
      consentedAt: expect.any(String),
      unsubscribedAt: expect.any(String),
      consents: [expect.objectContaining({ channel: 'email', unsubscribedAt: expect.any(String) })],
    });
    expect(list.find((s) => s.email === 'legacy@example.com')).toMatchObject({
      consentedAt: null,
      source: null,
      consents: [],
    });

    // Fixed moments, to read the date as İYS takes it: 'YYYY-MM-DD HH:mm:ss' in Türkiye time.
    await t.app.ctx.db
      .update(marketingConsents)
      .set({ consentedAt: new Date('2026-03-01T09:30:05.000Z') })
      .where(eq(marketingConsents.address, 'stays@example.com'));
    await t.app.ctx.db
      .update(marketingConsents)
      .set({ unsubscribedAt: new Date('2026-12-31T21:15:00.000Z') })
      .where(eq(marketingConsents.address, 'leaves@example.com'));

    const res = await t.get(API.Subscriber.ExportIys, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="iys-eposta-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    // İYS's field names in its API documentation's order (decision 044).
    expect(lines[0]).toBe('consentDate,source,recipient,recipientType,status,type');
    const row = (address: string) => lines.find((l) => l.split(',')[2] === address);
    expect(row('stays@example.com')).toBe(
      '2026-03-01 12:30:05,HS_WEB,stays@example.com,BIREYSEL,ONAY,EPOSTA',
    );
    // RET is dated when the address left; 21:15 UTC on 31 December is already the new year in Türkiye.
    expect(row('leaves@example.com')).toBe(
      '2027-01-01 00:15:00,HS_WEB,leaves@example.com,BIREYSEL,RET,EPOSTA',
    );
    expect(row('legacy@example.com')).toBeUndefined();

    // What the file holds and what it leaves out, for the back office to say (decision 044).
    const summary = await t.get(API.Subscriber.GetIysSummary, admin);
    expect(summary.headers['cache-control']).toBe('no-store');
    const counts = summary.json().data as { consenting: number; withdrawn: number; noProof: number };
    const file = lines.slice(1);
    expect(counts.consenting).toBe(file.filter((l) => l.endsWith(',ONAY,EPOSTA')).length);
    expect(counts.withdrawn).toBe(file.filter((l) => l.endsWith(',RET,EPOSTA')).length);
    expect(counts.noProof).toBeGreaterThanOrEqual(1);
    const all = (await t.get(API.Account.GetAllSubscribers, admin)).json().data as unknown[];
    expect(counts.consenting + counts.withdrawn + counts.noProof).toBe(all.length);
  });

  it('gives the file and its summary to administrators only', async () => {
    expect((await t.get(API.Subscriber.ExportIys)).statusCode).toBe(401);
    expect((await t.get(API.Subscriber.GetIysSummary)).statusCode).toBe(401);
    const customer = await t.customer('plain-customer@example.com');
    expect((await t.get(API.Subscriber.ExportIys, customer.headers)).statusCode).toBe(403);
    expect((await t.get(API.Subscriber.GetIysSummary, customer.headers)).statusCode).toBe(403);
  });
});
