import { API, type Order, type Product } from '@kehribar/contracts';
import type { Page } from '@playwright/test';
import { tr as adminTr } from '../apps/web/src/admin/i18n/tr.ts';
import { adminLogin, apiCall, expect, rememberCookieChoice, test, useSession } from './fixtures.ts';
import { expectAccessible } from './support/axe.ts';
import { translations } from './support/i18n.ts';
import { hiddenCategory, placeOrder, registerCustomer } from './support/orders.ts';

// Issue 22, point 5 (docs/decisions/043-reviews-from-buyers.md): a buyer whose order was delivered writes a
// review from My orders, the owner approves it in "Yorumlar", and the product page shows it with the
// average, marked as from a verified buyer, and its JSON-LD carries aggregateRating. The piece lives in a
// hidden category of the journey's own.

const t = translations('tr');
type AdminKey = keyof typeof adminTr;
const a = (key: AdminKey, values: Record<string, string | number> = {}) =>
  adminTr[key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

async function productJsonLd(page: Page, productId: string) {
  const html = await (await page.request.get(`/product/${productId}`)).text();
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]!) as { aggregateRating?: unknown }) : undefined;
}

test('a delivered order’s buyer reviews the piece, the owner approves it, and the product page shows it', async ({
  page,
  browser,
  request,
  mailbox,
}) => {
  test.setTimeout(180_000);
  const tag = stamp();
  const admin = await adminLogin(request);
  const customer = await registerCustomer(request, mailbox, `yorum.${tag}`);
  const category = await hiddenCategory(request, admin.token, `yorum-${tag}`);
  const piece = await apiCall<Product>(request, 'POST', API.Products.CreateProduct, {
    token: admin.token,
    body: {
      title: `Yorum Kolyesi ${tag}`,
      titleEN: `Review Necklace ${tag}`,
      categoryId: category.id,
      priceTRY: 450,
      priceUSD: 15,
      priceForeign: 14,
      stock: 3,
    },
  });
  const paid = await placeOrder(request, customer, piece.id, true);
  const order = await apiCall<Order>(request, 'POST', API.Order.GetOrdersByToken, {
    body: { token: paid.token },
  });
  await apiCall(request, 'POST', API.Order.ShippingUpdate, {
    token: admin.token,
    body: { orderId: order.id, shippingCode: `YR${tag}`, carrier: 'yurtici' },
  });
  await apiCall(request, 'POST', API.Order.DeliveryUpdate, {
    token: admin.token,
    body: { orderId: order.id },
  });

  // ---- the buyer: from My orders to the product page's form ----
  await rememberCookieChoice(page);
  await useSession(page, customer.session);
  await page.goto('/profile');
  await page.getByRole('link', { name: t('reviews.writeFromOrder'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${piece.id}#reviews$`));
  const form = page.getByRole('form', { name: t('reviews.formTitle') });
  await expect(form).toBeVisible();
  // Sending without a rating or enough words says what is missing.
  await form.getByRole('button', { name: t('reviews.submit'), exact: true }).click();
  await expect(form.getByText(t('reviews.errors.rating'))).toBeVisible();
  // The shopper taps the fourth star (the radio inside its label).
  const fourStars = form.getByRole('radio', { name: '4 yıldız', exact: true });
  await form.locator('label', { has: page.getByRole('radio', { name: '4 yıldız', exact: true }) }).click();
  await expect(fourStars).toBeChecked();
  await form.getByLabel(t('reviews.reviewTitle')).fill('Zarif ve hafif');
  await form
    .getByLabel(t('reviews.text'))
    .fill('Kehribarın rengi fotoğraftakinden bile güzel, zinciri sağlam.');
  await form.getByRole('button', { name: t('reviews.submit'), exact: true }).click();
  await expect(page.getByText(t('reviews.pending'))).toBeVisible();
  // Not on the page before the owner approves it.
  expect((await productJsonLd(page, piece.id))?.aggregateRating).toBeUndefined();

  // ---- the owner: Yorumlar, the pending review, approved ----
  const ownerContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const owner = await ownerContext.newPage();
  await rememberCookieChoice(owner);
  await useSession(owner, admin);
  await owner.goto('/admin-panel/reviews?status=pending');
  await expect(owner.getByTestId('reviews-pending')).toBeVisible();
  await owner.getByRole('searchbox').fill(tag);
  const row = owner
    .getByTestId('reviews-table')
    .locator('tbody tr')
    .filter({ hasText: `Yorum Kolyesi ${tag}` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Zarif ve hafif');
  await row.getByRole('button', { name: a('reviews.approveOf', { name: 'Elif Ş.' }), exact: true }).click();
  await expect(owner.locator('[data-sonner-toast]').filter({ hasText: a('reviews.approved') })).toBeVisible();
  await ownerContext.close();

  // ---- anyone: the review on the product page, with the average and the JSON-LD ----
  const visitor = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const shopper = await visitor.newPage();
  await rememberCookieChoice(shopper);
  await shopper.goto(`/product/${piece.id}`);
  const reviews = shopper.getByRole('region', { name: t('reviews.title') });
  await expect(reviews.getByTestId('review-summary')).toContainText('4,0');
  await expect(reviews.getByRole('img', { name: t('reviews.averageLabel', { value: '4,0' }) })).toBeVisible();
  const item = reviews.getByRole('article', { name: 'Elif Ş.' });
  await expect(item).toContainText('Zarif ve hafif');
  await expect(item).toContainText(t('reviews.verified'));
  await expect(item).not.toContainText(customer.email);
  await reviews.scrollIntoViewIfNeeded();
  await expectAccessible(shopper, 'product page reviews');
  await visitor.close();
  expect((await productJsonLd(page, piece.id))?.aggregateRating).toEqual({
    '@type': 'AggregateRating',
    ratingValue: 4,
    reviewCount: 1,
    bestRating: 5,
    worstRating: 1,
  });

  // ---- the buyer again: the review is live and can no longer be changed ----
  await page.reload();
  await expect(page.getByText(t('reviews.approved'))).toBeVisible();
});
