/**
 * Helpers for the checkout, payment and coupon tests. The app listens on a real port because the iyzipay
 * client reaches the sandbox bank over HTTP, exactly as it reaches iyzico; the shopper's steps (checkout,
 * the bank's page, the callback) are driven with app.inject.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { API, CONTRACT_VERSION, type CheckoutOrderRequest } from '@kehribar/contracts';
import { createTestApp, type TestApp, type TestAppOptions } from './harness.ts';
import { freePort } from './free-port.ts';
import { createCategory, createCollection, createProduct } from './fixtures.ts';
import { orderItems, orders, products } from '../db/schema/index.ts';

export const SMS_CODE = '283126';

/** iyzico's published sandbox cards, as the shopper types them. */
export const CARDS = {
  halkbankCredit: '5528 7900 0000 0008',
  akbankDebit: '5890 0400 0000 0016',
  troyCredit: '9792 0300 0000 0000',
  insufficientFunds: '4111 1111 1111 1129',
  notEnrolled: '4141 1111 1111 1115',
  failed3ds: '4131 1111 1111 1117',
  initFails: '4151 1111 1111 1112',
} as const;

/** A test app listening on 127.0.0.1 with PUBLIC_URL pointing at itself (the sandbox's address). */
export async function createShopTestApp(
  overrides: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  for (let attempt = 0; ; attempt++) {
    const port = await freePort();
    const t = await createTestApp({ PUBLIC_URL: `http://127.0.0.1:${port}`, ...overrides }, options);
    try {
      await t.app.listen({ port, host: '127.0.0.1' });
      return t;
    } catch (error) {
      await t.close();
      if (attempt >= 3) throw error;
    }
  }
}

/** Products with stock in a fresh category (and a collection), prices as decimals. */
export async function makeProducts(
  t: TestApp,
  specs: {
    stock: number;
    priceTRY: number;
    priceUSD?: number;
    priceForeign?: number;
    inCollection?: boolean;
  }[],
  /**
   * The category's instalment cap: by default one that leaves MAX_INSTALLMENTS in charge, so the payment
   * tests can take instalments; null for the shop's default, a single payment (decision 028).
   */
  options: { maxInstallments?: number | null } = {},
) {
  const db = t.app.ctx.db;
  const category = await createCategory(db, {
    maxInstallments: options.maxInstallments === undefined ? 12 : options.maxInstallments,
  });
  const collection = await createCollection(db);
  const made = [];
  for (const [i, s] of specs.entries()) {
    const tag = randomUUID().slice(0, 6);
    made.push(
      await createProduct(db, {
        title: `Bal Damla Kolye ${i + 1} ${tag}`,
        titleEN: `Honey Drop Necklace ${i + 1} ${tag}`,
        categoryId: category.id,
        collectionId: s.inCollection ? collection.id : null,
        priceTRY: s.priceTRY,
        priceUSD: s.priceUSD ?? Math.round(s.priceTRY / 40),
        priceForeign: s.priceForeign ?? Math.round(s.priceTRY / 47),
        stock: s.stock,
      }),
    );
  }
  return { products: made, category, collection };
}

export async function stockOf(t: TestApp, productId: string) {
  const [p] = await t.app.ctx.db
    .select({ stock: products.stock, soldCount: products.soldCount })
    .from(products)
    .where(eq(products.id, productId));
  return p!;
}

export async function orderRow(t: TestApp, token: string) {
  const [o] = await t.app.ctx.db.select().from(orders).where(eq(orders.token, token));
  return o!;
}

export async function fillBasket(
  t: TestApp,
  headers: Record<string, string>,
  items: { productId: string; quantity: number }[],
) {
  const res = await t.post(API.Baskets.SaveOrUpdateBasket, { basketItems: items }, headers);
  if (res.statusCode !== 200) throw new Error(`basket: ${res.body}`);
  return res.json().data;
}

