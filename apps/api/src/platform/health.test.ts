import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { testConfig } from '../test/config.ts';
import { freePort } from '../test/free-port.ts';
import { createTestApp, openTestDatabase, type TestApp } from '../test/harness.ts';
import { closeWithDeadline } from './connection-limits.ts';
import { operationalLogLevel, Readiness, readinessChecks } from './health.ts';

const quiet = { warn: () => {}, info: () => {} } as never;
const TOKEN = 'health-test-token-4d8e2b6f1a9c3e7d5b0f';

const dataDirs: string[] = [];
function freshDataDir(): string {
  const dir = path.join(inject('dataDir'), randomUUID());
  fs.mkdirSync(dir, { recursive: true });
  dataDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A TCP server that takes connections and never says a word: a database that hangs. */
async function silentServer(): Promise<{ port: number; close: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('GET /healthz and GET /readyz on a working shop', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('healthz answers 200 with a tiny body, to GET and HEAD', async () => {
    const res = await t.get('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await t.call({ method: 'HEAD', url: '/healthz' })).statusCode).toBe(200);
  });

  it('readyz answers 200 when the database answers, and names each check', async () => {
    const res = await t.get('/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ready: true, failed: [], checks: { database: 'ok' } });
  });

  it('are left out of the OpenAPI document', async () => {
    const doc = (await t.get('/api/docs/json')).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).length).toBeGreaterThan(10);
    for (const p of ['/healthz', '/readyz', '/metrics']) expect(doc.paths).not.toHaveProperty(p);
  });
});

describe('GET /readyz when the database is down', () => {
  it('answers 503 naming the database once the database connection is closed', async () => {
    const { database, drop } = await openTestDatabase();
    const app = await buildApp(testConfig(freshDataDir()), { database });
    try {
      await app.ready();
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
      await drop();
      const res = await app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ ready: false, failed: ['database'], checks: { database: 'error' } });
      // The driver's message stays in the log: the answer is public.
      expect(res.body).not.toMatch(/pool|closed|terminat/i);
    } finally {
      await app.close();
    }
  });

  it('answers 503 naming the database when nothing listens at its address', async () => {
    const port = await freePort();
    const database = await openDatabase({
      kind: 'postgres',
      url: `postgres://postgres@127.0.0.1:${port}/kehribar`,
      onIdleError: () => {},
    });
    const app = await buildApp(testConfig(freshDataDir()), { database });
    try {
      await app.ready();
      const res = await app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ ready: false, failed: ['database'], checks: { database: 'error' } });
      expect(res.body).not.toContain(String(port));
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('counts a database that takes connections but never answers as down after its time limit', async () => {
    const hung = await silentServer();
    const database = await openDatabase({
      kind: 'postgres',
      url: `postgres://postgres@127.0.0.1:${hung.port}/kehribar`,
      onIdleError: () => {},
    });
    try {
      const readiness = new Readiness(readinessChecks(database, undefined), quiet, 200);
      const started = Date.now();
      expect(await readiness.report()).toEqual({
        ready: false,
        failed: ['database'],
        checks: { database: 'timeout' },
      });
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await hung.close();
      await database.close().catch(() => {});
    }
  });

  it('asks the database once for many concurrent probes', async () => {
    let asked = 0;
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const readiness = new Readiness([{ name: 'database', ask: () => (asked++, answered) }], quiet);
    const probes = Array.from({ length: 20 }, () => readiness.report());
    answer();
    const reports = await Promise.all(probes);
    expect(asked).toBe(1);
    expect(reports.every((r) => r.ready)).toBe(true);
    // The next probe asks again: an answer is never kept past its round.
    await readiness.report();
    expect(asked).toBe(2);
  });
});

