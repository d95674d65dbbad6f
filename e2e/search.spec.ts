import type { APIRequestContext, Page } from '@playwright/test';
import { API, LIMITS, type Product, type ProductPage, type ProductSort } from '@kehribar/contracts';
import { apiCall, expect, guestSession, isPhone, rememberCookieChoice, test } from './fixtures.ts';
import { translations } from './support/i18n.ts';

// A returning visitor: the cookie notice (its own journey is in content.spec.ts) stays out of the way.
test.beforeEach(async ({ page }) => rememberCookieChoice(page));

// The search overlay leads to the page of every match (/products?title=…): Enter in its search form, or
// the 'see all results' link under the suggestions. That page shows the server's best match first, all
// at once (docs/product/storefront.md §4: no paging), says what was searched and how much was found, and clears; a
// sort chosen there puts the pieces in the same order as the sorted list does.

const tr = translations('tr');
/** Matches many pieces of the demo shop, more than the overlay lists (the admin journeys add none). */
const WORD = 'kehribar';

/** Every match of a title search, in the server's best-match order. */
function titleSearch(request: APIRequestContext, title: string): Promise<Product[]> {
  return apiCall<Product[]>(
    request,
    'GET',
    `${API.Products.GetAllProductListWithFinderTitle}?title=${encodeURIComponent(title)}`,
  );
}

/** The whole catalogue in one of the finder's orders. */
async function finderOrder(request: APIRequestContext, sort: ProductSort): Promise<string[]> {
  const guest = await guestSession(request);
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const answer = await apiCall<ProductPage>(
      request,
      'POST',
      API.Products.GetAllProductListWithFinderWithPagination,
      {
        token: guest.token,
        headers: { sessionid: guest.sessionId },
        body: { page, pageSize: LIMITS.maxPageSize, sort },
      },
    );
    ids.push(...answer.items.map((p) => p.id));
    if (!answer.hasMore) return ids;
  }
}

async function openSearch(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', {
      name: isPhone(page) ? tr('nav.search') : tr('search.placeholderShort'),
      exact: true,
    })
    .click();
  const dialog = page.getByRole('dialog', { name: tr('search.title') });
  await expect(dialog.getByRole('search').getByRole('searchbox')).toBeFocused();
  return dialog;
}

const cards = (page: Page) => page.getByTestId('product-card');
const cardIds = (page: Page) =>
  cards(page).evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-product-id')));

/**
 * The whole list, the search gone: its heading, and the address naming the pages the grid shows. On a
 * phone the first page ends within the look-ahead of docs/product/storefront.md §9, so the second one may
 * be asked for at once and the address then says page=2 (§4); either is right as long as the two agree.
 */
async function expectWholeList(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('products.title'));
  await expect(page.getByRole('button', { name: tr('products.clearSearch') })).toHaveCount(0);
  await expect(page).toHaveURL(/\/products(\?page=\d+)?$/);
  await expect
    .poll(
      async () => {
        const pages = Number(new URL(page.url()).searchParams.get('page') ?? 1);
        return (await cards(page).count()) - pages * LIMITS.productPageSize;
      },
      { message: 'cards shown beyond (or short of) the pages the address names' },
    )
    .toBe(0);
}

/** The results page of `term`: its heading, its count, and every match as a card in `order`. */
async function expectResultsPage(page: Page, term: string, order: string[]) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('products.searchTitle', { term }));
  await expect(
    page.getByText(tr('products.searchCount_other', { count: order.length }), { exact: true }),
  ).toBeVisible();
  await expect(cards(page)).toHaveCount(order.length);
  expect(await cardIds(page)).toEqual(order);
  await expect(page.getByRole('button', { name: tr('products.loadMore') })).toHaveCount(0);
}

