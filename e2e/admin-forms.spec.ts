import sharp from 'sharp';
import { API, type ImageFile, type Product } from '@kehribar/contracts';
import type { Page } from '@playwright/test';
import { adminLogin, apiCall, expect, isPhone, loginAdminInBrowser, test } from './fixtures.ts';
import { hiddenCategory } from './support/orders.ts';
import { adminWord as a, expectToast } from './support/back-office.ts';

// Issue 20, point 8: care in the back office's forms. The owner edits a product, tries to leave and is
// asked first, stays, saves; deletes a photo after seeing that very photo in the question; and closing
// the tab with an unsaved change has the browser ask.

async function png(name: string, background: { r: number; g: number; b: number }) {
  const buffer = await sharp({ create: { width: 640, height: 640, channels: 3, background } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** Waits for a toast, then closes it (toasts sit at the bottom, over the phone's form buttons). */

/** Clicks a link of the side menu (on phones the menu opens first). */
async function clickMenu(page: Page, label: string) {
  const nav = page.getByRole('navigation', { name: a('app.navigation') });
  if (isPhone(page) && !(await nav.isVisible()))
    await page.getByRole('button', { name: a('app.menu') }).click();
  await nav.getByRole('link', { name: label, exact: true }).click();
}

const pictureId = (path: string) => /([0-9a-f-]{36})(?:-\d+)?\.webp/i.exec(path)?.[1];

test('the owner is asked before leaving an unsaved product, stays, and deletes a photo after seeing it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const admin = await adminLogin(page.request);
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const category = await hiddenCategory(page.request, admin.token, tag);
  const product = await apiCall<Product>(page.request, 'POST', API.Products.CreateProduct, {
    token: admin.token,
    body: {
      title: `Özen Kolye ${tag}`,
      titleEN: `Care Necklace ${tag}`,
      priceTRY: 1500,
      priceUSD: 45,
      priceForeign: 40,
      categoryId: category.id,
      stock: 1,
    },
  });

  await loginAdminInBrowser(page);
  await page.goto(`/admin-panel/products/${product.id}`);
  const form = page.getByRole('form', { name: a('products.editTitle') });
  const title = form.getByLabel(a('products.name'), { exact: true });
  await expect(title).toHaveValue(`Özen Kolye ${tag}`);

  // ---- two photos ----
  const upload = page.getByTestId('photo-upload');
  const photos = page.getByTestId('photo');
  await upload
    .getByLabel(a('common.chooseFiles'))
    .setInputFiles([
      await png('one.png', { r: 210, g: 130, b: 30 }),
      await png('two.png', { r: 40, g: 90, b: 170 }),
    ]);
  await upload.getByRole('button', { name: a('common.upload') }).click();
  await expectToast(page, a('msg.imageUploaded'));
  await expect(photos).toHaveCount(2);

  // ---- an unsaved edit: leaving asks, "stay" keeps the page and the text ----
  const edited = `Özen Kolye ${tag} (yeni)`;
  await title.fill(edited);
  await clickMenu(page, a('menu.products'));
  const question = page.getByRole('dialog', { name: a('leave.title') });
  await expect(question).toBeVisible();
  await expect(question).toContainText(a('leave.message'));
  await question.getByRole('button', { name: a('leave.stay') }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/admin-panel/products/${product.id}$`));
  await expect(title).toHaveValue(edited);

  // Saved, it leaves no question behind.
  await form.getByRole('button', { name: a('common.save') }).click();
  await expectToast(page, a('msg.productUpdated'));

  // ---- a photo delete shows that photo ----
  const images = await apiCall<ImageFile[]>(
    page.request,
    'GET',
    `${API.Products.GetProductImages}?id=${product.id}`,
  );
  expect(images).toHaveLength(2);
  const doomed = images[1]!;
  const card = photos.filter({ has: page.locator(`img[src*="${pictureId(doomed.path)}"]`) });
  await card.getByRole('button', { name: new RegExp(`^${a('common.delete')}:`) }).click();
  const confirm = page.getByRole('dialog', { name: a('photos.deleteTitle') });
  await expect(confirm).toBeVisible();
  const shown = confirm.getByTestId('confirm-image');
  await expect(shown).toBeVisible();
  await expect(shown).toHaveAttribute('src', new RegExp(pictureId(doomed.path)!));
  // The thumbnail really loaded: a broken picture has no natural width.
  expect(await shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await confirm.getByRole('button', { name: a('common.delete'), exact: true }).click();
  await expectToast(page, a('msg.imageDeleted'));
  await expect(photos).toHaveCount(1);
  const left = await apiCall<ImageFile[]>(
    page.request,
    'GET',
    `${API.Products.GetProductImages}?id=${product.id}`,
  );
  expect(left.map((i) => i.imageId)).toEqual([images[0]!.imageId]);
  const stored = await apiCall<Product>(
    page.request,
    'GET',
    `${API.Products.GetProductById}?id=${product.id}`,
  );
  expect(stored.title).toBe(edited);

  // ---- with nothing unsaved, the menu goes straight to the list ----
  await clickMenu(page, a('menu.products'));
  await expect(page).toHaveURL(/\/admin-panel\/products$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // ---- closing the tab with an unsaved change has the browser ask ----
  await page.goto(`/admin-panel/products/${product.id}`);
  await form.getByLabel(a('products.stock'), { exact: true }).fill('4');
  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.accept();
});
