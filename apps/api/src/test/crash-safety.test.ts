/**
 * Crash safety: a real server process is killed with SIGKILL in the middle of a burst of basket writes and
 * checkouts, then started again on the same data (the PGlite data dir, or the PostgreSQL database: this
 * file runs in both API projects). Every write that was answered with 2xx must still be there, no order may
 * be half made, and the stock reserved by the payments nobody finished comes back after their timeout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, ORDER_STATUS, type AdminOrder } from '@kehribar/contracts';
import { orderItems, orders, products } from '../db/schema/index.ts';
import { checkoutBody } from './checkout-test-kit.ts';
import { createCategory, createProduct } from './fixtures.ts';
import {
  adminOf,
  call,
  copyTemplate,
  guestOf,
  sleep,
  type Guest,
  type ServerData,
  type ServerProcess,
  startServer,
} from './server-process.ts';

const kind = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';

/** Short enough to wait for in a test, long enough to check the reservations before the sweep runs. */
const PAYMENT_TIMEOUT_SECONDS = 30;
const SERVER_ENV = {
  PAYMENT_TIMEOUT_MINUTES: String(PAYMENT_TIMEOUT_SECONDS / 60),
  PAYMENT_SWEEP_SECONDS: '1',
};

const BASKET_WRITERS = 10;
const BASKET_PRODUCTS = 8;
const CHECKOUT_GUESTS = 30;
const CHECKOUT_WORKERS = 5;
/** The server is killed once this many writes were acknowledged, with many more still in flight. */
const KILL_AFTER = { basketWrites: 25, checkouts: 5 };

type Lines = Map<string, number>;

