import { API, parseSizeOptions, type Product } from '@kehribar/contracts';
import type { Locator, Page } from '@playwright/test';
import { tr as adminTr } from '../apps/web/src/admin/i18n/tr.ts';
import {
  apiCall,
  E2E_ADMIN,
  expect,
  flashSeen,
  isPhone,
  rememberCookieChoice,
  SHOPPER_ADDRESS,
  test,
} from './fixtures.ts';
import { translations } from './support/i18n.ts';

// Issue 8, point 4: the main journeys with the keyboard alone — Tab, Shift+Tab, Enter, Space, Escape and
// the arrow keys, never a click — and a visible focus ring on whatever has the focus.

const tr = translations('tr');

test.beforeEach(async ({ page }) => rememberCookieChoice(page));

/** True when the element has the focus (inside a frame or shadow root counts as well). */
const focused = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

/**
 * Presses Tab (Shift+Tab when `back`) until the target has the focus, as someone with a keyboard would
 * move through the page; fails when it is not reached within `max` presses.
 */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  expect(
    await focused(target),
    `reached ${await target.evaluate((el) => el.outerHTML.slice(0, 120))} by keyboard`,
  ).toBe(true);
}

/**
 * The focused element shows a ring: an outline of at least 2 px, or a box shadow, on it or on the frame
 * around it (text fields draw theirs on a wrapper through :focus-within).
 */
async function expectFocusRing(target: Locator) {
  const ring = await target.evaluate((el) => {
    const rings: string[] = [];
    let node: Element | null = el;
    for (let depth = 0; node && depth < 3; depth++, node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) rings.push('outline');
      if (style.boxShadow !== 'none' && node.matches(':focus, :focus-within')) rings.push('shadow');
    }
    return { visible: el.matches(':focus-visible'), rings };
  });
  expect(ring.visible, 'focus-visible').toBe(true);
  expect(ring.rings.length, 'a visible focus ring').toBeGreaterThan(0);
}

async function sizedProduct(page: Page): Promise<Product> {
  const all = await apiCall<Product[]>(page.request, 'GET', API.Products.GetAllProductList);
  const sized = all.filter(
    (p) => parseSizeOptions(p.category.sizeOptions).length > 1 && p.stock >= 5 && p.variants.length === 0,
  );
  return sized[isPhone(page) ? 1 : 0] ?? sized[0]!;
}

test('skip link, then to a ring through search: size, basket, quantity, checkout form — keyboard only', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const product = await sizedProduct(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  // The first Tab reaches the skip link, which is visible then and takes the focus to the content.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: tr('nav.skipToContent') });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await expectFocusRing(skip);
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();

  // Search: open it from the header, type, go down to the result, open it.
  const searchButton = page.getByRole('banner').getByRole('button', {
    name: isPhone(page) ? tr('nav.search') : tr('search.placeholderShort'),
    exact: true,
  });
  await tabTo(page, searchButton, { back: true });
  await page.keyboard.press('Enter');
  const search = page.getByRole('dialog', { name: tr('search.title') });
  await expect(search).toBeVisible();
  await expect(search.getByRole('searchbox')).toBeFocused();
  await expectFocusRing(search.getByRole('searchbox'));
  await page.keyboard.type(product.title);
  const result = search.getByRole('link').filter({ hasText: product.title }).first();
  await tabTo(page, result);
  await expectFocusRing(result);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/product/${product.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();

  // The size with the arrow keys, then add to the basket with Enter.
  const size = page.getByLabel(tr('productDetail.size.label'), { exact: true });
  await tabTo(page, size);
  await expectFocusRing(size);
  await page.keyboard.press('ArrowDown');
  await expect(size).not.toHaveValue('');
  const add = page.getByRole('button', { name: tr('productDetail.addToCart') });
  await tabTo(page, add);
  await expectFocusRing(add);
  const flashed = flashSeen(page, tr('productDetail.addedShort'));
  await page.keyboard.press('Enter');
  await flashed;

  // Favourite it with Space.
  const heart = page.getByRole('button', { name: tr('favorites.add', { name: product.title }) }).first();
  await tabTo(page, heart);
  await page.keyboard.press('Space');
  await expect(
    page.getByRole('button', { name: tr('favorites.remove', { name: product.title }) }).first(),
  ).toBeVisible();

  // The basket from the header: one more with the stepper; Escape closes it and the focus comes back.
  const basketButton = page.getByRole('banner').getByRole('button', { name: tr('nav.basket') });
  await tabTo(page, basketButton, { back: true });
  await page.keyboard.press('Enter');
  const basket = page.getByRole('dialog', { name: tr('basket.title') });
  await expect(basket).toBeVisible();
  await expect(basket.getByText(product.title).first()).toBeVisible();
  const more = basket.getByRole('button', { name: tr('basket.increase') });
  await tabTo(page, more);
  await expectFocusRing(more);
  await page.keyboard.press('Enter');
  await expect(basket.getByLabel(tr('basket.quantity'), { exact: true })).toHaveValue('2');
  await page.keyboard.press('Shift+Tab');
  await expect(basket.getByLabel(tr('basket.quantity'), { exact: true })).toBeFocused();
  await expectFocusRing(basket.getByLabel(tr('basket.quantity'), { exact: true }));
  await page.keyboard.press('Escape');
  await expect(basket).toBeHidden();
  await expect(basketButton).toBeFocused();

  // Back in, on to the checkout.
  await page.keyboard.press('Enter');
  await expect(basket).toBeVisible();
  const toCheckout = basket.getByRole('button', { name: tr('basket.checkout') });
  await tabTo(page, toCheckout);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout$/);

  // The form, field by field with Tab.
  const email = page.getByLabel(tr('checkout.contact.email'), { exact: true });
  await tabTo(page, email);
  await expectFocusRing(email);
  await page.keyboard.type('klavye@kehribar.test');
  await tabTo(page, page.getByLabel(tr('checkout.contact.phone'), { exact: true }));
  await page.keyboard.type('0532 123 45 67');
  const fields = page.getByTestId('shipping-fields');
  for (const [key, value] of Object.entries(SHOPPER_ADDRESS)) {
    await tabTo(page, fields.getByLabel(tr(`checkout.address.${key}`), { exact: true }));
    await page.keyboard.type(value);
  }
  const same = page.getByLabel(tr('checkout.address.same'), { exact: true });
  await tabTo(page, same);
  await expectFocusRing(same);
  await page.keyboard.press('Space');
  await expect(same).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: tr('checkout.continue') }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByTestId('review')).toContainText('klavye@kehribar.test');
});

