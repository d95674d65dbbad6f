import { API, type Product } from '@kehribar/contracts';
import type { Page } from '@playwright/test';
import { adminLogin, apiCall, expect, guestSession, test, useSession } from './fixtures.ts';
import { solvedCaptcha } from './support/captcha.ts';
import { hiddenCategory, placeOrder, registerCustomer } from './support/orders.ts';
import { adminWord as a, stamp, type AdminKey } from './support/back-office.ts';

// Issue 20, point 2: lists that scale. The owner pages and searches the orders, customers and products on
// the server with the state in the address (reload, back and forward keep it), edits a stock in the
// product list, and marks a contact message answered. Every row this journey looks for is its own
// (found by a tag), so products and orders other journeys add never change what it sees.

const searchbox = (page: Page, list: AdminKey) =>
  page.getByRole('searchbox', { name: a('lists.searchIn', { list: a(list) }) });
const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

test('the owner pages and searches orders, customers and products, edits a stock and answers a contact message', async ({
  page,
  request,
  mailbox,
}) => {
  test.setTimeout(180_000);
  const tag = stamp();
  const admin = await adminLogin(request);
  const asOwner = { token: admin.token };

  // ---- the journey's own data ----
  const customer = await registerCustomer(request, mailbox, tag);
  // The journey's pieces live in a hidden category of its own, so the storefront's lists other journeys
  // read never show them.
  const category = await hiddenCategory(request, admin.token, tag);
  const piece = await apiCall<Product>(request, 'POST', API.Products.CreateProduct, {
    ...asOwner,
    body: {
      title: `Sipariş ${tag}`,
      titleEN: `Order ${tag}`,
      categoryId: category.id,
      priceTRY: 250,
      priceUSD: 10,
      priceForeign: 10,
      stock: 5,
    },
  });
  const paid = await placeOrder(request, customer, piece.id, true);
  const unpaid = await placeOrder(request, customer, piece.id, false);
  const made: Product[] = [];
  for (let i = 1; i <= 12; i++) {
    made.push(
      await apiCall<Product>(request, 'POST', API.Products.CreateProduct, {
        ...asOwner,
        body: {
          title: `Işıltı ${tag} ${String(i).padStart(2, '0')}`,
          titleEN: `Glow ${tag} ${i}`,
          categoryId: category.id,
          priceTRY: 100 + i,
          priceUSD: 10,
          priceForeign: 10,
          stock: 1,
        },
      }),
    );
  }
  const guest = await guestSession(request);
  const writer = `Işıl Çağlar ${tag}`;
  await apiCall(request, 'POST', API.Account.AddContactInfo, {
    token: guest.token,
    body: {
      email: `soru.${tag}@example.com`,
      name: writer,
      info: 'Tesbih siparişi verebilir miyim?',
      captchaToken: await solvedCaptcha(request),
    },
  });
  await useSession(page, admin);

  // ---- orders: searched by the customer's e-mail, filtered by status, the address keeps both ----
  await page.goto('/admin-panel/orders');
  const orders = page.getByTestId('orders-table');
  await searchbox(page, 'orders.title').fill(customer.email.toUpperCase());
  await expect(page).toHaveURL(/search=/);
  await expect(orders.locator('tbody tr')).toHaveCount(2);
  await expect(page.getByTestId('orders-table-count')).toHaveText(
    a('lists.range', { from: 1, to: 2, total: 2 }),
  );
  await page.getByTestId('orders-status-filter').selectOption('completed');
  await expect(orders.locator('tbody tr')).toHaveCount(1);
  await expect(orders.locator('tbody tr').first()).toContainText(`#${paid.orderNumber}`);
  await page.reload();
  await expect(searchbox(page, 'orders.title')).toHaveValue(customer.email.toUpperCase());
  await expect(page.getByTestId('orders-status-filter')).toHaveValue('completed');
  await expect(orders.locator('tbody tr')).toHaveCount(1);
  // Back: the search without the status filter, both orders again.
  await page.goBack();
  await expect(page.getByTestId('orders-status-filter')).toHaveValue('');
  await expect(orders.locator('tbody tr')).toHaveCount(2);
  await expect(orders.getByText(`#${unpaid.orderNumber}`)).toBeVisible();

  // ---- customers: Turkish letters folded (ŞAHİN, sahin), the newest first ----
  await page.goto('/admin-panel/customers');
  const customers = page.getByTestId('customers-table');
  await searchbox(page, 'customers.title').fill(`SAHIN ${tag}`);
  await expect(customers.locator('tbody tr')).toHaveCount(1);
  await expect(customers.locator('tbody tr').first()).toContainText(customer.email);
  await searchbox(page, 'customers.title').fill(`${tag} nobody`);
  await expect(page.getByText(a('lists.noMatch'))).toBeVisible();
  await page.getByRole('button', { name: a('lists.clear') }).click();
  await expect(searchbox(page, 'customers.title')).toHaveValue('');

  // ---- products: two pages of this journey's twelve, in the address; sorted on the server ----
  await page.goto(`/admin-panel/products?pageSize=10&sort=title`);
  const products = page.getByTestId('products-table');
  await searchbox(page, 'products.title').fill(`isilti ${tag}`);
  await expect(page.getByTestId('products-table-count')).toHaveText(
    a('lists.range', { from: 1, to: 10, total: 12 }),
  );
  await expect(products.locator('tbody tr').first()).toContainText(`${tag} 01`);
  await page.getByRole('button', { name: a('lists.next') }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(products.locator('tbody tr')).toHaveCount(2);
  await expect(products.locator('tbody tr').last()).toContainText(`${tag} 12`);
  await page.reload();
  await expect(products.locator('tbody tr')).toHaveCount(2);
  await page.goBack();
  await expect(products.locator('tbody tr')).toHaveCount(10);
  await products.getByRole('button', { name: a('products.name'), exact: true }).click();
  await expect(products.getByRole('columnheader', { name: a('products.name'), exact: true })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(products.locator('tbody tr').first()).toContainText(`${tag} 12`);

  // ---- the stock, edited in the list ----
  const target = made[11]!;
  const stock = products.getByRole('spinbutton', { name: a('lists.stock.label', { name: target.title }) });
  await stock.fill('7');
  await products
    .getByRole('button', { name: `${a('common.save')}: ${a('lists.stock.label', { name: target.title })}` })
    .click();
  await expect(toast(page, a('lists.stock.saved', { name: target.title, stock: 7 }))).toBeVisible();
  const saved = await apiCall<Product>(request, 'GET', `${API.Products.GetProductById}?id=${target.id}`);
  expect(saved.stock).toBe(7);
  await expect(stock).toHaveValue('7');

  // ---- a contact message, answered; the open ones no longer show it ----
  await page.goto('/admin-panel/subscribers');
  const contacts = page.getByTestId('contacts-table');
  await searchbox(page, 'subscribers.contacts').fill(`isil caglar ${tag}`);
  await expect(contacts.locator('tbody tr')).toHaveCount(1);
  await expect(contacts.locator('tbody tr').first()).toContainText(a('lists.contacts.open'));
  await contacts.getByRole('button', { name: a('lists.contacts.markHandledOf', { name: writer }) }).click();
  await expect(toast(page, a('lists.contacts.markedHandled'))).toBeVisible();
  await expect(contacts.locator('tbody tr').first()).toContainText(a('lists.contacts.handled'));
  await page.getByTestId('contacts-status-filter').selectOption('open');
  await expect(page).toHaveURL(/contacts\.status=open/);
  await expect(page.getByText(a('lists.noMatch'))).toBeVisible();
  await page.getByTestId('contacts-status-filter').selectOption('handled');
  await expect(page.getByTestId('contacts-table').locator('tbody tr')).toHaveCount(1);
});