describe(`kill -9 during a burst of basket writes and checkouts (${kind})`, () => {
  let data: ServerData;
  let server: ServerProcess | undefined;
  let basketProducts: string[];
  let checkoutProducts: string[];
  const originalStock = new Map<string, number>();

  beforeAll(async () => {
    data = await copyTemplate(kind);
    const database = await data.open();
    const { id: categoryId } = await createCategory(database.db);
    const make = async (i: number, stock: number) => {
      const p = await createProduct(database.db, {
        title: `Kehribar Yüzük ${i}`,
        titleEN: `Amber Ring ${i}`,
        categoryId,
        priceTRY: 1000 + i,
        priceUSD: 30,
        priceForeign: 25,
        stock,
      });
      originalStock.set(p.id, stock);
      return p.id;
    };
    basketProducts = [];
    for (let i = 0; i < BASKET_PRODUCTS; i++) basketProducts.push(await make(i, 100));
    checkoutProducts = [await make(100, 1000), await make(101, 1000)];
    await database.close();
  }, 120_000);

  afterAll(async () => {
    await server?.crash();
    await data?.drop();
  }, 60_000);

  it('keeps every acknowledged write, makes no half order, and releases unpaid reservations after the timeout', async () => {
    server = await startServer(data, SERVER_ENV);
    const base = server.url;
    const writers = await Promise.all(Array.from({ length: BASKET_WRITERS }, () => guestOf(base)));
    const buyers = await Promise.all(Array.from({ length: CHECKOUT_GUESTS }, () => guestOf(base)));

    // What the server acknowledged, and what was in flight when it died.
    const acked = new Map<Guest, Lines>();
    const inFlight = new Map<Guest, Lines>();
    const ackedOrders: { token: string; productId: string; quantity: number }[] = [];
    const refused: string[] = [];
    let basketAcks = 0;
    let killed = false;
    let crashed: Promise<void> | undefined;
    const crashWhenDue = () => {
      if (!killed && basketAcks >= KILL_AFTER.basketWrites && ackedOrders.length >= KILL_AFTER.checkouts) {
        killed = true;
        crashed = server!.crash();
      }
    };

    /** One basket write; false once the server is gone. */
    const write = async (guest: Guest, productId: string, quantity: number): Promise<boolean> => {
      if (killed) return false;
      inFlight.set(guest, new Map([[productId, quantity]]));
      const res = await call(base, 'POST', API.Baskets.SaveOrUpdateBasket, {
        body: { basketItems: [{ productId, quantity }] },
        headers: guest.headers,
      }).catch(() => null);
      if (!res) return false;
      inFlight.delete(guest);
      if (res.status !== 200) {
        refused.push(`basket ${res.status} ${res.body}`);
        return false;
      }
      const lines = acked.get(guest) ?? new Map<string, number>();
      lines.set(productId, quantity);
      acked.set(guest, lines);
      basketAcks += 1;
      crashWhenDue();
      return true;
    };

    const basketWriter = async (guest: Guest, n: number) => {
      for (let k = 0; k < BASKET_PRODUCTS; k++) {
        if (!(await write(guest, basketProducts[(k + n) % BASKET_PRODUCTS]!, 1 + ((k + n) % 3)))) return;
      }
    };
    const queue = [...buyers];
    const checkoutWorker = async () => {
      for (let guest = queue.shift(); guest && !killed; guest = queue.shift()) {
        const productId = checkoutProducts[queue.length % 2]!;
        const quantity = 1 + (queue.length % 3);
        if (!(await write(guest, productId, quantity))) return;
        const res = await call(base, 'POST', API.Order.CheckoutOrder, {
          body: checkoutBody({ email: `crash-${queue.length}@example.com` }),
          headers: guest.headers,
        }).catch(() => null);
        if (!res) return;
        if (res.status !== 200) {
          refused.push(`checkout ${res.status} ${res.body}`);
          return;
        }
        ackedOrders.push({ token: (res.json().data as { token: string }).token, productId, quantity });
        crashWhenDue();
      }
    };

    await Promise.all([
      ...writers.map((g, n) => basketWriter(g, n)),
      ...Array.from({ length: CHECKOUT_WORKERS }, () => checkoutWorker()),
    ]);
    expect(refused, server.output()).toEqual([]);
    expect(killed, 'the burst ended before the kill: raise the burst or lower KILL_AFTER').toBe(true);
    await crashed;
    expect(server.child.signalCode).toBe('SIGKILL');
    // The kill came while work was still in flight.
    expect(inFlight.size + queue.length).toBeGreaterThan(0);

    // Restart on the same data.
    server = await startServer(data, SERVER_ENV);
    const again = server.url;

    // Every acknowledged basket write is there; the only other line a basket may hold is the one in flight.
    for (const guest of [...writers, ...buyers]) {
      const basket = (await call(again, 'GET', API.Baskets.GetBasket, { headers: guest.headers })).json()
        .data as { basketItems: { productId: string; quantity: number }[] };
      const have = new Map(basket.basketItems.map((i) => [i.productId, i.quantity]));
      const allowed = new Map([...(acked.get(guest) ?? []), ...(inFlight.get(guest) ?? [])]);
      for (const [productId, quantity] of acked.get(guest) ?? [])
        expect(have.get(productId), `acknowledged basket line of ${guest.sessionId}`).toBe(quantity);
      for (const [productId, quantity] of have)
        expect(allowed.get(productId), `unexpected basket line of ${guest.sessionId}`).toBe(quantity);
    }

    // Every acknowledged checkout is an order, with its line.
    for (const o of ackedOrders) {
      const res = await call(again, 'POST', API.Order.GetOrdersByToken, { body: { token: o.token } });
      expect(res.status, res.body).toBe(200);
      const order = res.json().data as AdminOrder;
      expect([ORDER_STATUS.Created, ORDER_STATUS.Failed]).toContain(order.orderStatus);
      expect(order.orderItems.map((i) => [i.productId, i.quantity])).toEqual([[o.productId, o.quantity]]);
    }

    // No half-made order, and the shelf matches the reservations: stock = original − units of unpaid orders.
    const admin = await adminOf(again);
    const allOrders = async () =>
      (await call(again, 'GET', API.Order.GetAllOrders, { headers: admin })).json().data as AdminOrder[];
    const stockOf = async (id: string) =>
      ((await call(again, 'GET', `${API.Products.GetProductById}?id=${id}`)).json().data as { stock: number })
        .stock;
    const reservedBy = (list: AdminOrder[], productId: string) =>
      list
        .filter((o) => o.orderStatus === ORDER_STATUS.Created)
        .flatMap((o) => o.orderItems)
        .filter((i) => i.productId === productId)
        .reduce((sum, i) => sum + i.quantity, 0);
    for (let attempt = 0; ; attempt++) {
      const before = await allOrders();
      const stocks = await Promise.all(checkoutProducts.map(stockOf));
      const after = await allOrders();
      const open = (list: AdminOrder[]) =>
        list
          .filter((o) => o.orderStatus === ORDER_STATUS.Created)
          .map((o) => o.id)
          .join();
      if (open(before) !== open(after) && attempt < 5) continue; // the sweep released one meanwhile: look again
      for (const o of after)
        expect(o.orderItems.length, `order ${o.orderNumber} has no lines`).toBeGreaterThan(0);
      expect(after.length).toBeGreaterThanOrEqual(ackedOrders.length);
      checkoutProducts.forEach((id, i) =>
        expect(stocks[i], `stock of ${id}`).toBe(originalStock.get(id)! - reservedBy(after, id)),
      );
      break;
    }

    // After the payment timeout the sweep fails every unpaid order and the stock is back.
    const deadline = Date.now() + (PAYMENT_TIMEOUT_SECONDS + 30) * 1000;
    let open = (await allOrders()).filter((o) => o.orderStatus === ORDER_STATUS.Created);
    while (open.length > 0 && Date.now() < deadline) {
      await sleep(1000);
      open = (await allOrders()).filter((o) => o.orderStatus === ORDER_STATUS.Created);
    }
    expect(
      open.map((o) => o.orderNumber),
      'orders still unpaid after the timeout',
    ).toEqual([]);
    for (const id of checkoutProducts) expect(await stockOf(id)).toBe(originalStock.get(id));

    // And in the database itself, after a clean stop.
    await server.stop();
    server = undefined;
    const database = await data.open();
    try {
      const rows = await database.db
        .select({ id: orders.id, status: orders.orderStatus, released: orders.stockReleased })
        .from(orders);
      const lines = await database.db.select({ orderId: orderItems.orderId }).from(orderItems);
      const withLines = new Set(lines.map((l) => l.orderId));
      expect(rows.filter((o) => !withLines.has(o.id))).toEqual([]);
      expect(rows.filter((o) => o.status !== ORDER_STATUS.Failed || !o.released)).toEqual([]);
      for (const p of await database.db
        .select({ id: products.id, stock: products.stock, soldCount: products.soldCount })
        .from(products)) {
        if (originalStock.has(p.id))
          expect(p, 'stock after the sweep').toEqual({
            id: p.id,
            stock: originalStock.get(p.id),
            soldCount: 0,
          });
      }
    } finally {
      await database.close();
    }
  }, 240_000);
});
