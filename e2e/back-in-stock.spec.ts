import { API, type Product } from '@kehribar/contracts';
import type { Page } from '@playwright/test';
import {
  adminLogin,
  apiCall,
  expect,
  loginAdminInBrowser,
  rememberCookieChoice,
  test,
  type Mailbox,
} from './fixtures.ts';
import { expectAccessible } from './support/axe.ts';
import { adminWord as a, expectToast, stamp } from './support/back-office.ts';
import { translations } from './support/i18n.ts';
import { hiddenCategory } from './support/orders.ts';

// Issue 22, point 2 (docs/decisions/042-back-in-stock-and-gift-note.md): a guest asks to be told when a
// sold-out piece is back; the owner sees who waits and raises the stock; the address gets exactly one mail
// naming the piece, with a link that cancels the request; raising the stock again mails nobody twice.

const tr = translations('tr');

/**
 * Opens a page and waits until the app is live, as the `page` fixture does (fixtures.ts): the extra pages
 * of this journey would otherwise type into a server-rendered field that hydration then empties.
 */
async function open(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction(
    () => !document.getElementById('kehribar-state') || document.documentElement.dataset.appReady === 'true',
  );
}

/** A guest leaves an address under the sold-out product and sees it taken. */
async function askAsGuest(page: Page, productId: string, email: string) {
  await open(page, `/product/${productId}`);
  const form = page.getByRole('form', { name: tr('backInStock.title') });
  await expect(form).toBeVisible();
  await form.getByRole('textbox', { name: tr('backInStock.email'), exact: true }).fill(email);
  await form.getByRole('button', { name: tr('backInStock.submit'), exact: true }).click();
  await expect(page.getByTestId('back-in-stock-done')).toBeVisible();
}

/** The owner sets the stock in the product's edit form. */
async function setStock(page: Page, productId: string, stock: number) {
  await open(page, `/admin-panel/products/${productId}`);
  const form = page.getByRole('form', { name: a('products.editTitle') });
  await form.getByLabel(a('products.stock'), { exact: true }).fill(String(stock));
  await form.getByRole('button', { name: a('common.save') }).click();
  await expectToast(page, a('msg.productUpdated'));
}

const mailsTo = async (mailbox: Mailbox, to: string) => mailbox.find({ to });

test('a guest asks for a sold-out piece; the owner restocks it; exactly one mail names it with a cancel link', async ({
  browser,
  page,
  mailbox,
}, testInfo) => {
  test.setTimeout(150_000);
  const tag = stamp();
  const admin = await adminLogin(page.request);
  const category = await hiddenCategory(page.request, admin.token, `haber-${tag}`);
  const title = `Haber Yüzük ${tag}`;
  const product = await apiCall<Product>(page.request, 'POST', API.Products.CreateProduct, {
    token: admin.token,
    body: {
      title,
      titleEN: `Notify Ring ${tag}`,
      priceTRY: 1500,
      priceUSD: 45,
      priceForeign: 42,
      categoryId: category.id,
      stock: 0,
    },
  });
  const email = `bekleyen.${testInfo.project.name}.${tag}@kehribar.test`;

  // ---- the guest, on the sold-out product page ----
  await rememberCookieChoice(page);
  await page.goto(`/product/${product.id}`);
  await expect(page.getByText(tr('productDetail.soldOut')).first()).toBeVisible();
  const form = page.getByRole('form', { name: tr('backInStock.title') });
  await expect(form).toBeVisible();
  await expect(form).toContainText(tr('backInStock.lead'));
  await expectAccessible(page, 'the sold-out product page with its notify form');
  // A malformed address is named, never sent.
  await form.getByRole('textbox', { name: tr('backInStock.email'), exact: true }).fill('bekleyen@');
  await form.getByRole('button', { name: tr('backInStock.submit'), exact: true }).click();
  await expect(form.getByText(tr('backInStock.emailInvalid'))).toBeVisible();
  await askAsGuest(page, product.id, email);
  await expect(page.getByTestId('back-in-stock-done')).toHaveAttribute('role', 'status');

  // ---- the owner sees who waits: the product list's column and the edit page's panel ----
  const owner = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
  await rememberCookieChoice(owner);
  await loginAdminInBrowser(owner);
  const counts = await apiCall<Record<string, number>>(
    owner.request,
    'GET',
    API.Products.GetStockWaitCounts,
    {
      token: admin.token,
    },
  );
  expect(counts[product.id]).toBe(1);
  await open(owner, `/admin-panel/products/${product.id}`);
  const waiters = owner.getByTestId('stock-waiters');
  await expect(waiters).toContainText(email);
  await expect(waiters).toContainText('Türkçe');

  // ---- the owner raises the stock: one mail, naming the piece, with a cancel link ----
  const since = Date.now() - 1000;
  await setStock(owner, product.id, 3);
  const mail = await mailbox.waitFor({ to: email, since }, { timeout: 45_000 });
  expect(mail.subject).toContain(title);
  expect(mail.text).toContain(title);
  const cancel = mail.links.find((l) => new URL(l).pathname === '/back-in-stock/cancel');
  expect(cancel, 'the mail links to the cancel page').toBeTruthy();
  expect(mail.links.some((l) => new URL(l).pathname === `/product/${product.id}`)).toBe(true);
  // Mailed requests no longer wait.
  await owner.reload();
  await expect(owner.getByText(a('products.waitersNone'))).toBeVisible();

  // ---- raising the stock again mails nobody twice: sold out, a second guest waits, restocked ----
  const later = `sonraki.${testInfo.project.name}.${tag}@kehribar.test`;
  await setStock(owner, product.id, 0);
  const second = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
  await rememberCookieChoice(second);
  await askAsGuest(second, product.id, later);
  await setStock(owner, product.id, 5);
  // The outbox sends in order: once the later guest's mail is here, a second one to the first would be too.
  await mailbox.waitFor({ to: later, since }, { timeout: 45_000 });
  expect(await mailsTo(mailbox, email)).toHaveLength(1);

  // ---- the cancel link opens the storefront's cancel page ----
  await page.goto(cancel!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('backInStock.cancelTitle'));
  await second.close();
  await owner.close();
});
