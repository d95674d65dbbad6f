import { API, type Order, type Product } from '@kehribar/contracts';
import type { Page } from '@playwright/test';
import {
  adminLogin,
  apiCall,
  expect,
  loginAdminInBrowser,
  rememberCookieChoice,
  SHOPPER_ADDRESS,
  test,
} from './fixtures.ts';
import { adminWord as a, stamp } from './support/back-office.ts';
import { translations } from './support/i18n.ts';
import { hiddenCategory } from './support/orders.ts';

// Issue 22, point 4 (docs/decisions/042-back-in-stock-and-gift-note.md): a shopper writes a gift note and
// asks for a gift package (no prices inside) on the checkout's first step, pays through the sandbox bank's
// 3-D Secure page, and finds the note on the confirmation and in its mail; the owner's order page shows both.

const tr = translations('tr');
/** The sandbox bank's one-time code (apps/api/src/modules/iyzico-sandbox/pages.ts) and its Halkbank card. */
const SMS_CODE = '283126';
const MASTERCARD = '5528790000000008';
const NOTE = 'Doğum günün kutlu olsun, canım annem! Sevgiyle, Ayşe';

async function fillShipping(page: Page) {
  const fields = page.getByTestId('shipping-fields');
  for (const [key, value] of Object.entries(SHOPPER_ADDRESS))
    await fields.getByLabel(tr(`checkout.address.${key}`), { exact: true }).fill(value);
}

/** The acceptance checkbox, named by the words after the two document links (as checkout.spec.ts does). */
const acceptName = new RegExp(
  tr('checkout.contracts.accept')
    .split('>')
    .at(-1)!
    .replace(/^'\w+\s*/, '')
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
);

test('a gift note and gift package chosen at checkout reach the confirmation, its mail and the owner', async ({
  page,
  mailbox,
}, testInfo) => {
  test.setTimeout(150_000);
  const tag = stamp();
  const admin = await adminLogin(page.request);
  const category = await hiddenCategory(page.request, admin.token, `hediye-${tag}`);
  const title = `Hediye Kolye ${tag}`;
  const product = await apiCall<Product>(page.request, 'POST', API.Products.CreateProduct, {
    token: admin.token,
    body: {
      title,
      titleEN: `Gift Necklace ${tag}`,
      priceTRY: 1800,
      priceUSD: 55,
      priceForeign: 50,
      categoryId: category.id,
      stock: 5,
    },
  });
  const email = `hediye.${testInfo.project.name}.${tag}@kehribar.test`;
  const started = Date.now() - 1000;

  await rememberCookieChoice(page);
  await page.goto(`/product/${product.id}`);
  await page
    .getByRole('main')
    .getByRole('button', { name: tr('productDetail.addToCart'), exact: true })
    .click();
  await page.goto('/basket');
  await expect(page.getByRole('main').getByText(title).first()).toBeVisible();

  // ---- step 1: contact, address, and the gift ----
  await page.goto('/checkout');
  await page.getByLabel(tr('checkout.contact.email'), { exact: true }).fill(email);
  await page.getByLabel(tr('checkout.contact.phone'), { exact: true }).fill('0532 123 45 67');
  await fillShipping(page);
  await page.getByLabel(tr('checkout.address.same'), { exact: true }).check();
  const gift = page.getByRole('region', { name: tr('checkout.gift.title') });
  const note = gift.getByRole('textbox', { name: tr('checkout.gift.note') });
  await note.fill(NOTE);
  await expect(gift.getByText(tr('checkout.gift.counter', { count: NOTE.length, max: 250 }))).toBeVisible();
  await gift.getByRole('checkbox', { name: tr('checkout.gift.package') }).check();
  await page.getByRole('button', { name: tr('checkout.continue') }).click();
  await expect(page).toHaveURL(/\/payment$/);
  const review = page.getByTestId('review-gift');
  await expect(review).toContainText(NOTE);
  await expect(review).toContainText(tr('checkout.gift.reviewPackage'));

  // ---- step 2: the card, the bank's 3-D Secure page ----
  await page.getByLabel(tr('checkout.card.name'), { exact: true }).fill('Ayşe Yılmaz');
  await page.getByLabel(tr('checkout.card.number'), { exact: true }).pressSequentially(MASTERCARD);
  await page.getByLabel(tr('checkout.card.expiry'), { exact: true }).pressSequentially('1230');
  await page.getByLabel(tr('checkout.card.cvc'), { exact: true }).pressSequentially('123');
  await page.getByRole('checkbox', { name: acceptName }).check();
  await page.getByRole('button', { name: new RegExp(tr('checkout.pay')) }).click();
  await expect(page.getByRole('dialog', { name: tr('checkout.threeDs.title') })).toBeVisible();
  const bank = page.frameLocator(`iframe[title="${tr('checkout.threeDs.frameTitle')}"]`);
  await bank.locator('#smsCode').fill(SMS_CODE);
  await bank.getByRole('button', { name: 'Onayla' }).click();
  await page.waitForURL(/\/payment-result\?token=/, { timeout: 30_000 });
  const token = new URL(page.url()).searchParams.get('token')!;

  // ---- the confirmation shows the note and the package ----
  await expect(page.getByTestId('order-confirmation')).toBeVisible();
  const shown = page.getByTestId('order-gift');
  await expect(shown.getByRole('blockquote', { name: tr('orders.gift.note') })).toHaveText(NOTE);
  await expect(shown).toContainText(tr('orders.gift.package'));
  const order = await apiCall<Order>(page.request, 'POST', API.Order.GetOrdersByToken, { body: { token } });
  expect(order.orderStatus).toBe(1);
  expect(order.giftNote).toBe(NOTE);
  expect(order.giftPackage).toBe(true);

  // ---- the confirmation mail carries them ----
  const mail = await mailbox.waitFor(
    { to: email, subject: `#${order.orderNumber}`, since: started },
    { timeout: 45_000 },
  );
  expect(mail.text).toContain(`Hediye notunuz: “${NOTE}”`);
  expect(mail.text).toContain('Hediye paketi: pakette fiyat bilgisi yer almaz.');
  expect(mail.html).toContain('Doğum günün kutlu olsun');

  // ---- the owner's order page ----
  await loginAdminInBrowser(page);
  await page.goto(`/admin-panel/orders/${order.id}`);
  const details = page.getByRole('definition').filter({ has: page.locator('q') });
  await expect(details).toHaveText(new RegExp(NOTE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  const rows = page.locator('dl');
  await expect(rows.getByRole('term').filter({ hasText: a('orders.giftNote') })).toBeVisible();
  await expect(rows.getByRole('term').filter({ hasText: a('orders.giftPackage') })).toBeVisible();
  await expect(rows.getByRole('definition').filter({ hasText: a('orders.giftPackageYes') })).toBeVisible();
});
