import { API, formatMoney, type AdminOrder, type Order, type Product } from '@kehribar/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { tr as adminTr } from '../apps/web/src/admin/i18n/tr.ts';
import { adminLogin, apiCall, E2E_ADMIN, expect, isPhone, test, useSession } from './fixtures.ts';
import { buyable, placeOrder, registerCustomer, type Customer } from './support/orders.ts';

// Issue 18 point 4, the owner's side of after the sale (docs/decisions/024-after-sale.md): a refund of one
// unit from the order page, with its amount shown before it goes, the history and the customer's mail;
// shipping, delivery and a customer's return received from the order page, refunded and recorded.

type AdminKey = keyof typeof adminTr;
/** The back office's Turkish words (they live in its own chunk, apps/web/src/admin/i18n). */
const a = (key: AdminKey, values: Record<string, string | number> = {}) =>
  adminTr[key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));

const money = (amount: number) => formatMoney(amount, 'TRY', 'tr-TR');
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** Toasts sit at the bottom, over the phone's buttons: wait for one, then close it. */
async function expectToast(page: Page, text: string) {
  const shown = page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
  await expect(shown).toBeVisible();
  await shown
    .getByRole('button')
    .first()
    .click()
    .catch(() => undefined);
}

/**
 * Pieces with stock to spare, a different few per project (and per journey), so the two browsers and
 * the other journeys never compete for the same units.
 */
async function piecesFor(page: Page, request: APIRequestContext, journey: number, count: number) {
  const plenty = (await buyable(request))
    .filter((p) => p.stock >= 5)
    .sort((x, y) => x.id.localeCompare(y.id))
    .reverse();
  const start = (isPhone(page) ? 6 : 0) + journey * 3;
  const pieces = plenty.slice(start, start + count);
  expect(pieces).toHaveLength(count);
  return pieces as Product[];
}

