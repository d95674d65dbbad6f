import { API, formatMoney, type AdminOrder } from '@kehribar/contracts';
import type { APIRequestContext, BrowserContextOptions, Page, TestInfo } from '@playwright/test';
import {
  adminLogin,
  apiCall,
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

// Issue 18, after the sale (docs/decisions/024-after-sale.md): the owner refunds one unit from the order
// page, with its amount shown before it goes, the history and the customer's mail; and one return from
// end to end: the owner ships and delivers, the customer asks to return a line from My orders, the
// owner (in a browser of their own) receives it within its refund deadline, and the customer sees it
// refunded on the order's timeline.

const money = (amount: number) => formatMoney(amount, 'TRY', 'tr-TR');
/** The storefront's Turkish words. */
const tr = translations('tr');

test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** This journey's pieces: from the far end of the stocked ones, a different few per project. */
async function piecesFor(page: Page, request: APIRequestContext, journey: number, count: number) {
  const start = (isPhone(page) ? 6 : 0) + journey * 3;
  const pieces = (await stockedPieces(request)).reverse().slice(start, start + count);
  expect(pieces).toHaveLength(count);
  return pieces;
}

const byId = async (request: APIRequestContext, token: string, orderId: string) =>
  apiCall<AdminOrder>(request, 'GET', `${API.Order.GetOrderById}?orderId=${orderId}`, { token });

const events = (page: Page) => page.getByTestId('order-events').locator('tbody tr');
const statusBadge = (page: Page) =>
  page.getByRole('definition').filter({ has: page.locator('[data-status]') });

test('the owner refunds one unit of a paid order: the amount before it goes, then the refund, the history and the mail', async ({
  page,
  request,
  mailbox,
}) => {
  const [piece] = await piecesFor(page, request, 0, 1);
  const { customer, admin, order } = await paidOrder(request, mailbox, `iade.${stamp()}`, [
    { productId: piece!.id, quantity: 2 },
  ]);
  expect(order.orderStatus).toBe(1);
  const line = order.orderItems[0]!;
  const unit = line.price;
  const since = Date.now();

  await useSession(page, admin);
  await page.goto(`/admin-panel/orders/${order.id}`);
  const number = `#${order.orderNumber}`;
  await expect(page.getByRole('heading', { level: 1 })).toContainText(number);
  await expect(statusBadge(page)).toHaveText(a('orders.status.completed'));

  await page.getByRole('button', { name: a('after.refund'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: a('after.refundTitle', { number }) });
  await expect(dialog.getByTestId('refund-left')).toHaveText(
    a('after.refundLeft', { amount: money(order.paidPrice!) }),
  );
  await dialog
    .getByRole('spinbutton', { name: a('after.refundUnitsFor', { product: line.productName }) })
    .fill('1');
  // One unit of two: half of what the line paid (no coupon, one payment: the line's own price).
  await expect(dialog.getByTestId('refund-total')).toHaveText(
    a('after.refundTotal', { amount: money(unit) }),
  );
  await dialog.getByRole('button', { name: a('after.refundConfirm', { amount: money(unit) }) }).click();
  await expectToast(page, a('msg.refunded'));
  await expect(dialog).toBeHidden();

  // The order stays paid, with the refunded amount, and the refund is the history's newest step.
  await expect(page.getByTestId('order-refunded')).toHaveText(money(unit));
  await expect(statusBadge(page)).toHaveText(a('orders.status.completed'));
  const refunded = events(page).last();
  await expect(refunded).toHaveAttribute('data-event', 'refunded');
  await expect(refunded).toContainText(a('after.event.refunded'));
  await expect(refunded).toContainText(a('after.actor.owner'));
  await expect(refunded).toContainText(E2E_ADMIN.email);
  await expect(refunded).toContainText(money(unit));
  await expect(events(page).first()).toHaveAttribute('data-event', 'placed');
  const stored = await byId(request, admin.token, order.id);
  expect(stored).toMatchObject({ orderStatus: 1, refundedAmount: unit });
  expect(stored.orderItems[0]!.refundedAmount).toBe(unit);
  expect(stored.events.at(-1)).toMatchObject({ type: 'refunded', actor: 'owner', amount: unit });

  // The customer is told, in Turkish, what went back to the card.
  const mail = await mailbox.waitFor(
    { to: customer.email, subject: `#${order.orderNumber} numaralı siparişiniz için iade yapıldı`, since },
    { timeout: 45_000 },
  );
  expect(mail.text).toContain(money(unit));
});

/** A second browser, shaped like the project's (desktop or phone), for the other person of a journey. */
function sameDevice(testInfo: TestInfo, baseURL: string | undefined): BrowserContextOptions {
  const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, locale, timezoneId } =
    testInfo.project.use;
  return { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, locale, timezoneId, baseURL };
}

const yyyyMmDd = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date(iso));

