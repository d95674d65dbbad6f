import fs from 'node:fs';
import path from 'node:path';
import { API, parseSizeOptions, type AdminOrder, type Product } from '@kehribar/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { tr as adminTr } from '../apps/web/src/admin/i18n/tr.ts';
import {
  adminLogin,
  apiCall,
  expect,
  isPhone,
  loginAdminInBrowser,
  rememberCookieChoice,
  test,
  useSession,
  SHOPPER_ADDRESS,
} from './fixtures.ts';
import { expectAccessible } from './support/axe.ts';
import { translations } from './support/i18n.ts';
import { REPO_ROOT } from './support/server.ts';

// Issue 8, point 4: axe (WCAG 2.1 A/AA) finds no serious or critical violation on any route of the
// storefront or the back office, nor with the shop's dialogs open. The route lists below are checked
// against the router's own definitions, so a new route cannot be left out unnoticed.

const tr = translations('tr');

/** Every storefront path of apps/web/src/app/router.tsx, as the router spells it. */
const STOREFRONT_ROUTES = [
  '',
  'products',
  'product/:id',
  'login',
  'register',
  'account/confirmemail',
  'account/resetpassword',
  'profile',
  'about-us',
  'stores',
  'contact-us',
  'natural-stones',
  'blog',
  'certificates',
  'basket',
  'checkout',
  'payment',
  'payment-result',
  'unsubscribe',
  'kvkk-basvuru',
  'back-in-stock/cancel',
  '*',
] as const;

/** Every back-office path of apps/web/src/admin/admin-app.tsx ('' is the index). */
const ADMIN_ROUTES = [
  '',
  'dashboard',
  'orders',
  'orders/:id',
  'orders/:id/packing-slip',
  'payment-differences',
  'products',
  'products/add',
  'products/:id',
  'categories',
  'categories/add',
  'categories/:id',
  'collections',
  'collections/add',
  'collections/:id',
  'customers',
  'subscribers',
  'data-requests',
  'about-us',
  'static-content',
  'press',
  'store',
  'videos',
  'main-photo',
  'login-register-photo',
  'cover-image',
  'available-colors',
  'coupon',
  'banners',
  'staff',
  'audit-log',
  'reviews',
  '*',
] as const;

type StorefrontRoute = (typeof STOREFRONT_ROUTES)[number];
type AdminRoute = (typeof ADMIN_ROUTES)[number];

const source = (file: string) => fs.readFileSync(path.join(REPO_ROOT, 'apps/web/src', file), 'utf8');

