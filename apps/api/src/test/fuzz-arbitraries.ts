/**
 * fast-check arbitraries built from zod v4 schemas, for fuzz.test.ts (zod-fast-check does not support
 * zod v4, so this walks `schema._zod.def` itself). For a schema it gives
 * - `validArb`: a plausible value (formats, lengths and bounds respected; refinements best effort), and
 * - `mutatedArb`: that value broken in one way: a field of the wrong type, a required field missing,
 *   an extra field, the whole value replaced, or a string or number field swapped for a hostile one
 *   (10k+ characters, unusual Unicode, NUL, lone surrogates, SQL and HTML payloads, huge numbers).
 * A zod type it does not know is an error, not a silent skip, so a new kind of schema gets a generator.
 */
import fc from 'fast-check';
import type { z } from 'zod';

interface ZodInternals {
  def: { type: string } & Record<string, unknown>;
  bag: Record<string, unknown>;
  optin?: 'optional';
}
const internals = (schema: z.ZodType) => (schema as unknown as { _zod: ZodInternals })._zod;

interface CheckDef {
  check: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
}
/** The bounds and format a schema's checks set (zod fills `_zod.bag` lazily, so read the checks). */
function constraints(schema: z.ZodType): Record<string, unknown> {
  const { def } = internals(schema);
  const out: Record<string, unknown> = { ...(typeof def.format === 'string' ? { format: def.format } : {}) };
  const checks = (def.checks as { _zod: { def: CheckDef } }[] | undefined) ?? [];
  for (const {
    _zod: { def: c },
  } of checks) {
    switch (c.check) {
      case 'min_length':
      case 'min_size':
        out.minimum = c.minimum;
        break;
      case 'max_length':
      case 'max_size':
        out.maximum = c.maximum;
        break;
      case 'length_equals':
      case 'size_equals':
        out.minimum = out.maximum = c.length;
        break;
      case 'greater_than':
        out[c.inclusive ? 'minimum' : 'exclusiveMinimum'] = c.value;
        break;
      case 'less_than':
        out[c.inclusive ? 'maximum' : 'exclusiveMaximum'] = c.value;
        break;
      case 'string_format':
        if (c.format === 'regex' && c.pattern) out.patterns = new Set([c.pattern]);
        else if (c.format) out.format = c.format;
        break;
      case 'number_format':
        out.format = c.format;
        break;
    }
  }
  return out;
}

export const SQL_PAYLOADS = [
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '" OR ""="',
  "1' AND pg_sleep(0) IS NULL --",
  "%' UNION SELECT NULL, version() --",
  "admin'--",
  '1; DELETE FROM products',
];
export const HTML_PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '{{constructor.constructor("return 1")()}}',
  '${7*7}',
];
export const UNICODE_PAYLOADS = [
  '\u202Eevil\u202C', // right-to-left override
  '\u200F\u200E\u200B\u2060', // RTL / LTR marks, zero-width space and joiner
  '\u0000',
  'a\u0000b',
  '\uD800', // lone high surrogate
  'x\uDFFFy', // lone low surrogate
  '😀👩‍👩‍👧‍👦🏳️‍🌈',
  'e\u0301\u0301\u0301\u0301', // stacked combining marks
  'Z̤̈́͊ͅá̳l̝̓g̠̈o̹',
  '\uFEFF\uFFFE\uFFFF',
  'İıŞşĞğÜüÖöÇç',
  '\u0085\u2028\u2029',
  '',
  ' ',
  '\t\r\n',
];
export const ODD_STRINGS = [
  '../../etc/passwd',
  '%00',
  '%',
  '\\',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '0x1F',
  '__proto__',
  'constructor',
];
export const LONG_STRINGS = [
  'A'.repeat(10_001),
  'ğ'.repeat(12_000),
  '😀'.repeat(10_000),
  `${"' OR 1=1 -- ".repeat(900)}`,
];
export const NASTY_NUMBERS = [
  -1,
  0,
  -0,
  0.5,
  -2_147_483_649,
  2_147_483_648,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  123_456_789.123456,
];

