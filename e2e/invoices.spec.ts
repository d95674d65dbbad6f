import fs from 'node:fs';
import { API, type AdminOrder, type Product } from '@kehribar/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { adminLogin, apiCall, expect, isPhone, rememberCookieChoice, test, useSession } from './fixtures.ts';
import { translations } from './support/i18n.ts';
import { buyable, placeOrder, registerCustomer } from './support/orders.ts';
import { adminWord as a, stamp } from './support/back-office.ts';

// Issue 20, exports and invoices (docs/decisions/032-exports-and-invoices.md): the owner downloads the
// orders as a CSV for Excel and attaches the invoice PDF to a customer's order; the customer downloads it
// from My orders.

const tr = translations('tr');

test.describe.configure({ timeout: 180_000 });

/** A piece with stock to spare, its own per project so the two browsers never compete for units. */
async function pieceFor(page: Page, request: APIRequestContext) {
  const plenty = (await buyable(request))
    .filter((p) => p.stock >= 5)
    .sort((x, y) => y.id.localeCompare(x.id));
  return plenty[isPhone(page) ? 13 : 12] as Product;
}

const INVOICE = Buffer.from('%PDF-1.4\n% Kehribar e-Arşiv fatura\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test('the owner exports the orders and attaches an invoice; the customer downloads it from My orders', async ({
  page,
  request,
  mailbox,
}) => {
  const customer = await registerCustomer(request, mailbox, `fatura.${stamp()}`);
  const piece = await pieceFor(page, request);
  const checkout = await placeOrder(request, customer, [{ productId: piece.id, quantity: 1 }], true);
  const admin = await adminLogin(request);
  const all = await apiCall<AdminOrder[]>(request, 'GET', API.Order.GetAllOrders, { token: admin.token });
  const order = all.find((o) => o.orderNumber === checkout.orderNumber)!;

  // The orders' export: a range of days (this month so far by default), then a CSV for Turkish Excel.
  await useSession(page, admin);
  await page.goto('/admin-panel/orders');
  await page.getByTestId('export-orders').click();
  const dialog = page.getByRole('dialog', { name: a('invoices.exportTitle') });
  await expect(dialog.getByLabel(a('invoices.exportTo'))).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: a('invoices.exportDownload') }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
  const file = fs.readFileSync(await download.path());
  expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = file.subarray(3).toString('utf8');
  expect(text.split('\r\n')[0]).toMatch(/^Sipariş No;Sipariş tarihi;Durum;Müşteri;/);
  expect(text).toContain(`\r\n${checkout.orderNumber};`);
  expect(text).toContain('Elif Şahin');
  await expect(dialog).toBeHidden();

  // The invoice: the order page's upload attaches the PDF and shows it.
  await page.goto(`/admin-panel/orders/${order.id}`);
  const section = page.getByTestId('order-invoice');
  await expect(section).toContainText(a('invoices.none'));
  await section.locator('input[type="file"]').setInputFiles({
    name: `fatura-${checkout.orderNumber}.pdf`,
    mimeType: 'application/pdf',
    buffer: INVOICE,
  });
  await section.getByRole('button', { name: a('invoices.upload') }).click();
  await expect(section.getByTestId('order-invoice-name')).toHaveText(`fatura-${checkout.orderNumber}.pdf`);
  await expect(page.getByTestId('order-events').locator('tbody tr').last()).toHaveAttribute(
    'data-event',
    'invoice_attached',
  );

  // The customer finds it on the order in My orders and downloads the same PDF.
  await rememberCookieChoice(page);
  await useSession(page, customer.session);
  await page.goto('/profile');
  const row = page
    .getByRole('region', { name: tr('profile.orders.title') })
    .locator('article')
    .filter({ hasText: `#${checkout.orderNumber}` })
    .first();
  // The newest order starts open; another would open with its heading's button.
  const toggle = row.locator('h3 button');
  await expect(toggle).toBeVisible();
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const afterSale = row.getByTestId('order-after-sale');
  await expect(afterSale.getByTestId('order-timeline')).toContainText(tr('orders.timeline.invoiceAttached'));
  const [invoice] = await Promise.all([
    page.waitForEvent('download'),
    afterSale.getByRole('button', { name: tr('orders.invoice.download') }).click(),
  ]);
  expect(invoice.suggestedFilename()).toBe(`fatura-${checkout.orderNumber}.pdf`);
  expect(fs.readFileSync(await invoice.path())).toEqual(INVOICE);
});
