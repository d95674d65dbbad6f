import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { APIRequestContext } from '@playwright/test';
import {
  API,
  CONTRACT_VERSION,
  parseSizeOptions,
  type AdminOrder,
  type Category,
  type CheckoutOrderResponse,
  type Product,
  type TokenResponse,
} from '@kehribar/contracts';
import { adminLogin, apiCall, guestSession, passwordLogin } from '../fixtures.ts';
import type { Mailbox } from './mailbox.ts';

/** Journeys' shoppers and their paid orders, made through the API as the shop's pages make them. */

export interface Customer {
  email: string;
  password: string;
  session: TokenResponse;
}

/** A registered, confirmed customer (the real captcha, solved as the widget does; the mailed link). */
export async function registerCustomer(
  request: APIRequestContext,
  mailbox: Mailbox,
  tag: string,
): Promise<Customer> {
  const email = `musteri.${tag}@kehribar.test`;
  const password = 'amber-bilezik-41';
  const guest = await guestSession(request);
  const challenge = (await (await request.get(API.Account.Captcha)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey } as Parameters<typeof solveChallenge>[0]);
  const since = Date.now() - 1000;
  await apiCall(request, 'POST', API.Account.signup, {
    token: guest.token,
    body: {
      email,
      password,
      firstName: 'Elif',
      lastName: 'Şahin',
      phoneNumber: '+90 5321234567',
      birthDate: '1991-04-12',
      gender: 1,
      acceptMarketing: true,
      acceptTerms: true,
      captchaToken: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'),
    },
  });
  // The outbox may hold a message until its next round (up to 15 s), so wait longer than the default.
  const mail = await mailbox.waitFor({ to: email, subject: /doğrulayın/, since }, { timeout: 45_000 });
  const link = new URL(mail.links.find((l) => new URL(l).pathname === '/account/confirmemail')!);
  await apiCall(request, 'POST', API.Account.ConfirmEmail, {
    token: guest.token,
    body: { email, token: link.searchParams.get('token') },
  });
  return { email, password, session: await passwordLogin(request, { email, password }) };
}

/** Products a shopper can put in the basket without choosing a size, with a few in stock. */
export async function buyable(request: APIRequestContext): Promise<Product[]> {
  const catalogue = await apiCall<Product[]>(request, 'GET', API.Products.GetAllProductList);
  return catalogue.filter(
    (p) =>
      p.stock >= 3 && !p.category.isCustomSizeInput && parseSizeOptions(p.category.sizeOptions).length === 0,
  );
}

/**
 * Buyable pieces with stock to spare, in id order: each journey (and each project) takes a slice of its
 * own, so the browsers and the other journeys never compete for the same units.
 */
export async function stockedPieces(request: APIRequestContext): Promise<Product[]> {
  return (await buyable(request)).filter((p) => p.stock >= 5).sort((x, y) => x.id.localeCompare(y.id));
}

const unescapeHtml = (s: string) =>
  s.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!,
  );

/** The first form of an HTML page: where it posts and its hidden fields. */
function formOf(html: string) {
  const action = /<form[^>]*action="([^"]*)"/.exec(html)?.[1];
  if (!action) throw new Error(`no form in ${html.slice(0, 300)}`);
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
    fields[unescapeHtml(m[1]!)] = unescapeHtml(m[2]!);
  }
  return { url: unescapeHtml(action), fields };
}

/**
 * A customer's checkout of some lines (a product id, or a product and a quantity), with the sandbox's
 * Halkbank test card in one payment; paid at the sandbox bank (3-D Secure SMS code) when asked.
 */
export async function placeOrder(
  request: APIRequestContext,
  customer: Customer,
  lines: string | { productId: string; quantity: number }[],
  pay: boolean,
): Promise<CheckoutOrderResponse> {
  const auth = { token: customer.session.token, headers: { sessionid: customer.session.sessionId } };
  const basketItems = typeof lines === 'string' ? [{ productId: lines, quantity: 1 }] : lines;
  await apiCall(request, 'POST', API.Baskets.SaveOrUpdateBasket, { ...auth, body: { basketItems } });
  const checkout = await apiCall<CheckoutOrderResponse>(request, 'POST', API.Order.CheckoutOrder, {
    ...auth,
    body: {
      email: customer.email,
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
      cardNumber: '5528 7900 0000 0008',
      expiration: '12/30',
      cvv: '123',
      installmentNumber: 1,
      acceptContracts: true,
      contractVersion: CONTRACT_VERSION,
    },
  });
  if (pay) {
    const start = formOf(checkout.htmlContent);
    let page = await (await request.post(start.url, { form: start.fields })).text();
    if (page.includes('name="smsCode"')) {
      const sms = formOf(page);
      page = await (await request.post(sms.url, { form: { smsCode: '283126', action: 'confirm' } })).text();
    }
    const callback = formOf(page);
    await request.post(callback.url, { form: callback.fields, maxRedirects: 0 });
  }
  return checkout;
}

/** A new customer's order of these lines, paid, as the owner's back office reads it. */
export async function paidOrder(
  request: APIRequestContext,
  mailbox: Mailbox,
  tag: string,
  lines: { productId: string; quantity: number }[],
) {
  const customer = await registerCustomer(request, mailbox, tag);
  const checkout = await placeOrder(request, customer, lines, true);
  const admin = await adminLogin(request);
  const all = await apiCall<AdminOrder[]>(request, 'GET', API.Order.GetAllOrders, { token: admin.token });
  return { customer, admin, order: all.find((o) => o.orderNumber === checkout.orderNumber)! };
}

/**
 * A category of the journey's own, hidden from the storefront (decision 033): the products a journey makes
 * in it can be bought by their link, but never show in the listings, menus and searches other journeys
 * read at the same time.
 */
export async function hiddenCategory(
  request: APIRequestContext,
  token: string,
  tag: string,
): Promise<Category> {
  const category = await apiCall<Category>(request, 'POST', API.Categories.CreateCategory, {
    token,
    body: { name: `Gizli ${tag}`, nameEN: `Hidden ${tag}` },
  });
  await apiCall(request, 'POST', API.Categories.SetCategoryHidden, {
    token,
    body: { id: category.id, hidden: true },
  });
  return category;
}