export const nastyStringArb: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...SQL_PAYLOADS, ...HTML_PAYLOADS),
  fc.constantFrom(...UNICODE_PAYLOADS, ...ODD_STRINGS),
  fc.constantFrom(...LONG_STRINGS),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
);
export const nastyNumberArb: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...NASTY_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
/** Any JSON value of the wrong kind: strings, numbers, booleans, null, arrays and objects. */
export const nastyValueArb: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: nastyStringArb, weight: 3 },
  { arbitrary: nastyNumberArb, weight: 2 },
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom([], {}, [null], [[[[[]]]]], { $ne: null }, { '': '' }),
  fc.jsonValue({ maxDepth: 2 }),
);
/** Names of fields a schema does not have: mass-assignment favourites and odd keys. */
export const extraKeyArb: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'id',
    'isAdmin',
    'role',
    'roles',
    'userId',
    'emailConfirmed',
    'status',
    'price',
    'constructor',
    'prototype',
    '$where',
  ),
  nastyStringArb.filter((s) => s.length < 100),
);

const MAX_DEPTH = 6;

/** A value the schema should accept (best effort: formats and bounds, not custom refinements). */
export function validArb(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const { def } = internals(schema);
  const bag = constraints(schema);
  const inner = (key = 'innerType') => validArb(def[key] as z.ZodType, depth + 1);
  if (depth > MAX_DEPTH) return fc.constant(null);
  switch (def.type) {
    case 'string':
      return stringArb(bag);
    case 'number':
      return numberArb(bag);
    case 'bigint':
      return fc.bigInt({ min: -(2n ** 40n), max: 2n ** 40n });
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'any':
    case 'unknown':
      return fc.jsonValue({ maxDepth: 2 });
    case 'date':
      return fc.date({ noInvalidDate: true });
    case 'array': {
      const minLength = (bag.minimum as number | undefined) ?? 0;
      const maxLength = Math.max(minLength, Math.min((bag.maximum as number | undefined) ?? 3, 3));
      return fc.array(inner('element'), { minLength, maxLength });
    }
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      const requiredKeys: string[] = [];
      for (const [key, field] of Object.entries(shape)) {
        model[key] = validArb(field, depth + 1);
        if (internals(field).optin !== 'optional') requiredKeys.push(key);
      }
      return fc.record(model, { requiredKeys });
    }
    case 'record':
      return fc.dictionary(
        validArb(def.keyType as z.ZodType, depth + 1).map(String),
        validArb(def.valueType as z.ZodType, depth + 1),
        { maxKeys: 3 },
      );
    case 'tuple':
      return fc.tuple(...(def.items as z.ZodType[]).map((s) => validArb(s, depth + 1)));
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map((s) => validArb(s, depth + 1)));
    case 'intersection':
      return fc
        .tuple(inner('left'), inner('right'))
        .map(([a, b]) => (isPlainObject(a) && isPlainObject(b) ? { ...a, ...b } : b));
    case 'optional':
      return fc.option(inner(), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(inner(), { nil: null, freq: 4 });
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
    case 'success':
      return inner();
    case 'pipe': {
      // A value the target accepts usually passes the source too (string → enum); a transform target
      // says nothing, so then the source does.
      const to = def.out as z.ZodType;
      return internals(to).def.type === 'transform' ? inner('in') : inner('out');
    }
    case 'transform':
      return fc.jsonValue({ maxDepth: 1 });
    case 'lazy':
      return validArb((def.getter as () => z.ZodType)(), depth + 1);
    default:
      throw new Error(`fuzz-arbitraries: no generator for zod type '${def.type}'`);
  }
}

function stringArb(bag: Record<string, unknown>): fc.Arbitrary<string> {
  switch (bag.format) {
    case 'uuid':
    case 'guid':
      return fc.uuid({ version: 4 });
    case 'email':
      return fc.constantFrom('shopper@example.com', 'a.b+c@example.org', 'admin@kehribar.test');
    case 'url':
      return fc.constantFrom('https://example.com/', 'https://kehribar.test/a?b=1');
    case 'datetime':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
  }
  const patterns = bag.patterns as Set<RegExp> | undefined;
  const [pattern] = patterns ? [...patterns] : [];
  const minLength = (bag.minimum as number | undefined) ?? 0;
  const maxLength = Math.max(minLength, Math.min((bag.maximum as number | undefined) ?? 40, 40));
  // Trimmed and measured in UTF-16 units as zod measures them, so a .trim().min(n) field still passes.
  const fits = (s: string) =>
    s.length >= minLength && s.length <= ((bag.maximum as number | undefined) ?? Infinity);
  if (pattern) return fc.stringMatching(pattern).filter(fits);
  const text = (unit: 'grapheme' | 'grapheme-ascii') =>
    fc
      .string({ unit, minLength, maxLength })
      .map((s) => s.trim())
      .filter(fits);
  return fc.oneof(text('grapheme-ascii'), text('grapheme'));
}