test('the route lists cover every route the router defines', () => {
  const router = source('app/router.tsx');
  const storefront = router.slice(router.indexOf('const storefront'), router.indexOf('export const routes'));
  const defined = [...storefront.matchAll(/\{\s*(index: true|path: '([^']*)')/g)].map((m) => m[2] ?? '');
  expect(defined.length).toBeGreaterThan(10);
  expect([...defined].sort()).toEqual([...STOREFRONT_ROUTES].sort());

  const admin = [...source('admin/admin-app.tsx').matchAll(/<Route (index|path="([^"]*)")/g)].map(
    (m) => m[2] ?? '',
  );
  expect(admin.length).toBeGreaterThan(10);
  expect([...admin].sort()).toEqual([...ADMIN_ROUTES].sort());
});

/** The page's (or the open dialog's) heading: every route has one. */
const HEADING = 'main h1, [role="dialog"] h1';

/** Paths no route claims: the not-found page, checked as one, and standing between two routes checked in place. */
const NOT_FOUND = '/no-such-page';
const BETWEEN = '/e2e-between-routes';

/** Navigates in place, as a click on a link would: the router handles the new address. */
async function goInPlace(page: Page, to: string) {
  await page.evaluate((url) => {
    window.history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

/**
 * Opens a URL and, once it has its heading and nothing is still loading, runs axe. After the first page
 * the app navigates in place, which spares a reload of the app per route. The router keeps the page it
 * leaves on screen while the next one's code and loader run, and two routes in a row may show the same
 * heading (or be one component that React keeps), so the not-found page goes in between: its heading
 * leaving is the sign that the router has rendered the route asked for.
 */
async function checkPage(page: Page, url: string, where = url) {
  if (page.url().startsWith('http')) {
    const between = page.locator(HEADING).filter({ hasText: tr('pages.notFound.title') });
    await goInPlace(page, BETWEEN);
    await expect(between).toBeVisible({ timeout: 30_000 });
    await goInPlace(page, url);
    if (url !== NOT_FOUND) await expect(between).toHaveCount(0, { timeout: 30_000 });
  } else {
    await page.goto(url);
  }
  await settle(page);
  // A page whose answer opens the error dialog (a bad confirmation link) is judged with the dialog open:
  // its code loads on demand, so it appears after the page has settled.
  if (OPENS_ERROR_DIALOG.some((start) => url.startsWith(start)))
    await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, where);
}

const OPENS_ERROR_DIALOG = ['/account/confirmemail?token='];

async function settle(page: Page) {
  // A first visit loads the page's code and data; on a busy machine that can take a while.
  await expect(page.locator(HEADING).first()).toBeVisible({ timeout: 30_000 });
  // Skeletons and other placeholders are marked busy (the top loading line aside).
  await expect(page.locator('[aria-busy="true"]:not([role="progressbar"])')).toHaveCount(0);
  // Fonts and pictures that fade in change the contrast axe measures.
  await page.evaluate(() => document.fonts.ready);
  await transitionsDone(page);
}

/**
 * Waits for the fades and slides running on screen (a dialog opening, a picture fading in) to end: axe
 * measures the contrast of what is painted. Endless animations (skeleton shimmer, spinners) and paused
 * ones are left out; expectAccessible() finishes whatever is left.
 */
async function transitionsDone(page: Page) {
  await page.evaluate(async () => {
    // Two frames, so that the styles of the last render have started their transitions.
    for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
    const running = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
      );
    await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
  });
}

async function catalogue(request: APIRequestContext) {
  return apiCall<Product[]>(request, 'GET', API.Products.GetAllProductList);
}

/** A product the shopper chooses a size for (a ring), and one without sizes. */
async function products(request: APIRequestContext) {
  const all = await catalogue(request);
  const sized = all.find((p) => parseSizeOptions(p.category.sizeOptions).length > 0 && p.stock > 0);
  const plain = all.filter(
    (p) =>
      p.stock >= 5 && !p.category.isCustomSizeInput && parseSizeOptions(p.category.sizeOptions).length === 0,
  );
  return { sized: sized ?? all[0]!, plain, all };
}

test.describe('storefront', () => {
  test.beforeEach(async ({ page }) => rememberCookieChoice(page));

  test('every public route', async ({ page, request }) => {
    test.setTimeout(180_000);
    const { sized, all } = await products(request);
    const pages: [StorefrontRoute, string][] = [
      ['', ''],
      ['products', '/products'],
      ['products', `/products?categories=${sized.category.id}&genders=1`],
      ['products', '/products?title=zzzzqqq'],
      ['product/:id', `/product/${sized.id}`],
      ['product/:id', `/product/${all.find((p) => p.variants.length > 0)?.id ?? all[1]!.id}`],
      ['login', '/login'],
      ['register', '/register'],
      [
        'account/confirmemail',
        '/account/confirmemail?token=not-a-real-token-0123456789&email=nobody%40kehribar.test',
      ],
      [
        'account/resetpassword',
        '/account/resetpassword?token=not-a-real-token-0123456789&email=nobody%40kehribar.test',
      ],
      ['about-us', '/about-us'],
      ['stores', '/stores'],
      ['contact-us', '/contact-us'],
      ['natural-stones', '/natural-stones'],
      ['blog', '/blog'],
      ['certificates', '/certificates'],
      ['basket', '/basket'],
      ['payment-result', '/payment-result'],
      ['payment-result', '/payment-result?error=invalid'],
      ['unsubscribe', '/unsubscribe?token=not-a-real-token-0123456789'],
      ['unsubscribe', '/unsubscribe'],
      ['kvkk-basvuru', '/kvkk-basvuru'],
      ['back-in-stock/cancel', '/back-in-stock/cancel'],
      ['*', NOT_FOUND],
    ];
    for (const [, url] of pages) await checkPage(page, url);
    // Pages that need a session or a basket are checked in the tests below.
    const covered = new Set<string>([...pages.map(([route]) => route), 'profile', 'checkout', 'payment']);
    expect(STOREFRONT_ROUTES.filter((r) => !covered.has(r))).toEqual([]);
  });

  test('profile signed in, with the address form open', async ({ page }) => {
    await loginAdminInBrowser(page);
    await checkPage(page, '/profile');
    const add = page.getByRole('button', { name: new RegExp(tr('profile.addresses.add.shipping')) }).first();
    if (await add.isVisible()) {
      await add.click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessible(page, 'the address dialog');
    }
  });

  test('basket, checkout, payment with the 3-D Secure page, and the result', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const { plain } = await products(request);
    await page.goto('/');
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
    const session = await page.evaluate(() => ({
      token: sessionStorage.getItem('token')!,
      sessionId: sessionStorage.getItem('sessionId')!,
      guestId: localStorage.getItem('nonUserIdForBasket'),
    }));
    const offset = testInfo.project.name === 'phone' ? 11 : 9;
    const product = plain[offset % plain.length]!;
    await apiCall(request, 'POST', API.Baskets.SaveOrUpdateBasket, {
      token: session.token,
      headers: { sessionid: session.sessionId },
      body: { nonUserBasketId: session.guestId, basketItems: [{ productId: product.id, quantity: 1 }] },
    });

    await checkPage(page, '/basket', '/basket with a line');
    await page.goto('/');
    await settle(page);
    await page.getByRole('button', { name: tr('nav.basket') }).click();
    await expect(page.getByRole('dialog', { name: tr('basket.title') })).toBeVisible();
    await transitionsDone(page);
    await expectAccessible(page, 'the basket drawer');
    await page.keyboard.press('Escape');

    await checkPage(page, '/checkout');
    // The messages of an incomplete form.
    await page.getByRole('button', { name: tr('checkout.continue') }).click();
    await expect(page.getByText(tr('checkout.errors.required')).first()).toBeVisible();
    await expectAccessible(page, '/checkout with its messages');
    await page.getByLabel(tr('checkout.contact.email'), { exact: true }).fill('axe@kehribar.test');
    await page.getByLabel(tr('checkout.contact.phone'), { exact: true }).fill('0532 123 45 67');
    const fields = page.getByTestId('shipping-fields');
    for (const [key, value] of Object.entries(SHOPPER_ADDRESS))
      await fields.getByLabel(tr(`checkout.address.${key}`), { exact: true }).fill(value);
    await page.getByLabel(tr('checkout.address.same'), { exact: true }).check();
    await page.getByRole('button', { name: tr('checkout.continue') }).click();
    await expect(page).toHaveURL(/\/payment$/);
    await settle(page);
    await expectAccessible(page, '/payment');

    await page.getByLabel(tr('checkout.card.name'), { exact: true }).fill('Ayşe Yılmaz');
    await page.getByLabel(tr('checkout.card.number'), { exact: true }).pressSequentially('4543590000000006');
    await page.getByLabel(tr('checkout.card.expiry'), { exact: true }).pressSequentially('1230');
    await page.getByLabel(tr('checkout.card.cvc'), { exact: true }).pressSequentially('123');
    await expect(
      page.getByRole('radio', { name: new RegExp(tr('checkout.instalments.single')) }),
    ).toBeChecked();
    await expectAccessible(page, '/payment with a card and its instalments');
    await page
      .getByRole('button', { name: new RegExp(tr('checkout.contracts.preInformation')) })
      .first()
      .click();
    await expect(page.getByTestId('contract-text')).toBeVisible();
    await expectAccessible(page, 'the pre-information contract');
    await page.keyboard.press('Escape');

    await page.getByRole('checkbox', { name: /./ }).last().check();
    await page.getByRole('button', { name: new RegExp(tr('checkout.pay')) }).click();
    await expect(page.getByRole('dialog', { name: tr('checkout.threeDs.title') })).toBeVisible();
    await expectAccessible(page, 'the 3-D Secure overlay');
    const bank = page.frameLocator(`iframe[title="${tr('checkout.threeDs.frameTitle')}"]`);
    await bank.locator('#smsCode').fill('283126');
    await bank.getByRole('button', { name: 'Onayla' }).click();
    await page.waitForURL(/\/payment-result\?token=/, { timeout: 30_000 });
    await expect(page.getByTestId('order-confirmation')).toBeVisible();
    await settle(page);
    await expectAccessible(page, '/payment-result with a paid order');
  });

  test('the dialogs: search, favourites, menu, legal texts, cookie notice', async ({ page, request }) => {
    // Nine full-page axe scans, each a few seconds on a small machine.
    test.slow();
    const { sized } = await products(request);
    await checkPage(page, '/');

    // Search with results, and with none.
    await page
      .getByRole('button', { name: isPhone(page) ? tr('nav.search') : tr('search.placeholderShort') })
      .first()
      .click();
    const search = page.getByRole('dialog', { name: tr('search.title') });
    await expect(search).toBeVisible();
    await search.getByRole('searchbox').fill('kehribar');
    await expect(search.getByRole('link').first()).toBeVisible();
    await transitionsDone(page);
    await expectAccessible(page, 'the search overlay with results');
    await search.getByRole('searchbox').fill('zzzzqqq');
    await expect(search.getByText(tr('search.noResultsTitle'))).toBeVisible();
    await expectAccessible(page, 'the search overlay without results');
    await page.keyboard.press('Escape');
    await expect(search).toBeHidden();

    // Favourites, empty and with a product.
    await page
      .getByRole('button', { name: tr('nav.favorites') })
      .first()
      .click();
    const favourites = page.getByRole('dialog', { name: tr('favorites.title') });
    await expect(favourites.getByText(tr('favorites.empty'))).toBeVisible();
    await expectAccessible(page, 'the empty favourites');
    await page.keyboard.press('Escape');
    await page.goto(`/product/${sized.id}`);
    await settle(page);
    await page
      .getByRole('button', { name: tr('favorites.add', { name: sized.title }) })
      .first()
      .click();
    await expect(
      page.getByRole('button', { name: tr('favorites.remove', { name: sized.title }) }).first(),
    ).toBeVisible();
    await page
      .getByRole('button', { name: tr('nav.favorites') })
      .first()
      .click();
    await expect(favourites.getByText(sized.title).first()).toBeVisible();
    await transitionsDone(page);
    await expectAccessible(page, 'the favourites with a product');
    await page.keyboard.press('Escape');

    // The empty basket drawer.
    await page
      .getByRole('button', { name: tr('nav.basket') })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: tr('basket.title') })).toBeVisible();
    await expectAccessible(page, 'the empty basket drawer');
    await page.keyboard.press('Escape');

    // The phone menu.
    if (isPhone(page)) {
      await page
        .getByRole('button', { name: tr('nav.menu') })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await transitionsDone(page);
      await expectAccessible(page, 'the phone menu');
      await page.keyboard.press('Escape');
    }

    // A legal text from the footer.
    await page
      .getByRole('contentinfo')
      .getByRole('button', { name: tr('legal.termOfUse') })
      .click();
    await expect(page.getByRole('dialog', { name: tr('legal.termOfUse') })).toBeVisible();
    await expectAccessible(page, 'a legal text');
    await page.keyboard.press('Escape');

    // The cookie notice and its preferences (the stored choice is removed first).
    await page.evaluate(() => localStorage.removeItem('cookieConsent'));
    await page
      .getByRole('contentinfo')
      .getByRole('button', { name: tr('footer.cookiePreferences') })
      .click();
    const preferences = page.getByRole('region', { name: tr('cookies.preferencesTitle') });
    await expect(preferences).toBeVisible();
    await expectAccessible(page, 'the cookie preferences');
  });

  test('the cookie notice on a first visit', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    try {
      const page = await context.newPage();
      await page.goto('/products');
      await expect(page.getByRole('region', { name: tr('cookies.title') })).toBeVisible();
      await settle(page);
      await expectAccessible(page, 'the cookie notice');
    } finally {
      await context.close();
    }
  });
});

