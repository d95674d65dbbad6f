import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@kehribar/contracts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { BOM, csvRecords } from '../../../test/csv-test-kit.ts';
import { marketingConsents, subscribers, users } from '../../../db/schema/index.ts';
import { customerExport } from './people-export.ts';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.admin()).headers;
});
afterAll(() => t.close());

async function addUser(email: string, firstName: string, lastName: string) {
  await t.app.ctx.db.insert(users).values({
    email,
    userName: email,
    passwordHash: 'not-a-real-hash',
    firstName,
    lastName,
    phoneNumber: '+90 532 000 00 00',
    dateCreated: new Date('2025-01-15T08:00:00Z'),
    emailConfirmed: true,
  });
}

describe('Account/ExportCustomers (docs/decisions/032-exports-and-invoices.md)', () => {
  it('lists every account with BOM, header and Turkish letters, and never the password hash', async () => {
    await addUser('gulsen@example.com', 'Gülşen', 'Öztürk');
    await addUser('formula@example.com', '=cmd|calc', '-Çelik');
    const res = await t.get(API.Account.ExportCustomers, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="customers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...res.rawPayload.subarray(0, 3)]).toEqual(BOM);
    expect(res.rawPayload.toString('utf8')).not.toContain('not-a-real-hash');
    const rows = csvRecords(res);
    expect(rows.find((r) => r['E-posta'] === 'gulsen@example.com')).toEqual({
      'E-posta': 'gulsen@example.com',
      Ad: 'Gülşen',
      Soyad: 'Öztürk',
      Telefon: "'+90 532 000 00 00",
      'Doğum tarihi': '',
      'Kayıt tarihi': '2025-01-15 11:00:00',
      'E-posta doğrulandı': '1',
      'Sosyal giriş': '0',
      Rol: 'Customer',
    });
    expect(rows.find((r) => r['E-posta'] === 'formula@example.com')).toMatchObject({
      Ad: "'=cmd|calc",
      Soyad: "'-Çelik",
    });
  });

  it('reads the accounts a page at a time and still writes each once', async () => {
    for (let i = 0; i < 7; i++) await addUser(`paged-${i}@example.com`, 'Sayfa', `${i}`);
    const chunks: string[] = [];
    for await (const chunk of customerExport(t.app.ctx.db, 'en-EN', 3)) chunks.push(String(chunk));
    const lines = chunks.join('').split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFE-mail;First name;Last name;Phone;Birth date;Registered;E-mail confirmed;Social sign-in;Role',
    );
    const paged = lines.filter((l) => l.startsWith('paged-'));
    expect(paged).toHaveLength(7);
    expect(new Set(paged).size).toBe(7);
  });
});

describe('Account/ExportSubscribers', () => {
  it('gives each subscriber its consent record: when, where, from which address, which text, and the opt-out', async () => {
    await t.app.ctx.db.insert(subscribers).values([
      { email: 'abone@example.com', createdAt: new Date('2025-03-01T07:00:00Z') },
      { email: 'ayrilan@example.com', createdAt: new Date('2025-03-02T07:00:00Z') },
      { email: 'eski@example.com', createdAt: new Date('2025-03-03T07:00:00Z') },
    ]);
    await t.app.ctx.db.insert(marketingConsents).values([
      {
        address: 'abone@example.com',
        source: 'newsletter',
        ip: '203.0.113.7',
        textVersion: '2025-01',
        consentedAt: new Date('2025-03-01T07:00:00Z'),
      },
      {
        address: 'ayrilan@example.com',
        source: 'checkout',
        ip: '198.51.100.4',
        textVersion: '2025-01',
        consentedAt: new Date('2025-03-02T07:00:00Z'),
        unsubscribedAt: new Date('2025-04-02T07:30:00Z'),
      },
    ]);
    const res = await t.get(API.Account.ExportSubscribers, admin);
    expect(res.statusCode).toBe(200);
    expect([...res.rawPayload.subarray(0, 3)]).toEqual(BOM);
    const rows = csvRecords(res);
    expect(rows.find((r) => r['E-posta'] === 'abone@example.com')).toEqual({
      'E-posta': 'abone@example.com',
      'Abonelik tarihi': '2025-03-01 10:00:00',
      Durum: 'Abone',
      'İzin tarihi': '2025-03-01 10:00:00',
      'İzin kaynağı': 'newsletter',
      'IP adresi': '203.0.113.7',
      'İzin metni sürümü': '2025-01',
      'Ayrılma tarihi': '',
    });
    expect(rows.find((r) => r['E-posta'] === 'ayrilan@example.com')).toMatchObject({
      Durum: 'Ayrıldı',
      'İzin kaynağı': 'checkout',
      'Ayrılma tarihi': '2025-04-02 10:30:00',
    });
    expect(rows.find((r) => r['E-posta'] === 'eski@example.com')).toMatchObject({
      Durum: 'İzin kaydı yok',
      'İzin tarihi': '',
    });
  });

  it('gives both files to the back office only', async () => {
    const customer = await t.customer();
    for (const path of [API.Account.ExportCustomers, API.Account.ExportSubscribers]) {
      expect((await t.get(path)).statusCode).toBe(401);
      expect((await t.get(path, customer.headers)).statusCode).toBe(403);
    }
  });
});