function numberArb(bag: Record<string, unknown>): fc.Arbitrary<number> {
  const isInt = typeof bag.format === 'string' && /int/.test(bag.format);
  const lo = Math.max(
    (bag.minimum as number | undefined) ?? -1e9,
    (bag.exclusiveMinimum as number | undefined) ?? -Infinity,
    -1e12,
  );
  const hi = Math.min(
    (bag.maximum as number | undefined) ?? 1e9,
    (bag.exclusiveMaximum as number | undefined) ?? Infinity,
    1e12,
  );
  if (isInt) {
    const min = Math.ceil(lo + (bag.exclusiveMinimum === lo ? 1 : 0));
    const max = Math.floor(hi - (bag.exclusiveMaximum === hi ? 1 : 0));
    // Small ids name seeded rows more often than random ones do.
    const small = fc.integer({ min: Math.max(min, 0), max: Math.max(Math.min(max, 60), Math.max(min, 0)) });
    return min <= max ? fc.oneof(small, fc.integer({ min, max })) : fc.constant(min);
  }
  const double = fc.double({
    min: lo,
    max: hi,
    noNaN: true,
    noDefaultInfinity: true,
    minExcluded: bag.exclusiveMinimum === lo,
    maxExcluded: bag.exclusiveMaximum === hi,
  });
  // Whole numbers too: money fields also refuse more than two decimals, which JSON Schema cannot say.
  const [wholeMin, wholeMax] = [
    Math.ceil(lo + (bag.exclusiveMinimum === lo ? 1 : 0)),
    Math.floor(hi - (bag.exclusiveMaximum === hi ? 1 : 0)),
  ];
  return wholeMin <= wholeMax
    ? fc.oneof(
        { weight: 9, arbitrary: fc.integer({ min: wholeMin, max: wholeMax }) },
        { weight: 1, arbitrary: double },
      )
    : double;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

type Path = (string | number)[];

/** Every path into a JSON value (objects and arrays, not the root). */
export function pathsOf(value: unknown, prefix: Path = []): Path[] {
  const out: Path[] = [];
  if (Array.isArray(value)) value.forEach((v, i) => out.push([...prefix, i], ...pathsOf(v, [...prefix, i])));
  else if (isPlainObject(value))
    for (const [k, v] of Object.entries(value)) out.push([...prefix, k], ...pathsOf(v, [...prefix, k]));
  return out;
}

const clone = <T>(v: T): T => structuredClone(v);

function getAt(root: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], root);
}

