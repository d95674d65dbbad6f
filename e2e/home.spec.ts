import { API, formatMoney, type AllContent } from '@kehribar/contracts';
import { apiCall, expect, guestSession, rememberCookieChoice, test } from './fixtures.ts';
import { translations } from './support/i18n.ts';

// Issue 2, point 10: the home page shows banners and products (Turkish by default); switching the
// footer's language to English and the currency to USD changes texts and prices, and each switch comes
// back to the URL the shopper was on.

const tr = translations('tr');
const en = translations('en');

test.beforeEach(async ({ page }) => {
  await rememberCookieChoice(page);
});

async function homeContent(
  request: Parameters<typeof guestSession>[0],
  currency: 'TRY' | 'USD',
  language = 'tr-TR',
) {
  const guest = await guestSession(request);
  return apiCall<AllContent>(request, 'GET', API.Products.GetAllContent, {
    token: guest.token,
    headers: { currency, 'accept-language': language, sessionid: guest.sessionId },
  });
}

test('the home page shows banners and the latest products, in Turkish and Turkish lira', async ({
  page,
  request,
}) => {
  const content = await homeContent(request, 'TRY');
  expect(content.banners.length, 'the demo shop has banners').toBeGreaterThan(0);
  const newest = content.lastAddedProducts[0];
  expect(newest, 'the demo shop has products').toBeDefined();

  await page.goto('/');
  await expect(page).toHaveTitle(tr('home.documentTitle'));

  // Banners: a carousel whose current slide shows a loaded picture and the banner's words.
  const carousel = page.getByRole('region', { name: tr('home.bannersLabel') });
  await expect(carousel).toBeVisible();
  const picture = carousel.getByRole('group').locator('img').first();
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const bannerTitle = content.banners.find((b) => b.title)?.title;
  if (bannerTitle) await expect(carousel.getByText(bannerTitle).first()).toBeAttached();

  // The latest products, newest first, with Turkish titles and prices in lira.
  await expect(page.getByRole('heading', { name: tr('home.latestTitle') })).toBeVisible();
  const firstRow = page.getByRole('region', { name: tr('home.latestRow', { index: 1 }) });
  const tile = firstRow.getByRole('link').first();
  await expect(tile).toHaveAttribute('href', `/product/${newest!.id}`);
  await expect(tile).toContainText(newest!.title);
  await expect(tile).toContainText(formatMoney(newest!.priceTRY, 'TRY', 'tr-TR'));
  await expect(tile).toContainText('₺');

  // The footer offers the language and currency choices, Turkish and lira selected.
  const language = page.getByRole('group', { name: tr('preferences.language') });
  await expect(language.getByRole('button', { name: 'Türkçe' })).toHaveAttribute('aria-pressed', 'true');
  const currency = page.getByRole('group', { name: tr('preferences.currency') });
  await expect(currency.getByRole('button', { name: /TRY/ })).toHaveAttribute('aria-pressed', 'true');
});

test('switching to English and USD changes texts and prices and comes back to the same URL', async ({
  page,
  request,
  baseURL,
}) => {
  const content = await homeContent(request, 'USD', 'en-EN');
  const newest = content.lastAddedProducts[0]!;

  // Language, switched on the home page: the page reloads in English at the same URL.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: tr('home.latestTitle') })).toBeVisible();
  await page
    .getByRole('group', { name: tr('preferences.language') })
    .getByRole('button', { name: 'English' })
    .click();
  await expect(page.getByRole('heading', { name: en('home.latestTitle') })).toBeVisible();
  await expect(page).toHaveTitle(en('home.documentTitle'));
  await expect(page).toHaveURL(`${baseURL}/`);
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en-EN');

  // Currency, switched on a filtered product list: the page reloads on the same path and query.
  const category = newest.categoryId;
  const listUrl = `/products?categories=${category}`;
  await page.goto(listUrl);
  const currency = page.getByRole('group', { name: en('preferences.currency') });
  await expect(currency.getByRole('button', { name: /TRY/ })).toHaveAttribute('aria-pressed', 'true');
  await currency.getByRole('button', { name: /USD/ }).click();
  await expect(currency.getByRole('button', { name: /USD/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(`${baseURL}${listUrl}`);
  expect(await page.evaluate(() => localStorage.getItem('currency'))).toBe('USD');

  // Back home: English titles and dollar prices, remembered across pages.
  await page.goto('/');
  const tile = page
    .getByRole('region', { name: en('home.latestRow', { index: 1 }) })
    .getByRole('link')
    .first();
  await expect(tile).toContainText(newest.titleEN);
  await expect(tile).toContainText(formatMoney(newest.priceUSD, 'USD', 'en-EN'));
  await expect(tile).toContainText('$');
  await expect(tile).not.toContainText('₺');
});

test('the logo on the home page loads its content again, staying on the same address', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: tr('home.bannersLabel') })).toBeVisible();

  // docs/product/storefront.md §2: navigating to the same URL reloads the page; the app stays, its reads are fetched again.
  const contentRead = page.waitForRequest((r) => new URL(r.url()).pathname === API.Products.GetAllContent);
  await page
    .getByRole('banner')
    .getByRole('link', { name: tr('nav.homeLabel') })
    .click();
  await contentRead;
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('region', { name: tr('home.bannersLabel') })).toBeVisible();
});
