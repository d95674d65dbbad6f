import type { APIRequestContext, Page } from '@playwright/test';
import {
  API,
  formatMoney,
  parseSizeOptions,
  type CategoriesAndCollections,
  type Category,
  type ProductFinderRequest,
  type ProductPage,
} from '@kehribar/contracts';
import { apiCall, expect, flashSeen, guestSession, isPhone, rememberCookieChoice, test } from './fixtures.ts';
import { translations } from './support/i18n.ts';

// A returning visitor: the cookie notice (its own journey is in content.spec.ts) stays out of the way.
test.beforeEach(async ({ page }) => rememberCookieChoice(page));

// Issue 3, point 7: the shopper's browsing journeys, at the desktop and the phone viewport (through the
// mobile menu there): filter by category and gender, sort by price, scroll to the second page, open a
// ring, choose its size, add it to the basket, change the quantity, remove it; favourite as a guest and
// still see it after a reload; search in Turkish and, after switching, in English.

const tr = translations('tr');
const en = translations('en');

async function guestApi(request: APIRequestContext) {
  const guest = await guestSession(request);
  const headers = { sessionid: guest.sessionId };
  return {
    catalog: () =>
      apiCall<CategoriesAndCollections>(request, 'GET', API.Products.GetAllCategoriesAndCollections, {
        token: guest.token,
        headers,
      }),
    find: (body: ProductFinderRequest) =>
      apiCall<ProductPage>(request, 'POST', API.Products.GetAllProductListWithFinderWithPagination, {
        token: guest.token,
        headers,
        body,
      }),
  };
}

async function ringCategory(request: APIRequestContext): Promise<Category> {
  const { catalog } = await guestApi(request);
  const rings = (await catalog()).categories.find((c) => c.nameEN === 'Rings');
  expect(rings, 'the demo shop has a ring category').toBeDefined();
  expect(parseSizeOptions(rings!.sizeOptions).length, 'rings are sized').toBeGreaterThan(0);
  return rings!;
}

const cards = (page: Page) => page.getByTestId('product-card');

/** The prices the cards show, as the API numbers they carry. */
async function cardPrices(page: Page): Promise<number[]> {
  return cards(page)
    .locator('[data-price]')
    .evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute('data-price'))));
}

/** Opens a header overlay button (its name may carry a count, e.g. 'Sepetim (1)'). */
function headerButton(page: Page, label: string) {
  return page.getByRole('banner').getByRole('button', { name: new RegExp(`^${label}`) });
}

test('filter by category and gender, sort by price, and scroll to the second page', async ({
  page,
  request,
}) => {
  const rings = await ringCategory(request);
  const { find } = await guestApi(request);
  const expected = await find({
    categoryIds: [rings.id],
    genders: [1],
    page: 1,
    pageSize: 12,
    sort: 'priceAsc',
  });
  expect(expected.totalCount).toBeGreaterThan(1);

  await page.goto('/');
  if (isPhone(page)) {
    // The mobile menu's category link, then the gender in the filter drawer.
    await page.getByRole('button', { name: tr('nav.menu') }).click();
    await page.getByRole('dialog').getByRole('link', { name: rings.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/products\\?categories=${rings.id}$`));
    await page.getByRole('button', { name: new RegExp(tr('products.filters.open')) }).click();
    const drawer = page.getByRole('dialog', { name: tr('products.filters.title') });
    await drawer.getByRole('checkbox', { name: tr('products.gender.1'), exact: true }).click();
    await expect(drawer.getByRole('checkbox', { name: tr('products.gender.1'), exact: true })).toBeChecked();
    await drawer
      .getByRole('button', { name: tr('products.filters.show_other', { count: expected.totalCount }) })
      .click();
    await expect(drawer).toBeHidden();
  } else {
    // The header's category menu, then the gender in the side panel.
    await page
      .getByRole('navigation', { name: tr('nav.categories') })
      .getByRole('link', { name: rings.name, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/products\\?categories=${rings.id}$`));
    await page.getByRole('checkbox', { name: tr('products.gender.1'), exact: true }).click();
  }
  await expect(page).toHaveURL(new RegExp(`categories=${rings.id}&genders=1$`));
  await expect(page.getByRole('heading', { level: 1, name: rings.name })).toBeVisible();
  await expect(
    page.getByText(tr('products.count_other', { count: expected.totalCount }), { exact: true }),
  ).toBeVisible();
  await expect(cards(page)).toHaveCount(Math.min(12, expected.totalCount));

  // Price, low to high: the prices never go down, the cheapest ring first; the URL keeps the sort.
  await page.getByRole('combobox', { name: tr('products.sort.label') }).selectOption('priceAsc');
  await expect(page).toHaveURL(/sort=priceAsc/);
  await expect(cards(page).first()).toHaveAttribute('data-product-id', expected.items[0]!.id);
  const prices = await cardPrices(page);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  await expect(cards(page).first()).toContainText(formatMoney(expected.items[0]!.priceTRY, 'TRY', 'tr-TR'));

  // A reload shows the same list.
  await page.reload();
  await expect(cards(page).first()).toHaveAttribute('data-product-id', expected.items[0]!.id);
  await expect(page.getByRole('combobox', { name: tr('products.sort.label') })).toHaveValue('priceAsc');

  // Every product, by price: the second page arrives on scrolling and the URL says so.
  const all = await find({ page: 1, pageSize: 12, sort: 'priceAsc' });
  expect(all.totalCount).toBeGreaterThan(12);
  await page.goto('/products?sort=priceAsc');
  // The first page is 12; at phone width the spec's 1200 px threshold may already have asked for page 2.
  await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(12);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => cards(page).count()).toBeGreaterThan(12);
  await expect(page).toHaveURL(/page=[2-9]/);
  await expect(page.getByTestId('product-card-skeleton')).toHaveCount(0);
  const longer = await cardPrices(page);
  expect(longer).toEqual([...longer].sort((a, b) => a - b));

  // Back from a product comes back to the longer list.
  const count = await cards(page).count();
  await cards(page).nth(13).getByRole('link').last().click();
  await expect(page).toHaveURL(/\/product\//);
  await page.goBack();
  await expect(page).toHaveURL(/sort=priceAsc&page=[2-9]/);
  // At least the list we left (on a phone, the 1200 px threshold may bring the next page in as well).
  await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(count);
});

