import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API, INVOICE_MAX_BYTES } from '@kehribar/contracts';
import type { TestApp } from '../../test/harness.ts';
import { lastMailTo, mailCount } from '../../test/mailbox.ts';
import { form, png, upload } from '../../test/admin-test-kit.ts';
import {
  createShopTestApp,
  guestCheckout,
  makeProducts,
  orderRow,
  paidNecklaceAndRing,
} from '../../test/checkout-test-kit.ts';
import { orderInvoices, users } from '../../db/schema/index.ts';
import { hashPassword } from '../../platform/passwords.ts';
import type { InvoiceIssuer } from './invoice-port.ts';
import { InvoiceService } from './invoices.service.ts';
import { SYSTEM } from './order-events.ts';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createShopTestApp();
  admin = (await t.admin()).headers;
});
afterAll(() => t.close());

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`);
const pdfFile = (data: Buffer, name = 'fatura.pdf') => ({
  field: 'file',
  name,
  data,
  type: 'application/pdf',
});
const attach = (orderId: string, data: Buffer, headers = admin, name?: string) =>
  upload(t, API.Order.UploadInvoice, form({ orderId }, [pdfFile(data, name)]), headers);

/** A paid order of a signed-in customer. */
async function customerOrder() {
  const customer = await t.customer();
  const paid = await paidNecklaceAndRing(t, customer.email, { shopper: customer });
  return { customer, ...paid };
}

describe('Order/UploadInvoice (docs/decisions/032-exports-and-invoices.md)', () => {
  it("attaches a PDF to a paid order and shows it on the owner's view, with who and when in the history", async () => {
    const { order } = await customerOrder();
    const before = (await t.get(`${API.Order.GetOrderById}?orderId=${order.id}`, admin)).json().data;
    expect(before).toMatchObject({ invoiceUrl: null, invoice: null });

    const res = await attach(order.id, pdf('first'), admin, 'e-arsiv 2026/0001.pdf');
    expect(res.statusCode).toBe(200);
    const view = res.json().data;
    expect(view.invoiceUrl).toBe(`${API.Order.GetInvoice}?orderId=${order.id}`);
    expect(view.invoice).toMatchObject({
      fileName: 'e-arsiv 2026/0001.pdf'.split('/').pop(),
      byteSize: pdf('first').length,
      source: 'manual',
      externalId: null,
      attachedByEmail: 'admin@kehribar.test',
      attachedAt: expect.any(String),
    });
    expect(view.events.at(-1)).toMatchObject({
      type: 'invoice_attached',
      actor: 'owner',
      actorEmail: 'admin@kehribar.test',
    });
    expect(view.timeline.at(-1)).toMatchObject({ type: 'invoice_attached' });
  });

  it("tells the shopper by e-mail, in the order's language, that the invoice is on their order, and again when it is replaced", async () => {
    const { customer, order } = await customerOrder();
    const before = await mailCount(t.app, customer.email);
    expect((await attach(order.id, pdf('mail'))).statusCode).toBe(200);
    const mail = await lastMailTo(t.app, customer.email);
    expect(mail?.mail.subject).toBe(`#${order.orderNumber} numaralı siparişinizin faturası hazır`);
    expect(mail?.mail.html).toContain('payment-result?token=');
    expect((await attach(order.id, pdf('mail, corrected'))).statusCode).toBe(200);
    expect(await mailCount(t.app, customer.email)).toBe(before + 2);
    expect((await lastMailTo(t.app, customer.email))?.mail.text).toContain('yenisiyle değiştirildi');
  });

  it('keeps the file private: in DATA_DIR/invoices, outside the public uploads', async () => {
    const { order } = await customerOrder();
    await attach(order.id, pdf('private'));
    const [row] = await t.app.ctx.db.select().from(orderInvoices).where(eq(orderInvoices.orderId, order.id));
    const { invoicesDir, uploadsDir } = t.app.ctx.config;
    const file = path.join(invoicesDir, row!.storageKey);
    expect(fs.readFileSync(file)).toEqual(pdf('private'));
    expect(path.relative(uploadsDir, file).startsWith('..')).toBe(true);
    expect((await t.get(`/uploads/${row!.storageKey}`)).statusCode).toBe(404);
    expect((await t.get(`/uploads/../invoices/${row!.storageKey}`)).statusCode).not.toBe(200);
  });

  it('refuses what is not a PDF by its first bytes, whatever its name, in the language asked', async () => {
    const { order } = await customerOrder();
    const picture = await png(20, 20);
    const tr = await upload(
      t,
      API.Order.UploadInvoice,
      form({ orderId: order.id }, [pdfFile(picture, 'fatura.pdf')]),
      admin,
    );
    expect(tr.statusCode).toBe(415);
    expect(tr.json().errorMessage).toBe(
      '"fatura.pdf" bir PDF dosyası değil. Fatura olarak yalnızca PDF yüklenebilir.',
    );
    const en = await upload(
      t,
      API.Order.UploadInvoice,
      form({ orderId: order.id }, [pdfFile(Buffer.from('<html>%PDF-1.4</html>'), 'x.pdf')]),
      { ...admin, 'accept-language': 'en' },
    );
    expect(en.statusCode).toBe(415);
    expect(en.json().errorMessage).toBe(
      '"x.pdf" is not a PDF file. Only a PDF can be attached as an invoice.',
    );
    expect(
      await t.app.ctx.db.select().from(orderInvoices).where(eq(orderInvoices.orderId, order.id)),
    ).toEqual([]);
  });

  it('refuses a file over the limit, a missing file or order, an unknown order and an unpaid one', async () => {
    const { order } = await customerOrder();
    const big = Buffer.concat([pdf('big'), Buffer.alloc(INVOICE_MAX_BYTES)]);
    const tooBig = await attach(order.id, big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().errorMessage).toBe('Dosya çok büyük: en fazla 5 MB yükleyebilirsiniz.');

    const noFile = await upload(t, API.Order.UploadInvoice, form({ orderId: order.id }), admin);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().errorMessage).toBe('Lütfen yüklenecek bir dosya seçin.');
    const noOrder = await upload(t, API.Order.UploadInvoice, form({}, [pdfFile(pdf('x'))]), admin);
    expect(noOrder.statusCode).toBe(400);
    const unknown = await attach('00000000-0000-4000-8000-000000000000', pdf('x'));
    expect(unknown.statusCode).toBe(404);

    const { products } = await makeProducts(t, [{ stock: 2, priceTRY: 300 }]);
    const { res } = await guestCheckout(t, [{ productId: products[0]!.id, quantity: 1 }]);
    const unpaid = await orderRow(t, res.json().data.token);
    const refused = await attach(unpaid.id, pdf('x'), { ...admin, 'accept-language': 'en' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorMessage).toBe(
      'An invoice cannot be attached to an order that was never paid.',
    );
  });

  it('is for the back office only', async () => {
    const { order, customer } = await customerOrder();
    expect((await attach(order.id, pdf('x'), {})).statusCode).toBe(401);
    expect((await attach(order.id, pdf('x'), customer.headers)).statusCode).toBe(403);
  });

  it('replaces the invoice: the new file is served, the old one kept and marked, and the history says so', async () => {
    const { order, customer } = await customerOrder();
    await attach(order.id, pdf('wrong amount'));
    const res = await attach(order.id, pdf('corrected'), admin, 'duzeltilmis.pdf');
    expect(res.json().data.invoice.fileName).toBe('duzeltilmis.pdf');
    const attachedSteps = res
      .json()
      .data.events.filter((e: { type: string }) => e.type === 'invoice_attached');
    expect(attachedSteps).toHaveLength(2);
    expect(attachedSteps[1].note).toBe('duzeltilmis.pdf (replaces the previous invoice)');

    const rows = await t.app.ctx.db.select().from(orderInvoices).where(eq(orderInvoices.orderId, order.id));
    expect(rows).toHaveLength(2);
    expect(rows.filter((r) => r.replacedAt === null)).toHaveLength(1);
    for (const r of rows)
      expect(fs.existsSync(path.join(t.app.ctx.config.invoicesDir, r.storageKey))).toBe(true);

    const owner = await t.get(`${API.Order.GetInvoice}?orderId=${order.id}`, admin);
    expect(owner.rawPayload).toEqual(pdf('corrected'));
    const mine = await t.get(`${API.Order.GetMyInvoice}?orderId=${order.id}`, customer.headers);
    expect(mine.rawPayload).toEqual(pdf('corrected'));
  });
});

