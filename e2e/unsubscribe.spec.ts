import fs from 'node:fs';
import { tr as adminTr } from '../apps/web/src/admin/i18n/tr.ts';
import { expect, loginAdminInBrowser, rememberCookieChoice, test } from './fixtures.ts';
import { translations } from './support/i18n.ts';

// Issue 19 point 4 (docs/decisions/026-marketing-consent-and-privacy-notice.md): a newsletter subscriber
// is welcomed by e-mail, and the mail's link unsubscribes them in one click, without signing in.

const tr = translations('tr');

test('subscribe on the home page, open the welcome mail, unsubscribe with its link', async ({
  page,
  mailbox,
}, testInfo) => {
  await rememberCookieChoice(page);
  const email = `unsub-${testInfo.project.name}-${Date.now()}@example.com`.toLowerCase();
  const started = Date.now();

  await page.goto('/');
  const card = page.locator('section', { has: page.getByRole('heading', { name: tr('newsletter.title') }) });
  await card.scrollIntoViewIfNeeded();
  // What subscribing means, and the privacy notice beside the form, apart from it.
  await expect(card.getByText(tr('newsletter.consent'))).toBeVisible();
  await card.getByRole('button', { name: tr('privacyNotice.link') }).click();
  const notice = page.getByRole('dialog', { name: tr('legal.privacyPolicy') });
  await expect(notice).toContainText('KVKK');
  await page.keyboard.press('Escape');
  await expect(notice).toBeHidden();
  await card.getByRole('textbox', { name: tr('newsletter.emailLabel') }).fill(email);
  await card.getByRole('button', { name: tr('newsletter.submit') }).click();
  await expect(page.getByRole('heading', { name: tr('newsletter.thanksTitle') })).toBeVisible();

  const mail = await mailbox.waitFor({
    to: email,
    subject: 'Kehribar bültenine hoş geldiniz',
    since: started,
  });
  expect(mail.text).toContain(email);
  const link = mail.links.find((l) => new URL(l).pathname === '/unsubscribe');
  expect(link, 'an /unsubscribe link in the welcome mail').toBeTruthy();
  const url = new URL(link!);

  // A fresh browser with no session: the link alone is enough.
  await page.context().clearCookies();
  await page.goto(url.pathname + url.search);
  await expect(page.getByRole('heading', { level: 1, name: tr('unsubscribe.title') })).toBeVisible();
  await page.getByRole('button', { name: tr('unsubscribe.confirm') }).click();
  await expect(page.getByRole('heading', { level: 1, name: tr('unsubscribe.doneTitle') })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(email);

  // The owner sees the record and the opt-out, and the İYS file says RET for the address.
  await loginAdminInBrowser(page);
  // The list is paged on the server: the address carries the search for this one address.
  await page.goto(`/admin-panel/subscribers?search=${encodeURIComponent(email)}`);
  const table = page.getByRole('table', { name: adminTr['subscribers.list'] });
  const row = table.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText(adminTr['subscribers.unsubscribed']);
  await expect(row).toContainText(adminTr['subscribers.source.newsletter']);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: adminTr['subscribers.export'] }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^iys-eposta-\d{4}-\d{2}-\d{2}\.csv$/);
  const file = fs.readFileSync((await download.path())!);
  expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  // İYS's field order (decision 044): the date of the opt-out, the source, the address, the kind, RET, the channel.
  expect(file.toString('utf8')).toMatch(
    new RegExp(
      `\\r\\n\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2},HS_WEB,${email.replace(/[.]/g, '\\.')},BIREYSEL,RET,EPOSTA\\r\\n`,
    ),
  );
  // The page says what the file holds (decision 044).
  await expect(page.getByTestId('iys-summary')).toContainText('RET');
});

test('a forged unsubscribe link says so and changes nothing', async ({ page }) => {
  await rememberCookieChoice(page);
  const forged = `${Buffer.from('someone@example.com').toString('base64url')}.${'A'.repeat(43)}`;
  await page.goto(`/unsubscribe?token=${forged}`);
  await page.getByRole('button', { name: tr('unsubscribe.confirm') }).click();
  await expect(page.getByRole('alert')).toContainText('Abonelikten çıkma bağlantısı geçersiz');
  await expect(page.getByRole('heading', { level: 1, name: tr('unsubscribe.title') })).toBeVisible();
});
