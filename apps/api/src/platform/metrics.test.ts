import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { API, ORDER_STATUS } from '@kehribar/contracts';
import { mailOutbox, orders, products } from '../db/schema/index.ts';
import {
  CARDS,
  createShopTestApp,
  guestCheckout,
  makeProducts,
  orderRow,
  payAtBank,
} from '../test/checkout-test-kit.ts';
import { buildApp } from '../app.ts';
import { testConfig } from '../test/config.ts';
import { createTestApp, openTestDatabase, type TestApp } from '../test/harness.ts';

const TOKEN = 'metrics-token-9f3c1a7e5b2d4c6e8a0b1d3f5e7c9a2b';
const auth = { authorization: `Bearer ${TOKEN}` };

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a Prometheus text answer (one per line that is not a comment). */
function parse(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m) continue;
    const labels: Record<string, string> = {};
    for (const l of (m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[l[1]!] = l[2]!;
    samples.push({ name: m[1]!, labels, value: Number(m[3]) });
  }
  return samples;
}

/** The value of the one sample with this name and these labels (others may be there too); undefined if none. */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  const found = samples.filter(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
  expect(found.length, `${name} ${JSON.stringify(labels)}`).toBeLessThanOrEqual(1);
  return found[0]?.value;
}

let t: TestApp;
const scrape = async () => {
  const res = await t.get('/metrics', auth);
  expect(res.statusCode, res.body).toBe(200);
  return parse(res.body);
};

beforeAll(async () => {
  // Listening: the sandbox bank is reached over HTTP, as iyzico is.
  t = await createShopTestApp({ METRICS_TOKEN: TOKEN });
});
afterAll(() => t.close());