describe("who may download an order's invoice", () => {
  it('the owner and any other back-office account, as a PDF attachment that no cache keeps', async () => {
    const { order } = await customerOrder();
    await attach(order.id, pdf('for staff'));
    const res = await t.get(`${API.Order.GetInvoice}?orderId=${order.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="fatura-${order.orderNumber}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload).toEqual(pdf('for staff'));

    const email = `second-admin-${order.orderNumber}@kehribar.test`;
    await t.app.ctx.db.insert(users).values({
      email,
      userName: email,
      passwordHash: await hashPassword('second-admin-pass-1'),
      firstName: 'Personel',
      lastName: 'Hesabı',
      role: 'Admin',
      emailConfirmed: true,
    });
    const signIn = await t.post(API.Account.Password, { email, password: 'second-admin-pass-1' });
    const staff = { authorization: `Bearer ${signIn.json().data.token}` };
    expect((await t.get(`${API.Order.GetInvoice}?orderId=${order.id}`, staff)).rawPayload).toEqual(
      pdf('for staff'),
    );
  });

  it('the customer who placed it, through the invoiceUrl of their order list', async () => {
    const { order, customer } = await customerOrder();
    const listed = async () =>
      (
        (await t.get(API.Order.GetOrdersByEmail, customer.headers)).json().data as {
          id: string;
          invoiceUrl: string | null;
        }[]
      ).find((o) => o.id === order.id)!;
    expect((await listed()).invoiceUrl).toBeNull();
    await attach(order.id, pdf('for the customer'));
    const { invoiceUrl } = await listed();
    expect(invoiceUrl).toBe(`${API.Order.GetMyInvoice}?orderId=${order.id}`);
    const res = await t.get(invoiceUrl!, customer.headers);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(pdf('for the customer'));
  });

  it('the guest who placed it, through the confirmation link whose token the invoiceUrl carries', async () => {
    const { order, token } = await paidNecklaceAndRing(t, 'misafir@example.com');
    await attach(order.id, pdf('for the guest'));
    const view = (await t.post(API.Order.GetOrdersByToken, { token })).json().data;
    expect(view.invoiceUrl).toBe(`${API.Order.GetMyInvoice}?token=${encodeURIComponent(token)}`);
    // Any storefront session holding the link's token: the guest may have come back in a new browser.
    const visitor = await t.guest();
    const res = await t.get(view.invoiceUrl, visitor.headers);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(pdf('for the guest'));
    // The guest's session alone, without the token, names no order.
    expect((await t.get(`${API.Order.GetMyInvoice}?orderId=${order.id}`, visitor.headers)).statusCode).toBe(
      404,
    );
  });

  it('not another customer, nor anyone without a session, and a wrong token finds nothing', async () => {
    const { order } = await customerOrder();
    await attach(order.id, pdf('not yours'));
    const stranger = await t.customer();
    const res = await t.get(`${API.Order.GetMyInvoice}?orderId=${order.id}`, stranger.headers);
    expect(res.statusCode).toBe(404);
    expect(res.rawPayload.toString()).not.toContain('not yours');
    expect((await t.get(`${API.Order.GetInvoice}?orderId=${order.id}`, stranger.headers)).statusCode).toBe(
      403,
    );
    expect((await t.get(`${API.Order.GetMyInvoice}?orderId=${order.id}`)).statusCode).toBe(401);
    expect((await t.get(`${API.Order.GetInvoice}?orderId=${order.id}`)).statusCode).toBe(401);
    const visitor = await t.guest();
    expect((await t.get(`${API.Order.GetMyInvoice}?token=not-the-token`, visitor.headers)).statusCode).toBe(
      404,
    );
    // Neither or both of orderId and token is a bad request, not a guess.
    expect((await t.get(API.Order.GetMyInvoice, visitor.headers)).statusCode).toBe(400);
  });

  it('answers 404 with a clear message while the order has no invoice', async () => {
    const { order, customer } = await customerOrder();
    const res = await t.get(`${API.Order.GetMyInvoice}?orderId=${order.id}`, {
      ...customer.headers,
      'accept-language': 'en',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().errorMessage).toBe('No invoice has been attached to this order yet.');
  });
});

describe('the issuer port: an e-Arşiv integrator attaching by itself', () => {
  const issuer = (calls: string[], outcome: 'issue' | 'fail' = 'issue'): InvoiceIssuer => ({
    source: 'test-earsiv',
    issue: async ({ order }) => {
      calls.push(order.id);
      if (outcome === 'fail') throw new Error('provider down');
      return {
        externalId: `GIB2026${order.orderNumber}`,
        pdf: pdf(`issued ${order.orderNumber}`),
        fileName: 'e-arsiv.pdf',
      };
    },
  });

  it('attaches what it issues once, with its reference, and is not asked again once the order has an invoice', async () => {
    const { order } = await customerOrder();
    const calls: string[] = [];
    const service = new InvoiceService(t.app.ctx, issuer(calls));
    expect(await service.issueFor(order.id, SYSTEM)).toBe(true);
    expect(await service.issueFor(order.id, SYSTEM)).toBe(false);
    expect(calls).toEqual([order.id]);
    // The same reference again (a retry after a crash) attaches nothing a second time.
    const again = {
      data: pdf('issued again'),
      fileName: 'e-arsiv.pdf',
      source: 'test-earsiv',
      externalId: `GIB2026${order.orderNumber}`,
    };
    expect(await service.attach(order.id, again, SYSTEM)).toBe(false);

    const view = (await t.get(`${API.Order.GetOrderById}?orderId=${order.id}`, admin)).json().data;
    expect(view.invoice).toMatchObject({ source: 'test-earsiv', externalId: `GIB2026${order.orderNumber}` });
    expect(view.events.filter((e: { type: string }) => e.type === 'invoice_attached')).toEqual([
      expect.objectContaining({ actor: 'system', providerReference: `GIB2026${order.orderNumber}` }),
    ]);
  });

  it("leaves the order without an invoice when the provider fails, and the owner's upload still works", async () => {
    const { order } = await customerOrder();
    const calls: string[] = [];
    const service = new InvoiceService(t.app.ctx, issuer(calls, 'fail'));
    expect(await service.issueFor(order.id, SYSTEM)).toBe(false);
    expect(calls).toHaveLength(1);
    expect(await service.current(order.id)).toBeNull();
    expect((await attach(order.id, pdf('by hand'))).statusCode).toBe(200);
  });

  it('the manual issuer issues nothing: shipping an order attaches no invoice by itself', async () => {
    const { order } = await customerOrder();
    const shipped = await t.post(
      API.Order.ShippingUpdate,
      { orderId: order.id, shippingCode: 'YK123456789', carrier: 'yurtici' },
      admin,
    );
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json().data).toMatchObject({ orderStatus: 4, invoice: null, invoiceUrl: null });
  });
});
