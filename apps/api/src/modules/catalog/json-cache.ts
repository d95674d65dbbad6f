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

/** Smaller bodies go out uncompressed (the same threshold as app.ts gives @fastify/compress). */
const COMPRESS_MIN_BYTES = 1024;
type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];

/** A response text as it goes on the wire: its UTF-8 bytes, and compressed once a client asks for it. */
type Bodies = { identity: Buffer } & Partial<Record<Encoding, Buffer>>;

/**
 * The bytes of cached response text, keyed by that text: the very string the catalogue cache holds, so
 * a lookup compares one pointer. Sending the bytes spares every request the text's UTF-8 length and
 * encoding (a 40 kB product page of Turkish text costs a tenth of a read's CPU in each), and a body is
 * compressed once, not on every request as @fastify/compress would. Bounded in bytes; a text that left
 * the catalogue cache is dropped here as newer ones come in.
 */
const bodies = new LRUCache<string, Bodies>({
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (b, json) => json.length + b.identity.length + (b.br?.length ?? 0) + (b.gzip?.length ?? 0),
});

const COMPRESS: Record<Encoding, (bytes: Buffer) => Buffer> = {
  // Once per body, so a level above app.ts's per-request one is affordable.
  br: (bytes) => brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (bytes) => gzipSync(bytes, { level: 6 }),
};

/**
 * Sends an already serialised { data } body as bytes; a body worth compressing goes out compressed when
 * the client accepts it. Routes that send with this opt out of @fastify/compress (`compress: false`);
 * on other routes the plugin sees the Content-Encoding, or a body below its threshold, and leaves it.
 */
export function sendJson(reply: FastifyReply, json: string): FastifyReply {
  reply.type('application/json; charset=utf-8');
  let body = bodies.get(json);
  if (!body) {
    body = { identity: Buffer.from(json) };
    bodies.set(json, body);
  }
  if (body.identity.length < COMPRESS_MIN_BYTES) return reply.send(body.identity);
  reply.header('vary', 'accept-encoding');
  const accepted = reply.request.headers['accept-encoding'];
  const encoding = accepted ? negotiate(accepted, ENCODINGS) : null;
  if (!encoding) return reply.send(body.identity);
  let encoded = body[encoding];
  if (!encoded) {
    encoded = body[encoding] = COMPRESS[encoding](body.identity);
    bodies.set(json, body); // its size grew
  }
  return reply.header('content-encoding', encoding).send(encoded);
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
    const generation = this.cache.generation(this.group);
    const hit = this.entries.get(key);
    const fresh = hit !== undefined && hit.generation === generation;
    this.cache.count(this.group, fresh);
    if (fresh) {
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
