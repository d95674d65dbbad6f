import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
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

/** Smaller bodies go out as they are (the same threshold as app.ts gives @fastify/compress). */
const COMPRESS_MIN_CHARS = 1024;
type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];

/**
 * The compressed bodies of cached response text, keyed by that text (the very string the catalogue
 * cache holds, so a lookup hashes nothing new). A body is compressed once, not on every request as
 * @fastify/compress would: a cached read then costs a lookup for a browser as for any other client.
 * Bounded in bytes; a text that left the catalogue cache is dropped here as newer bodies come in.
 */
const compressed: Record<Encoding, LRUCache<string, Buffer>> = {
  br: compressedBodies(),
  gzip: compressedBodies(),
};
function compressedBodies() {
  return new LRUCache<string, Buffer>({
    maxSize: 16 * 1024 * 1024,
    sizeCalculation: (body, json) => body.length + json.length,
  });
}

const COMPRESS: Record<Encoding, (json: string) => Buffer> = {
  // Once per body, so a level above app.ts's per-request one is affordable.
  br: (json) => brotliCompressSync(json, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (json) => gzipSync(json, { level: 6 }),
};

/**
 * Sends an already serialised { data } body; Fastify does not serialise a string again. A body worth
 * compressing goes out compressed once and for all when the client accepts it (routes that send with
 * this opt out of @fastify/compress with `compress: false`; on other routes the plugin sees the
 * Content-Encoding and leaves the body alone).
 */
export function sendJson(reply: FastifyReply, json: string): FastifyReply {
  reply.type('application/json; charset=utf-8');
  if (json.length < COMPRESS_MIN_CHARS) return reply.send(json);
  reply.header('vary', 'accept-encoding');
  const accepted = reply.request.headers['accept-encoding'];
  const encoding = accepted ? negotiate(accepted, ENCODINGS) : null;
  if (!encoding) return reply.send(json);
  let body = compressed[encoding].get(json);
  if (!body) {
    body = COMPRESS[encoding](json);
    compressed[encoding].set(json, body);
  }
  return reply.header('content-encoding', encoding).send(body);
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