function setAt(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const parent = getAt(root, path.slice(0, -1)) as Record<string | number, unknown>;
  Object.defineProperty(parent, path[path.length - 1]!, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return root;
}

export const MUTATIONS = [
  'wrong-type',
  'missing-field',
  'extra-field',
  'whole-value',
  'hostile-string',
  'hostile-number',
] as const;
export type MutationKind = (typeof MUTATIONS)[number];
export interface Mutated {
  kind: MutationKind;
  path: string;
  value: unknown;
}

/** A valid value broken in exactly one way (see the file comment). */
export function mutatedArb(schema: z.ZodType): fc.Arbitrary<Mutated> {
  return fc
    .record({
      base: validArb(schema),
      kind: fc.constantFrom(...MUTATIONS),
      pick: fc.nat(),
      junk: nastyValueArb,
      text: nastyStringArb,
      number: nastyNumberArb,
      key: extraKeyArb,
    })
    .map(({ base, kind, pick, junk, text, number, key }) =>
      mutate(clone(base), { kind, pick, junk, text, number, key }),
    );
}

function mutate(
  value: unknown,
  m: { kind: MutationKind; pick: number; junk: unknown; text: string; number: number; key: string },
): Mutated {
  const paths = pathsOf(value);
  const choose = (candidates: Path[]) => candidates[m.pick % candidates.length]!;
  const done = (kind: MutationKind, path: Path, v: unknown): Mutated => ({
    kind,
    path: path.join('.') || '(root)',
    value: v,
  });
  switch (m.kind) {
    case 'missing-field': {
      const keys = paths.filter((p) => typeof p[p.length - 1] === 'string');
      if (keys.length === 0) break;
      const path = choose(keys);
      delete (getAt(value, path.slice(0, -1)) as Record<string, unknown>)[path[path.length - 1] as string];
      return done('missing-field', path, value);
    }
    case 'extra-field': {
      const objects: Path[] = [[], ...paths.filter((p) => isPlainObject(getAt(value, p)))];
      const at = choose(objects);
      if (!isPlainObject(getAt(value, at))) break;
      return done('extra-field', [...at, m.key], setAt(value, [...at, m.key], m.junk));
    }
    case 'hostile-string':
    case 'hostile-number': {
      const want = m.kind === 'hostile-string' ? 'string' : 'number';
      const leaves = paths.filter((p) => typeof getAt(value, p) === want);
      if (leaves.length === 0) break;
      const path = choose(leaves);
      return done(m.kind, path, setAt(value, path, want === 'string' ? m.text : m.number));
    }
    case 'wrong-type': {
      if (paths.length === 0) break;
      const path = choose(paths);
      return done('wrong-type', path, setAt(value, path, m.junk));
    }
    case 'whole-value':
      break;
  }
  return done('whole-value', [], m.junk);
}

/**
 * A value as a query string: arrays repeat their key, objects go as JSON, everything else as text.
 * Returns the encoded string (without '?').
 */
export function toQueryString(value: unknown): string {
  if (!isPlainObject(value))
    return new URLSearchParams({
      q: typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
    }).toString();
  const params = new URLSearchParams();
  const text = (v: unknown) => (typeof v === 'string' ? v : v === undefined ? '' : (JSON.stringify(v) ?? ''));
  for (const [k, v] of Object.entries(value)) {
    if (v === undefined) continue;
    if (Array.isArray(v)) for (const item of v) params.append(k, text(item));
    else params.append(k, text(v));
  }
  return params.toString();
}

/** Raw bodies no JSON schema can describe: broken JSON, prototype pollution, wrong content types. */
export const RAW_BODIES: { contentType: string; payload: string }[] = [
  { contentType: 'application/json', payload: '{"a":' },
  { contentType: 'application/json', payload: '' },
  { contentType: 'application/json', payload: 'null' },
  { contentType: 'application/json', payload: '"just a string"' },
  { contentType: 'application/json', payload: '{"__proto__":{"isAdmin":true}}' },
  { contentType: 'application/json', payload: '{"constructor":{"prototype":{"isAdmin":true}}}' },
  { contentType: 'application/json', payload: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  { contentType: 'application/json', payload: '{"a":1,"a":2}' },
  { contentType: 'application/json', payload: '\uFEFF{}' },
  { contentType: 'application/json; charset=latin1', payload: '{}' },
  { contentType: 'text/plain', payload: "' OR 1=1 --" },
  {
    contentType: 'application/xml',
    payload: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
  },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&a=2&__proto__[x]=1' },
  {
    contentType: 'multipart/form-data; boundary=zzz',
    payload: '--zzz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n',
  },
];

/** Raw query strings that are not what URLSearchParams would ever write. */
export const RAW_QUERIES = [
  '%',
  '%zz',
  'a=%E0%A4%A',
  'id[]=1&id[]=2',
  'id[a]=1',
  'id=1&id=2&id=3',
  '&&&=',
  `id=${'9'.repeat(5000)}`,
  'id=%00',
  'id=%F0%9F%98%80',
];

/** Header values a client could send (light-my-request refuses characters outside Latin-1 in headers). */
export const HEADER_VALUES = [
  '',
  'xx',
  'tr-TR',
  'en-EN',
  'USD',
  'EUR',
  'TRY',
  'usd',
  "' OR 1=1 --",
  '<script>',
  'A'.repeat(5000),
  '*;q=0.5, en;q=abc',
  'null',
];
