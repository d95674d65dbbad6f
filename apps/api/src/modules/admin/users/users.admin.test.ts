import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type AdminUser } from '@kehribar/contracts';
import { contactMessages, subscribers } from '../../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.admin()).headers;
});
afterAll(() => t.close());

describe('Account/GetAllUsers, GetAllSubscribers, GetAllContactUs', () => {
  it("lists customers with the spec's fields and never the password hash", async () => {
    const customer = await t.customer('liste@example.com');
    const res = await t.get(API.Account.GetAllUsers, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const users: AdminUser[] = res.json().data;
    const row = users.find((u) => u.id === customer.id)!;
    expect(row).toEqual({
      id: customer.id,
      firstName: 'Ayşe',
      lastName: 'Yılmaz',
      userName: 'liste@example.com',
      email: 'liste@example.com',
      phoneNumber: '+905551112233',
      dateBirth: null,
      dateCreated: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      isThirdParty: false,
      emailConfirmed: true,
    });
    expect(res.body).not.toMatch(/password|hash|argon/i);
  });

  it('lists subscribers and contact messages, newest first', async () => {
    await t.app.ctx.db
      .insert(subscribers)
      .values([
        { email: 'eski@example.com', createdAt: new Date(Date.now() - 60_000) },
        { email: 'yeni@example.com' },
      ]);
    await t.app.ctx.db
      .insert(contactMessages)
      .values({ email: 'soru@example.com', name: 'Can', phoneNumber: null, info: 'Kargo ne zaman gelir?' });
    const subs = (await t.get(API.Account.GetAllSubscribers, admin)).json().data;
    const emails = subs.map((s: { email: string }) => s.email);
    expect(emails.indexOf('yeni@example.com')).toBeLessThan(emails.indexOf('eski@example.com'));
    // Rows written straight to the table have no consent record (decision 026): its fields are null.
    expect(subs[0]).toEqual({
      id: expect.any(Number),
      email: expect.any(String),
      createdAt: expect.any(String),
      consentedAt: null,
      source: null,
      ip: null,
      textVersion: null,
      unsubscribedAt: null,
      consents: [],
    });
    const messages = (await t.get(API.Account.GetAllContactUs, admin)).json().data;
    expect(messages.find((m: { email: string }) => m.email === 'soru@example.com')).toMatchObject({
      name: 'Can',
      phoneNumber: null,
      info: 'Kargo ne zaman gelir?',
    });
  });
});
