import { API, formatMoney, type Category, type InstallmentTable, type Product } from '@kehribar/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { tr as adminTr } from '../apps/web/src/admin/i18n/tr.ts';
import {
  adminLogin,
  apiCall,
  expect,
  isPhone,
  loginAdminInBrowser,
  rememberCookieChoice,
  test,
} from './fixtures.ts';
import { expectAccessible } from './support/axe.ts';
import { hiddenCategory } from './support/orders.ts';
import { translations } from './support/i18n.ts';

// Issue 22, points 1, 3 and 7 (docs/decisions/041-product-page-instalments-size-guide-share.md): the
// product page's instalment table (server-rendered, collapsed on a phone) or its plain "Tek çekim", the
// size guide dialog, and the share and WhatsApp links.

const tr = translations('tr');
const lira = (amount: number) => formatMoney(amount, 'TRY', 'tr-TR');
const a = (key: keyof typeof adminTr) => adminTr[key];

/** A product of the journey's own in a hidden category with the given instalment cap and ring sizes. */
async function productIn(
  request: APIRequestContext,
  token: string,
  tag: string,
  category: { maxInstallments: number | null; sizeOptions?: string },
): Promise<Product> {
  const { id } = await hiddenCategory(request, token, tag);
  await apiCall<Category>(request, 'POST', API.Categories.UpdateCategory, {
    token,
    body: {
      id,
      name: `Gizli ${tag}`,
      nameEN: `Hidden ${tag}`,
      maxInstallments: category.maxInstallments,
      sizeOptions: category.sizeOptions ?? null,
    },
  });
  return apiCall<Product>(request, 'POST', API.Products.CreateProduct, {
    token,
    body: {
      title: `Taksit Yüzük ${tag}`,
      titleEN: `Instalment Ring ${tag}`,
      priceTRY: 1200,
      priceUSD: 30,
      priceForeign: 28,
      categoryId: id,
      stock: 5,
    },
  });
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

async function openProduct(page: Page, product: Product) {
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
}

test('the instalment table is in the page the server sends, open on a desktop and collapsed on a phone; a jewellery category says "Tek çekim" and why', async ({
  page,
}) => {
  await rememberCookieChoice(page);
  const admin = await adminLogin(page.request);
  const tag = unique();
  const capped = await productIn(page.request, admin.token, `${tag}a`, { maxInstallments: 3 });
  const jewellery = await productIn(page.request, admin.token, `${tag}b`, { maxInstallments: null });

  // The server's HTML already holds the table (decision 012), so it shows before any script runs.
  const html = await (await page.request.get(`/product/${capped.id}`)).text();
  expect(html).toContain('data-testid="installments"');
  expect(html).toContain('Bonus');
  const quoted = await apiCall<InstallmentTable>(
    page.request,
    'GET',
    `${API.Payment.GetInstallmentTable}?productId=${capped.id}`,
  );
  const bonus = quoted.families.find((f) => f.cardFamilyName === 'Bonus')!;
  const three = bonus.rows.find((r) => r.installmentNumber === 3)!;

  await openProduct(page, capped);
  const installments = page.getByTestId('installments');
  const table = installments.getByRole('table', { name: /Bonus/ });
  const summary = installments.locator('summary');
  if (isPhone(page)) {
    await expect(table).toBeHidden();
    await expect(summary).toContainText(tr('productExtras.installments.upTo', { count: 3 }));
    await summary.click();
  } else {
    await expect(summary).toBeHidden();
  }
  await expect(table).toBeVisible();
  const row = table.getByRole('row', { name: /^3 / });
  await expect(row).toContainText(lira(three.monthly));
  await expect(row).toContainText(lira(three.total));
  await expect(table.getByRole('row')).toHaveCount(4); // the header, then 1, 2 and 3
  await expectAccessible(page, 'a product page with its instalment table open');

  await openProduct(page, jewellery);
  const single = page.getByTestId('installments');
  await expect(
    single.getByRole('heading', { name: tr('productExtras.installments.singleTitle') }),
  ).toBeVisible();
  await expect(single).toContainText(tr('productExtras.installments.reason.category'));
  await expect(single.getByRole('table')).toHaveCount(0);
});

test('the size guide opens in a dialog from the size field, shows the Turkish ring sizes, and closes with Escape', async ({
  page,
}) => {
  await rememberCookieChoice(page);
  const admin = await adminLogin(page.request);
  const ring = await productIn(page.request, admin.token, unique(), {
    maxInstallments: null,
    sizeOptions: '14,15,16,17',
  });
  await openProduct(page, ring);
  const open = page.getByRole('button', { name: tr('productExtras.sizeGuide.open'), exact: true });
  await open.click();
  const dialog = page.getByRole('dialog', { name: tr('productExtras.sizeGuide.title') });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: tr('productExtras.sizeGuide.howTitle') })).toBeVisible();
  const sizes = dialog.getByRole('table', { name: tr('productExtras.sizeGuide.ringTableTitle') });
  await expect(sizes.getByRole('row', { name: /^14 / })).toContainText('17,2');
  await expect(sizes.getByRole('row', { name: /^14 / })).toContainText('54');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  await open.click();
  await expect(sizes).toBeVisible();
  await expectAccessible(page, 'the size guide dialog');
});

test('the product page shares on WhatsApp and copies its link; once the owner sets a WhatsApp number it offers "WhatsApp\'tan sor" naming the product', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await rememberCookieChoice(page);
  const admin = await adminLogin(page.request);
  const product = await productIn(page.request, admin.token, unique(), { maxInstallments: null });
  await openProduct(page, product);
  const pageUrl = new URL(`/product/${product.id}`, page.url()).href;

  const share = page.getByTestId('share-links');
  const whatsapp = share.getByRole('link', { name: new RegExp(tr('productExtras.share.whatsapp')) });
  await expect(whatsapp).toHaveAttribute('href', new RegExp(`^https://wa\\.me/\\?text=`));
  const sharedText = new URL((await whatsapp.getAttribute('href'))!).searchParams.get('text');
  expect(sharedText).toBe(`${tr('productExtras.share.text', { title: product.title })} ${pageUrl}`);

  await share.getByRole('button', { name: tr('productExtras.share.copy'), exact: true }).click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: tr('productExtras.share.copied') }),
  ).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(pageUrl);

  // The owner sets the shop's number in the back office, typed as people type it.
  await loginAdminInBrowser(page);
  await page.goto('/admin-panel/static-content');
  const number = page.getByLabel(a('static.whatsappNumber'));
  await number.fill('12345');
  await page.getByRole('button', { name: a('common.save') }).click();
  await expect(page.getByText(a('valid.whatsappNumber'))).toBeVisible();
  await number.fill('0532 123 45 67');
  await page.getByRole('button', { name: a('common.save') }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: a('common.updated') })).toBeVisible();

  await openProduct(page, product);
  const ask = page.getByRole('link', { name: new RegExp(tr('productExtras.share.ask')) });
  await expect(ask).toBeVisible();
  const href = (await ask.getAttribute('href'))!;
  expect(href.startsWith('https://wa.me/905321234567?text=')).toBe(true);
  expect(new URL(href).searchParams.get('text')).toBe(
    tr('productExtras.share.askText', { title: product.title, url: pageUrl }),
  );
});
