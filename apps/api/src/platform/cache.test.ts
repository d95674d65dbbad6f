import net from 'node:net';
import { Redis } from 'ioredis';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { RedisBackedCache } from './cache.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(REDIS_URL);
  const socket = net.connect(
    { host: hostname, port: Number(port || 6379) },
    () => (socket.destroy(), resolve(true)),
  );
  socket.once('error', () => resolve(false));
});
if (!redisUp) console.warn(`Redis cache test skipped: Redis is not reachable at ${REDIS_URL}`);

const noop = () => {};
const log = {
  info: noop,
  warn: noop,
  error: noop,
  debug: noop,
  trace: noop,
  fatal: noop,
  child: () => log,
} as never;

describe.skipIf(!redisUp)('RedisBackedCache', () => {
  const opened: RedisBackedCache[] = [];
  const admin = new Redis(REDIS_URL, { lazyConnect: true });
  afterAll(async () => {
    await Promise.all(opened.map((c) => c.close()));
    admin.disconnect();
  });
  const connect = async () => {
    const cache = await RedisBackedCache.connect(REDIS_URL, log);
    opened.push(cache);
    return cache;
  };
  const until = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 100 && !(await check()); i++) await new Promise((r) => setTimeout(r, 50));
  };

  it("clears another process's group when one invalidates it", async () => {
    const [one, two] = await Promise.all([connect(), connect()]);
    const group = `test-${Math.random()}`;
    await two.wrap(group, 'k', async () => 'old');
    await one.invalidate(group);
    await until(async () => (await two.wrap(group, 'k', async () => 'new')) === 'new');
    expect(await two.wrap(group, 'k', async () => 'newer')).toBe('new');
  });

  it('tells its clear listeners which groups another process cleared', async () => {
    const [one, two] = await Promise.all([connect(), connect()]);
    const heard: (readonly string[])[] = [];
    two.onClear((groups) => heard.push(groups));
    const group = `test-${Math.random()}`;
    await one.invalidate(group, 'home-content');
    await until(async () => heard.length > 0);
    expect(heard).toEqual([[group, 'home-content']]);
  });

  it('drops its whole cache after its subscription was cut, since messages sent meanwhile are lost (regression)', async () => {
    const cache = await connect();
    await cache.wrap('products', 'k', async () => 'before the outage');
    await admin.connect();
    // Cut only this process's subscriber connections (other processes may share this Redis).
    const list = String(await admin.client('LIST'));
    const ours = [...list.matchAll(/id=(\d+) .*name=kehribar-cache-\S+-(\d+)-sub /g)]
      .filter((m) => Number(m[2]) === process.pid)
      .map((m) => m[1]!);
    expect(ours.length).toBeGreaterThan(0);
    for (const id of ours) await admin.client('KILL', 'ID', id);
    await until(async () => (await cache.wrap('products', 'k', async () => 'reloaded')) === 'reloaded');
    expect(await cache.wrap('products', 'k', async () => 'again')).toBe('reloaded');
  });

  it('logs a Redis outage once, is not ready during it, and says when Redis is back, with no unhandled error events', async () => {
    const proxy = await redisProxy();
    const lines: string[] = [];
    const logger = {
      ...(log as object),
      warn: (obj: unknown, msg?: string) => lines.push(`warn ${msg ?? String(obj)}`),
      info: (obj: unknown, msg?: string) => lines.push(`info ${msg ?? String(obj)}`),
    } as never;
    const unhandled = vi.spyOn(console, 'error');
    try {
      const cache = await RedisBackedCache.connect(proxy.url, logger);
      opened.push(cache);
      await cache.ping();

      await proxy.cut();
      const notReady = async () =>
        cache.ping().then(
          () => false,
          () => true,
        );
      await until(notReady);
      expect(await notReady()).toBe(true);
      // ioredis keeps trying (and failing) every few tens of milliseconds meanwhile.
      await new Promise((r) => setTimeout(r, 500));
      expect(lines.filter((l) => l.startsWith('warn'))).toEqual(['warn Redis unreachable: reconnecting']);

      await proxy.restore();
      await until(async () => !(await notReady()));
      await cache.ping();
      expect(lines).toContain('info Redis reachable again');
      expect(lines.filter((l) => l === 'warn Redis unreachable: reconnecting')).toHaveLength(1);
      expect(unhandled.mock.calls.filter((call) => String(call[0]).includes('ioredis'))).toEqual([]);
    } finally {
      unhandled.mockRestore();
      await proxy.cut();
    }
  });
});

/** Redis behind a proxy on a fixed port that the test can take away and put back, without touching Redis. */
async function redisProxy() {
  const target = new URL(REDIS_URL);
  const sockets = new Set<net.Socket>();
  const server = () =>
    net.createServer((client) => {
      const upstream = net.connect({ host: target.hostname, port: Number(target.port || 6379) });
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on('error', () => {});
        s.on('close', () => (client.destroy(), upstream.destroy(), sockets.delete(s)));
      }
      client.pipe(upstream).pipe(client);
    });
  let listening = server();
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  const port = (listening.address() as AddressInfo).port;
  const url = new URL(REDIS_URL);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    cut: () =>
      new Promise<void>((resolve) => {
        if (!listening.listening) return resolve();
        listening.close(() => resolve());
        for (const s of sockets) s.destroy();
      }),
    restore: async () => {
      listening = server();
      await new Promise<void>((resolve) => listening.listen(port, '127.0.0.1', resolve));
    },
  };
}
