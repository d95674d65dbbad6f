import sharp from 'sharp';
import {
  API,
  formatMoney,
  type AdminOrder,
  type Coupon,
  type CouponPriceResult,
  type ImageFile,
  type Order,
} from '@kehribar/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  adminLogin,
  apiCall,
  E2E_ADMIN,
  expect,
  isPhone,
  loginAdminInBrowser,
  rememberCookieChoice,
  test,
  useSession,
} from './fixtures.ts';
import { translations } from './support/i18n.ts';
import { buyable, placeOrder, registerCustomer } from './support/orders.ts';
import { adminWord as a, stamp } from './support/back-office.ts';

// Issue 6, point 6: the owner's journeys in the back office. The admin signs in, builds a category with
// selectable sizes and a sub-category, a product with a variant and two photos (the second made the
// vitrine) that the shop then shows; creates a coupon a shopper applies; ships a paid order and the
// customer sees the code on /profile.

const tr = translations('tr');

/** A plain coloured square as a PNG file for an upload. */
async function png(name: string, background: { r: number; g: number; b: number }) {
  const buffer = await sharp({ create: { width: 640, height: 640, channels: 3, background } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** Opens a screen from the side menu (on phones the menu opens first). */
async function menu(page: Page, label: string) {
  const nav = page.getByRole('navigation', { name: a('app.navigation') });
  if (isPhone(page) && !(await nav.isVisible()))
    await page.getByRole('button', { name: a('app.menu') }).click();
  await nav.getByRole('link', { name: label, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** A toast with this text. */
const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

/** Waits for a toast, then closes it (toasts sit at the bottom, over the phone's form buttons). */
async function expectToast(page: Page, text: string) {
  const shown = toast(page, text);
  await expect(shown).toBeVisible();
  await shown
    .getByRole('button')
    .first()
    .click()
    .catch(() => undefined);
}

/** The server's view of a product's pictures. */
function productImages(request: APIRequestContext, id: string) {
  return apiCall<ImageFile[]>(request, 'GET', `${API.Products.GetProductImages}?id=${id}`);
}

const pictureId = (path: string) => /([0-9a-f-]{36})(?:-\d+)?\.webp/i.exec(path)?.[1];

test('the admin signs in and builds a category, a product with a variant and photos, and the shop shows the vitrine photo', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = stamp();
  const categoryName = `Test Yüzük ${tag}`;
  const subName = `Test Alt ${tag}`;
  const productTitle = `Bal Damla Yüzük ${tag}`;

  // A guest opening the back office goes to /login and, once signed in as the admin, comes back.
  await page.goto('/admin-panel/categories');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fadmin-panel%2Fcategories$/);
  await page.getByRole('textbox', { name: tr('auth.fields.email') }).fill(E2E_ADMIN.email);
  await page.getByLabel(tr('auth.fields.password'), { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: tr('auth.login.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/admin-panel\/categories$/);
  await expect(page.getByRole('heading', { level: 1, name: a('categories.title') })).toBeVisible();
  await expect(page.getByTestId('categories-table')).toBeVisible();

  // ---- a category with selectable sizes ----
  await page.getByRole('link', { name: a('categories.add') }).click();
  await expect(page).toHaveURL(/\/admin-panel\/categories\/add$/);
  const categoryForm = page.getByRole('form', { name: a('categories.editTitle') });
  // docs/product/back-office.md §9: a new category is for both genders, in standard size mode.
  await expect(categoryForm.getByLabel(a('common.genderScope'))).toHaveValue('both');
  await expect(categoryForm.getByLabel(a('categories.sizeMode'))).toHaveValue('standard');
  await expect(categoryForm.getByLabel(a('categories.sizeOptions'))).toBeDisabled();
  await categoryForm.getByLabel(a('common.name'), { exact: true }).fill(categoryName);
  await categoryForm.getByLabel(a('common.nameEN'), { exact: true }).fill(`Test Rings ${tag}`);
  await categoryForm.getByLabel(a('categories.sizeMode')).selectOption('selectable');
  await categoryForm.getByRole('button', { name: a('common.save') }).click();
  await expect(categoryForm.getByText(a('categories.sizeOptionsRequired'))).toBeVisible();
  const options = categoryForm.getByLabel(a('categories.sizeOptions'));
  await options.fill('16, 17,18');
  // Leaving selectable clears the options; coming back starts empty.
  await categoryForm.getByLabel(a('categories.sizeMode')).selectOption('manual');
  await expect(options).toHaveValue('');
  await categoryForm.getByLabel(a('categories.sizeMode')).selectOption('selectable');
  await options.fill('16, 17,18');
  await categoryForm.getByRole('button', { name: a('common.save') }).click();
  await expectToast(page, a('msg.categoryCreated'));
  await expect(page).toHaveURL(/\/admin-panel\/categories\/\d+$/);
  const categoryId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(options).toHaveValue('16,17,18');

  // ---- its sub-category: the add row starts with the spec's default names ----
  const subTable = page.getByRole('table', { name: a('categories.subTitle') });
  const newName = subTable.getByLabel(`${a('categories.subAdd')}: ${a('common.name')}`);
  await expect(newName).toHaveValue('Yeni Alt Kategori');
  await expect(subTable.getByLabel(`${a('categories.subAdd')}: ${a('common.nameEN')}`)).toHaveValue(
    'New Sub Category',
  );
  await newName.fill(subName);
  await subTable.getByLabel(`${a('categories.subAdd')}: ${a('common.nameEN')}`).fill(`Test Sub ${tag}`);
  await subTable.getByRole('button', { name: a('categories.subAdd') }).click();
  await expectToast(page, a('msg.subAdded'));
  await expect(subTable.getByLabel(`${a('common.name')} (${subName})`)).toHaveValue(subName);

  const stored = await apiCall<{ sizeOptions: string | null; subCategories: { id: number; name: string }[] }>(
    request,
    'GET',
    `${API.Categories.GetCategoryById}?id=${categoryId}`,
  );
  expect(stored.sizeOptions).toBe('16,17,18');
  const subCategory = stored.subCategories.find((s) => s.name === subName);
  expect(subCategory, 'the new sub-category is stored').toBeTruthy();

  // ---- a product: a real category is required before saving ----
  await menu(page, a('menu.products'));
  await page.getByRole('link', { name: a('products.add') }).click();
  await expect(page).toHaveURL(/\/admin-panel\/products\/add$/);
  const productForm = page.getByRole('form', { name: a('products.editTitle') });
  await expect(productForm.getByLabel(a('products.gender'))).toHaveValue('2');
  await expect(productForm.getByLabel(a('products.category'), { exact: true })).toHaveValue('0');
  // No price starts at 0 (decision 020): each is empty until typed.
  await expect(productForm.getByLabel(a('products.priceTRY'))).toHaveValue('');
  await expect(productForm.getByLabel(a('products.priceEUR'))).toHaveValue('');
  await productForm.getByLabel(a('products.name'), { exact: true }).fill(productTitle);
  await productForm.getByLabel(a('products.nameEN'), { exact: true }).fill(`Honey Drop Ring ${tag}`);
  await productForm
    .getByLabel(a('products.description'), { exact: true })
    .fill('Doğal Baltık kehribarı, 925 ayar gümüş.');
  await productForm.getByRole('button', { name: a('common.save') }).click();
  await expect(productForm.getByText(a('products.chooseCategoryError'))).toBeVisible();
  await expect(productForm.getByLabel(a('products.subCategory'))).toHaveCount(0);
  await productForm.getByLabel(a('products.category'), { exact: true }).selectOption(String(categoryId));
  // The sub-category select appears only for a category that has sub-categories.
  await productForm.getByLabel(a('products.subCategory')).selectOption(String(subCategory!.id));
  await expect(productForm.getByText(a('products.sizeOptionsHint', { options: '16, 17, 18' }))).toBeVisible();
  await productForm.getByLabel(a('products.priceTRY')).fill('1234.50');
  await productForm.getByLabel(a('products.priceUSD')).fill('40');
  await productForm.getByLabel(a('products.priceEUR')).fill('35');
  await productForm.getByLabel(a('products.stock'), { exact: true }).fill('3');
  await productForm.getByRole('button', { name: a('common.save') }).click();
  await expectToast(page, a('msg.productCreated'));
  await expect(page).toHaveURL(/\/admin-panel\/products\/[0-9a-f-]{36}$/);
  const productId = new URL(page.url()).pathname.split('/').pop()!;

  // ---- a variant ----
  const variantForm = page.getByRole('form', { name: a('variants.add') });
  await variantForm.getByLabel(a('variants.name'), { exact: true }).fill('Altın kaplama');
  await variantForm.getByLabel(a('variants.nameEN'), { exact: true }).fill('Gold plated');
  await variantForm.getByLabel(a('products.priceTRY')).fill('1500');
  await variantForm.getByLabel(a('products.priceUSD')).fill('48');
  // EUR starts empty, and a price of 0 is refused under its field before anything is sent.
  await expect(variantForm.getByLabel(a('products.priceEUR'))).toHaveValue('');
  await variantForm.getByLabel(a('products.priceEUR')).fill('0');
  await variantForm.getByRole('button', { name: a('variants.add') }).click();
  await expect(variantForm.getByText(a('valid.priceAboveZero'))).toBeVisible();
  await variantForm.getByLabel(a('products.priceEUR')).fill('42');
  await variantForm.getByRole('button', { name: a('variants.add') }).click();
  await expectToast(page, a('msg.variantAdded'));
  await expect(
    page.getByRole('table', { name: a('variants.title') }).getByRole('cell', { name: 'Altın kaplama' }),
  ).toBeVisible();

  // ---- two photos, one upload at a time; the first takes the vitrine, then the second gets it ----
  const upload = page.getByTestId('photo-upload');
  const photos = page.getByTestId('photo');
  await expect(upload.getByRole('button', { name: a('common.upload') })).toBeDisabled(); // no file: nothing to send
  await upload
    .getByLabel(a('common.chooseFiles'))
    .setInputFiles(await png('first.png', { r: 200, g: 120, b: 20 }));
  await upload.getByRole('button', { name: a('common.upload') }).click();
  await expectToast(page, a('msg.imageUploaded'));
  await expect(photos).toHaveCount(1);
  await upload
    .getByLabel(a('common.chooseFiles'))
    .setInputFiles(await png('second.png', { r: 30, g: 90, b: 160 }));
  await upload.getByRole('button', { name: a('common.upload') }).click();
  await expectToast(page, a('msg.imageUploaded'));
  await expect(photos).toHaveCount(2);
  await expect(photos.nth(0)).toHaveAttribute('data-vitrine', 'true');
  const [first, second] = await productImages(request, productId);
  expect(first!.isVitrinePhoto).toBe(true);
  const secondCard = photos.filter({ has: page.locator(`img[src*="${pictureId(second!.path)}"]`) });
  await secondCard.getByRole('button', { name: a('photos.makeVitrine') }).click();
  await expectToast(page, a('msg.vitrineUpdated'));
  await expect(secondCard).toHaveAttribute('data-vitrine', 'true');
  await expect(page.locator('[data-testid="photo"][data-vitrine="true"]')).toHaveCount(1);
  const after = await productImages(request, productId);
  expect(after.filter((i) => i.isVitrinePhoto).map((i) => i.imageId)).toEqual([second!.imageId]);

  // ---- the storefront shows the product with the vitrine photo first ----
  await page.goto(`/product/${productId}`);
  await expect(page.getByRole('heading', { level: 1, name: productTitle })).toBeVisible();
  const mainPhoto = page.getByRole('img', { name: productTitle }).first();
  await expect(mainPhoto).toHaveAttribute('src', new RegExp(pictureId(second!.path)!));
  await expect
    .poll(() => mainPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);

  // ---- the product list searches and sorts on the server; deleting asks first ----
  await page.goto('/admin-panel/products');
  const table = page.getByTestId('products-table');
  await page.getByRole('searchbox', { name: a('lists.searchIn', { list: a('products.title') }) }).fill(tag);
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table.locator('tbody tr').first()).toContainText(productTitle);
  await expect(table.locator('tbody tr').first()).toContainText(categoryName);
  await table.getByRole('button', { name: a('products.priceTRY') }).click();
  await expect(table.getByRole('columnheader', { name: a('products.priceTRY') })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await table.locator('tbody tr').first().click();
  await expect(page).toHaveURL(new RegExp(`/admin-panel/products/${productId}$`));
});

test('a coupon made in the back office: amount and quantity, products and collections exclude each other; a shopper applies it at checkout', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const admin = await loginAdminInBrowser(page);
  const code = `E2E${stamp().toUpperCase()}`.slice(0, 20);
  await page.goto('/admin-panel/coupon');
  await expect(page.getByRole('tab', { name: a('coupon.tabList') })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: a('coupon.tabCreate') }).click();
  const form = page.getByRole('form', { name: a('coupon.tabCreate') });
  const amount = form.getByLabel(`${a('coupon.minAmount')} (${a('coupon.optional')})`);
  const quantity = form.getByLabel(`${a('coupon.minQuantity')} (${a('coupon.optional')})`);

  // Typing one minimum disables and clears the other.
  await quantity.fill('2');
  await expect(amount).toBeDisabled();
  await quantity.fill('');
  await expect(amount).toBeEnabled();
  await amount.fill('100');
  await expect(quantity).toBeDisabled();
  await expect(quantity).toHaveValue('');

  // Choosing products clears collections, and the reverse.
  const products = form.getByRole('listbox', { name: new RegExp(a('coupon.validProducts')) });
  const collections = form.getByRole('listbox', { name: new RegExp(a('coupon.validCollections')) });
  await collections.selectOption({ index: 0 });
  const someProduct = await products.locator('option').first().getAttribute('value');
  await products.selectOption(someProduct!);
  await expect(collections.locator('option:checked')).toHaveCount(0);
  await collections.selectOption({ index: 1 });
  await expect(products.locator('option:checked')).toHaveCount(0);
  await collections.selectOption([]);
  await expect(collections.locator('option:checked')).toHaveCount(0);

  // Required fields first; a code too short, then one with a space, each says what is wrong (the
  // contract's own words); then a valid rate coupon.
  const codeField = form.getByLabel(a('coupon.code'), { exact: true });
  await form.getByRole('button', { name: a('common.save') }).click();
  await expect(form.getByText(a('common.required')).first()).toBeVisible();
  await codeField.fill('AB');
  await expect(form.getByText(a('common.minLength', { min: 3 }))).toBeVisible();
  await codeField.fill('AB CD');
  await expect(form.getByText(a('valid.couponCodeChars'))).toBeVisible();
  await codeField.fill(code);
  await form.getByLabel(a('coupon.type'), { exact: true }).selectOption('0');
  await form.getByLabel(a('coupon.value'), { exact: true }).fill('15');
  await form.getByLabel(a('coupon.singleUse')).check();
  await form.getByRole('button', { name: a('common.save') }).click();
  await expectToast(page, a('msg.couponAdded'));

  // Back on the list, reloaded: the new coupon with Oran, Yok, Evet and dd.MM.yyyy dates.
  await expect(page.getByRole('tab', { name: a('coupon.tabList') })).toHaveAttribute('aria-selected', 'true');
  const row = page.getByTestId('coupons-table').locator('tbody tr').filter({ hasText: code });
  await expect(row).toContainText(a('coupon.type.rate'));
  await expect(row).toContainText('%15');
  await expect(row).toContainText(a('common.none'));
  await expect(row).toContainText(a('common.yes'));
  await expect(row).toContainText(/\d{2}\.\d{2}\.\d{4}/);
  await expect(row.locator('[data-status]')).toHaveText(a('coupon.status.active'));

  // A coupon is deleted only after confirming, and the list reloads.
  const throwaway = `DEL${stamp().toUpperCase()}`.slice(0, 20);
  await apiCall<Coupon[]>(request, 'POST', API.Coupon.CreateCoupon, {
    token: admin.token,
    body: {
      couponCode: throwaway,
      discountType: 1,
      discountValue: 50,
      startDate: '2026-01-01',
      endDate: '2030-12-31',
    },
  });
  await page.reload();
  const doomed = page.getByTestId('coupons-table').locator('tbody tr').filter({ hasText: throwaway });
  await doomed.getByRole('button', { name: `${a('common.delete')}: ${throwaway}` }).click();
  const confirm = page.getByRole('dialog', { name: a('common.confirmTitle') });
  await confirm.getByRole('button', { name: a('common.cancel') }).click();
  await expect(doomed).toHaveCount(1);
  await doomed.getByRole('button', { name: `${a('common.delete')}: ${throwaway}` }).click();
  await confirm.getByRole('button', { name: a('common.delete') }).click();
  await expectToast(page, a('msg.couponDeleted'));
  await expect(doomed).toHaveCount(0);

  // An ended coupon is hidden by default and a tick away ('Sona erenleri de göster (n)'), marked
  // 'Süresi doldu', and can be deleted from there (its code is free again only then).
  const ended = `OLD${stamp().toUpperCase()}`.slice(0, 20);
  await apiCall<Coupon[]>(request, 'POST', API.Coupon.CreateCoupon, {
    token: admin.token,
    body: {
      couponCode: ended,
      discountType: 0,
      discountValue: 10,
      startDate: '2025-01-01',
      endDate: '2025-01-31',
    },
  });
  await page.reload();
  const coupons = page.getByTestId('coupons-table');
  await expect(coupons.locator('tbody tr').filter({ hasText: code })).toHaveCount(1);
  const endedRow = coupons.locator('tbody tr').filter({ hasText: ended });
  await expect(endedRow).toHaveCount(0);
  const showEnded = page.getByRole('checkbox', {
    name: new RegExp(`^${a('coupon.showFinished').replace(/[()]/g, '\\$&').replace('{count}', '\\d+')}$`),
  });
  await expect(showEnded).not.toBeChecked();
  await showEnded.check();
  await expect(endedRow.locator('[data-status]')).toHaveText(a('coupon.status.expired'));
  await endedRow.getByRole('button', { name: `${a('common.delete')}: ${ended}` }).click();
  await confirm.getByRole('button', { name: a('common.delete') }).click();
  await expectToast(page, a('msg.couponDeleted'));
  await expect(endedRow).toHaveCount(0);

  // A shopper (a guest in another browser) puts a piece over 100 TRY in the basket and applies the code
  // at checkout: the spec's message, the code shown as applied, 15 % off in the summary.
  const item = (await buyable(request)).find((p) => p.priceTRY > 100 && p.variants.length === 0)!;
  const shopperContext = await browser.newContext({
    baseURL,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
  });
  try {
    const shopper = await shopperContext.newPage();
    await rememberCookieChoice(shopper);
    await shopper.goto('/');
    await expect.poll(() => shopper.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
    const guest = await shopper.evaluate(() => ({
      token: sessionStorage.getItem('token')!,
      sessionId: sessionStorage.getItem('sessionId') ?? '',
      basketId: localStorage.getItem('nonUserIdForBasket'),
    }));
    await apiCall(request, 'POST', API.Baskets.SaveOrUpdateBasket, {
      token: guest.token,
      headers: { sessionid: guest.sessionId },
      body: { nonUserBasketId: guest.basketId, basketItems: [{ productId: item.id, quantity: 1 }] },
    });
    await shopper.goto('/checkout');
    await shopper.getByLabel(tr('checkout.coupon.label'), { exact: true }).fill(code.toLowerCase());
    await shopper.getByRole('button', { name: tr('checkout.coupon.apply') }).click();
    await expect(toast(shopper, tr('checkout.coupon.applied'))).toBeVisible();
    await expect(shopper.getByTestId('coupon-applied')).toContainText(code);
    const discount = Math.round(item.priceTRY * 15) / 100;
    await expect(shopper.getByTestId('summary-discount')).toContainText(
      formatMoney(discount, 'TRY', 'tr-TR'),
    );
    await expect(shopper.getByTestId('summary-total')).toHaveText(
      formatMoney(item.priceTRY - discount, 'TRY', 'tr-TR'),
    );

    // The same check through the call the checkout makes (coupon/GetCouponWithCode), to the kuruş.
    const applied = await apiCall<CouponPriceResult>(request, 'POST', API.Coupon.GetCouponWithCode, {
      token: guest.token,
      headers: { sessionid: guest.sessionId },
      body: { couponDTO: { couponCode: code } },
    });
    expect(applied.couponDTO.couponCode).toBe(code);
    expect(applied.discountAmount).toBeCloseTo(discount, 2);
  } finally {
    await shopperContext.close();
  }
});

// ---- shipping ----

test('the admin ships a paid order (an unpaid one is refused) and the customer sees the code on /profile', async ({
  page,
  request,
  mailbox,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const tag = stamp();
  const customer = await registerCustomer(request, mailbox, tag);
  // Each project (desktop, phone) buys its own two pieces.
  const candidates = await buyable(request);
  const offset = isPhone(page) ? 2 : 0;
  const [cheap, other] = [candidates[offset], candidates[offset + 1]];
  const paid = await placeOrder(request, customer, cheap!.id, true);
  const unpaid = await placeOrder(request, customer, other!.id, false);
  const admin = await adminLogin(request);
  const all = await apiCall<AdminOrder[]>(request, 'GET', API.Order.GetAllOrders, { token: admin.token });
  const paidOrder = all.find((o) => o.orderNumber === paid.orderNumber)!;
  const unpaidOrder = all.find((o) => o.orderNumber === unpaid.orderNumber)!;
  expect(paidOrder.orderStatus).toBe(1);
  expect(unpaidOrder.orderStatus).toBe(0);

  await useSession(page, admin);
  await page.goto('/admin-panel');
  await menu(page, a('menu.orders'));
  const table = page.getByTestId('orders-table');
  const rowOf = (id: string) =>
    table.locator('tbody tr').filter({ has: page.locator(`span[title="${id}"]`) });

  // Orders go by the number the customer sees ('#1042', the uuid as its title); the search finds one by
  // the customer's e-mail, by that number, with or without '#', or by a piece of its uuid.
  const orderFilter = page.getByRole('searchbox', { name: a('lists.searchIn', { list: a('orders.title') }) });
  await orderFilter.fill(customer.email);
  await expect(rowOf(paidOrder.id).getByRole('cell').first()).toHaveText(`#${paidOrder.orderNumber}`);
  const clashes = String(unpaidOrder.orderNumber).startsWith(String(paidOrder.orderNumber));
  for (const typed of [
    `#${paidOrder.orderNumber}`,
    String(paidOrder.orderNumber),
    paidOrder.id.split('-')[0]!,
  ]) {
    await orderFilter.fill(typed);
    await expect(rowOf(paidOrder.id)).toHaveCount(1);
    if (!clashes || typed === paidOrder.id.split('-')[0]) await expect(rowOf(unpaidOrder.id)).toHaveCount(0);
  }
  // Both orders are this customer's: the e-mail finds them together.
  await orderFilter.fill(customer.email);
  await expect(rowOf(unpaidOrder.id)).toHaveCount(1);

  // Not paid: refused with the spec's message, and nothing is stored.
  const unpaidRow = rowOf(unpaidOrder.id);
  await expect(unpaidRow).toContainText(a('orders.status.created'));
  await unpaidRow
    .getByRole('textbox', { name: a('orders.codeFor', { order: `#${unpaidOrder.orderNumber}` }) })
    .fill('YK000111');
  await unpaidRow.getByRole('button', { name: a('orders.send') }).click();
  await expectToast(page, a('msg.notPaid'));
  await expect(page).toHaveURL(/\/admin-panel\/orders(\?|$)/);

  // Paid: the code with its carrier; the list reloads and shows the code instead of the form.
  const code = `YK${Date.now().toString().slice(-8)}`;
  const paidRow = rowOf(paidOrder.id);
  await expect(paidRow).toContainText(a('orders.status.completed'));
  await expect(paidRow).toContainText(customer.email);
  await paidRow
    .getByRole('textbox', { name: a('orders.codeFor', { order: `#${paidOrder.orderNumber}` }) })
    .fill(code);
  await paidRow.getByRole('combobox', { name: a('orders.carrier') }).selectOption('yurtici');
  await paidRow.getByRole('button', { name: a('orders.send') }).click();
  await expectToast(page, a('msg.shippingSent'));
  await expect(paidRow).toContainText(code);
  await expect(paidRow.getByRole('button', { name: a('orders.send') })).toHaveCount(0);

  // The row opens the read-only order, with its items and both addresses, and a way back.
  await paidRow.getByRole('cell').first().click();
  await expect(page).toHaveURL(new RegExp(`/admin-panel/orders/${paidOrder.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`#${paidOrder.orderNumber}`);
  await expect(page.getByRole('table', { name: a('orders.items') })).toContainText(cheap!.title);
  await expect(page.getByRole('definition').filter({ hasText: 'Bağdat Cad. No: 12 D: 4' })).toHaveCount(2);
  await page.getByRole('button', { name: a('common.back') }).click();
  await expect(page).toHaveURL(/\/admin-panel\/orders(\?|$)/);

  // The customer is mailed the tracking link and sees the code on /profile.
  const trackingUrl = `https://www.yurticikargo.com/tr/online-servisler/gonderi-sorgula?code=${code}`;
  const mail = await mailbox.waitFor({ to: customer.email, subject: /kargoya verildi/ }, { timeout: 45_000 });
  expect(mail.links).toContain(trackingUrl);
  const mine = await apiCall<Order[]>(request, 'GET', API.Order.GetOrdersByEmail, {
    token: customer.session.token,
    headers: { sessionid: customer.session.sessionId },
  });
  expect(mine.find((o) => o.orderNumber === paid.orderNumber)).toMatchObject({
    shippingCode: code,
    trackingUrl,
  });

  const shopper = await browser.newContext({ baseURL });
  try {
    const profile = await shopper.newPage();
    await useSession(profile, customer.session);
    await profile.goto('/profile');
    const order = profile
      .locator('article')
      .filter({ has: profile.getByText(new RegExp(`#${paid.orderNumber}$`)) });
    await expect(order).toBeVisible();
    const toggle = order.locator('button[aria-expanded]').first();
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
    await expect(order.getByText(code)).toBeVisible();
    await expect(order.locator(`a[href="${trackingUrl}"]`)).toBeVisible();
  } finally {
    await shopper.close();
  }
});

test('content screens: stores, press, colours, cover image, static texts and the cache, with their messages', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await loginAdminInBrowser(page);
  const tag = stamp();

  // Dashboard: a key from the hints clears that cache entry.
  await page.goto('/admin-panel');
  await expect(page.getByRole('heading', { level: 1, name: a('dashboard.title') })).toBeVisible();
  await page.getByRole('button', { name: /^products/ }).click();
  await expect(page.getByLabel(a('dashboard.cacheKey'))).toHaveValue('products');
  await page.getByRole('button', { name: a('dashboard.cacheButton') }).click();
  await expectToast(page, a('msg.cacheCleared', { keys: '' }).trim());

  // Stores: title, address and e-mail are required; add, then delete after confirming.
  await menu(page, a('menu.store'));
  const storeForm = page.getByRole('region', { name: a('store.add') });
  await storeForm.getByRole('button', { name: a('common.add') }).click();
  await expect(storeForm.getByText(a('common.required')).first()).toBeVisible();
  await storeForm.getByLabel(a('store.storeTitle')).fill(`Nişantaşı ${tag}`);
  await storeForm.getByLabel(a('store.address')).fill('Abdi İpekçi Cad. No: 7, Şişli / İstanbul');
  await storeForm.getByLabel(a('store.email')).fill('nisantasi');
  await storeForm.getByRole('button', { name: a('common.add') }).click();
  await expect(storeForm.getByText(a('common.invalidEmail'))).toBeVisible();
  await storeForm.getByLabel(a('store.email')).fill('nisantasi@kehribar.test');
  await storeForm.getByRole('button', { name: a('common.add') }).click();
  await expectToast(page, a('msg.storeAdded'));
  const store = page.getByRole('row').filter({ hasText: `Nişantaşı ${tag}` });
  await store.getByRole('button', { name: a('common.delete') }).click();
  await page
    .getByRole('dialog', { name: a('common.confirmTitle') })
    .getByRole('button', { name: a('common.delete') })
    .click();
  await expectToast(page, a('msg.storeDeleted'));
  await expect(store).toHaveCount(0);

  // Press: model name, model and product pictures are required.
  await menu(page, a('menu.press'));
  const pressForm = page.getByRole('form', { name: a('press.add') });
  await pressForm.getByLabel(a('press.modelName')).fill(`Model ${tag}`);
  await pressForm.getByRole('button', { name: a('common.add') }).click();
  await expectToast(page, a('press.imagesRequired'));
  await pressForm
    .getByLabel(a('press.modelImages'))
    .setInputFiles(await png('model.png', { r: 120, g: 60, b: 30 }));
  await pressForm
    .getByLabel(a('press.productImages'))
    .setInputFiles(await png('product.png', { r: 220, g: 160, b: 40 }));
  await pressForm.getByLabel(a('press.editorial')).check();
  await pressForm.getByRole('button', { name: a('common.add') }).click();
  await expectToast(page, a('msg.pressAdded'));
  const press = page.getByRole('row').filter({ hasText: `Model ${tag}` });
  await expect(press.getByRole('img')).toHaveCount(2);
  await press.getByRole('button', { name: a('common.delete') }).click();
  await page
    .getByRole('dialog', { name: a('common.confirmTitle') })
    .getByRole('button', { name: a('common.delete') })
    .click();
  await expectToast(page, a('msg.pressDeleted'));
  await expect(press).toHaveCount(0);

  // Colours: the picker starts black; empty names are refused with the spec's message.
  await menu(page, a('menu.availableColors'));
  const colorForm = page.getByRole('form', { name: a('colors.newTitle') });
  await expect(colorForm.getByLabel(a('colors.picker'))).toHaveValue('#000000');
  await colorForm.getByRole('button', { name: a('colors.add') }).click();
  await expectToast(page, a('msg.colorEmpty'));
  await colorForm.getByLabel(a('colors.name'), { exact: true }).fill(`Kehribar ${tag}`);
  await colorForm.getByLabel(a('colors.nameEN'), { exact: true }).fill(`Amber ${tag}`);
  await colorForm.getByLabel(a('colors.code'), { exact: true }).fill('#C8861E');
  await colorForm.getByRole('button', { name: a('colors.add') }).click();
  await expectToast(page, a('msg.colorAdded'));
  const color = page
    .getByTestId('colors-table')
    .getByRole('row')
    .filter({ hasText: `Kehribar ${tag}` });
  await expect(color).toContainText(/#c8861e/i);
  await color.getByRole('button', { name: `${a('colors.delete')}: Kehribar ${tag}` }).click();
  await page
    .getByRole('dialog', { name: a('common.confirmTitle') })
    .getByRole('button', { name: a('common.delete') })
    .click();
  await expectToast(page, a('msg.colorDeleted'));
  await expect(color).toHaveCount(0);

  // Cover image: the upload waits for a file and a gender.
  await menu(page, a('menu.coverImage'));
  const cover = page.getByTestId('cover-upload');
  const send = cover.getByRole('button', { name: a('common.upload') });
  await expect(send).toBeDisabled();
  await cover.getByLabel(a('cover.file')).setInputFiles(await png('cover.png', { r: 90, g: 50, b: 20 }));
  await expect(send).toBeDisabled();
  await cover.getByLabel(a('cover.gender')).selectOption({ label: 'Kadın' });
  await expect(send).toBeEnabled();
  await send.click();
  await expectToast(page, a('msg.coverUploaded'));

  // Static content: the legal texts in both languages and the contact details save as they are.
  await menu(page, a('menu.staticContent'));
  const privacy = page.getByRole('region', { name: a('static.privacyPolicy') });
  await expect(privacy.getByLabel(a('static.turkish'))).not.toHaveValue('');
  await expect(privacy.getByLabel(a('static.english'))).not.toHaveValue('');
  await page.getByRole('button', { name: a('common.save') }).click();
  await expectToast(page, a('common.updated'));

  // Subscribers and contact messages: two tables, or the spec's empty messages.
  await menu(page, a('menu.subscribers'));
  await expect(
    page.getByRole('table', { name: a('subscribers.list') }).or(page.getByText(a('subscribers.empty'))),
  ).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: a('subscribers.contacts') })
      .or(page.getByText(a('subscribers.contactsEmpty'))),
  ).toBeVisible();
});