test.describe('back office', () => {
  test('every route, signed in as the administrator', async ({ page, request }) => {
    test.setTimeout(180_000);
    const admin = await adminLogin(request);
    const auth = { token: admin.token };
    const [orders, all, categories, collections] = await Promise.all([
      apiCall<AdminOrder[]>(request, 'GET', API.Order.GetAllOrders, auth),
      catalogue(request),
      apiCall<{ id: string }[]>(request, 'GET', API.Categories.GetAllCategoryList, auth),
      apiCall<{ id: string }[]>(request, 'GET', API.Collection.GetAllCollectionList, auth),
    ]);
    const sized = all.find((p) => parseSizeOptions(p.category.sizeOptions).length > 0) ?? all[0]!;
    await useSession(page, admin);
    await rememberCookieChoice(page);

    const pages: [AdminRoute, string][] = [
      ['', ''],
      ['dashboard', 'dashboard'],
      ['orders', 'orders'],
      ['payment-differences', 'payment-differences'],
      ['products', 'products'],
      ['products/add', 'products/add'],
      ['products/:id', `products/${sized.id}`],
      ['categories', 'categories'],
      ['categories/add', 'categories/add'],
      ['categories/:id', `categories/${categories[0]!.id}`],
      ['collections', 'collections'],
      ['collections/add', 'collections/add'],
      ['collections/:id', `collections/${collections[0]!.id}`],
      ['customers', 'customers'],
      ['subscribers', 'subscribers'],
      ['data-requests', 'data-requests'],
      ['about-us', 'about-us'],
      ['static-content', 'static-content'],
      ['press', 'press'],
      ['store', 'store'],
      ['videos', 'videos'],
      ['main-photo', 'main-photo'],
      ['login-register-photo', 'login-register-photo'],
      ['cover-image', 'cover-image'],
      ['available-colors', 'available-colors'],
      ['coupon', 'coupon'],
      ['banners', 'banners'],
      ['staff', 'staff'],
      ['audit-log', 'audit-log'],
      ['reviews', 'reviews'],
    ];
    if (orders[0]) {
      pages.push(['orders/:id', `orders/${orders[0].id}`]);
      pages.push(['orders/:id/packing-slip', `orders/${orders[0].id}/packing-slip`]);
    }
    for (const [, url] of pages) await checkPage(page, url ? `/admin-panel/${url}` : '/admin-panel');
    // An unknown screen leads to the dashboard.
    await checkPage(page, '/admin-panel/no-such-screen');
    await expect(page).toHaveURL(/\/admin-panel\/dashboard$/);
    const covered = new Set<string>([
      ...pages.map(([route]) => route),
      'orders/:id',
      'orders/:id/packing-slip',
      '*',
    ]);
    expect(ADMIN_ROUTES.filter((r) => !covered.has(r))).toEqual([]);

    // The phone's side menu, open.
    if (isPhone(page)) {
      await page.getByRole('button', { name: adminTr['app.menu'] }).click();
      await expect(page.getByRole('navigation', { name: adminTr['app.navigation'] })).toBeVisible();
      await expectAccessible(page, 'the back office menu');
    }
  });
});
