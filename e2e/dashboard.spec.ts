import { API, formatMoney, toDecimal, toMinor, type Dashboard, type Order } from '@kehribar/contracts';
import type { APIRequestContext } from '@playwright/test';
import { adminLogin, apiCall, expect, test, useSession } from './fixtures.ts';
import { buyable, placeOrder, registerCustomer } from './support/orders.ts';
import { adminWord as a, stamp } from './support/back-office.ts';

// Issue 20, the dashboard (docs/decisions/031-dashboard-figures.md): the owner reads today's revenue in
// lira, and a card payment made meanwhile shows up in it. Other journeys may pay at the same time, so
// the page is compared with the figures the API gives at that moment, and the payment with the rise.

const lira = (minor: number) => formatMoney(toDecimal(minor), 'TRY', 'tr-TR');

async function todayInLira(request: APIRequestContext, token: string) {
  const figures = await apiCall<Dashboard>(request, 'GET', `${API.Order.GetDashboard}?days=7`, { token });
  const row = figures.revenue.today.find((r) => r.currency === 'TRY');
  return { net: row?.net ?? 0, paid: row?.paid ?? 0, orders: figures.orderCount.today };
}

test('the owner reads today’s revenue, and a payment made meanwhile is in it', async ({
  page,
  request,
  mailbox,
}) => {
  const owner = await adminLogin(request);
  await useSession(page, owner);
  const before = await todayInLira(request, owner.token);

  await page.goto('/admin-panel/dashboard?days=7');
  await expect(page.getByRole('heading', { level: 1, name: a('dashboard.title') })).toBeVisible();
  await expect(page.getByTestId('period-7')).toHaveAttribute('aria-current', 'page');
  const today = page.getByTestId('revenue-today');
  await expect(today).toContainText(a('dash.today'));

  // A customer pays for one piece by card, in lira.
  const customer = await registerCustomer(request, mailbox, `panel.${stamp()}`);
  const [product] = await buyable(request);
  const checkout = await placeOrder(request, customer, product!.id, true);
  const order = await apiCall<Order>(request, 'POST', API.Order.GetOrdersByToken, {
    body: { token: checkout.token },
  });
  expect(order.paidPrice).toBeGreaterThan(0);
  const paid = toMinor(order.paidPrice!);

  // The owner reloads: today's lira figure is the API's, and it rose by at least the payment.
  await expect(async () => {
    await page.reload();
    const now = await todayInLira(request, owner.token);
    expect(now.paid - before.paid).toBeGreaterThanOrEqual(paid);
    expect(now.orders).toBeGreaterThan(before.orders);
    await expect(page.getByTestId('net-today-TRY')).toHaveText(lira(now.net), { timeout: 2000 });
    await expect(page.getByTestId('orders-today')).toHaveText(a('dash.orders', { count: now.orders }), {
      timeout: 2000,
    });
  }).toPass({ timeout: 30_000 });

  // The period is in the address: 30 days keeps today's figure and draws 30 days.
  await page.getByTestId('period-30').click();
  await expect(page).toHaveURL(/days=30$/);
  await expect(page.getByRole('heading', { name: a('dash.chartTitle', { days: 30 }) })).toBeVisible();
  await expect(page.getByTestId('chart-TRY')).toBeVisible();
});
