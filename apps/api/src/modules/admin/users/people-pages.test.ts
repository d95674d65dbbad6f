import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type AdminUser, type HandledContactMessage, type Subscriber } from '@kehribar/contracts';
import { contactMessages, subscribers, users } from '../../../db/schema/index.ts';
import { qs } from '../../../test/admin-test-kit.ts';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.admin()).headers;
});
afterAll(() => t.close());

type Page<T> = { items: T[]; totalCount: number };
async function page<T>(path: string, params: Record<string, string | number>, headers = admin) {
  const res = await t.get(`${path}${qs(params)}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json().data as Page<T>;
}

describe('Account/GetCustomersPage', () => {
  const tag = `musteri${randomUUID().slice(0, 6)}`;
  const people = [
    ['Işıl', 'Şahin'],
    ['İsmail', 'Çelik'],
    ['Can', 'Öztürk'],
    ['Zeynep', 'Ünal'],
    ['Cem', 'Acar'],
  ] as const;

  beforeAll(async () => {
    const base = Date.now() - 3_600_000;
    await t.app.ctx.db.insert(users).values(
      people.map(([firstName, lastName], i) => ({
        email: `${tag}-${i}@example.com`,
        userName: `${tag}-${i}@example.com`,
        passwordHash: 'not-a-real-hash',
        firstName,
        lastName,
        dateCreated: new Date(base + i * 60_000),
      })),
    );
  });

  it('pages newest first with the whole count and never sends the password hash', async () => {
    const first = await page<AdminUser>(API.Account.GetCustomersPage, { search: tag, pageSize: 2 });
    expect(first.totalCount).toBe(5);
    expect(first.items.map((u) => u.firstName)).toEqual(['Cem', 'Zeynep']);
    const last = await page<AdminUser>(API.Account.GetCustomersPage, { search: tag, pageSize: 2, page: 3 });
    expect(last.items.map((u) => u.firstName)).toEqual(['Işıl']);
    expect(await page(API.Account.GetCustomersPage, { search: tag, pageSize: 2, page: 4 })).toEqual({
      items: [],
      totalCount: 5,
    });
    expect(JSON.stringify(first)).not.toMatch(/password|hash/i);
  });

  it('sorts by last name in Turkish alphabetical order (Ç after C, Ş after S, Ü after U)', async () => {
    const byName = await page<AdminUser>(API.Account.GetCustomersPage, { search: tag, sort: 'name' });
    expect(byName.items.map((u) => u.lastName)).toEqual(['Acar', 'Çelik', 'Öztürk', 'Şahin', 'Ünal']);
    const reversed = await page<AdminUser>(API.Account.GetCustomersPage, { search: tag, sort: '-name' });
    expect(reversed.items.map((u) => u.lastName)).toEqual(['Ünal', 'Şahin', 'Öztürk', 'Çelik', 'Acar']);
  });

  it('finds by name or e-mail with Turkish letters folded', async () => {
    const find = async (search: string) =>
      (await page<AdminUser>(API.Account.GetCustomersPage, { search: `${search} ${tag}` })).items.map(
        (u) => u.firstName,
      );
    expect(await find('ISIL')).toEqual(['Işıl']);
    expect(await find('sahin')).toEqual(['Işıl']);
    expect(await find('ISMAIL')).toEqual(['İsmail']);
    expect(await find('ismail CELIK')).toEqual(['İsmail']);
    expect(await find(`${tag}-2@example.com`)).toEqual(['Can']);
    expect(await find(`${tag.toUpperCase()}-2@EXAMPLE.COM`)).toEqual(['Can']);
  });

  it('answers a Turkish 400 for a bad page size or sort key', async () => {
    const res = await t.get(`${API.Account.GetCustomersPage}${qs({ pageSize: 101, sort: 'passwordHash' })}`, {
      ...admin,
      'accept-language': 'tr-TR',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errorMessage).toMatch(/Gönderilen bilgiler geçersiz/);
    expect(JSON.stringify(body.details)).toContain('Sayfa boyu 1 ile 100 arasında bir tam sayı olmalı.');
    expect(JSON.stringify(body.details)).toContain('Bu liste bu sütuna göre sıralanamaz.');
  });
});

describe('Account/GetSubscribersPage', () => {
  const tag = `abone${randomUUID().slice(0, 6)}`;
  beforeAll(async () => {
    const base = Date.now() - 3_600_000;
    await t.app.ctx.db.insert(subscribers).values(
      ['gül', 'şule', 'ayşe'].map((n, i) => ({
        email: `${tag}.${n}@example.com`,
        createdAt: new Date(base + i * 60_000),
      })),
    );
  });

  it('pages and searches subscribers by e-mail, folded, each with its consent record', async () => {
    const all = await page<Subscriber>(API.Account.GetSubscribersPage, { search: tag, pageSize: 2 });
    expect(all.totalCount).toBe(3);
    expect(all.items.map((s) => s.email)).toEqual([`${tag}.ayşe@example.com`, `${tag}.şule@example.com`]);
    expect(all.items[0]).toMatchObject({ consentedAt: null, consents: [] });
    const found = await page<Subscriber>(API.Account.GetSubscribersPage, { search: `SULE ${tag}` });
    expect(found.items.map((s) => s.email)).toEqual([`${tag}.şule@example.com`]);
    const byEmail = await page<Subscriber>(API.Account.GetSubscribersPage, { search: tag, sort: 'email' });
    expect(byEmail.items[0]!.email).toBe(`${tag}.ayşe@example.com`);
  });
});

describe('contact messages: paged, and marked handled', () => {
  const tag = `mesaj${randomUUID().slice(0, 6)}`;
  let ids: number[] = [];
  beforeAll(async () => {
    const base = Date.now() - 3_600_000;
    const rows = await t.app.ctx.db
      .insert(contactMessages)
      .values(
        ['Işık Yıldız', 'Ömer Şen', 'Gökçe Ak'].map((name, i) => ({
          email: `${tag}${i}@example.com`,
          name,
          info: 'Kargo ne zaman gelir?',
          createdAt: new Date(base + i * 60_000),
        })),
      )
      .returning({ id: contactMessages.id });
    ids = rows.map((r) => r.id);
  });

  const messages = (params: Record<string, string | number>) =>
    page<HandledContactMessage>(API.Account.GetContactMessagesPage, { search: tag, ...params });

  it('lists them newest first, open ones unmarked, searched by folded name', async () => {
    const list = await messages({});
    expect(list.totalCount).toBe(3);
    expect(list.items.map((m) => m.name)).toEqual(['Gökçe Ak', 'Ömer Şen', 'Işık Yıldız']);
    expect(list.items[0]).toMatchObject({ handledAt: null, handledBy: null, info: 'Kargo ne zaman gelir?' });
    expect((await messages({ search: `isik ${tag}` })).items.map((m) => m.name)).toEqual(['Işık Yıldız']);
    expect((await messages({ search: `OMER ${tag}` })).totalCount).toBe(1);
  });

  it('marks one handled by the signed-in owner, filters open and handled ones, and opens it again', async () => {
    const marked = await t.post(API.Account.MarkContactMessageHandled, { id: ids[1], handled: true }, admin);
    expect(marked.statusCode, marked.body).toBe(200);
    const view = marked.json().data as HandledContactMessage;
    expect(view).toMatchObject({ id: ids[1], name: 'Ömer Şen', handledBy: TEST_ADMIN.email });
    expect(Date.parse(view.handledAt!)).toBeGreaterThan(Date.now() - 60_000);

    // Marking it again keeps the first answer's time.
    const again = await t.post(API.Account.MarkContactMessageHandled, { id: ids[1], handled: true }, admin);
    expect(again.json().data.handledAt).toBe(view.handledAt);

    expect((await messages({ status: 'open' })).items.map((m) => m.id)).toEqual([ids[2], ids[0]]);
    expect((await messages({ status: 'handled' })).items.map((m) => m.id)).toEqual([ids[1]]);

    const reopened = await t.post(
      API.Account.MarkContactMessageHandled,
      { id: ids[1], handled: false },
      admin,
    );
    expect(reopened.json().data).toMatchObject({ handledAt: null, handledBy: null });
    expect((await messages({ status: 'open' })).totalCount).toBe(3);

    // The spec's full list answers as before, without the new fields.
    const all = (await t.get(API.Account.GetAllContactUs, admin)).json().data as object[];
    const mine = all.find((m) => (m as { id: number }).id === ids[1])!;
    expect(Object.keys(mine).sort()).toEqual(['createdAt', 'email', 'id', 'info', 'name', 'phoneNumber']);
  });

  it('answers 404 in the language for an unknown message, and 403 to a customer', async () => {
    const res = await t.post(
      API.Account.MarkContactMessageHandled,
      { id: 2_000_000_000, handled: true },
      { ...admin, 'accept-language': 'en-EN' },
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().errorMessage).toBe('Contact message not found.');
    const tr = await t.post(
      API.Account.MarkContactMessageHandled,
      { id: 2_000_000_000, handled: true },
      admin,
    );
    expect(tr.json().errorMessage).toBe('İletişim mesajı bulunamadı.');
    const customer = await t.customer();
    const refused = await t.post(
      API.Account.MarkContactMessageHandled,
      { id: ids[0], handled: true },
      customer.headers,
    );
    expect(refused.statusCode).toBe(403);
  });
});