/** A valid checkout payload (new addresses, the Halkbank test card, contracts accepted). */
export function checkoutBody(extra: Partial<CheckoutOrderRequest> = {}): CheckoutOrderRequest {
  return {
    email: 'elif@example.com',
    phoneNumber: '+90 532 123 45 67',
    firstName: 'Elif',
    lastName: 'Şahin',
    contactName: 'Elif Şahin',
    addressLine: 'Bağdat Cad. No: 12 D: 4',
    city: 'İstanbul',
    state: 'Kadıköy',
    zipCode: '34710',
    country: 'Türkiye',
    billingSameAsShipping: true,
    cardName: 'Elif Şahin',
    cardNumber: CARDS.halkbankCredit,
    expiration: '12/30',
    cvv: '123',
    installmentNumber: 1,
    acceptContracts: true,
    contractVersion: CONTRACT_VERSION,
    ...extra,
  };
}

const unescape = (s: string) =>
  s.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!,
  );

/** The first form of an HTML page: its action's path and its hidden fields. */
export function formOf(html: string): { path: string; fields: Record<string, string> } {
  const action = /<form[^>]*action="([^"]*)"/.exec(html)?.[1];
  if (!action) throw new Error(`no form in ${html.slice(0, 300)}`);
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g))
    fields[unescape(m[1]!)] = unescape(m[2]!);
  const url = new URL(unescape(action));
  return { path: url.pathname + url.search, fields };
}

export function postForm(
  t: TestApp,
  path: string,
  fields: Record<string, string>,
): Promise<LightMyRequestResponse> {
  return t.call({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

/**
 * What the shopper's browser does with the bank's HTML: opens the 3-D Secure page, types the SMS code
 * (or cancels), and follows the page's post back to the shop. Answers the shop's redirect.
 */
export async function payAtBank(t: TestApp, htmlContent: string, smsCode: string | 'cancel' = SMS_CODE) {
  const start = formOf(htmlContent);
  const page = await postForm(t, start.path, start.fields);
  let back = page;
  if (page.body.includes('name="smsCode"')) {
    const sms = formOf(page.body);
    back = await postForm(
      t,
      sms.path,
      smsCode === 'cancel' ? { action: 'cancel' } : { smsCode, action: 'confirm' },
    );
  }
  const callback = formOf(back.body);
  const redirect = await postForm(t, callback.path, callback.fields);
  return { page, callbackForm: callback, redirect, location: String(redirect.headers.location ?? '') };
}

/** A guest with the given lines in the basket, checking out. */
export async function guestCheckout(
  t: TestApp,
  lines: { productId: string; quantity: number }[],
  extra: Partial<CheckoutOrderRequest> = {},
  headers: Record<string, string> = {},
) {
  const guest = await t.guest();
  await fillBasket(t, guest.headers, lines);
  const res = await t.post(API.Order.CheckoutOrder, checkoutBody(extra), { ...guest.headers, ...headers });
  return { guest, res };
}

/**
 * A paid order of two lines, a necklace (2 × 1.750 ₺) and a ring (1 × 900 ₺), by this shopper (a new
 * guest when none): the after-sale tests' starting point. `personalisedRing` flags the ring first.
 */
export async function paidNecklaceAndRing(
  t: TestApp,
  email: string,
  options: { shopper?: { headers: Record<string, string> }; personalisedRing?: boolean } = {},
) {
  const { products: made } = await makeProducts(t, [
    { stock: 5, priceTRY: 1750 },
    { stock: 5, priceTRY: 900 },
  ]);
  const [necklaceProduct, ringProduct] = made as [(typeof made)[0], (typeof made)[0]];
  if (options.personalisedRing)
    await t.app.ctx.db.update(products).set({ personalised: true }).where(eq(products.id, ringProduct.id));
  const shopper = options.shopper ?? (await t.guest());
  await fillBasket(t, shopper.headers, [
    { productId: necklaceProduct.id, quantity: 2 },
    { productId: ringProduct.id, quantity: 1 },
  ]);
  const res = await t.post(API.Order.CheckoutOrder, checkoutBody({ email }), shopper.headers);
  const { token, htmlContent } = res.json().data;
  await payAtBank(t, htmlContent);
  const order = await orderRow(t, token);
  const lines = await t.app.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const line = (productId: string) => lines.find((l) => l.productId === productId)!;
  return {
    shopper,
    token,
    order,
    products: [necklaceProduct, ringProduct],
    necklace: line(necklaceProduct.id),
    ring: line(ringProduct.id),
  };
}
