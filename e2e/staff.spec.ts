import type { Page } from '@playwright/test';
import { tr as adminTr } from '../apps/web/src/admin/i18n/tr.ts';
import { ADMIN_MENU } from '../apps/web/src/admin/layout/menu.ts';
import {
  adminLogin,
  E2E_ADMIN,
  expect,
  isPhone,
  rememberCookieChoice,
  test,
  useSession,
} from './fixtures.ts';
import { translations } from './support/i18n.ts';
import { paidOrder, stockedPieces } from './support/orders.ts';
import { adminWord as a, stamp, expectToast } from './support/back-office.ts';

// Issue 20, staff and the audit log (docs/decisions/030-staff-roles-and-audit-log.md): the owner invites
// a staff member from the back office; the member sets a password from the mailed link, signs in, sees
// only the screens of their role, is told an owner's screen is the owner's, and ships a paid order; the
// owner then finds the invitation and the shipment in the audit log.

const tr = translations('tr');

test.describe.configure({ timeout: 180_000 });

/** The side menu's links (the phone's drawer opened first). */
async function menuLinks(page: Page) {
  if (isPhone(page)) await page.getByRole('button', { name: adminTr['app.menu'] }).click();
  const nav = page.getByRole('navigation', { name: adminTr['app.navigation'] });
  await expect(nav.getByRole('link').first()).toBeVisible();
  const links = (await nav.getByRole('link').allTextContents())
    .map((l) => l.trim())
    .filter((l) => l !== adminTr['app.toStore']);
  if (isPhone(page)) await page.getByRole('button', { name: adminTr['app.menu'] }).click();
  return links;
}

