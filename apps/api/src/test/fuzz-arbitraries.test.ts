import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  addressInputSchema,
  basketRequestSchema,
  createProductRequestSchema,
  subscribeRequestSchema,
} from '@kehribar/contracts';
import {
  LONG_STRINGS,
  MUTATIONS,
  mutatedArb,
  nastyStringArb,
  pathsOf,
  toQueryString,
  UNICODE_PAYLOADS,
  validArb,
} from './fuzz-arbitraries.ts';

const sample = <T>(arb: fc.Arbitrary<T>, n = 200) => fc.sample(arb, { numRuns: n, seed: 42 });

describe('fuzz arbitraries from zod v4 schemas', () => {
  const schema = z.object({
    id: z.uuid(),
    email: z.email(),
    name: z.string().trim().min(2).max(10),
    quantity: z.number().int().min(1).max(5),
    price: z.number().nonnegative().max(100),
    kind: z.enum(['a', 'b']),
    gender: z.union([z.literal(0), z.literal(1)]),
    note: z.string().optional(),
    tags: z.array(z.string().max(3)).max(2),
    nested: z.object({ flag: z.boolean(), when: z.iso.datetime().nullable() }),
    code: z.string().regex(/^[A-Z]{3}\d{2}$/),
    count: z.coerce.number().int().min(0),
    mode: z
      .string()
      .pipe(z.enum(['x', 'y']))
      .default('x'),
  });

  it('valid values satisfy the schema (formats, bounds, enums, optional and nested fields)', () => {
    for (const value of sample(validArb(schema)))
      expect(schema.safeParse(value).success, JSON.stringify(value)).toBe(true);
  });

  it('gives values most contract request schemas accept', () => {
    for (const s of [
      addressInputSchema,
      basketRequestSchema,
      createProductRequestSchema,
      subscribeRequestSchema,
    ] as z.ZodType[]) {
      const values = sample(validArb(s), 50);
      const accepted = values.filter((v) => s.safeParse(v).success).length;
      const refused = values.find((v) => !s.safeParse(v).success);
      expect(
        accepted,
        `${JSON.stringify(refused)} ${JSON.stringify(s.safeParse(refused).error?.issues)}`,
      ).toBeGreaterThan(values.length / 2);
    }
  });

  it('mutates in every way, and most mutations are refused', () => {
    const mutated = sample(mutatedArb(schema), 400);
    expect(new Set(mutated.map((m) => m.kind))).toEqual(new Set(MUTATIONS));
    const refused = mutated.filter((m) => !schema.safeParse(m.value).success).length;
    expect(refused).toBeGreaterThan(mutated.length * 0.6);
    const missing = mutated.find((m) => m.kind === 'missing-field' && !m.path.includes('.'))!;
    expect(Object.keys(missing.value as object)).not.toContain(missing.path);
  });

  it('hostile strings include long text, NUL, lone surrogates, SQL and HTML', () => {
    const strings = new Set(sample(nastyStringArb, 600));
    expect([...strings].some((s) => s.length > 10_000)).toBe(true);
    expect(strings.has('\u0000')).toBe(true);
    expect(strings.has('\uD800')).toBe(true);
    expect(strings.has("'; DROP TABLE users; --")).toBe(true);
    expect(strings.has('<script>alert(1)</script>')).toBe(true);
    expect(LONG_STRINGS.every((s) => s.length >= 10_000)).toBe(true);
    expect(UNICODE_PAYLOADS).toContain('\u202Eevil\u202C');
  });

  it('refuses a zod type it has no generator for, rather than skipping it', () => {
    expect(() => validArb(z.symbol())).toThrow(/no generator for zod type 'symbol'/);
  });

  it('paths and query strings', () => {
    expect(pathsOf({ a: [1, { b: 2 }] })).toEqual([['a'], ['a', 0], ['a', 1], ['a', 1, 'b']]);
    expect(toQueryString({ a: [1, 2], b: 'x y', c: undefined, d: { e: 1 } })).toBe(
      'a=1&a=2&b=x+y&d=%7B%22e%22%3A1%7D',
    );
  });
});