describe('a shop that logs at info, shutting down with a drain (decision 037)', () => {
  let app: App;
  let base: string;
  let drop: () => Promise<void>;
  const levels = new Map<string, string>();
  beforeAll(async () => {
    const opened = await openTestDatabase();
    drop = opened.drop;
    app = await buildApp(testConfig(freshDataDir(), { LOG_LEVEL: 'info' }), { database: opened.database });
    app.addHook('onResponse', (request, _reply, done) => {
      levels.set(request.url, request.log.level);
      done();
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  it('logs probe requests only from warnings up, so they do not flood an info log', async () => {
    for (const url of ['/healthz', '/readyz', '/metrics', '/api/no-such-endpoint']) await fetch(base + url);
    expect(Object.fromEntries(levels)).toEqual({
      '/healthz': 'warn',
      '/readyz': 'warn',
      '/metrics': 'warn',
      '/api/no-such-endpoint': 'info',
    });
    // A quieter shop stays as quiet: a route never logs more than LOG_LEVEL lets through.
    expect(operationalLogLevel('error')).toBe('error');
    expect(operationalLogLevel('silent')).toBe('silent');
    expect(operationalLogLevel('debug')).toBe('warn');
  });

  it('answers 503 on /readyz once shutdown begins, while it still serves, then closes the port', async () => {
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    let closed = false;
    const closing = closeWithDeadline(app, 2000, {
      begin: () => app.ctx.readiness.shutDown(),
      ms: 400,
    }).then(() => (closed = true));

    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ ready: false, failed: ['shutting-down'], checks: {} });
    // Still serving during the drain: the load balancer moves traffic away before the port closes.
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect(closed).toBe(false);

    await closing;
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  });
});

// Redis is reached through a proxy the test owns, so the test can cut it without touching Redis.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisTarget = new URL(REDIS_URL);
const redisUp = await new Promise<boolean>((resolve) => {
  const socket = net.connect(
    { host: redisTarget.hostname, port: Number(redisTarget.port || 6379) },
    () => (socket.destroy(), resolve(true)),
  );
  socket.once('error', () => resolve(false));
});
if (!redisUp) console.warn(`Redis readiness test skipped: Redis is not reachable at ${REDIS_URL}`);

describe.skipIf(!redisUp)('GET /readyz with REDIS_URL set', () => {
  it('answers 503 naming Redis once Redis cannot be reached, and 200 before', async () => {
    const sockets = new Set<net.Socket>();
    const proxy = net.createServer((client) => {
      const upstream = net.connect({
        host: redisTarget.hostname,
        port: Number(redisTarget.port || 6379),
      });
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on('error', () => {});
        s.on('close', () => (client.destroy(), upstream.destroy()));
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const proxyUrl = new URL(REDIS_URL);
    proxyUrl.hostname = '127.0.0.1';
    proxyUrl.port = String((proxy.address() as AddressInfo).port);

    const shop = await createTestApp({ REDIS_URL: proxyUrl.toString() });
    try {
      expect((await shop.get('/readyz')).json()).toEqual({
        ready: true,
        failed: [],
        checks: { database: 'ok', redis: 'ok' },
      });
      // Redis goes away: the proxy stops taking connections and drops the open ones.
      await new Promise<void>((resolve) => {
        proxy.close(() => resolve());
        for (const s of sockets) s.destroy();
      });
      const res = await shop.get('/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ ready: false, failed: ['redis'], checks: { database: 'ok' } });
    } finally {
      await shop.close();
    }
  });
});

describe('the operator endpoints are never the storefront', () => {
  let shop: TestApp;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'kehribar-web-'));
  beforeAll(async () => {
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><body>shop</body></html>');
    // Rate limits on, as in production: the probes must never meet one.
    shop = await createTestApp(
      { SERVER_RENDERING: 'false', METRICS_TOKEN: TOKEN, RATE_LIMITS: 'true' },
      { webDistDir: dist },
    );
  });
  afterAll(async () => {
    await shop.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/healthz', '/HEALTHZ', '/healthz/', '/readyz', '/ReadyZ/', '/metrics', '/Metrics'])(
    '%s answers itself, not the HTML page',
    async (url) => {
      const res = await shop.get(url);
      expect(res.headers['content-type']).not.toMatch(/html/);
      expect(res.body).not.toContain('<html');
    },
  );

  it('are never rate-limited, however often a balancer or Prometheus asks', async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < 120; i++) {
      for (const url of ['/healthz', '/readyz']) statuses.add((await shop.get(url)).statusCode);
      statuses.add((await shop.get('/metrics', { authorization: `Bearer ${TOKEN}` })).statusCode);
    }
    expect([...statuses]).toEqual([200]);
  });

  it('while any other path is the storefront (the control), timed as the one route /*', async () => {
    const res = await shop.get('/healthz-and-more');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    await shop.get('/product/kolye-3f2a9c');
    const text = (await shop.get('/metrics', { authorization: `Bearer ${TOKEN}` })).body;
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{route="\/\*",method="GET",status_class="2xx"\} 2$/m,
    );
    expect(text).not.toContain('kolye');
  });
});