async function ownerOrder(request: APIRequestContext, orderNumber: number) {
  const admin = await adminLogin(request);
  const all = await apiCall<AdminOrder[]>(request, 'GET', API.Order.GetAllOrders, { token: admin.token });
  return { admin, order: all.find((o) => o.orderNumber === orderNumber)! };
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
  const customer = await registerCustomer(request, mailbox, `iade.${stamp()}`);
  const [piece] = await piecesFor(page, request, 0, 1);
  const checkout = await placeOrder(request, customer, [{ productId: piece!.id, quantity: 2 }], true);
  const { admin, order } = await ownerOrder(request, checkout.orderNumber);
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

test('a two-line order is shipped and delivered by the owner; the customer returns one line; the owner receives it and it is refunded', async ({
  page,
  request,
  mailbox,
}) => {
  const customer: Customer = await registerCustomer(request, mailbox, `donus.${stamp()}`);
  const pieces = await piecesFor(page, request, 1, 2);
  const checkout = await placeOrder(
    request,
    customer,
    pieces.map((p) => ({ productId: p.id, quantity: 1 })),
    true,
  );
  const { admin, order } = await ownerOrder(request, checkout.orderNumber);
  expect(order.orderItems).toHaveLength(2);
  const number = `#${order.orderNumber}`;

  await useSession(page, admin);
  await page.goto(`/admin-panel/orders/${order.id}`);
  // Paid: it may be shipped, refunded or cancelled, not delivered yet.
  await expect(page.getByRole('button', { name: a('after.deliver'), exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: a('after.cancel'), exact: true })).toBeVisible();

  const code = `YK${Date.now().toString().slice(-8)}`;
  await page.getByRole('textbox', { name: a('orders.codeFor', { order: number }) }).fill(code);
  await page.getByRole('combobox', { name: a('orders.carrier') }).selectOption('yurtici');
  await page.getByRole('button', { name: a('orders.send'), exact: true }).click();
  await expectToast(page, a('msg.shippingSent'));
  await expect(statusBadge(page)).toHaveText(a('orders.status.shipped'));
  // Shipped: the code can be corrected in the same place.
  await expect(page.getByRole('textbox', { name: a('after.correctFor', { order: number }) })).toHaveValue(
    code,
  );

  // Delivery: never in the future (refused before anything is sent), then now.
  await page.getByRole('button', { name: a('after.deliver'), exact: true }).click();
  const deliver = page.getByRole('dialog', { name: a('after.deliverTitle', { number }) });
  await deliver.getByRole('radio', { name: a('after.deliverAt') }).check();
  const tomorrow = new Date(Date.now() + 36 * 3600_000).toISOString().slice(0, 11) + '10:00';
  await deliver.getByLabel(a('after.deliverWhen')).fill(tomorrow);
  await deliver.getByRole('button', { name: a('after.deliver'), exact: true }).click();
  await expect(deliver.getByRole('alert')).toHaveText(a('after.deliverFuture'));
  await deliver.getByRole('radio', { name: a('after.deliverNow') }).check();
  await deliver.getByRole('button', { name: a('after.deliver'), exact: true }).click();
  await expectToast(page, a('msg.delivered'));
  await expect(deliver).toBeHidden();
  await expect(statusBadge(page)).toHaveText(a('orders.status.delivered'));
  await expect(page.getByRole('button', { name: a('after.cancel'), exact: true })).toHaveCount(0);
  expect(
    (await byId(request, admin.token, order.id)).events.filter((e) => e.type === 'delivered'),
  ).toHaveLength(1);

  // The customer asks to return one line.
  const [kept, back] = [order.orderItems[0]!, order.orderItems[1]!];
  await apiCall<Order>(request, 'POST', API.Order.RequestReturn, {
    token: customer.session.token,
    headers: { sessionid: customer.session.sessionId, 'Idempotency-Key': crypto.randomUUID() },
    body: {
      orderId: order.id,
      items: [{ orderItemId: back.orderItemId, quantity: 1, reason: 'Beden uymadı' }],
    },
  });
  const since = Date.now();
  await page.reload();
  await expect(statusBadge(page)).toHaveText(a('orders.status.returnRequested'));
  const open = page.locator('[data-testid="order-return"][data-return-status="requested"]');
  await expect(open).toContainText(back.productName);
  await expect(open).toContainText('Beden uymadı');
  await expect(open).not.toContainText(kept.productName);

  // Received: its share goes back to the card, with the amount named before.
  await open.getByRole('button', { name: a('after.receive', { amount: money(back.lineTotal) }) }).click();
  const confirm = page.getByRole('dialog', { name: a('after.receiveTitle') });
  await expect(confirm).toContainText(a('after.receiveMessage', { amount: money(back.lineTotal) }));
  await confirm.getByRole('button', { name: a('after.receiveConfirm') }).click();
  await expectToast(page, a('msg.returnReceived'));
  await expect(statusBadge(page)).toHaveText(a('orders.status.returned'));
  await expect(page.getByTestId('order-refunded')).toHaveText(money(back.lineTotal));
  await expect(page.locator('[data-testid="order-return"][data-return-status="completed"]')).toContainText(
    money(back.lineTotal),
  );
  const received = events(page).last();
  await expect(received).toHaveAttribute('data-event', 'return_received');
  await expect(received).toContainText(money(back.lineTotal));
  const asked = events(page).filter({ hasText: a('after.event.return_requested') });
  await expect(asked).toContainText(a('after.actor.shopper'));
  await expect(asked).toContainText(customer.email);

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

  // The orders list finds it under its new state.
  await page.goto('/admin-panel/orders?status=returned');
  const table = page.getByTestId('orders-table');
  await expect(table.locator(`span[title="${order.id}"]`)).toBeVisible();
  await expect(
    table.locator('[data-status]').filter({ hasNotText: a('orders.status.returned') }),
  ).toHaveCount(0);
});