test('dialogs open with Enter, close with Escape and give the focus back to their opener', async ({
  page,
}) => {
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const banner = page.getByRole('banner');
  const openers: [Locator, string][] = [
    [banner.getByRole('button', { name: tr('nav.favorites') }), tr('favorites.title')],
    [banner.getByRole('button', { name: tr('nav.basket') }), tr('basket.title')],
    [
      banner.getByRole('button', {
        name: isPhone(page) ? tr('nav.search') : tr('search.placeholderShort'),
        exact: true,
      }),
      tr('search.title'),
    ],
  ];
  if (isPhone(page)) openers.push([banner.getByRole('button', { name: tr('nav.menu') }), '']);
  for (const [opener, name] of openers) {
    await tabTo(page, opener);
    await expectFocusRing(opener);
    await page.keyboard.press('Enter');
    const dialog = name ? page.getByRole('dialog', { name }) : page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // The focus is inside and stays inside (a trap) while Tab goes round.
    await expect.poll(() => focused(dialog)).toBe(true);
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
    expect(await focused(dialog), 'the focus stays in the dialog').toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  }

  // A legal text from the footer: its text scrolls with the keyboard; Escape closes it.
  const legal = page.getByRole('contentinfo').getByRole('button', { name: tr('legal.termOfUse') });
  await legal.focus();
  await page.keyboard.press('Enter');
  const text = page.getByRole('dialog', { name: tr('legal.termOfUse') });
  await expect(text).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(text).toBeHidden();
  await expect(legal).toBeFocused();

  // The desktop category menu: the chevron opens the sub-categories (aria-expanded), Escape closes them.
  if (!isPhone(page)) {
    const nav = page.getByRole('navigation', { name: tr('nav.categories') });
    const toggle = nav.locator('button[aria-expanded]').first();
    await tabTo(page, toggle, { back: true, max: 200 });
    await expectFocusRing(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const first = nav
      .locator(`#${await toggle.getAttribute('aria-controls')}`)
      .getByRole('link')
      .first();
    await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  }
});

test('sign in with the keyboard, then edit a product in the back office and save it', async ({ page }) => {
  test.setTimeout(120_000);
  const all = await apiCall<Product[]>(page.request, 'GET', API.Products.GetAllProductList);
  const product = all[all.length - (isPhone(page) ? 2 : 1)]!;

  await page.goto('/login?returnUrl=%2Fadmin-panel%2Fproducts');
  const email = page.getByRole('textbox', { name: tr('auth.fields.email') });
  await tabTo(page, email);
  await expectFocusRing(email);
  await page.keyboard.type(E2E_ADMIN.email);
  await tabTo(page, page.getByLabel(tr('auth.fields.password'), { exact: true }));
  await page.keyboard.type(E2E_ADMIN.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin-panel\/products$/);
  await expect(page.getByRole('heading', { level: 1, name: adminTr['products.title'] })).toBeVisible();

  // On phones the side menu is folded away; the list's search box comes first either way.
  const filter = page.getByRole('searchbox', {
    name: adminTr['lists.searchIn'].replace('{list}', adminTr['products.title']),
  });
  await tabTo(page, filter, { max: 120 });
  await expectFocusRing(filter);
  await page.keyboard.type(product.title);
  const row = page.getByTestId('products-table').locator('tbody tr[tabindex="0"]').first();
  await expect(row).toContainText(product.title);
  await tabTo(page, row);
  await expectFocusRing(row);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin-panel/products/${product.id}$`));

  const form = page.getByRole('form', { name: adminTr['products.editTitle'] });
  const description = form.getByLabel(adminTr['products.descriptionEN'], { exact: true });
  await expect(description).toHaveValue(product.descriptionEN ?? '');
  await tabTo(page, description);
  await expectFocusRing(description);
  await page.keyboard.press('ControlOrMeta+End');
  const added = ` Handmade (${isPhone(page) ? 'p' : 'd'}${Date.now().toString(36)}).`;
  await page.keyboard.type(added);
  await tabTo(page, form.getByRole('button', { name: adminTr['common.save'] }));
  await page.keyboard.press('Enter');
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: adminTr['msg.productUpdated'] }).first(),
  ).toBeVisible();
  await expect
    .poll(async () => {
      const saved = await apiCall<Product>(
        page.request,
        'GET',
        `${API.Products.GetProductById}?id=${product.id}`,
      );
      return saved.descriptionEN;
    })
    .toContain(added.trim());
});
