import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { API, CACHE_KEYS } from '@kehribar/contracts';
import type { MemoryCache } from '../../platform/cache.ts';
import { backInStockRequests, mailOutbox, productVariants, products } from '../../db/schema/index.ts';
import { createCategory, createProduct } from '../../test/fixtures.ts';
import type { TestApp } from '../../test/harness.ts';
import { mailCount } from '../../test/mailbox.ts';
import { memberOf } from '../../test/staff-test-kit.ts';
import { checkoutBody, createShopTestApp, fillBasket, payAtBank } from '../../test/checkout-test-kit.ts';
import { BackInStock, RestockNotifier } from './index.ts';

let t: TestApp;
let categoryId: number;

beforeAll(async () => {
  t = await createShopTestApp();
  categoryId = (await createCategory(t.app.ctx.db)).id;
});
afterAll(() => t.close());

const uniqueEmail = (who: string) => `${who}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function soldOut(options: { variants?: boolean } = {}) {
  const tag = Math.random().toString(36).slice(2, 7);
  const product = await createProduct(t.app.ctx.db, {
    title: `Damla Kolye ${tag}`,
    titleEN: `Drop Necklace ${tag}`,
    categoryId,
    priceTRY: 1200,
    priceUSD: 30,
    priceForeign: 26,
    stock: 0,
    variants: options.variants
      ? [
          {
            variantName: '45 cm zincir',
            variantNameEN: '45 cm chain',
            priceTRY: 1200,
            priceUSD: 30,
            priceForeign: 26,
          },
          {
            variantName: '50 cm zincir',
            variantNameEN: '50 cm chain',
            priceTRY: 1300,
            priceUSD: 32,
            priceForeign: 28,
          },
        ]
      : undefined,
  });
  const variants = await t.app.ctx.db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, product.id))
    .orderBy(productVariants.variantName);
  return { product, variants };
}

async function setStock(productId: string, stock: number) {
  const admin = await t.admin();
  const res = await t.post(API.Products.UpdateStock, { productId, stock }, admin.headers);
  expect(res.statusCode).toBe(200);
}

const waiting = (productId: string) =>
  t.app.ctx.db
    .select()
    .from(backInStockRequests)
    .where(and(eq(backInStockRequests.productId, productId), isNull(backInStockRequests.notifiedAt)));

const mailsTo = (to: string) => t.app.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

/** Runs a round of the notifier as a second process would: it must find nothing left to send. */
const anotherRound = () => new RestockNotifier(t.app.ctx, new BackInStock(t.app.ctx)).sendDue();

describe('Products/NotifyWhenInStock', () => {
  it('records a guest’s address once however often it is sent, and answers in the request’s language', async () => {
    const { product } = await soldOut();
    const guest = await t.guest();
    const email = uniqueEmail('Guest');
    const headers = { ...guest.headers, 'accept-language': 'en-US' };
    const first = await t.post(API.Products.NotifyWhenInStock, { productId: product.id, email }, headers);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.email).toBe(email.toLowerCase());
    expect(first.json().data.message).toContain('back in stock');
    const again = await t.post(API.Products.NotifyWhenInStock, { productId: product.id, email }, headers);
    expect(again.statusCode).toBe(200);
    const rows = await waiting(product.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: email.toLowerCase(), language: 'en-EN', variantId: null });
  });

  it('refuses a product in stock, a missing or malformed address, and an option of another product', async () => {
    const guest = await t.guest();
    const inStock = await createProduct(t.app.ctx.db, {
      title: 'Stokta Yüzük',
      titleEN: 'Ring in stock',
      categoryId,
      priceTRY: 900,
      priceUSD: 22,
      priceForeign: 19,
      stock: 3,
    });
    const has = await t.post(
      API.Products.NotifyWhenInStock,
      { productId: inStock.id, email: 'a@example.com' },
      guest.headers,
    );
    expect(has.statusCode).toBe(409);
    expect(has.json().errorMessage).toBe('Bu ürün şu anda stokta; hemen sepetinize ekleyebilirsiniz.');

    const { product } = await soldOut();
    const none = await t.post(API.Products.NotifyWhenInStock, { productId: product.id }, guest.headers);
    expect(none.statusCode).toBe(400);
    expect(none.json().errorMessage).toBe('Size haber verebilmemiz için bir e-posta adresi yazın.');

    const bad = await t.post(
      API.Products.NotifyWhenInStock,
      { productId: product.id, email: 'not-an-address' },
      { ...guest.headers, 'accept-language': 'en' },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
    expect(bad.json().errorMessage).toContain('email');

    const other = await soldOut({ variants: true });
    const foreign = await t.post(
      API.Products.NotifyWhenInStock,
      { productId: product.id, variantId: other.variants[0]!.id, email: 'b@example.com' },
      guest.headers,
    );
    expect(foreign.statusCode).toBe(404);
    expect(await waiting(product.id)).toHaveLength(0);
  });

  it('needs a session', async () => {
    const { product } = await soldOut();
    const res = await t.post(API.Products.NotifyWhenInStock, {
      productId: product.id,
      email: 'c@example.com',
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('the back-in-stock mail', () => {
  it('goes once, when the owner restocks, in the language asked, with the seller and a cancel link', async () => {
    const { product } = await soldOut();
    const guest = await t.guest();
    const email = uniqueEmail('restock');
    await t.post(
      API.Products.NotifyWhenInStock,
      { productId: product.id, email },
      { ...guest.headers, 'accept-language': 'en-US' },
    );
    expect(await anotherRound()).toBe(0); // still sold out: nothing to send
    await setStock(product.id, 2);
    await vi.waitFor(async () => expect(await mailCount(t.app, email)).toBe(1));
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe(`Drop Necklace ${product.titleEN.split(' ').at(-1)} is back in stock`);
    expect(mail!.text).toContain(`/product/${product.id}`);
    expect(mail!.text).toContain('Kehribar'); // the seller line
    expect(mail!.text).toMatch(
      /Cancel this request and remove my address: http\S+\/back-in-stock\/cancel\?token=/,
    );
    expect(mail!.headers['List-Unsubscribe']).toContain(API.Products.CancelStockNotice);
    expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(await waiting(product.id)).toHaveLength(0);

    // More stock, another round, a sale and a restock: still the one mail.
    await setStock(product.id, 5);
    expect(await anotherRound()).toBe(0);
    await setStock(product.id, 0);
    await setStock(product.id, 1);
    expect(await anotherRound()).toBe(0);
    expect(await mailCount(t.app, email)).toBe(1);
  });

  it('names the option the shopper chose, and is sent when a cancelled payment puts the last piece back', async () => {
    const { product, variants } = await soldOut({ variants: true });
    await t.app.ctx.db.update(products).set({ stock: 1 }).where(eq(products.id, product.id));
    // A buyer reserves the last piece and leaves the bank's page without paying.
    const buyer = await t.guest();
    await fillBasket(t, buyer.headers, [{ productId: product.id, quantity: 1 }]);
    const checkout = await t.post(API.Order.CheckoutOrder, checkoutBody(), buyer.headers);
    expect(checkout.statusCode).toBe(200);

    const waiter = await t.guest();
    const email = uniqueEmail('option');
    const asked = await t.post(
      API.Products.NotifyWhenInStock,
      { productId: product.id, variantId: variants[1]!.id, email },
      waiter.headers,
    );
    expect(asked.statusCode).toBe(200);

    await payAtBank(t, checkout.json().data.htmlContent, 'cancel');
    await vi.waitFor(async () => expect(await mailCount(t.app, email)).toBe(1));
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe(`${product.title} (50 cm zincir) yeniden stokta`);
    expect(await anotherRound()).toBe(0);
  });

  it('is sent when another process clears the product cache after raising the stock', async () => {
    const { product } = await soldOut();
    const guest = await t.guest();
    const email = uniqueEmail('elsewhere');
    await t.post(API.Products.NotifyWhenInStock, { productId: product.id, email }, guest.headers);
    // Another API process restocks: its write reaches this one only as the clear published through Redis.
    await t.app.ctx.db.update(products).set({ stock: 3 }).where(eq(products.id, product.id));
    expect(await mailCount(t.app, email)).toBe(0);
    (t.app.ctx.cache as MemoryCache).clearLocal([CACHE_KEYS.products]);
    await vi.waitFor(async () => expect(await mailCount(t.app, email)).toBe(1));
  });

  it('is not sent once the shopper cancels with the link, which needs no sign-in', async () => {
    const { product } = await soldOut();
    const guest = await t.guest();
    const email = uniqueEmail('cancel');
    await t.post(API.Products.NotifyWhenInStock, { productId: product.id, email }, guest.headers);
    const [row] = await waiting(product.id);
    const link = new BackInStock(t.app.ctx).cancelLinks(row!.id);
    const token = new URL(link.page).searchParams.get('token')!;

    const forged = await t.post(API.Products.CancelStockNotice, { token: `${row!.id}.AAAA` });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('INVALID_TOKEN');
    expect(await waiting(product.id)).toHaveLength(1);

    // A mail client's one-click POST (RFC 8058): a form body, the token in the query.
    const oneClick = await t.call({
      method: 'POST',
      url: link.oneClick.replace(/^https?:\/\/[^/]+/, ''),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(await waiting(product.id)).toHaveLength(0);
    const twice = await t.post(API.Products.CancelStockNotice, { token }, { 'accept-language': 'en' });
    expect(twice.json().data.message).toBe(
      'Your request was cancelled and your e-mail address removed from it.',
    );

    await setStock(product.id, 3);
    expect(await anotherRound()).toBe(0);
    expect(await mailCount(t.app, email)).toBe(0);
  });
});

describe('a signed-in customer’s requests', () => {
  it('use the account’s address with one click, are in the data download and go with the account', async () => {
    const { product } = await soldOut();
    const c = await t.customer();
    const res = await t.post(API.Products.NotifyWhenInStock, { productId: product.id }, c.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe(c.email);

    const exported = await t.get(API.Account.ExportMyData, c.headers);
    expect(exported.json().data.stockNotices).toEqual([
      expect.objectContaining({ productId: product.id, email: c.email, notifiedAt: null }),
    ]);

    const erased = await t.post(API.Account.DeleteMyAccount, { password: c.password }, c.headers);
    expect(erased.statusCode).toBe(200);
    expect(
      await t.app.ctx.db.select().from(backInStockRequests).where(eq(backInStockRequests.email, c.email)),
    ).toHaveLength(0);
  });
});

describe('who waits for what (back office)', () => {
  it('lists the waiting addresses per product and counts them, for the owner and Staff, not for shoppers', async () => {
    const { product, variants } = await soldOut({ variants: true });
    const guest = await t.guest();
    const first = uniqueEmail('first');
    await t.post(API.Products.NotifyWhenInStock, { productId: product.id, email: first }, guest.headers);
    await t.post(
      API.Products.NotifyWhenInStock,
      { productId: product.id, variantId: variants[0]!.id, email: uniqueEmail('second') },
      guest.headers,
    );
    const staff = await memberOf(t, 'Staff');
    const list = await t.get(`${API.Products.GetStockWaiters}?productId=${product.id}`, staff.headers);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([
      expect.objectContaining({ email: first, variantName: null, productTitle: product.title }),
      expect.objectContaining({ variantName: '45 cm zincir' }),
    ]);
    const counts = await t.get(API.Products.GetStockWaitCounts, (await t.admin()).headers);
    expect(counts.json().data[product.id]).toBe(2);
    const shopper = await t.customer();
    expect((await t.get(API.Products.GetStockWaitCounts, shopper.headers)).statusCode).toBe(403);
  });
});
