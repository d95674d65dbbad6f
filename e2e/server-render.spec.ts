import { API, formatMoney, type Product, type ProductPage } from '@kehribar/contracts';
import { apiCall, expect, guestSession, rememberCookieChoice, test, usePreferences } from './fixtures.ts';
import { translations } from './support/i18n.ts';

// The public storefront pages come from the server already rendered with their data (so a phone shows
// them before any script has run), and the browser then hydrates them into the live app.

const tr = translations('tr');
const en = translations('en');

async function newestProduct(
  request: Parameters<typeof guestSession>[0],
  view: { language: string; currency: string } = { language: 'tr-TR', currency: 'TRY' },
): Promise<Product> {
  const guest = await guestSession(request);
  const page = await apiCall<ProductPage>(
    request,
    'POST',
    API.Products.GetAllProductListWithFinderWithPagination,
    {
      token: guest.token,
      headers: { sessionid: guest.sessionId, 'accept-language': view.language, currency: view.currency },
      body: { page: 1, sort: 'newest' },
    },
  );
  expect(page.items.length, 'the demo shop has products').toBeGreaterThan(0);
  return page.items[0]!;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page, the product list and a product page are readable as the server sends them', async ({
    page,
    request,
  }) => {
    const product = await newestProduct(request);
    const price = formatMoney(product.priceTRY, 'TRY', 'tr-TR');

    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(page.getByRole('heading', { name: tr('home.latestTitle') })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(product.title) }).first()).toBeVisible();

    await page.goto('/products');
    const card = page.locator(`a[href="/product/${product.id}"]`).first();
    await expect(card).toBeVisible();
    await expect(page.getByText(price).first()).toBeVisible();
    // The first pictures are real <img> elements with their responsive variants.
    await expect(page.locator('img[srcset]').first()).toBeVisible();

    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    await expect(page.getByText(price).first()).toBeVisible();
  });
});

test('the server renders in the language and currency the shopper chose', async ({
  page,
  context,
  request,
}) => {
  const product = await newestProduct(request, { language: 'en-EN', currency: 'USD' });
  await rememberCookieChoice(page);
  await usePreferences(page, { language: 'en-EN', currency: 'USD' });
  // The first visit stores the choice where the server can read it.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: en('home.latestTitle') })).toBeVisible();

  const html = await (await context.request.get('/products')).text();
  expect(html).toContain('<html lang="en"');
  expect(html).toContain(en('products.sort.label'));
  expect(html).toContain(formatMoney(product.price, 'USD', 'en-EN'));
  expect(html).not.toContain(formatMoney(product.priceTRY, 'TRY', 'tr-TR'));
});

test('a server-rendered page becomes the live app without a second render', async ({ page }) => {
  await rememberCookieChoice(page);
  const rendered: string[] = [];
  // The HTML the server sent, before any script ran.
  page.on('response', async (response) => {
    if (response.url().endsWith('/products')) rendered.push(await response.text());
  });
  await page.goto('/products');
  expect(rendered[0]).toContain('id="kehribar-state"');

  // Hydrated: the list reacts (a sort choice changes the URL and the list), and no page error was raised
  // on the way (the failOnPageErrors fixture fails the test on a hydration mismatch).
  await page.getByLabel(tr('products.sort.label')).first().selectOption('priceAsc');
  await expect(page).toHaveURL(/sort=priceAsc/);
});

test('an address the shop does not have answers 404 with its own page, and the browser still shows the shop', async ({
  page,
}) => {
  await rememberCookieChoice(page);
  const unknownPath = await page.goto('/no-such-page');
  expect(unknownPath?.status()).toBe(404);
  expect(await unknownPath?.text()).toContain('<meta name="robots" content="noindex">');
  await expect(page.getByRole('heading', { name: tr('pages.notFound.title') })).toBeVisible();
  // Hydrated: its links lead on inside the app.
  await page
    .getByRole('main')
    .getByRole('link', { name: tr('nav.allProducts') })
    .click();
  await expect(page).toHaveURL(/\/products$/);

  // A product id the shop does not have: the product page's own message once the browser has rendered it.
  const unknownProduct = await page.goto('/product/00000000-0000-4000-8000-000000000000');
  expect(unknownProduct?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: tr('productDetail.notFound') })).toBeVisible();
});
