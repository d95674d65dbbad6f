import type { APIRequestContext, Page, Route } from '@playwright/test';
import { API, parseSizeOptions, type Product } from '@kehribar/contracts';
import {
  apiCall,
  expect,
  flashSeen,
  isPhone,
  rememberCookieChoice,
  test,
  usePreferences,
} from './fixtures.ts';
import { buyable } from './support/orders.ts';
import { translations } from './support/i18n.ts';

// Issue 22, point 6 (rough edges found in use) and recently viewed (point 7), at the desktop and the
// phone viewport. The API-side edges (a failed payment keeps no address, word-start search, an already
// confirmed link, the contact form's field messages) have their API tests; the ones a shopper sees are here.

const tr = translations('tr');
const en = translations('en');

/**
 * The demo shop's pieces: those of the categories in the shop's menu. Other journeys add pieces without
 * photos in hidden categories of their own, which these checks must not pick.
 */
async function catalogue(request: APIRequestContext): Promise<Product[]> {
  const menu = await apiCall<{ categories: { id: number }[] }>(
    request,
    'GET',
    API.Products.GetAllCategoriesAndCollections,
  );
  const shown = new Set(menu.categories.map((c) => c.id));
  const all = await apiCall<Product[]>(request, 'GET', API.Products.GetAllProductList);
  return all.filter((p) => shown.has(p.categoryId));
}

/** A ring of the demo shop: its category offers sizes. */
async function sizedProduct(request: APIRequestContext): Promise<Product> {
  const sized = (await catalogue(request)).find(
    (p) => p.stock > 0 && parseSizeOptions(p.category.sizeOptions).length > 0,
  );
  expect(sized, 'the demo shop has a sized piece in stock').toBeDefined();
  return sized!;
}

/** A piece without sizes, with a few in stock and more than one photo when the shop has one. */
async function unsizedProduct(request: APIRequestContext): Promise<Product> {
  const shown = new Set((await catalogue(request)).map((p) => p.id));
  const piece = (await buyable(request)).find((p) => shown.has(p.id));
  expect(piece, 'the demo shop has a piece without sizes').toBeDefined();
  // The list comes without pictures: the product itself carries them.
  return apiCall<Product>(request, 'GET', `${API.Products.GetProductById}?id=${piece!.id}`);
}

const addButton = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: tr('productDetail.addToCart'), exact: true });
/** The phone's buy bar repeats the panel's button out of the accessibility tree: found by its text. */
const barButton = (page: Page, text: string) =>
  page.getByTestId('sticky-buy-bar').locator('button', { hasText: new RegExp(`^${text}$`) });