test('open a ring, choose a size, add it to the basket, change the quantity and remove it', async ({
  page,
  request,
}) => {
  const rings = await ringCategory(request);
  const { find } = await guestApi(request);
  const ring = (await find({ categoryIds: [rings.id], page: 1, pageSize: 12, sort: 'newest' })).items.find(
    (p) => p.stock >= 3 && p.variants.length === 0,
  );
  expect(ring, 'a ring with a few in stock').toBeDefined();
  const size = parseSizeOptions(rings.sizeOptions)[2]!;

  await page.goto(`/products?categories=${rings.id}`);
  await page.locator(`[data-product-id="${ring!.id}"]`).getByRole('link', { name: ring!.title }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${ring!.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: ring!.title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(ring!.title));
  await expect(page.getByText(formatMoney(ring!.priceTRY, 'TRY', 'tr-TR')).first()).toBeVisible();

  // No size yet: the button waits, with the hint.
  const add = page.getByRole('button', { name: tr('productDetail.addToCart') });
  await expect(add).toBeDisabled();
  await expect(page.getByText(tr('productDetail.sizeHint'))).toBeVisible();
  await page.getByRole('combobox', { name: tr('productDetail.size.label') }).selectOption(size);
  await expect(add).toBeEnabled();
  const flashed = flashSeen(page, tr('productDetail.addedShort'));
  await add.click();
  await flashed;
  await expect(headerButton(page, tr('nav.basket'))).toHaveAccessibleName(`${tr('nav.basket')} (1)`);

  // The basket: the line with its size; one more; too many is lowered to the stock.
  await headerButton(page, tr('nav.basket')).click();
  const basket = page.getByRole('dialog', { name: tr('basket.title') });
  const line = basket.getByTestId('basket-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(ring!.title);
  await expect(line).toContainText(tr('basket.size', { size }));
  await line.getByRole('button', { name: tr('basket.increase') }).click();
  const quantity = line.getByRole('spinbutton', { name: tr('basket.quantity') });
  await expect(quantity).toHaveValue('2');
  await expect(basket.getByTestId('basket-total')).toHaveText(
    formatMoney(ring!.priceTRY * 2, 'TRY', 'tr-TR'),
  );

  // More than the stock is lowered to the stock, and the line says so.
  await quantity.fill(String(ring!.stock + 1));
  await quantity.press('Enter');
  await expect(quantity).toHaveValue(String(ring!.stock));
  await expect(line.getByRole('status')).toHaveText(tr('basket.cappedToStock_other', { count: ring!.stock }));
  await quantity.fill('2');
  await quantity.press('Enter');
  await expect(quantity).toHaveValue('2');
  await expect(basket.getByTestId('basket-total')).toHaveText(
    formatMoney(ring!.priceTRY * 2, 'TRY', 'tr-TR'),
  );

  await line.getByRole('button', { name: tr('basket.decrease') }).click();
  await expect(quantity).toHaveValue('1');
  await expect(basket.getByTestId('basket-total')).toHaveText(formatMoney(ring!.priceTRY, 'TRY', 'tr-TR'));
  await expect(line.getByRole('button', { name: tr('basket.decrease') })).toBeDisabled();

  // The count is right after a reload, too.
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(headerButton(page, tr('nav.basket'))).toHaveAccessibleName(`${tr('nav.basket')} (1)`);

  await headerButton(page, tr('nav.basket')).click();
  await basket.getByRole('button', { name: tr('basket.remove', { name: ring!.title }) }).click();
  await expect(basket.getByText(tr('basket.empty'))).toBeVisible();
  await expect(basket.getByRole('link', { name: tr('basket.continueShopping') })).toHaveAttribute(
    'href',
    '/products',
  );
  // (while a dialog is open the rest of the page is hidden from assistive technology)
  await page.keyboard.press('Escape');
  await expect(headerButton(page, tr('nav.basket'))).toHaveAccessibleName(tr('nav.basket'));
});

test('a guest favourite is still there after a reload', async ({ page, request }) => {
  const { find } = await guestApi(request);
  const first = (await find({ page: 1, pageSize: 12, sort: 'newest' })).items[0]!;

  await page.goto('/products');
  const heart = cards(page)
    .first()
    .getByRole('button', { name: tr('favorites.add', { name: first.title }) });
  await heart.click();
  await expect(
    cards(page)
      .first()
      .getByRole('button', { name: tr('favorites.remove', { name: first.title }) }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(headerButton(page, tr('nav.favorites'))).toHaveAccessibleName(`${tr('nav.favorites')} (1)`);

  await page.reload();
  await expect(headerButton(page, tr('nav.favorites'))).toHaveAccessibleName(`${tr('nav.favorites')} (1)`);
  if (isPhone(page)) {
    await page.getByRole('button', { name: tr('nav.menu') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: tr('nav.favorites') })
      .click();
  } else {
    await headerButton(page, tr('nav.favorites')).click();
  }
  const favourites = page.getByRole('dialog', { name: tr('favorites.title') });
  const row = favourites.getByTestId('favorite-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(first.title);
  await expect(row).toContainText(formatMoney(first.priceTRY, 'TRY', 'tr-TR'));

  // The picture opens the product and closes the drawer.
  await row.getByRole('link', { name: first.title }).first().click();
  await expect(page).toHaveURL(new RegExp(`/product/${first.id}$`));
  await expect(favourites).toBeHidden();
});

test('a heart tapped before the app has started counts once it has', async ({ context, request }) => {
  const { find } = await guestApi(request);
  const first = (await find({ page: 1, pageSize: 12, sort: 'newest' })).items[0]!;

  // A tab of its own (the page fixture waits for the app after a load; this one must not), whose app
  // code is held back until the heart has been tapped.
  const tab = await context.newPage();
  await rememberCookieChoice(tab);
  let startApp!: () => void;
  const appMayStart = new Promise<void>((resolve) => (startApp = resolve));
  await tab.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await appMayStart;
    await route.continue();
  });
  await tab.goto('/products', { waitUntil: 'domcontentloaded' });
  await cards(tab)
    .first()
    .getByRole('button', { name: tr('favorites.add', { name: first.title }) })
    .click();
  expect(await tab.evaluate(() => document.documentElement.dataset.appReady)).toBeUndefined();

  startApp();
  await expect(
    cards(tab)
      .first()
      .getByRole('button', { name: tr('favorites.remove', { name: first.title }) }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(headerButton(tab, tr('nav.favorites'))).toHaveAccessibleName(`${tr('nav.favorites')} (1)`);
});

test('search finds amber in Turkish, and in English after switching', async ({ page }) => {
  const openSearch = async (label: string) => {
    if (isPhone(page))
      await page.getByRole('banner').getByRole('button', { name: label, exact: true }).click();
    else await page.getByRole('banner').getByRole('button', { name: label }).first().click();
  };

  await page.goto('/');
  await openSearch(isPhone(page) ? tr('nav.search') : tr('search.placeholderShort'));
  await page.getByRole('searchbox').fill('kehribar');
  const results = page.getByRole('dialog').getByRole('link');
  await expect(results.first()).toBeVisible();
  expect(await results.count()).toBeGreaterThan(1);
  await expect(results.first()).toHaveAttribute('href', /^\/product\//);
  await expect(results.first()).toContainText('₺');
  const href = (await results.first().getAttribute('href'))!;
  await results.first().click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // English: the footer's language switch reloads the page; the search finds English titles.
  await page
    .getByRole('group', { name: tr('preferences.language') })
    .getByRole('button', { name: 'English' })
    .click();
  await expect(page.getByRole('button', { name: en('productDetail.back') })).toBeVisible();
  await openSearch(isPhone(page) ? en('nav.search') : en('search.placeholderShort'));
  await page.getByRole('searchbox').fill('amber');
  const english = page.getByRole('dialog').getByRole('link');
  await expect(english.first()).toBeVisible();
  await expect(english.first()).toContainText(/amber/i);
});