test('the owner invites staff who sets a password from the mail, sees only their screens, ships an order, and the owner reads it in the audit log', async ({
  page,
  browser,
  baseURL,
  request,
  mailbox,
}, testInfo) => {
  const email = `ekip.${stamp()}@kehribar.test`;
  const owner = await adminLogin(request);
  await rememberCookieChoice(page);
  await useSession(page, owner);

  // The owner invites from Ekip.
  await page.goto('/admin-panel/staff');
  await expect(page.getByRole('heading', { level: 1, name: a('staff.title') })).toBeVisible();
  const form = page.getByRole('form', { name: a('staff.inviteTitle') });
  await form.getByRole('button', { name: a('staff.invite') }).click();
  await expect(form.getByRole('alert').first()).toBeVisible();
  await form.getByRole('textbox', { name: 'E-posta', exact: true }).fill(email);
  await form.getByRole('textbox', { name: a('staff.firstName'), exact: true }).fill('Deniz');
  await form.getByRole('textbox', { name: a('staff.lastName'), exact: true }).fill('Kaya');
  await form.getByRole('combobox', { name: a('staff.roleColumn') }).selectOption('Staff');
  const since = Date.now() - 1000;
  await form.getByRole('button', { name: a('staff.invite') }).click();
  await expectToast(page, a('staff.invited', { email }));
  const row = page.getByTestId('staff-table').locator('tbody tr').filter({ hasText: email });
  await expect(row).toContainText(a('staff.pending'));
  await expect(row.getByRole('combobox', { name: a('staff.roleOf', { email }) })).toHaveValue('Staff');

  // The invitation's link is the reset-password page; the member chooses a password there.
  const mail = await mailbox.waitFor({ to: email, subject: /davetlisiniz/, since }, { timeout: 45_000 });
  expect(mail.text).toContain(E2E_ADMIN.email);
  const link = new URL(mail.links.find((l) => new URL(l).pathname === '/account/resetpassword')!);
  const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, locale, timezoneId } =
    testInfo.project.use;
  const memberBrowser = await browser.newContext({
    ...{ viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, locale, timezoneId },
    baseURL,
  });
  const member = await memberBrowser.newPage();
  await rememberCookieChoice(member);
  await member.goto(link.pathname + link.search);
  const password = 'Ekip-Sifresi-2026!';
  await member.getByLabel(tr('auth.fields.newPassword'), { exact: true }).fill(password);
  await member.getByRole('button', { name: tr('auth.reset.submit') }).click();
  const done = member.getByRole('dialog', { name: tr('auth.infoTitle') });
  await expect(done).toContainText(tr('auth.reset.success'));

  // A paid order waits to be shipped.
  const piece = (await stockedPieces(request))[isPhone(page) ? 3 : 2]!;
  const { order } = await paidOrder(request, mailbox, `ekip.${stamp()}`, [
    { productId: piece.id, quantity: 1 },
  ]);

  // The member signs in on the way to the order.
  await member.goto(`/admin-panel/orders/${order.id}`);
  await expect(member).toHaveURL(/\/login\?returnUrl=/);
  await member.getByRole('textbox', { name: tr('auth.fields.email') }).fill(email);
  await member.getByLabel(tr('auth.fields.password'), { exact: true }).fill(password);
  await member.getByRole('button', { name: tr('auth.login.submit'), exact: true }).click();
  await expect(member).toHaveURL(new RegExp(`/admin-panel/orders/${order.id}$`));
  const number = `#${order.orderNumber}`;
  await expect(member.getByRole('heading', { level: 1 })).toContainText(number);

  // Only the screens of Staff are in the menu.
  const staffItems = ['menu.dashboard', 'menu.orders', 'menu.products'] as const;
  expect(await menuLinks(member)).toEqual(staffItems.map((k) => adminTr[k]));
  const ownerOnly = ADMIN_MENU.flatMap((g) => g.items).filter(
    (i) => !staffItems.includes(i.label as (typeof staffItems)[number]),
  );
  expect(ownerOnly.map((i) => i.path)).toContain('coupon');

  // The member ships the order.
  const code = `YK${Date.now().toString().slice(-8)}`;
  await member.getByRole('textbox', { name: a('orders.codeFor', { order: number }) }).fill(code);
  await member.getByRole('combobox', { name: a('orders.carrier') }).selectOption('yurtici');
  await member.getByRole('button', { name: a('orders.send'), exact: true }).click();
  await expectToast(member, a('msg.shippingSent'));

  // An owner's screen opened by its address says whose it is, and the server agrees.
  await member.goto('/admin-panel/coupon');
  await expect(member.getByTestId('owner-only')).toContainText(a('roles.ownerOnlyBody'));
  await expect(member.getByRole('heading', { level: 1 })).toHaveText(a('roles.ownerOnlyTitle'));
  await member.goto('/admin-panel/audit-log');
  await expect(member.getByTestId('owner-only')).toBeVisible();
  await memberBrowser.close();

  // The owner sees the member active, and both writes in the audit log.
  await page.goto('/admin-panel/staff');
  await expect(page.getByTestId('staff-table').locator('tbody tr').filter({ hasText: email })).toContainText(
    a('staff.active'),
  );
  await page.goto(`/admin-panel/audit-log?actor=${encodeURIComponent(email)}`);
  const entries = page.getByTestId('audit-table').locator('tbody tr');
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText('Order/ShippingUpdate');
  await expect(entries.first()).toContainText(order.id);
  await expect(entries.first()).toContainText(code);
  await expect(page.getByRole('searchbox', { name: a('audit.who') })).toHaveValue(email);

  // The filter form writes the address: all the owner's invitations of the day.
  await page.getByRole('searchbox', { name: a('audit.who') }).fill(E2E_ADMIN.email);
  await page.getByRole('combobox', { name: a('audit.what') }).fill('CreateStaff');
  await page.getByRole('button', { name: a('audit.apply') }).click();
  await expect(page).toHaveURL(/action=CreateStaff/);
  const invitation = page.getByTestId('audit-table').locator('tbody tr').filter({ hasText: email });
  await expect(invitation.first()).toContainText('Account/CreateStaff');
});
