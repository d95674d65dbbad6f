import { API, formatMoney, type Category, type Product } from '@kehribar/contracts';
import {
  adminLogin,
  apiCall,
  expect,
  isPhone,
  loginAdminInBrowser,
  rememberCookieChoice,
  test,
} from './fixtures.ts';
import { translations } from './support/i18n.ts';
import { adminWord as a, expectToast } from './support/back-office.ts';

// Issue 19, point 1 (docs/decisions/025-sale-prices-and-reference-price.md): the owner puts a piece on sale
// in the back office, the shop computes the reference price (the lowest of the 30 days before the sale),
// and the storefront shows the sale price with the reference struck through and a percentage badge, in
// lists, on the product page and in the basket.

const tr = translations('tr');
const lira = (amount: number) => formatMoney(amount, 'TRY', 'tr-TR');

/** Waits for a toast, then closes it (toasts sit at the bottom, over the phone's form buttons). */

test('the owner sets a sale; the shop shows it struck through against the reference it computed, with a badge', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await rememberCookieChoice(page);
  const admin = await adminLogin(page.request);
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  // A category of its own, so the other journeys' lists keep their length.
  const category = await apiCall<Category>(page.request, 'POST', API.Categories.CreateCategory, {
    token: admin.token,
    body: { name: `İndirim ${tag}`, nameEN: `Sale ${tag}` },
  });
  const title = `İndirim Kolye ${tag}`;
  const product = await apiCall<Product>(page.request, 'POST', API.Products.CreateProduct, {
    token: admin.token,
    body: {
      title,
      titleEN: `Sale Necklace ${title.slice(-8)}`,
      priceTRY: 2000,
      priceUSD: 60,
      priceForeign: 55,
      categoryId: category.id,
      // Fewer than the 3 that support/orders.ts `buyable` asks for: other journeys price their baskets from
      // regular prices and must not pick a piece on sale.
      stock: 2,
    },
  });

  // ---- the back office: a sale price not below the reference is refused, one below it is saved ----
  await loginAdminInBrowser(page);
  await page.goto(`/admin-panel/products/${product.id}`);
  const form = page.getByRole('form', { name: a('products.editTitle') });
  const saleTRY = form.getByLabel(a('sale.price', { currency: 'TRY' }));
  await expect(saleTRY).toHaveValue('');
  await saleTRY.fill('2000');
  await form.getByRole('button', { name: a('common.save') }).click();
  await expectToast(
    page,
    'İndirimli fiyat, indirimden önceki 30 günün en düşük fiyatının (2000.00 TRY) altında olmalı.',
  );
  await saleTRY.fill('1700');
  await form.getByRole('button', { name: a('common.save') }).click();
  await expectToast(page, a('msg.productUpdated'));
  // The reference the shop computed, shown beside the field after the save.
  await expect(form.getByText(a('sale.reference', { price: lira(2000), percent: 15 }))).toBeVisible();

  // ---- the product page ----
  await page.goto(`/product/${product.id}`);
  const price = page.getByRole('main').getByTestId('sale-price').first();
  await expect(price).toContainText(lira(1700));
  const reference = price.getByTestId('reference-price');
  await expect(reference).toContainText(lira(2000));
  await expect(reference).toContainText(tr('sale.referenceLabel'));
  await expect(page.getByTestId('sale-badge').first()).toHaveText(tr('sale.badge', { percent: 15 }));

  // ---- the list, filtered to pieces on sale ----
  await page.goto(`/products?onSale=1&categories=${category.id}`);
  const card = page.getByTestId('product-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('sale-badge')).toHaveText(tr('sale.badge', { percent: 15 }));
  await expect(card.getByTestId('reference-price')).toContainText(lira(2000));
  // The filter panel is a drawer on phones; its choice shows as a chip on both.
  if (!isPhone(page))
    await expect(page.getByRole('checkbox', { name: tr('sale.onSaleFilter') })).toBeChecked();
  await expect(
    page.getByRole('button', { name: tr('products.filters.remove', { name: tr('sale.onSaleFilter') }) }),
  ).toBeVisible();

  // ---- the basket charges the sale price and shows the reference ----
  await page.goto(`/product/${product.id}`);
  await page.getByRole('button', { name: tr('productDetail.addToCart') }).click();
  await page.goto('/basket');
  const line = page.getByRole('main').getByText(title).first();
  await expect(line).toBeVisible();
  await expect(page.getByRole('main').getByTestId('reference-price').first()).toContainText(lira(2000));
  await expect(page.getByRole('main')).toContainText(lira(1700));
});
