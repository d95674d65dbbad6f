/**
 * Scale-out (docs/deployment.md): two API processes on one PostgreSQL database and one Redis. A shopper's
 * calls alternate between them, and an admin write through one is seen through the other at once.
 * PostgreSQL only (PGlite is one process's embedded database); needs Redis at TEST_REDIS_URL or 127.0.0.1:6379.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type CreateProductRequest } from '@kehribar/contracts';
import { checkoutBody, formOf, SMS_CODE } from './checkout-test-kit.ts';
import { createCategory } from './fixtures.ts';
import {
  adminOf,
  call,
  copyTemplate,
  guestOf,
  type ServerData,
  type ServerProcess,
  startServer,
} from './server-process.ts';
import { ensureWebBuilt } from './web-build.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(2000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

const onPostgres = process.env.TEST_DB_KIND === 'postgres';
const redisUp = onPostgres && (await reachable(REDIS_URL));
const skipReason = !onPostgres
  ? 'runs on PostgreSQL only (TEST_DATABASE_URL)'
  : !redisUp
    ? `Redis is not reachable at ${REDIS_URL}`
    : '';
if (skipReason) console.warn(`scale-out test skipped: ${skipReason}`);

describe.skipIf(Boolean(skipReason))('two API processes on one PostgreSQL and one Redis', () => {
  let data: ServerData;
  let a: ServerProcess;
  let b: ServerProcess;
  let categoryId: number;

  beforeAll(async () => {
    // The processes serve the storefront's server-rendered pages too (docs/decisions/034-page-cache.md).
    ensureWebBuilt();
    data = await copyTemplate('postgres');
    const database = await data.open();
    categoryId = (await createCategory(database.db)).id;
    await database.close();
    [a, b] = await Promise.all([startServer(data, { REDIS_URL }), startServer(data, { REDIS_URL })]);
  }, 150_000);

  afterAll(async () => {
    await Promise.allSettled([a?.stop(), b?.stop()]);
    await data?.drop();
  }, 60_000);

  const productBody = (extra: Partial<CreateProductRequest> = {}): CreateProductRequest => ({
    title: 'Damla Kehribar Kolye',
    titleEN: 'Amber Drop Necklace',
    description: 'El yapımı',
    descriptionEN: 'Handmade',
    priceTRY: 1500,
    priceUSD: 40,
    priceForeign: 35,
    categoryId,
    stock: 5,
    ...extra,
  });

  it('serves one guest basket, checkout and 3-D Secure payment alternately from both processes', async () => {
    const admin = await adminOf(a.url);
    const created = await call(a.url, 'POST', API.Products.CreateProduct, {
      body: productBody(),
      headers: admin,
    });
    expect(created.status, created.body).toBe(200);
    const p1 = (created.json().data as { id: string }).id;
    const other = await call(b.url, 'POST', API.Products.CreateProduct, {
      body: productBody({ title: 'Kehribar Küpe', titleEN: 'Amber Earrings', stock: 3 }),
      headers: admin,
    });
    expect(other.status, other.body).toBe(200);
    const p2 = (other.json().data as { id: string }).id;

    // The token A issued is honoured by B (same secret, no per-process session state).
    const guest = await guestOf(a.url);
    const basketA = await call(a.url, 'POST', API.Baskets.SaveOrUpdateBasket, {
      body: { basketItems: [{ productId: p1, quantity: 2 }] },
      headers: guest.headers,
    });
    expect(basketA.status, basketA.body).toBe(200);
    const seenByB = await call(b.url, 'GET', API.Baskets.GetBasket, { headers: guest.headers });
    expect(seenByB.json().data).toMatchObject({
      itemCount: 2,
      basketItems: [{ productId: p1, quantity: 2 }],
    });
    const addedByB = await call(b.url, 'POST', API.Baskets.SaveOrUpdateBasket, {
      body: { basketItems: [{ productId: p2, quantity: 1 }] },
      headers: guest.headers,
    });
    expect(addedByB.status, addedByB.body).toBe(200);
    const seenByA = (await call(a.url, 'GET', API.Baskets.GetBasket, { headers: guest.headers })).json()
      .data as { itemCount: number; totalAmount: number };
    expect(seenByA).toMatchObject({ itemCount: 3, totalAmount: 4500 });

    // B has the product page cached when checkout starts on A (stock reserved, 3-D Secure started with the
    // sandbox bank): the reservation clears it in both processes ...
    expect((await call(b.url, 'GET', `${API.Products.GetProductById}?id=${p1}`)).json().data).toMatchObject({
      stock: 5,
    });
    const checkout = await call(a.url, 'POST', API.Order.CheckoutOrder, {
      body: checkoutBody({ email: 'scale-out@example.com' }),
      headers: guest.headers,
    });
    expect(checkout.status, checkout.body).toBe(200);
    const { htmlContent, token } = checkout.json().data as { htmlContent: string; token: string };
    const reserved = await call(b.url, 'GET', `${API.Products.GetProductById}?id=${p1}`);
    expect(reserved.json().data).toMatchObject({ stock: 3 });

    // ... and the shopper's browser goes through the bank's pages and back to the shop via B.
    const start = formOf(htmlContent);
    const page = await call(b.url, 'POST', start.path, { form: start.fields });
    expect(page.body).toContain('name="smsCode"');
    const sms = formOf(page.body);
    const back = await call(b.url, 'POST', sms.path, { form: { smsCode: SMS_CODE, action: 'confirm' } });
    const callback = formOf(back.body);
    const redirect = await call(b.url, 'POST', callback.path, { form: callback.fields });
    expect(redirect.status, redirect.body).toBe(303);
    expect(redirect.headers.get('location')).toBe(`/payment-result?token=${token}`);

    const order = (await call(a.url, 'POST', API.Order.GetOrdersByToken, { body: { token } })).json().data;
    expect(order).toMatchObject({ orderStatus: 1, totalPrice: 4500, email: 'scale-out@example.com' });
    expect((order as { orderItems: unknown[] }).orderItems).toHaveLength(2);
    expect(
      (await call(a.url, 'GET', API.Baskets.GetBasket, { headers: guest.headers })).json().data,
    ).toMatchObject({ itemCount: 0 });
    expect(
      (await call(b.url, 'GET', API.Baskets.GetBasket, { headers: guest.headers })).json().data,
    ).toMatchObject({ itemCount: 0 });
  });

  it('shows an admin change made through one process through the other at once', async () => {
    const admin = await adminOf(a.url);
    const created = await call(a.url, 'POST', API.Products.CreateProduct, {
      body: productBody({ title: 'Bal Kehribar Tesbih' }),
      headers: admin,
    });
    expect(created.status, created.body).toBe(200);
    const id = (created.json().data as { id: string }).id;
    const detail = `${API.Products.GetProductById}?id=${id}`;
    const finder = API.Products.GetAllProductListWithFinderWithPagination;
    const titlesInFinder = async (base: string) =>
      (
        (await call(base, 'POST', finder, { body: { categoryIds: [categoryId], pageSize: 60 } })).json()
          .data as { items: { id: string; title: string }[] }
      ).items
        .filter((p) => p.id === id)
        .map((p) => p.title);

    // Many rounds, so a lost or late invalidation would show: B caches the read, A writes, B reads at once.
    for (let round = 1; round <= 15; round++) {
      const before = (await call(b.url, 'GET', detail)).json().data as { title: string };
      expect((await call(b.url, 'GET', detail)).json().data).toMatchObject({ title: before.title }); // now a cache hit on B
      await titlesInFinder(b.url);

      const title = `Bal Kehribar Tesbih ${round}`;
      const priceTRY = 1500 + round;
      const updated = await call(a.url, 'POST', API.Products.UpdateProduct, {
        body: { ...productBody({ title, priceTRY }), id },
        headers: admin,
      });
      expect(updated.status, updated.body).toBe(200);

      expect((await call(b.url, 'GET', detail)).json().data, `round ${round}`).toMatchObject({
        title,
        priceTRY,
      });
      expect(await titlesInFinder(b.url), `round ${round}`).toEqual([title]);
      expect((await call(a.url, 'GET', detail)).json().data).toMatchObject({ title, priceTRY });
    }

    // And the other way round.
    await call(a.url, 'GET', detail);
    const renamed = await call(b.url, 'POST', API.Products.UpdateProduct, {
      body: { ...productBody({ title: 'Son Ad' }), id },
      headers: admin,
    });
    expect(renamed.status, renamed.body).toBe(200);
    expect((await call(a.url, 'GET', detail)).json().data).toMatchObject({ title: 'Son Ad' });
  });

  it('serves a page cached on one process fresh at once after an admin write through the other', async () => {
    const admin = await adminOf(a.url);
    const created = await call(a.url, 'POST', API.Products.CreateProduct, {
      body: productBody({ title: 'Sayfa Kehribar Yüzük' }),
      headers: admin,
    });
    expect(created.status, created.body).toBe(200);
    const id = (created.json().data as { id: string }).id;
    const pageOn = async (base: string) => {
      const res = await fetch(`${base}/product/${id}`, { headers: { 'accept-encoding': 'br' } });
      expect(res.status).toBe(200);
      return { etag: res.headers.get('etag'), html: await res.text() };
    };
    const heading = (title: string) => new RegExp(`<h1[^>]*>${title}</h1>`);

    for (let round = 1; round <= 5; round++) {
      const cached = await pageOn(b.url);
      // Served from B's page cache: the same page, the same ETag.
      expect((await pageOn(b.url)).etag).toBe(cached.etag);

      const title = `Sayfa Kehribar Yüzük ${round}`;
      const updated = await call(a.url, 'POST', API.Products.UpdateProduct, {
        body: { ...productBody({ title }), id },
        headers: admin,
      });
      expect(updated.status, updated.body).toBe(200);

      const fresh = await pageOn(b.url);
      expect(fresh.html, `round ${round}`).toMatch(heading(title));
      expect(fresh.etag).not.toBe(cached.etag);
    }
  });
});
