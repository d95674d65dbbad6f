import { API, type Basket, type Order, type Product, type ProductPage } from '@kehribar/contracts';
import type { Page, TestInfo } from '@playwright/test';
import { apiCall, expect, rememberCookieChoice, SHOPPER_ADDRESS, test } from './fixtures.ts';
import { translations } from './support/i18n.ts';

// Issue 18 point 3: the shopper after the sale. A guest pays and cancels from the confirmation link: the
// order shows Cancelled and the cancellation e-mail arrives. A customer's return, from asking for it in
// My orders to seeing it refunded, is one journey with the owner in after-sale-owner.spec.ts.

const tr = translations('tr');
/** The sandbox bank's one-time code and a test card it knows (apps/api/src/modules/iyzico-sandbox/). */
const SMS_CODE = '283126';
const VISA = '4543590000000006';

test.describe.configure({ mode: 'serial', timeout: 150_000 });

async function pageSession(page: Page) {
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
  return page.evaluate(() => ({
    token: sessionStorage.getItem('token')!,
    sessionId: sessionStorage.getItem('sessionId'),
    guestId: localStorage.getItem('nonUserIdForBasket'),
    tokenType: sessionStorage.getItem('tokenType'),
  }));
}

async function asPage<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const s = await pageSession(page);
  return apiCall<T>(page.request, method, path, {
    token: s.token,
    body,
    headers: s.sessionId ? { sessionid: s.sessionId } : {},
  });
}

/**
 * Puts `count` different simple products into the page's basket, away from the ones the checkout journeys
 * take, and a different set per project.
 */
async function addProducts(
  page: Page,
  testInfo: TestInfo,
  offset: number,
  count: number,
): Promise<Product[]> {
  const list = await asPage<ProductPage>(
    page,
    'POST',
    API.Products.GetAllProductListWithFinderWithPagination,
    {
      page: 1,
      pageSize: 60,
    },
  );
  const simple = list.items.filter(
    (p) =>
      !p.category.sizeOptions && !p.category.isCustomSizeInput && p.variants.length === 0 && p.stock >= 5,
  );
  const start = ((testInfo.project.name === 'phone' ? 3 : 0) + offset * 7) % Math.max(simple.length, 1);
  const s = await pageSession(page);
  const nonUserBasketId = s.tokenType === 'password' ? null : s.guestId;
  const added: Product[] = [];
  for (const product of [...simple.slice(start), ...simple.slice(0, start)]) {
    const basket = await asPage<Basket>(page, 'POST', API.Baskets.SaveOrUpdateBasket, {
      nonUserBasketId,
      basketItems: [{ productId: product.id, quantity: 1 }],
    }).catch(() => null);
    if (basket?.basketItems.some((i) => i.productId === product.id)) added.push(product);
    if (added.length === count) return added;
  }
  throw new Error(`only ${added.length} of ${count} products could be put into the basket`);
}

/** Card, contracts, the bank's SMS page: back on /payment-result with the order's token. */
async function pay(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/payment$/);
  await page.getByLabel(tr('checkout.card.name'), { exact: true }).fill('Ayşe Yılmaz');
  await page.getByLabel(tr('checkout.card.number'), { exact: true }).pressSequentially(VISA);
  await page.getByLabel(tr('checkout.card.expiry'), { exact: true }).pressSequentially('1230');
  await page.getByLabel(tr('checkout.card.cvc'), { exact: true }).pressSequentially('123');
  const accept = tr('checkout.contracts.accept')
    .split('>')
    .at(-1)!
    .replace(/^'\w+\s*/, '');
  await page
    .getByRole('checkbox', { name: new RegExp(accept.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
    .check();
  await page.getByRole('button', { name: new RegExp(tr('checkout.pay')) }).click();
  const bank = page.frameLocator(`iframe[title="${tr('checkout.threeDs.frameTitle')}"]`);
  await bank.locator('#smsCode').fill(SMS_CODE);
  await bank.getByRole('button', { name: 'Onayla' }).click();
  await page.waitForURL(/\/payment-result\?token=/, { timeout: 30_000 });
  return new URL(page.url()).searchParams.get('token')!;
}

const orderByToken = (page: Page, token: string) =>
  apiCall<Order>(page.request, 'POST', API.Order.GetOrdersByToken, { body: { token } });

test('a guest pays, cancels from the confirmation link, and gets the cancellation e-mail', async ({
  page,
  mailbox,
}, testInfo) => {
  const started = Date.now();
  const email = `cancel.${testInfo.project.name}.${Date.now().toString(36)}@kehribar.test`;
  await rememberCookieChoice(page);
  await page.goto('/');
  await addProducts(page, testInfo, 3, 1);

  await page.goto('/checkout');
  await page.getByLabel(tr('checkout.contact.email'), { exact: true }).fill(email);
  await page.getByLabel(tr('checkout.contact.phone'), { exact: true }).fill('0532 123 45 67');
  const fields = page.getByTestId('shipping-fields');
  for (const [key, value] of Object.entries(SHOPPER_ADDRESS))
    await fields.getByLabel(tr(`checkout.address.${key}`), { exact: true }).fill(value);
  await page.getByLabel(tr('checkout.address.same'), { exact: true }).check();
  await page.getByRole('button', { name: tr('checkout.continue') }).click();
  const token = await pay(page);

  // Paid: the order's history so far, what comes next, and the way to cancel.
  const afterSale = page.getByTestId('order-after-sale');
  await expect(afterSale.getByTestId('order-status')).toHaveText(tr('orders.status.completed'));
  const timeline = afterSale.getByTestId('order-timeline');
  await expect(timeline).toContainText(tr('orders.timeline.placed'));
  await expect(timeline).toContainText(tr('orders.timeline.paid'));
  await expect(timeline).toContainText(tr('orders.timeline.next'));
  const order = await orderByToken(page, token);
  expect(order.canCancel).toBe(true);

  await afterSale.getByRole('button', { name: tr('orders.actions.cancel') }).click();
  const dialog = page.getByRole('dialog', { name: tr('orders.cancel.title') });
  await expect(dialog).toContainText(tr('orders.cancel.lead', { number: order.orderNumber }));
  await dialog.getByRole('button', { name: tr('orders.cancel.confirm') }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('checkout.result.after.canceledTitle'));
  await expect(afterSale.getByTestId('order-status')).toHaveText(tr('orders.status.canceled'));
  await expect(timeline).toContainText(tr('orders.timeline.canceled'));
  await expect(afterSale.getByRole('button', { name: tr('orders.actions.cancel') })).toHaveCount(0);
  // The link keeps showing it so.
  await page.reload();
  await expect(page.getByTestId('order-after-sale').getByTestId('order-status')).toHaveText(
    tr('orders.status.canceled'),
  );
  expect((await orderByToken(page, token)).orderStatus).toBe(2);

  const mail = await mailbox.waitFor(
    { to: email, subject: new RegExp(`#${order.orderNumber}.*iptal edildi`), since: started },
    { timeout: 30_000 },
  );
  expect(mail.text).toContain(`#${order.orderNumber}`);
  expect(mail.links.some((l) => l.includes(`/payment-result?token=${encodeURIComponent(token)}`))).toBe(true);
});
