import { API, type AdminBanner, type AllContent, type Category } from '@kehribar/contracts';
import type { APIRequestContext } from '@playwright/test';
import { tr as adminTr } from '../apps/web/src/admin/i18n/tr.ts';
import {
  adminLogin,
  apiCall,
  expect,
  guestSession,
  isPhone,
  loginAdminInBrowser,
  rememberCookieChoice,
  test,
} from './fixtures.ts';
import { translations } from './support/i18n.ts';

// Issue 20, point 7: the owner edits a banner in the back office and sees it on the home page (Turkish),
// hides a category and it leaves the storefront's menu; the home page's HTML, as the server sends it,
// carries the owner's banner, main photo and press. Every record is the journey's own and is removed at
// the end, so the journeys sharing the catalogue see it unchanged.

const tr = translations('tr');

test.beforeEach(async ({ page }) => {
  await rememberCookieChoice(page);
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function content(request: APIRequestContext): Promise<AllContent> {
  const guest = await guestSession(request);
  return apiCall<AllContent>(request, 'GET', API.Products.GetAllContent, {
    token: guest.token,
    headers: { sessionid: guest.sessionId },
  });
}

/** A real picture to upload: a seeded banner's, as the server stored it. */
async function picture(request: APIRequestContext): Promise<Buffer> {
  const url = (await content(request)).banners[0]?.imageUrl;
  expect(url, 'the demo shop has banners').toBeTruthy();
  return (await request.get(url!)).body();
}

async function multipart<T>(
  request: APIRequestContext,
  path: string,
  token: string,
  form: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>,
): Promise<T> {
  const res = await request.post(path, { headers: bearer(token), multipart: form });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** The home page as the server sends it, in Turkish (no preference cookie). */
async function homeHtml(request: APIRequestContext): Promise<string> {
  const res = await request.get('/', { headers: { cookie: '' } });
  expect(res.status()).toBe(200);
  return res.text();
}

test('the owner edits a banner and sees it on the home page, hides a category and it leaves the menu', async ({
  page,
  request,
}, testInfo) => {
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const admin = await adminLogin(request);
  const image = { name: 'vitrin.webp', mimeType: 'image/webp', buffer: await picture(request) };
  const banner = await multipart<AdminBanner>(request, API.Products.CreateBanner, admin.token, {
    imageFile: image,
    title: `Vitrin ${tag}`,
    titleEN: `Showcase ${tag}`,
    buttonText: 'Keşfet',
    buttonTextEN: 'Discover',
    link: '/products',
    isActive: 'true',
  });
  const category = await apiCall<Category>(request, 'POST', API.Categories.CreateCategory, {
    token: admin.token,
    body: { name: `Menü ${tag}`, nameEN: `Menu ${tag}` },
  });
  const menuLink = `href="/products?categories=${category.id}"`;
  try {
    // The back office: the banner editor lists the banner; its title is changed and saved.
    await loginAdminInBrowser(page);
    await page.goto('/admin-panel/banners');
    await expect(page.getByRole('heading', { level: 1, name: adminTr['banners.title'] })).toBeVisible();
    const card = page.getByTestId('banner-card').filter({ hasText: `Vitrin ${tag}` });
    await card.getByRole('button', { name: `${adminTr['common.edit']}: Vitrin ${tag}` }).click();
    const editor = page.getByTestId('banner-editor');
    const title = editor.getByLabel(adminTr['banners.titleTR'], { exact: true });
    await expect(title).toHaveValue(`Vitrin ${tag}`);
    await title.fill(`Yeni sezon ${tag}`);
    await editor.getByRole('button', { name: adminTr['common.save'] }).click();
    await expect(page.getByText(adminTr['banners.saved']).first()).toBeVisible();
    await expect(page.getByTestId('banner-card').filter({ hasText: `Yeni sezon ${tag}` })).toBeVisible();

    // The storefront shows the new title at once: in the server's HTML and in the live carousel.
    expect(await homeHtml(request)).toContain(`Yeni sezon ${tag}`);
    await page.goto('/');
    const carousel = page.getByRole('region', { name: tr('home.bannersLabel') });
    await expect(carousel.getByText(`Yeni sezon ${tag}`)).toBeAttached();
    await expect(carousel.getByText(`Vitrin ${tag}`)).toHaveCount(0);

    // The new category is in the storefront's menu until the owner hides it.
    expect(await homeHtml(request)).toContain(menuLink);
    if (!isPhone(page))
      await expect(page.getByRole('banner').locator(`a[${menuLink}]`).first()).toBeAttached();
    await page.goto('/admin-panel/categories');
    const order = page.getByTestId('category-menu-order');
    const row = order.getByRole('row').filter({ hasText: `Menü ${tag}` });
    await row.getByRole('button', { name: `${adminTr['categoryMenu.hide']}: Menü ${tag}` }).click();
    await expect(row.getByText(adminTr['categoryMenu.hiddenBadge'], { exact: true })).toBeVisible();

    expect(await homeHtml(request)).not.toContain(menuLink);
    await page.goto('/');
    await expect(page.getByRole('region', { name: tr('home.bannersLabel') })).toBeVisible();
    await expect(page.locator(`a[${menuLink}]`)).toHaveCount(0);
  } finally {
    await apiCall(request, 'POST', API.Products.DeleteBanner, {
      token: admin.token,
      body: { id: banner.id },
    });
    await apiCall(request, 'POST', API.Categories.DeleteCategory, {
      token: admin.token,
      body: { id: category.id },
    });
  }
});

test('the home page HTML carries the owner main photo and press, responsive and lazy', async ({
  request,
}, testInfo) => {
  const admin = await adminLogin(request);
  const home = await content(request);
  expect(home.mainPhoto, 'the demo shop has a main photo').not.toBeNull();
  const image = { name: 'basin.webp', mimeType: 'image/webp', buffer: await picture(request) };
  const name = `Basın ${testInfo.project.name}-${Date.now().toString(36)}`;
  const press = await multipart<{ id: number }>(request, API.Products.AddPress, admin.token, {
    ModelName: name,
    IsEditorial: 'true',
    Link: 'https://www.example.com/kehribar',
    ModelImages: image,
    ProductImages: image,
  });
  try {
    const html = await homeHtml(request);
    // The main photo: a lazy <img> with its variants and intrinsic size.
    const mainPhoto = html.match(/<img[^>]*data-testid="home-main-photo"[^>]*>/)?.[0];
    expect(mainPhoto, 'the editorial block is server-rendered').toBeTruthy();
    expect(mainPhoto).toMatch(/srcset="[^"]+ 640w, [^"]+ 1280w/i);
    expect(mainPhoto).toMatch(/width="\d+" height="\d+"/);
    expect(mainPhoto).toContain('loading="lazy"');
    // The press section with the item, its picture and its link.
    expect(html).toContain('data-testid="home-press"');
    expect(html).toContain(name);
    expect(html).toContain('href="https://www.example.com/kehribar"');
    expect(html).toContain(tr('home.pressTitle'));
  } finally {
    await apiCall(request, 'POST', `${API.Products.DeletePress}?id=${press.id}`, { token: admin.token });
  }
});