test('Enter in the search overlay opens every match of the word, best match first, and the search clears', async ({
  page,
  request,
}) => {
  const matches = await titleSearch(request, WORD);
  expect(matches.length, 'more matches than the overlay lists and than one page holds').toBeGreaterThan(
    Math.max(LIMITS.searchSuggestions, LIMITS.productPageSize),
  );

  await page.goto('/');
  const dialog = await openSearch(page);
  const field = dialog.getByRole('searchbox');

  // Two characters are not a search: Enter leaves the shopper where they are, and the hint says why.
  await field.fill(`  ${WORD.slice(0, 2)} `);
  await field.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(field).toHaveAccessibleDescription(
    tr('search.minChars_other', { count: LIMITS.searchMinChars }),
  );

  // A word (no need to wait for the suggestions): Enter opens its page and closes the overlay.
  await field.fill(` ${WORD} `);
  await field.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/products\\?title=${WORD}$`));
  await expect(dialog).toBeHidden();
  await expectResultsPage(
    page,
    WORD,
    matches.map((p) => p.id),
  );
  await expect(page.getByRole('combobox', { name: tr('products.sort.label') })).toHaveValue('relevance');

  // Clearing the search shows every piece again.
  await page.getByRole('button', { name: tr('products.clearSearch') }).click();
  await expectWholeList(page);
});

test('the “see all results” link under the suggestions, whether they are cut or not', async ({
  page,
  request,
}) => {
  const matches = await titleSearch(request, WORD);
  await page.goto('/');
  const dialog = await openSearch(page);
  await dialog.getByRole('searchbox').fill(WORD);

  // Cut suggestions say so, and end with the way to all of them.
  await expect(
    dialog.getByText(
      tr('search.showingOf_other', { count: LIMITS.searchSuggestions, total: matches.length }),
    ),
  ).toBeVisible();
  const suggestions = dialog.getByRole('listitem');
  await expect(suggestions).toHaveCount(LIMITS.searchSuggestions);
  const seeAll = dialog.getByRole('link', { name: tr('search.seeAll', { term: WORD }) });
  await seeAll.scrollIntoViewIfNeeded();
  const [link, last] = [await seeAll.boundingBox(), await suggestions.last().boundingBox()];
  expect(link!.y, 'the link comes after the last suggestion').toBeGreaterThan(last!.y);
  await seeAll.click();
  await expect(page).toHaveURL(new RegExp(`/products\\?title=${WORD}$`));
  await expect(dialog).toBeHidden();
  await expectResultsPage(
    page,
    WORD,
    matches.map((p) => p.id),
  );

  // A few matches (Turkish letters in the words): every one is suggested, and the link is still there.
  const few = 'yeşil damla';
  const fewMatches = await titleSearch(request, few);
  expect(fewMatches.length).toBeGreaterThan(0);
  expect(fewMatches.length).toBeLessThanOrEqual(LIMITS.searchSuggestions);
  await openSearch(page);
  await dialog.getByRole('searchbox').fill(few);
  await expect(dialog.getByText(tr('search.resultCount_other', { count: fewMatches.length }))).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveCount(fewMatches.length);
  await dialog.getByRole('link', { name: tr('search.seeAll', { term: few }) }).click();
  await expect(page).toHaveURL(/\/products\?title=ye%C5%9Fil\+damla$/);
  await expectResultsPage(
    page,
    few,
    fewMatches.map((p) => p.id),
  );
});

test('a sorted search puts its pieces in the order of the sorted list', async ({ page, request }) => {
  const matches = new Set((await titleSearch(request, WORD)).map((p) => p.id));
  await page.goto(`/products?title=${WORD}`);
  await expect(cards(page)).toHaveCount(matches.size);
  const sort = page.getByRole('combobox', { name: tr('products.sort.label') });
  for (const key of ['az', 'za', 'priceDesc', 'oldest', 'popular'] as const) {
    await sort.selectOption(key);
    await expect(page).toHaveURL(new RegExp(`title=${WORD}&sort=${key}$`));
    const expected = (await finderOrder(request, key)).filter((id) => matches.has(id));
    await expect.poll(() => cardIds(page), { message: key }).toEqual(expected);
  }
});

test('a search without results says so and offers a new search and every piece', async ({ page }) => {
  const term = 'zzzzqqq';
  await page.goto(`/products?title=${term}`);
  await expect(
    page.getByRole('heading', { level: 2, name: tr('products.empty.searchTitle', { term }) }),
  ).toBeVisible();
  await page.getByRole('button', { name: tr('products.empty.searchAgain') }).click();
  const dialog = page.getByRole('dialog', { name: tr('search.title') });
  await expect(dialog.getByRole('searchbox')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: tr('products.empty.allProducts') }).click();
  await expectWholeList(page);
});