test.describe('with the cookie choice made', () => {
  test.beforeEach(async ({ page }) => rememberCookieChoice(page));

  test('a product list that fails to load offers a retry instead of "no products"', async ({ page }) => {
    await page.goto('/products');
    await expect(page.getByTestId('product-card').first()).toBeVisible();

    const finder = `**${API.Products.GetAllProductListWithFinderWithPagination}`;
    const failing = (route: Route) =>
      route.fulfill({ status: 500, json: { errorMessage: 'Beklenmeyen hata', code: 'INTERNAL' } });
    await page.route(finder, failing);
    // A new order of the list is a new read, which now fails (and its retries too).
    await expect(async () => {
      await page.getByLabel(tr('products.sort.label')).selectOption('priceAsc');
      await expect(page).toHaveURL(/sort=priceAsc/, { timeout: 2_000 });
    }).toPass();
    const failed = page.getByTestId('products-load-failed');
    await expect(failed).toBeVisible({ timeout: 20_000 });
    await expect(failed).toContainText(tr('products.failed.title'));
    await expect(page.getByText(tr('products.empty.title'))).toHaveCount(0);

    await page.unroute(finder, failing);
    await failed.getByRole('button', { name: tr('products.failed.retry'), exact: true }).click();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(failed).toHaveCount(0);
  });

  test('a category page says "Kategori", a collection page "Koleksiyon"', async ({ page, request }) => {
    const ring = await sizedProduct(request);
    await page.goto(`/products?categories=${ring.categoryId}`);
    const head = page.getByRole('main').locator('header').first();
    await expect(head.getByRole('heading', { level: 1 })).toHaveText(ring.category.name);
    await expect(head).toContainText(tr('products.categoryEyebrow'));
    await expect(head).not.toContainText(tr('products.eyebrow'));

    await page.goto('/products?collections=1');
    await expect(page.getByRole('main').locator('header').first()).toContainText(tr('products.eyebrow'));
  });

  test('banner calls to action are links', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: tr('home.bannersLabel') });
    const cta = carousel.locator('[aria-hidden="false"]').getByRole('link').first();
    await expect(cta).toHaveAttribute('href', /^\/products\?/);
    const href = (await cta.getAttribute('href'))!;
    await cta.click();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[?]/g, '\\?')}$`));
  });

  test('keys typed while the search overlay is still loading land in its field', async ({ page }) => {
    // The overlay's chunk is held back until the keys are typed, as on a slow phone network.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/search-overlay-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/about-us');
    await page
      .getByRole('banner')
      .getByRole('button', {
        name: isPhone(page) ? tr('nav.search') : tr('search.placeholderShort'),
        exact: true,
      })
      .click();
    await page.keyboard.type('kolye');
    release();
    const field = page.getByRole('dialog', { name: tr('search.title') }).getByRole('searchbox');
    await expect(field).toHaveValue('kolye');
    await expect(field).toBeFocused();
    await page.keyboard.type(' damla');
    await expect(field).toHaveValue('kolye damla');
  });

  test('the size field and hint say only what a product needs', async ({ page, request }) => {
    const plain = await unsizedProduct(request);
    await page.goto(`/product/${plain.id}`);
    await expect(addButton(page)).toBeEnabled();
    await expect(page.getByRole('main').getByText('Standart', { exact: true })).toHaveCount(0);
    await expect(
      page.getByRole('main').getByText(tr('productDetail.size.label'), { exact: true }),
    ).toHaveCount(0);

    const ring = await sizedProduct(request);
    await page.goto(`/product/${ring.id}`);
    await expect(addButton(page)).toBeDisabled();
    const hint = page.getByRole('note');
    await expect(hint).toHaveText(tr('productDetail.sizeHint'));
    await expect(hint).not.toContainText(/renk/i);
  });

  test('the gallery takes the picture its screen needs and keeps its thumbnails off the edge', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    const product = await unsizedProduct(request);
    const photoName = tr('productDetail.gallery.photoOf', {
      index: 1,
      count: product.productImageFiles.length,
    });
    /** The variant the first photo was drawn from, and the one that fits its drawn pixels best. */
    const choice = async (on: Page) => {
      const photo = on.getByRole('group', { name: photoName }).locator('img');
      await expect(photo).toBeVisible();
      return photo.evaluate(async (img: HTMLImageElement) => {
        await img.decode().catch(() => undefined);
        const chosen = Number(/-(\d+)\.webp$/.exec(img.currentSrc)?.[1] ?? 0);
        const widths = img.srcset
          .split(',')
          .map((c) => Number(/(\d+)w$/.exec(c.trim())?.[1] ?? 0))
          .sort((a, b) => a - b);
        const needed = img.clientWidth * window.devicePixelRatio;
        // The narrowest variant covering the drawn pixels (or the widest there is), never more.
        return { chosen, fit: widths.find((w) => w >= needed) ?? widths.at(-1) };
      });
    };

    await page.goto(`/product/${product.id}`);
    const here = await choice(page);
    expect(here.chosen).toBe(here.fit);
    if (isPhone(page)) {
      if (product.productImageFiles.length > 1) {
        const first = page.getByRole('button', { name: tr('productDetail.gallery.show', { index: 1 }) });
        expect(
          (await first.boundingBox())!.x,
          'the first thumbnail keeps the page margin',
        ).toBeGreaterThanOrEqual(16);
      }
      return;
    }
    // Laptops between 1x and 2x, where a size taken too wide fetched a picture one step too large.
    for (const screen of [
      { width: 1280, height: 800, deviceScaleFactor: 1.25 },
      { width: 1024, height: 768, deviceScaleFactor: 1.5 },
    ]) {
      const context = await browser.newContext({
        baseURL,
        viewport: { width: screen.width, height: screen.height },
        deviceScaleFactor: screen.deviceScaleFactor,
      });
      const laptop = await context.newPage();
      await laptop.goto(`/product/${product.id}`);
      const there = await choice(laptop);
      expect(there.chosen, `${screen.width} px at ${screen.deviceScaleFactor}x`).toBe(there.fit);
      await context.close();
    }
  });

  test('on a phone, the price and "add to basket" stay at hand further down the page', async ({
    page,
    request,
  }) => {
    const product = await unsizedProduct(request);
    await page.goto(`/product/${product.id}`);
    const bar = page.getByTestId('sticky-buy-bar');
    if (!isPhone(page)) {
      await expect(bar).toBeHidden();
      return;
    }
    // While the panel's own button is on screen, no bar.
    await addButton(page).scrollIntoViewIfNeeded();
    await expect(bar).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(bar).toBeVisible();
    await expect(bar).toBeInViewport();
    const added = flashSeen(page, tr('productDetail.addedShort'));
    await barButton(page, tr('productDetail.addToCart')).click();
    await added;

    // A sized piece: the bar leads to the size field first.
    const ring = await sizedProduct(request);
    await page.goto(`/product/${ring.id}`);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await barButton(page, tr('productDetail.size.choose')).click();
    await expect(page.getByLabel(tr('productDetail.size.label'), { exact: true })).toBeFocused();
  });

  test('recently viewed pieces follow the shopper to the next product and the basket, in the page language', async ({
    page,
    request,
  }) => {
    const [first, second] = (await buyable(request)).slice(0, 2);
    expect(second, 'the demo shop has two pieces without sizes').toBeDefined();
    await page.goto(`/product/${first!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first!.title);
    // Nothing seen before this piece: no list.
    await expect(page.getByTestId('recently-viewed')).toHaveCount(0);

    await page.goto(`/product/${second!.id}`);
    const recent = page.getByTestId('recently-viewed');
    await expect(recent.getByRole('heading', { name: tr('recentlyViewed.title') })).toBeVisible();
    await expect(recent.getByTestId('product-card')).toHaveCount(1);
    await expect(recent).toContainText(first!.title);
    await expect(recent).not.toContainText(second!.title);

    await usePreferences(page, { language: 'en-EN' });
    await page.goto('/basket');
    const onBasket = page.getByTestId('recently-viewed');
    await expect(onBasket.getByRole('heading', { name: en('recentlyViewed.title') })).toBeVisible();
    await expect(onBasket.getByTestId('product-card')).toHaveCount(2);
    await expect(onBasket.getByTestId('product-card').first()).toContainText(second!.titleEN);
    await expect(onBasket).toContainText(first!.titleEN);
  });
});

test('on a phone, the buy bar stays under the cookie notice', async ({ page, request }) => {
  test.skip(!isPhone(page), 'the bar is for phones');
  const product = await unsizedProduct(request);
  await page.goto(`/product/${product.id}`);
  const notice = page.locator('[data-cookie-notice]');
  await expect(notice).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.getByTestId('sticky-buy-bar')).toHaveAttribute('data-shown', 'true');
  const button = notice.getByRole('button', { name: tr('cookies.onlyNecessary'), exact: true });
  const box = (await button.boundingBox())!;
  const onTop = await page.evaluate(
    ({ x, y }) => !!document.elementFromPoint(x, y)?.closest('[data-cookie-notice]'),
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(onTop, 'the cookie notice is above the bar').toBe(true);
  await button.click();
  await expect(notice).toHaveCount(0);
  await expect(page.getByTestId('sticky-buy-bar')).toBeInViewport();
});
