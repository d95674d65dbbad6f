import net from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
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
});
