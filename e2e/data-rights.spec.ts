import fs from 'node:fs';
import { API } from '@kehribar/contracts';
import { apiCall, expect, rememberCookieChoice, test, useSession } from './fixtures.ts';
import { translations } from './support/i18n.ts';
import { registerCustomer } from './support/orders.ts';

// Issue 19 point 5: the customer's own data (docs/decisions/027-customer-data-rights.md). A customer
// downloads everything the shop holds about them from /profile, erases the account with their password,
// reads what is kept and why, and can no longer sign in.

const tr = translations('tr');
/** SHOTS_DIR set: the screens along the way are saved there, for a person to look at. */
const shot = async (page: import('@playwright/test').Page, name: string, project: string) => {
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/${project}-${name}.png` });
};

test.describe.configure({ timeout: 150_000 });

test('a customer downloads their data, erases the account, and cannot sign in after', async ({
  page,
  mailbox,
}, testInfo) => {
  const customer = await registerCustomer(
    page.request,
    mailbox,
    `erase.${testInfo.project.name}.${Date.now().toString(36)}`,
  );
  await apiCall(page.request, 'POST', API.Account.AddAddress, {
    token: customer.session.token,
    headers: { sessionid: customer.session.sessionId },
    body: {
      firstName: 'Elif',
      lastName: 'Şahin',
      addressLine: 'Moda Cad. No: 5',
      city: 'İstanbul',
      state: 'Kadıköy',
      postalCode: '34710',
      country: 'Türkiye',
      isShipping: true,
    },
  });
  await rememberCookieChoice(page);
  await useSession(page, customer.session);
  await page.goto('/profile');

  const myData = page.getByRole('region', { name: tr('profile.myData.title') });
  await expect(myData).toBeVisible();
  await myData.scrollIntoViewIfNeeded();
  await shot(page, 'profile-my-data', testInfo.project.name);
  const downloading = page.waitForEvent('download');
  await myData.getByRole('button', { name: tr('profile.myData.download'), exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^kehribar-verilerim-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'));
  expect(exported.profile.email).toBe(customer.email);
  expect(exported.addresses[0].addressLine).toBe('Moda Cad. No: 5');

  await myData.getByRole('button', { name: tr('profile.myData.erase'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: tr('profile.myData.confirmTitle') });
  await expect(dialog.getByText(tr('profile.myData.keptTitle'))).toBeVisible();
  await dialog.getByLabel(tr('profile.myData.password')).fill('not-my-password');
  await dialog.getByRole('button', { name: tr('profile.myData.confirmErase') }).click();
  await expect(dialog.getByText('Şifreniz hatalı; hesabınız silinmedi.')).toBeVisible();
  await shot(page, 'erase-dialog', testInfo.project.name);

  await dialog.getByLabel(tr('profile.myData.password')).fill(customer.password);
  await dialog.getByRole('button', { name: tr('profile.myData.confirmErase') }).click();
  const done = page.getByTestId('erase-confirmation');
  await expect(done).toContainText('Hesabınız silindi');
  await expect(done).toContainText('Saklanması gereken bir siparişiniz yoktu.');
  await shot(page, 'erase-confirmation', testInfo.project.name);
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('tokenType')))
    .toBe('client_credentials');
  await mailbox.waitFor({ to: customer.email, subject: /Hesabınız silindi/ }, { timeout: 45_000 });

  await done.getByRole('button', { name: tr('profile.myData.backToShop') }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/login');
  await page.getByRole('textbox', { name: tr('auth.fields.email') }).fill(customer.email);
  await page.getByLabel(tr('auth.fields.password'), { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: tr('auth.login.submit'), exact: true }).click();
  await expect(page.getByText('E-posta adresi veya şifre hatalı.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/kvkk-basvuru');
  await expect(page.getByRole('heading', { level: 1, name: tr('dataRequest.title') })).toBeVisible();
  await shot(page, 'data-request-form', testInfo.project.name);
  // A fresh page load fetches its guest session after the first paint: wait for it, do not read it once.
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('tokenType')))
    .toBe('client_credentials');
});
