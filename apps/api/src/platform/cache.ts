import os from 'node:os';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Catalogue and content reads are cached in each process's memory, grouped so that an admin write can
 * clear exactly what it affects. With REDIS_URL set, a clear is published on a Redis channel and every
 * API process drops the same group at once, so instances behind one load balancer never disagree.
 */
export interface Cache {
  wrap<T>(group: string, key: string, load: () => Promise<T>): Promise<T>;
  /**
   * An object that stays the same until the group is next cleared (here or, through Redis, anywhere):
   * caches kept outside this one (GroupLru, the page cache) compare it to know their entries are stale.
   */
  generation(group: string): object;
  /** Counts a lookup of a cache kept outside this one, for GET /metrics, beside wrap's own. */
  count(group: string, hit: boolean): void;
  invalidate(...groups: string[]): Promise<void>;
  /**
   * Calls `listener` with the groups each clear drops in this process, whether the clear was made here
   * or, through Redis, by another process ('all' when everything went).
   */
  onClear(listener: (groups: readonly string[]) => void): void;
  close(): Promise<void>;
  /** Hits and misses per group since the start, for GET /metrics (platform/metrics.ts). */
  readonly lookups?: ReadonlyMap<string, CacheLookups>;
}

export interface CacheLookups {
  hits: number;
  misses: number;
}

const CHANNEL = 'kehribar:cache-invalidate';
const ALL = 'all';

export class MemoryCache implements Cache {
  private readonly groups = new Map<string, Map<string, Promise<unknown>>>();
  private readonly generations = new Map<string, object>();
  private readonly clearListeners: ((groups: readonly string[]) => void)[] = [];
  readonly lookups = new Map<string, CacheLookups>();

  async wrap<T>(group: string, key: string, load: () => Promise<T>): Promise<T> {
    let entries = this.groups.get(group);
    if (!entries) this.groups.set(group, (entries = new Map()));
    const hit = entries.get(key);
    this.count(group, hit !== undefined);
    if (hit) return hit as Promise<T>;
    const pending = load();
    entries.set(key, pending);
    // A failed load is not cached.
    pending.catch(() => entries.get(key) === pending && entries.delete(key));
    return pending;
  }

  generation(group: string): object {
    let generation = this.generations.get(group);
    if (!generation) this.generations.set(group, (generation = {}));
    return generation;
  }

  count(group: string, hit: boolean): void {
    // Plain numbers, kept apart from the entries so a clear does not reset them; read at scrape.
    let counts = this.lookups.get(group);
    if (!counts) this.lookups.set(group, (counts = { hits: 0, misses: 0 }));
    if (hit) counts.hits++;
    else counts.misses++;
  }

  /** Clears groups in this process only. */
  clearLocal(groups: string[]): void {
    if (groups.includes(ALL)) {
      this.groups.clear();
      this.generations.clear();
    } else {
      for (const g of groups) {
        this.groups.delete(g);
        this.generations.delete(g);
      }
    }
    for (const listener of this.clearListeners) listener(groups);
  }

  onClear(listener: (groups: readonly string[]) => void): void {
    this.clearListeners.push(listener);
  }

  async invalidate(...groups: string[]): Promise<void> {
    this.clearLocal(groups);
  }

  async close(): Promise<void> {}
}

export class RedisBackedCache extends MemoryCache {
  private constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
  ) {
    super();
  }

  static async connect(url: string, log: FastifyBaseLogger): Promise<RedisBackedCache> {
    // Named, so an operator (or a test) can tell the shop's connections apart in CLIENT LIST.
    const name = `kehribar-cache-${os.hostname()}-${process.pid}`;
    const publisher = new Redis(url, {
      lazyConnect: true,
      maxRetriesPerRequest: 2,
      connectionName: `${name}-pub`,
    });
    const subscriber = new Redis(url, { lazyConnect: true, connectionName: `${name}-sub` });
    reportOutages({ publisher, subscriber }, log);
    await Promise.all([publisher.connect(), subscriber.connect()]);
    const cache = new RedisBackedCache(publisher, subscriber);
    await subscriber.subscribe(CHANNEL);
    // Messages published while the subscriber was disconnected are lost for good (pub/sub keeps nothing):
    // after every reconnect (ioredis subscribes again by itself) this process drops its whole cache, so an
    // admin write made during a Redis outage is not hidden until the next one.
    // The clear waits for the subscription to be confirmed, so no message can fall between the two.
    subscriber.on('ready', () => {
      subscriber
        .subscribe(CHANNEL)
        .then(() => {
          cache.clearLocal([ALL]);
          log.warn('reconnected to Redis: local cache cleared');
        })
        .catch((err: unknown) =>
          log.warn({ err }, 'subscribing to cache invalidations after a reconnect failed'),
        );
    });
    subscriber.on('message', (_channel, message: string) => {
      try {
        cache.clearLocal(JSON.parse(message) as string[]);
      } catch (error) {
        log.warn({ err: error }, 'bad cache invalidation message');
      }
    });
    return cache;
  }

  override async invalidate(...groups: string[]): Promise<void> {
    this.clearLocal(groups);
    await this.publisher.publish(CHANNEL, JSON.stringify(groups));
  }

  /**
   * For GET /readyz: answers once Redis does; rejects while it is unreachable, and while this process is
   * not subscribed to the invalidations (it would serve what another process's admin write cleared).
   */
  async ping(): Promise<void> {
    if (this.subscriber.status !== 'ready') {
      throw new Error(`not subscribed to cache invalidations (connection ${this.subscriber.status})`);
    }
    await this.publisher.ping();
  }

  override async close(): Promise<void> {
    this.subscriber.disconnect();
    this.publisher.disconnect();
  }
}

/**
 * Logs a Redis outage once: ioredis emits an 'error' for every failed attempt while it reconnects (and
 * prints "Unhandled error event" for each when nobody listens), so the first error of either connection
 * is a warning, the rest of the outage is quiet, and a line says when both connections are back. Readiness
 * asks the connections themselves (ping), so /readyz tells the outage every time it is asked.
 */
function reportOutages(connections: Record<string, Redis>, log: FastifyBaseLogger): void {
  const down = new Set<string>();
  for (const [role, connection] of Object.entries(connections)) {
    connection.on('error', (err: Error) => {
      if (down.size === 0) log.warn({ err, connection: role }, 'Redis unreachable: reconnecting');
      down.add(role);
    });
    connection.on('ready', () => {
      if (down.delete(role) && down.size === 0) log.info('Redis reachable again');
    });
  }
}