test('a return from end to end: shipped and delivered by the owner, asked for in My orders, received and refunded by the owner, seen refunded by the customer', async ({
  page,
  browser,
  baseURL,
  request,
  mailbox,
}, testInfo) => {
  const pieces = await piecesFor(page, request, 1, 2);
  const { customer, admin, order } = await paidOrder(
    request,
    mailbox,
    `donus.${stamp()}`,
    pieces.map((p) => ({ productId: p.id, quantity: 1 })),
  );
  expect(order.orderItems).toHaveLength(2);
  const number = `#${order.orderNumber}`;
  const [kept, back] = [order.orderItems[0]!, order.orderItems[1]!];

  // The owner works in a browser of their own.
  const ownerBrowser = await browser.newContext(sameDevice(testInfo, baseURL));
  const owner = await ownerBrowser.newPage();
  await useSession(owner, admin);
  await owner.goto(`/admin-panel/orders/${order.id}`);
  // Paid: it may be shipped, refunded or cancelled, not delivered yet.
  await expect(owner.getByRole('button', { name: a('after.deliver'), exact: true })).toHaveCount(0);
  await expect(owner.getByRole('button', { name: a('after.cancel'), exact: true })).toBeVisible();

  const code = `YK${Date.now().toString().slice(-8)}`;
  await owner.getByRole('textbox', { name: a('orders.codeFor', { order: number }) }).fill(code);
  await owner.getByRole('combobox', { name: a('orders.carrier') }).selectOption('yurtici');
  await owner.getByRole('button', { name: a('orders.send'), exact: true }).click();
  await expectToast(owner, a('msg.shippingSent'));
  await expect(statusBadge(owner)).toHaveText(a('orders.status.shipped'));
  // Shipped: the code can be corrected in the same place.
  await expect(owner.getByRole('textbox', { name: a('after.correctFor', { order: number }) })).toHaveValue(
    code,
  );

  // Delivery: never in the future (refused before anything is sent), then now.
  await owner.getByRole('button', { name: a('after.deliver'), exact: true }).click();
  const deliver = owner.getByRole('dialog', { name: a('after.deliverTitle', { number }) });
  await deliver.getByRole('radio', { name: a('after.deliverAt') }).check();
  const tomorrow = new Date(Date.now() + 36 * 3600_000).toISOString().slice(0, 11) + '10:00';
  await deliver.getByLabel(a('after.deliverWhen')).fill(tomorrow);
  await deliver.getByRole('button', { name: a('after.deliver'), exact: true }).click();
  await expect(deliver.getByRole('alert')).toHaveText(a('after.deliverFuture'));
  await deliver.getByRole('radio', { name: a('after.deliverNow') }).check();
  await deliver.getByRole('button', { name: a('after.deliver'), exact: true }).click();
  await expectToast(owner, a('msg.delivered'));
  await expect(deliver).toBeHidden();
  await expect(statusBadge(owner)).toHaveText(a('orders.status.delivered'));
  await expect(owner.getByRole('button', { name: a('after.cancel'), exact: true })).toHaveCount(0);

  // The customer asks to return one line from My orders.
  await rememberCookieChoice(page);
  await useSession(page, customer.session);
  await page.goto('/profile');
  const row = page
    .getByRole('region', { name: tr('profile.orders.title') })
    .locator('article')
    .filter({ hasText: number })
    .first();
  await expect(row.getByTestId('order-status').first()).toHaveText(tr('orders.status.delivered'));
  const afterSale = row.getByTestId('order-after-sale');
  await expect(afterSale.getByTestId('order-timeline')).toContainText(tr('orders.timeline.delivered'));
  await expect(afterSale).toContainText(code);
  await expect(afterSale.getByTestId('order-return-deadline')).toBeVisible();
  await expect(afterSale.getByRole('button', { name: tr('orders.actions.cancel') })).toHaveCount(0);

  await afterSale.getByRole('button', { name: tr('orders.actions.return') }).click();
  const dialog = page.getByRole('dialog', { name: tr('orders.return.title') });
  // Nothing chosen: the dialog says so and sends nothing.
  await dialog.getByRole('button', { name: tr('orders.return.submit') }).click();
  await expect(dialog.getByText(tr('orders.return.noLine'))).toBeVisible();
  const line = dialog.getByTestId('return-line').filter({ hasText: back.productName });
  await line.getByLabel(tr('orders.return.quantity')).selectOption('1');
  await line.getByLabel(tr('orders.return.reason')).fill('Beden uymadı');
  await dialog.getByRole('button', { name: tr('orders.return.submit') }).click();

  const done = page.getByRole('dialog', { name: tr('orders.return.doneTitle') });
  const instructions = done.getByTestId('return-instructions');
  await expect(instructions).toContainText(tr('orders.instructions.within'));
  await expect(instructions).toContainText(tr('orders.instructions.refund'));
  // The demo shop has no return carrier set: the shopper is sent to the shop's contact address.
  await expect(instructions).toContainText(
    tr('orders.instructions.fallback', { email: 'destek@kehribar.local' }),
  );
  await done.getByRole('button', { name: tr('orders.return.close') }).click();
  await expect(done).toBeHidden();

  // The open return shows on the order with its line, when the money comes back, and the way back.
  await expect(row.getByTestId('order-status').first()).toHaveText(tr('orders.status.returnRequested'));
  const openReturn = afterSale.getByTestId('order-return');
  await expect(openReturn).toContainText(tr('orders.returns.requested'));
  await expect(openReturn).toContainText(`1 × ${back.productName}`);
  await expect(openReturn).not.toContainText(kept.productName);
  await expect(openReturn.getByTestId('return-refund-by')).toBeVisible();
  await expect(openReturn.getByTestId('return-instructions')).toBeVisible();
  const asked = await byId(request, admin.token, order.id);
  const requested = asked.returns[0]!;
  expect(requested.lines).toEqual([{ orderItemId: back.orderItemId, quantity: 1, reason: 'Beden uymadı' }]);

  // The owner sees it, with the day its refund is due (14 days after the request), and receives it.
  const since = Date.now();
  await owner.reload();
  await expect(statusBadge(owner)).toHaveText(a('orders.status.returnRequested'));
  const open = owner.locator('[data-testid="order-return"][data-return-status="requested"]');
  await expect(open).toContainText(back.productName);
  await expect(open).toContainText('Beden uymadı');
  await expect(open).not.toContainText(kept.productName);
  const due = open.getByTestId('refund-due');
  await expect(due).toHaveAttribute('data-urgency', 'ok');
  await expect(due).toContainText(yyyyMmDd(requested.refundDueAt));
  expect(Date.parse(requested.refundDueAt) - Date.parse(requested.requestedAt)).toBe(14 * 86_400_000);

  await open.getByRole('button', { name: a('after.receive', { amount: money(back.lineTotal) }) }).click();
  const confirm = owner.getByRole('dialog', { name: a('after.receiveTitle') });
  await expect(confirm).toContainText(a('after.receiveMessage', { amount: money(back.lineTotal) }));
  await confirm.getByRole('button', { name: a('after.receiveConfirm') }).click();
  await expectToast(owner, a('msg.returnReceived'));
  await expect(statusBadge(owner)).toHaveText(a('orders.status.returned'));
  await expect(owner.getByTestId('order-refunded')).toHaveText(money(back.lineTotal));
  await expect(owner.locator('[data-testid="order-return"][data-return-status="completed"]')).toContainText(
    money(back.lineTotal),
  );
  const received = events(owner).last();
  await expect(received).toHaveAttribute('data-event', 'return_received');
  await expect(received).toContainText(money(back.lineTotal));
  const askedEvent = events(owner).filter({ hasText: a('after.event.return_requested') });
  await expect(askedEvent).toContainText(a('after.actor.shopper'));
  await expect(askedEvent).toContainText(customer.email);

  const stored = await byId(request, admin.token, order.id);
  expect(stored).toMatchObject({ orderStatus: 7, refundedAmount: back.lineTotal });
  expect(stored.orderItems.find((l) => l.orderItemId === back.orderItemId)!.returnedQuantity).toBe(1);
  await mailbox.waitFor(
    {
      to: customer.email,
      subject: `#${order.orderNumber} numaralı siparişinizin iadesi teslim alındı`,
      since,
    },
    { timeout: 45_000 },
  );

  // The customer sees the return received and what went back to the card, on the order's timeline.
  await page.reload();
  await expect(row.getByTestId('order-status').first()).toHaveText(tr('orders.status.returned'));
  await expect(afterSale.getByTestId('order-timeline')).toContainText(tr('orders.timeline.returnReceived'));
  await expect(afterSale.getByTestId('order-refunded')).toHaveText(money(back.lineTotal));
  const closed = afterSale.getByTestId('order-return');
  await expect(closed).toHaveAttribute('data-status', 'completed');
  await expect(closed).toContainText(tr('orders.returns.refunded', { amount: money(back.lineTotal) }));
  await expect(closed.getByTestId('return-refund-by')).toHaveCount(0);
  await testInfo.attach('storefront order after the refund', {
    body: await row.screenshot(),
    contentType: 'image/png',
  });

  // The owner's list finds it under its new state.
  await owner.goto('/admin-panel/orders?status=returned');
  const table = owner.getByTestId('orders-table');
  await expect(table.locator(`span[title="${order.id}"]`)).toBeVisible();
  await expect(
    table.locator('[data-status]').filter({ hasNotText: a('orders.status.returned') }),
  ).toHaveCount(0);
  await ownerBrowser.close();
});

test('the owner follows the dashboard to the payment differences and compares today with the provider', async ({
  page,
  request,
}) => {
  const admin = await adminLogin(request);
  await useSession(page, admin);
  await page.goto('/admin-panel/dashboard');
  const counter = page.getByTestId('stat-paymentDifferences');
  await expect(counter).toContainText(a('dashboard.paymentDifferences'));
  await counter.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(a('differences.title'));

  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
  await expect(page.getByLabel(a('differences.day'), { exact: true })).toHaveValue(today);
  await page.getByRole('button', { name: a('differences.run') }).click();
  // The sandbox bank's records agree with the shop's: whatever the other journeys did today matches.
  const found = await apiCall<unknown[]>(request, 'GET', API.Order.GetPaymentDifferences, {
    token: admin.token,
  });
  await expectToast(page, a('differences.ran', { day: today, count: found.length }));
  if (found.length === 0) await expect(page.getByText(a('differences.empty'))).toBeVisible();
  else await expect(page.getByTestId('payment-differences').locator('tbody tr')).toHaveCount(found.length);
});