describe('GET /metrics access (decision 037)', () => {
  it('answers 401 without a token and with a wrong one, 200 with the right one', async () => {
    expect((await t.get('/metrics')).statusCode).toBe(401);
    for (const wrong of [
      `Bearer ${TOKEN.slice(0, -1)}x`,
      `Bearer ${TOKEN}0`,
      'Bearer x',
      TOKEN,
      `Basic ${TOKEN}`,
    ]) {
      const res = await t.get('/metrics', { authorization: wrong });
      expect(res.statusCode, wrong).toBe(401);
      expect(res.body).not.toContain('process_cpu');
    }
    const res = await t.get('/metrics', auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('says why in the request’s language', async () => {
    const res = await t.get('/metrics', { 'accept-language': 'en' });
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED', errorMessage: expect.stringMatching(/token/) });
  });

  it('is closed when no METRICS_TOKEN is set: no default opens it', async () => {
    const closed = await createTestApp();
    try {
      for (const headers of [{}, auth, { authorization: 'Bearer ' }]) {
        const res = await closed.get('/metrics', headers);
        expect(res.statusCode).toBe(403);
        expect(res.body).toContain('METRICS_TOKEN');
      }
    } finally {
      await closed.close();
    }
  });
});

describe('GET /metrics content', () => {
  it('has the process and event-loop figures', async () => {
    const samples = await scrape();
    for (const name of [
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_p99_seconds',
    ])
      expect(valueOf(samples, name), name).toBeGreaterThanOrEqual(0);
  });

  it('times a request under its route pattern, method and status class, never under its raw URL', async () => {
    const [product] = await t.app.ctx.db.select({ id: products.id }).from(products).limit(1);
    const url = `${API.Products.GetProductById}?id=${product!.id}`;
    const labels = { route: API.Products.GetProductById, method: 'GET', status_class: '2xx' };
    const before = valueOf(await scrape(), 'http_request_duration_seconds_count', labels) ?? 0;
    expect((await t.get(url)).statusCode).toBe(200);
    expect((await t.get(url.replace(/\/api\/products/i, '/API/PRODUCTS'))).statusCode).toBe(200);
    const samples = await scrape();
    expect(valueOf(samples, 'http_request_duration_seconds_count', labels)).toBe(before + 2);
    expect(valueOf(samples, 'http_request_duration_seconds_sum', labels)).toBeGreaterThan(0);
    // Buckets are cumulative, up to +Inf, which is the count.
    const buckets = samples
      .filter((s) => s.name === 'http_request_duration_seconds_bucket')
      .filter((s) => s.labels.route === labels.route && s.labels.status_class === '2xx');
    expect(buckets.map((b) => b.labels.le).at(-1)).toBe('+Inf');
    expect(buckets.at(-1)!.value).toBe(before + 2);
    for (let i = 1; i < buckets.length; i++)
      expect(buckets[i]!.value).toBeGreaterThanOrEqual(buckets[i - 1]!.value);
    expect(samples.some((s) => Object.values(s.labels).some((v) => v.includes(product!.id)))).toBe(false);

    await t.get('/api/Products/NoSuchAction');
    expect(
      valueOf(await scrape(), 'http_request_duration_seconds_count', {
        route: 'unmatched',
        method: 'GET',
        status_class: '4xx',
      }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('reports the orders in each state as the database holds them', async () => {
    const counted = await t.app.ctx.db
      .select({ status: orders.orderStatus, count: sql<number>`count(*)::int` })
      .from(orders)
      .groupBy(orders.orderStatus);
    const samples = await scrape();
    for (const [state, status] of Object.entries(ORDER_STATUS)) {
      const inDb = counted.find((c) => c.status === status)?.count ?? 0;
      expect(valueOf(samples, 'kehribar_orders', { state }), state).toBe(inDb);
    }
    expect(valueOf(samples, 'kehribar_shop_figures_read')).toBe(1);
  });

  it('counts failed payments by reason (refused start, 3-D Secure, declined), and the failed orders show in the states', async () => {
    const before = await scrape();
    const failedBefore = valueOf(before, 'kehribar_orders', { state: 'Failed' })!;
    expect(valueOf(before, 'kehribar_payments_failed_total', { reason: 'threeds' })).toBe(0);
    expect(valueOf(before, 'kehribar_payments_failed_total', { reason: 'declined' })).toBe(0);
    expect(valueOf(before, 'kehribar_payments_failed_total', { reason: 'start_refused' })).toBe(0);

    const { products: made } = await makeProducts(t, [{ stock: 5, priceTRY: 900 }]);
    const lines = [{ productId: made[0]!.id, quantity: 1 }];
    const wrongCode = await guestCheckout(t, lines, { email: 'wrong-code@example.com' });
    await payAtBank(t, wrongCode.res.json().data.htmlContent, '111111');
    const declined = await guestCheckout(t, lines, {
      email: 'declined@example.com',
      cardNumber: CARDS.insufficientFunds,
    });
    await payAtBank(t, declined.res.json().data.htmlContent);
    for (const { res } of [wrongCode, declined])
      expect((await orderRow(t, res.json().data.token)).orderStatus).toBe(ORDER_STATUS.Failed);
    const notStarted = await guestCheckout(t, lines, {
      email: 'init@example.com',
      cardNumber: CARDS.initFails,
    });
    expect(notStarted.res.statusCode).toBe(402);

    const after = await scrape();
    expect(valueOf(after, 'kehribar_payments_failed_total', { reason: 'threeds' })).toBe(1);
    expect(valueOf(after, 'kehribar_payments_failed_total', { reason: 'declined' })).toBe(1);
    expect(valueOf(after, 'kehribar_payments_failed_total', { reason: 'start_refused' })).toBe(1);
    expect(valueOf(after, 'kehribar_orders', { state: 'Failed' })).toBe(failedBefore + 3);
  });

  it('reports the mail outbox: how many wait, the oldest one’s age, and how many were given up', async () => {
    // The sender is stopped, so what is queued stays queued while the test looks.
    await t.app.ctx.mailer.stop();
    const before = await scrape();
    const pendingBefore = valueOf(before, 'kehribar_mail_outbox_pending')!;
    const failedBefore = valueOf(before, 'kehribar_mail_outbox_failed')!;

    await t.app.ctx.mailer.enqueue({
      to: 'queued@example.com',
      subject: 'Hi',
      html: '<p>Hi</p>',
      text: 'Hi',
    });
    const queued = await scrape();
    expect(valueOf(queued, 'kehribar_mail_outbox_pending')).toBe(pendingBefore + 1);
    expect(valueOf(queued, 'kehribar_mail_outbox_oldest_pending_seconds')).toBeGreaterThanOrEqual(0);

    const hourAgo = new Date(Date.now() - 3600_000);
    await t.app.ctx.db.insert(mailOutbox).values([
      { to: 'old@example.com', subject: 'Old', html: '', text: '', createdAt: hourAgo },
      { to: 'gone@example.com', subject: 'Gone', html: '', text: '', status: 'failed', attempts: 8 },
    ]);
    const after = await scrape();
    expect(valueOf(after, 'kehribar_mail_outbox_pending')).toBe(pendingBefore + 2);
    expect(valueOf(after, 'kehribar_mail_outbox_oldest_pending_seconds')).toBeGreaterThanOrEqual(3600);
    expect(valueOf(after, 'kehribar_mail_outbox_failed')).toBe(failedBefore + 1);
  });

  it('counts catalogue cache misses and hits by group', async () => {
    const [product] = await t.app.ctx.db.select({ id: products.id }).from(products).limit(1);
    await t.app.ctx.cache.invalidate('all');
    const before = await scrape();
    const hits = (s: Sample[]) => valueOf(s, 'kehribar_cache_hits_total', { group: 'products' }) ?? 0;
    const misses = (s: Sample[]) => valueOf(s, 'kehribar_cache_misses_total', { group: 'products' }) ?? 0;

    await t.get(`${API.Products.GetProductById}?id=${product!.id}`);
    const first = await scrape();
    expect(misses(first)).toBeGreaterThan(misses(before));

    await t.get(`${API.Products.GetProductById}?id=${product!.id}`);
    const second = await scrape();
    expect(misses(second)).toBe(misses(first));
    expect(hits(second)).toBeGreaterThan(hits(first));
  });

  it('leaves the shop figures out, and says so, when the database cannot be read', async () => {
    const { database, drop } = await openTestDatabase();
    const dataDir = path.join(inject('dataDir'), randomUUID());
    fs.mkdirSync(dataDir, { recursive: true });
    const broken = await buildApp(testConfig(dataDir, { METRICS_TOKEN: TOKEN }), { database });
    try {
      await broken.ready();
      await drop();
      const res = await broken.inject({ url: '/metrics', headers: auth });
      expect(res.statusCode).toBe(200);
      const samples = parse(res.body);
      expect(valueOf(samples, 'kehribar_shop_figures_read')).toBe(0);
      expect(valueOf(samples, 'kehribar_orders', { state: 'Created' })).toBeUndefined();
      expect(valueOf(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    } finally {
      await broken.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
