import { expect, isPhone, rememberCookieChoice, test } from './fixtures.ts';
import { translations } from './support/i18n.ts';

// The carousels (home banners, a product's gallery, a card's photos on wide screens) arrive as plain
// slides and start moving once their library has loaded after the first paint: each must answer the
// shopper's controls, and the page around it must stay responsive.

const tr = translations('tr');

/** A translation with a numbered placeholder, as a pattern matching any number there. */
const numbered = (key: string) =>
  new RegExp(
    `^${tr(key, { index: '#' })
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace('#', '\\d+')}$`,
  );

test.beforeEach(async ({ page }) => {
  await rememberCookieChoice(page);
});

test('the home banners move to the slide whose dot is chosen', async ({ page }) => {
  await page.goto('/');
  const carousel = page.getByRole('region', { name: tr('home.bannersLabel') });
  const count = await carousel.getByRole('button', { name: numbered('home.goToSlide') }).count();
  expect(count, 'the demo shop has several banners').toBeGreaterThan(1);
  const second = carousel.getByRole('button', { name: tr('home.goToSlide', { index: 2 }) });
  await second.click();
  await expect(second).toHaveAttribute('aria-current', 'true');
  // Only the current slide is exposed (the others are aria-hidden and inert).
  const slide = carousel.getByRole('group', { name: tr('home.slideOf', { index: 2, count }) });
  await expect(slide).toBeInViewport({ ratio: 0.9 });

  // The rest of the page still answers: the search opens.
  await page
    .getByRole('banner')
    .getByRole('button', {
      name: isPhone(page) ? tr('nav.search') : tr('search.placeholderShort'),
      exact: isPhone(page),
    })
    .first()
    .click();
  await expect(page.getByRole('searchbox')).toBeVisible();
});

test("a product's gallery shows the photo its thumbnail or arrow asks for", async ({ page }) => {
  // Oldest first: a demo product, not one a back-office journey has just added with fewer photos.
  await page.goto('/products?sort=oldest');
  await page.getByTestId('product-card').first().getByRole('link').last().click();
  const gallery = page.getByRole('region', { name: tr('productDetail.gallery.label') });
  const thumbs = gallery.getByRole('button', { name: numbered('productDetail.gallery.show') });
  await expect(thumbs.first(), 'the demo products have several photos').toBeVisible();
  expect(await thumbs.count()).toBeGreaterThan(1);

  await thumbs.nth(1).click();
  await expect(thumbs.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(thumbs.nth(0)).toHaveAttribute('aria-current', 'false');
  const slide = gallery.getByRole('group', {
    name: tr('productDetail.gallery.photoOf', { index: 2, count: await thumbs.count() }),
  });
  await expect(slide).toBeInViewport({ ratio: 0.9 });

  if (!isPhone(page)) {
    await gallery.getByRole('button', { name: tr('productDetail.gallery.next') }).click();
    // The gallery loops: after the last photo comes the first.
    await expect(thumbs.nth(2 % (await thumbs.count()))).toHaveAttribute('aria-current', 'true');
  }
});

test("a card's photos turn with its arrows on wide screens", async ({ page }) => {
  test.skip(isPhone(page), 'phones show the vitrine photo alone');
  await page.goto('/products');
  const card = page.getByTestId('product-card').first();
  const title = (await card.getByRole('link').last().locator('span').first().textContent())!;
  await card.hover();
  await card.getByRole('button', { name: tr('products.card.nextPhoto', { name: title }) }).click();
  const photos = card.locator('img');
  await expect(photos.nth(1)).toBeInViewport({ ratio: 0.9 });
  await expect(photos.nth(0)).not.toBeInViewport({ ratio: 0.5 });
});
