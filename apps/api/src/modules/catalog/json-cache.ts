import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Cache } from '../../platform/cache.ts';

/**
 * Hot catalogue reads are cached as the final response text ({"data": …}), so a cache hit costs a map
 * lookup and a socket write: no query, no mapping, no serialisation. The value is checked against the
 * route's response schema once, when it is built, so the cached text always honours the contract.
 */
export function toDataJson<S extends z.ZodType>(schema: S, value: z.input<S>): string {
  return JSON.stringify({ data: schema.parse(value) });
}

/** Sends an already serialised { data } body; Fastify does not serialise a string again. */
export function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return (reply as FastifyReply).type('application/json; charset=utf-8').send(json);
}

/** ctx.cache.wrap for a bounded key space (ids that exist, fixed lists), holding response text. */
export function cachedJson<S extends z.ZodType>(
  cache: Cache,
  group: string,
  key: string,
  schema: S,
  load: () => Promise<z.input<S>>,
): Promise<string> {
  return cache.wrap(group, key, async () => toDataJson(schema, await load()));
}

const GENERATION_KEY = '\u0000generation';

/**
 * A bounded LRU of response text for reads whose keys come from free user input (finder filters,
 * search words), so a crawler cannot grow the shared cache without limit. Entries belong to the
 * current generation of a cache group: the group's generation is an object held in ctx.cache, so
 * clearing the group there (CacheClear, an admin write, or a Redis broadcast from another instance)
 * makes every entry here stale at once.
 */
export class GroupLru {
  private readonly entries = new Map<string, { generation: object; json: string }>();

  constructor(
    private readonly cache: Cache,
    private readonly group: string,
    private readonly maxEntries = 2000,
  ) {}

  async get(key: string, load: () => Promise<string>): Promise<string> {
    const generation = await this.cache.wrap(this.group, GENERATION_KEY, async () => ({}));
    const hit = this.entries.get(key);
    if (hit && hit.generation === generation) {
      // Refresh its place in the LRU order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.json;
    }
    const json = await load();
    this.entries.delete(key);
    this.entries.set(key, { generation, json });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    return json;
  }
}
