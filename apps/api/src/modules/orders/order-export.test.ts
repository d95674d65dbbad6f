import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@kehribar/contracts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { BOM, csvRecords, parseCsv, storeOrder } from '../../test/csv-test-kit.ts';
import { orderExportRows } from './order-export.ts';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.admin()).headers;
});
afterAll(() => t.close());

const exportOrders = (query: string, headers = admin) => t.get(`${API.Order.ExportOrders}${query}`, headers);

describe('Order/ExportOrders (docs/decisions/032-exports-and-invoices.md)', () => {
  it('is a UTF-8 file with a BOM and a header, one row per order line, Turkish letters intact', async () => {
    const order = await storeOrder(t, {
      createdAt: new Date('2024-02-10T09:15:00Z'),
      contactName: 'Şükrü Çağlayan',
      discountAmount: 10050,
      refundedAmount: 50000,
      lines: [
        {
          productName: 'İğne Oyalı Küpe',
          productNameEN: 'Needle Lace Earrings',
          quantity: 2,
          unitPrice: 123450,
        },
        { productName: 'Bal Damla Kolye', variantName: 'Altın kaplama', quantity: 1, unitPrice: 90000 },
      ],
    });
    const res = await exportOrders('?from=2024-02-10&to=2024-02-10');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="orders-2024-02-10_2024-02-10.csv"',
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual(BOM);

    const text = res.rawPayload.subarray(3).toString('utf8');
    expect(text.split('\r\n')[0]).toBe(
      'Sipariş No;Sipariş tarihi;Durum;Müşteri;E-posta;Telefon;Teslimat adresi;Fatura adı;Fatura adresi;' +
        'Para birimi;Satır;Ürün;Seçenek;Beden;Adet;Birim fiyat;Satır toplamı;Ara toplam;İndirim;Kupon;' +
        'Kargo ücreti;Sipariş toplamı;Karttan çekilen;İade edilen;Kargo firması;Kargo takip no',
    );
    const rows = csvRecords(res);
    expect(rows).toHaveLength(2);
    const earrings = rows.find((r) => r['Ürün'] === 'İğne Oyalı Küpe')!;
    expect(earrings).toMatchObject({
      'Sipariş No': String(order.orderNumber),
      // 09:15 UTC is 12:15 in Türkiye.
      'Sipariş tarihi': '2024-02-10 12:15:00',
      Durum: 'Hazırlanıyor',
      Müşteri: 'Şükrü Çağlayan',
      'Teslimat adresi': 'Bağdat Caddesi No: 12, Kadıköy, İstanbul, 34710, Türkiye',
      'Para birimi': 'TRY',
      Adet: '2',
      'Birim fiyat': '1234,50',
      'Satır toplamı': '2469,00',
      'Ara toplam': '3369,00',
      İndirim: '100,50',
      'Kargo ücreti': '0,00',
      'Sipariş toplamı': '3268,50',
      'İade edilen': '500,00',
    });
    const necklace = rows.find((r) => r['Ürün'] === 'Bal Damla Kolye')!;
    expect(necklace['Seçenek']).toBe('Altın kaplama');
    expect(necklace['Sipariş No']).toBe(String(order.orderNumber));
    expect(rows.map((r) => r['Satır']).sort()).toEqual(['1', '2']);
  });

  it('speaks English to an English request: headers, statuses and product names', async () => {
    await storeOrder(t, {
      createdAt: new Date('2024-03-05T10:00:00Z'),
      status: 4,
      lines: [{ productName: 'Kehribar Yüzük', productNameEN: 'Amber Ring', quantity: 1, unitPrice: 5000 }],
    });
    const res = await exportOrders('?from=2024-03-05&to=2024-03-05', {
      ...admin,
      'accept-language': 'en-US',
    });
    const [row] = csvRecords(res);
    expect(row).toMatchObject({ Status: 'Shipped', Product: 'Amber Ring', 'Unit price': '50,00' });
  });

  it('takes the days in Türkiye time, both included, and leaves failed payments out', async () => {
    // 2024-04-01 00:30 in Türkiye is still 31 March in UTC.
    const early = await storeOrder(t, { createdAt: new Date('2024-03-31T21:30:00Z') });
    const late = await storeOrder(t, { createdAt: new Date('2024-04-02T20:59:00Z') });
    const after = await storeOrder(t, { createdAt: new Date('2024-04-02T21:00:00Z') });
    const failed = await storeOrder(t, { createdAt: new Date('2024-04-01T12:00:00Z'), status: 3 });
    const numbers = async (query: string) =>
      csvRecords(await exportOrders(query)).map((r) => Number(r['Sipariş No']));

    expect(await numbers('?from=2024-04-01&to=2024-04-02')).toEqual([early.orderNumber, late.orderNumber]);
    expect(await numbers('?from=2024-03-31&to=2024-03-31')).toEqual([]);
    expect(await numbers('?from=2024-04-03&to=2024-04-03')).toEqual([after.orderNumber]);
    expect(await numbers('?from=2024-04-01&to=2024-04-03')).not.toContain(failed.orderNumber);
  });

  it('refuses a range that ends before it starts, or a date that is not one, in the language asked', async () => {
    const tr = await exportOrders('?from=2024-05-02&to=2024-05-01');
    expect(tr.statusCode).toBe(400);
    expect(tr.json().errorMessage).toContain('Bitiş tarihi başlangıç tarihinden önce olamaz.');
    const en = await exportOrders('?from=2024-05-02&to=2024-05-01', { ...admin, 'accept-language': 'en' });
    expect(en.statusCode).toBe(400);
    expect(en.json().errorMessage).toContain('The end date cannot be before the start date.');
    expect((await exportOrders('?from=2024-02-30')).statusCode).toBe(400);
    expect((await exportOrders('?to=yesterday')).statusCode).toBe(400);
  });

  it('never hands Excel a formula: text starting with = + - @ is prefixed with an apostrophe', async () => {
    await storeOrder(t, {
      createdAt: new Date('2024-06-01T10:00:00Z'),
      contactName: '=HYPERLINK("http://evil.example","tıkla")',
      email: '@SUM(1+1)@example.com',
      phoneNumber: '+90 532 123 45 67',
      lines: [{ productName: '-2+3', quantity: 1, unitPrice: 1000 }],
    });
    const [row] = csvRecords(await exportOrders('?from=2024-06-01&to=2024-06-01'));
    expect(row!['Müşteri']).toBe('\'=HYPERLINK("http://evil.example","tıkla")');
    expect(row!['E-posta']).toBe("'@SUM(1+1)@example.com");
    expect(row!['Telefon']).toBe("'+90 532 123 45 67");
    expect(row!['Ürün']).toBe("'-2+3");
    // Numbers stay numbers.
    expect(row!['Adet']).toBe('1');
  });

  it('reads the database a page of orders at a time, lazily, as the file is written', async () => {
    const day = new Date('2024-07-01T10:00:00Z');
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await storeOrder(t, { createdAt: day }));
    // The database as the export sees it, counting its reads.
    const db = t.app.ctx.db;
    let selects = 0;
    const counted = new Proxy(db, {
      get(target, prop) {
        const value = Reflect.get(target, prop) as unknown;
        if (prop === 'select') selects++;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const rows = orderExportRows(counted, { from: '2024-07-01', to: '2024-07-01' }, 'tr-TR', 2);
    const first = await rows.next();
    expect(first.value!.orderNumber).toBe(made[0]!.orderNumber);
    // One page of orders and a read of its lines so far, not the whole range.
    expect(selects).toBe(2);
    // An order written after the file started, beyond the pages read, is still reached: nothing was preloaded.
    const latecomer = await storeOrder(t, { createdAt: day });
    const rest = [];
    for await (const row of rows) rest.push(row.orderNumber);
    expect([first.value!.orderNumber, ...rest]).toEqual([...made, latecomer].map((o) => o.orderNumber));
    // Three full pages of two orders, each with a read of its lines, then an empty page ends the file.
    expect(selects).toBe(3 * 2 + 1);
  });

  it('streams a large file whole: every line of 450 orders over several pages', async () => {
    const day = new Date('2024-08-01T10:00:00Z');
    const values = Array.from({ length: 450 }, () => storeOrder(t, { createdAt: day }));
    await Promise.all(values);
    const res = await exportOrders('?from=2024-08-01&to=2024-08-01');
    const rows = parseCsv(res.rawPayload.subarray(3).toString('utf8'));
    expect(rows).toHaveLength(451);
    expect(new Set(rows.slice(1).map((r) => r[0])).size).toBe(450);
  });

  it('is for the back office only', async () => {
    expect((await t.get(API.Order.ExportOrders)).statusCode).toBe(401);
    const customer = await t.customer();
    expect((await exportOrders('', customer.headers)).statusCode).toBe(403);
  });
});
