/**
 * Fuzzing (issue 8.1): every route the app registers — found by an onRoute hook, so a route added
 * later is fuzzed without editing this file — gets generated bad input built from its contracts
 * schemas (fuzz-arbitraries.ts): wrong types, missing and extra fields, 10k+ character strings, unusual
 * Unicode, negative and huge numbers, SQL and HTML payloads, broken JSON, odd query strings and
 * headers, with the token its auth level asks for, so the input reaches validation and the services.
 *
 * Every answer is below 500; a 4xx carries a string errorMessage; after a rejected write the database
 * (row count and digest of every table) is unchanged; after each route the catalogue still answers.
 * A write route without a schema to fuzz fails the test unless it is declared below with what it reads.
 *
 * FUZZ_RUNS (default 20) and FUZZ_SEED (default fixed) tune a run; fast-check prints the seed and
 * the shrunk counterexample on failure.
 */
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import type { FastifySchema, InjectOptions, RouteOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  addPressFieldsSchema,
  bannerFieldsSchema,
  updateBannerIdSchema,
  API,
  callback3dsBodySchema,
  updateLoginRegisterPhotoFieldsSchema,
  updateMainPhotoFieldsSchema,
  uploadAboutUsImageFieldsSchema,
  uploadCategoryImagesFieldsSchema,
  uploadCollectionImagesFieldsSchema,
  uploadCoverImageFieldsSchema,
  uploadProductImagesFieldsSchema,
} from '@kehribar/contracts';
import { categories, products } from '../db/schema/index.ts';
import { SANDBOX_PREFIX } from '../platform/payments/gateway.ts';
import { png } from './admin-test-kit.ts';
import {
  HEADER_VALUES,
  mutatedArb,
  nastyStringArb,
  nastyValueArb,
  RAW_BODIES,
  RAW_QUERIES,
  toQueryString,
  validArb,
} from './fuzz-arbitraries.ts';
import { createShopTestApp, fillBasket, makeProducts } from './checkout-test-kit.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = Number(process.env.FUZZ_SEED ?? 0x6b6568);

interface Route {
  method: string;
  url: string;
  auth: string;
  schema: FastifySchema & { consumes?: string[] };
}
const routes: Route[] = [];
const listRoute = (route: RouteOptions) => {
  const auth = (route.config as { auth?: string } | undefined)?.auth ?? 'public';
  for (const method of [route.method].flat()) {
    if (method !== 'HEAD')
      routes.push({ method, url: route.url, auth, schema: (route.schema ?? {}) as Route['schema'] });
  }
};

/**
 * Routes that read input without a route schema, and what they read. A new such route must be added
 * here (the first test fails otherwise), so nothing is skipped silently.
 */
type Schemaless =
  | { kind: 'multipart'; fields: z.ZodObject; files: string[] }
  | { kind: 'form'; fields: z.ZodObject }
  | { kind: 'none' }
  /** The iyzico-compatible sandbox bank: the bank's protocol, not the shop API; only junk is sent. */
  | { kind: 'external' };
const SCHEMALESS: Record<string, Schemaless> = {
  [`POST ${API.Products.UploadProductImages}`]: {
    kind: 'multipart',
    fields: uploadProductImagesFieldsSchema,
    files: ['files'],
  },
  [`POST ${API.Categories.UploadCategoryImages}`]: {
    kind: 'multipart',
    fields: uploadCategoryImagesFieldsSchema,
    files: ['files'],
  },
  [`POST ${API.Collection.UploadCollectionImages}`]: {
    kind: 'multipart',
    fields: uploadCollectionImagesFieldsSchema,
    files: ['files'],
  },
  [`POST ${API.Products.UploadAboutUsImage}`]: {
    kind: 'multipart',
    fields: uploadAboutUsImageFieldsSchema,
    files: ['files'],
  },
  [`POST ${API.Products.AddPress}`]: {
    kind: 'multipart',
    fields: addPressFieldsSchema,
    files: ['ModelImages', 'ProductImages'],
  },
  [`POST ${API.Products.UploadVideo}`]: { kind: 'multipart', fields: z.object({}), files: ['videoFile'] },
  [`POST ${API.Products.UpdateMainPhoto}`]: {
    kind: 'multipart',
    fields: updateMainPhotoFieldsSchema,
    files: ['files'],
  },
  [`POST ${API.Products.UpdateLoginRegisterPhoto}`]: {
    kind: 'multipart',
    fields: updateLoginRegisterPhotoFieldsSchema,
    files: ['files'],
  },
  [`POST ${API.Products.UploadCoverImage}`]: {
    kind: 'multipart',
    fields: uploadCoverImageFieldsSchema,
    files: ['imageFile'],
  },
  [`POST ${API.Products.CreateBanner}`]: {
    kind: 'multipart',
    fields: bannerFieldsSchema,
    files: ['imageFile'],
  },
  [`POST ${API.Products.UpdateBanner}`]: {
    kind: 'multipart',
    fields: bannerFieldsSchema.extend(updateBannerIdSchema.shape),
    files: ['imageFile'],
  },
  [`POST ${API.Order.UploadInvoice}`]: {
    kind: 'multipart',
    fields: z.object({ orderId: z.uuid() }),
    files: ['file'],
  },
  [`POST ${API.Payment.Callback3ds}`]: { kind: 'form', fields: callback3dsBodySchema },
  [`POST ${API.Products.GetCustomerFavoritedProducts}`]: { kind: 'none' },
  [`POST ${SANDBOX_PREFIX}/payment/iyzipos/installment`]: { kind: 'external' },
  [`POST ${SANDBOX_PREFIX}/payment/3dsecure/initialize`]: { kind: 'external' },
  [`POST ${SANDBOX_PREFIX}/payment/3dsecure/auth`]: { kind: 'external' },
  [`POST ${SANDBOX_PREFIX}/payment/cancel`]: { kind: 'external' },
  [`POST ${SANDBOX_PREFIX}/payment/detail`]: { kind: 'external' },
  [`POST ${SANDBOX_PREFIX}/payment/refund`]: { kind: 'external' },
  [`GET ${SANDBOX_PREFIX}/3ds/:id`]: { kind: 'external' },
  [`POST ${SANDBOX_PREFIX}/3ds/:id`]: { kind: 'external' },
};
const keyOf = (r: Route) => `${r.method} ${r.url}`;
const hasInputSchema = (r: Route) => Boolean(r.schema.body || r.schema.querystring || r.schema.params);
const takesInput = (r: Route) => r.method !== 'GET' || r.url.includes(':');

// Listening on a port, so payment calls reach the sandbox bank over HTTP as they reach iyzico.
// Admin deletes may hit seeded pictures: the fuzzed app gets its own copy of the uploads.
const t = await createShopTestApp({}, { ownUploads: true, onRoute: listRoute });
afterAll(() => t.close());
const [guest, customer, admin] = [await t.guest(), await t.customer(), await t.admin()];
// Something in the guest's basket, so checkout and instalment calls get past "the basket is empty".
const {
  products: [stocked],
} = await makeProducts(t, [{ stock: 1000, priceTRY: 1200, priceUSD: 30, priceForeign: 28 }]);
/**
 * Fills the guest's basket before each route. The fuzzed admin writes before it may have given the piece's
 * category a size rule or the piece no stock (valid inputs hit real ids): both are put back first, so one
 * route's fuzzing never decides whether the next can start.
 */
async function fillBaskets() {
  const db = t.app.ctx.db;
  await db
    .update(categories)
    .set({ sizeOptions: null, isCustomSizeInput: false, hidden: false })
    .where(eq(categories.id, stocked!.categoryId));
  await db.update(products).set({ stock: 1000 }).where(eq(products.id, stocked!.id));
  return fillBasket(t, guest.headers, [{ productId: stocked!.id, quantity: 1 }]);
}
const AUTH: Record<string, Record<string, string>> = {
  public: {},
  session: guest.headers,
  customer: customer.headers,
  admin: admin.headers,
};
const picture = await png(40, 30);

// ------------------------------------------------------------------------------------------------
// Database fingerprint: row count and an md5 of the rows of every table.
// ------------------------------------------------------------------------------------------------
/** Columns a background job changes on its own: the mail outbox's delivery state. */
const ROW_TEXT: Record<string, string> = { mail_outbox: '(x.id, x."to", x.subject)::text' };
/** What a refused request records on purpose: a wrong password or reset link counts against the account (decision 019). */
const WRITTEN_BY_REFUSALS = new Set(['account_throttles']);
const tableNames = (
  (
    await t.app.ctx.db.execute(
      sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1`,
    )
  ).rows as { name: string }[]
)
  .map((r) => r.name)
  .filter((name) => !WRITTEN_BY_REFUSALS.has(name));
const fingerprintSql = sql.raw(
  tableNames
    .map((name) => {
      const row = ROW_TEXT[name] ?? 'x::text';
      return `SELECT '${name}' AS t, count(*)::text || ':' || coalesce(md5(string_agg(${row}, '|' ORDER BY ${row})), '') AS v FROM "${name}" x`;
    })
    .join(' UNION ALL '),
);
async function fingerprint(): Promise<Record<string, string>> {
  const rows = (await t.app.ctx.db.execute(fingerprintSql)).rows as { t: string; v: string }[];
  return Object.fromEntries(rows.map((r) => [r.t, r.v]));
}

// ------------------------------------------------------------------------------------------------
// Requests
// ------------------------------------------------------------------------------------------------
interface FuzzRequest {
  what: string;
  options: InjectOptions & { method: string; url: string };
}
type Part = { what: string; url?: string; query?: string; body?: Pick<InjectOptions, 'payload' | 'headers'> };

const schemaOf = (s: unknown) => s as z.ZodType | undefined;
const describeValue = (v: unknown) => {
  const text = typeof v === 'string' ? JSON.stringify(v) : (JSON.stringify(v) ?? String(v));
  return text.length > 160 ? `${text.slice(0, 160)}… (${text.length} chars)` : text;
};

/** Valid or broken values of a schema, tagged with what was done. */
function inputArb(schema: z.ZodType): fc.Arbitrary<{ what: string; value: unknown }> {
  return fc.oneof(
    { weight: 1, arbitrary: validArb(schema).map((value) => ({ what: 'valid', value })) },
    {
      weight: 5,
      arbitrary: mutatedArb(schema).map((m) => ({ what: `${m.kind} at ${m.path}`, value: m.value })),
    },
  );
}

const junkQueryArb: fc.Arbitrary<Part> = fc.oneof(
  fc.constant({ what: 'no query', query: '' }),
  fc.constantFrom(...RAW_QUERIES).map((query) => ({ what: `raw query ${describeValue(query)}`, query })),
  fc
    .dictionary(
      nastyStringArb.filter((s) => s.length < 50),
      nastyValueArb,
      { maxKeys: 3 },
    )
    .map((v) => ({ what: 'junk query', query: toQueryString(v) })),
);

function queryArb(route: Route): fc.Arbitrary<Part> {
  const schema = schemaOf(route.schema.querystring);
  if (!schema) return junkQueryArb;
  return fc.oneof(
    {
      weight: 5,
      arbitrary: inputArb(schema).map(({ what, value }) => ({
        what: `query ${what}`,
        query: toQueryString(value),
      })),
    },
    { weight: 1, arbitrary: junkQueryArb },
  );
}

const jsonBody = (value: unknown) => ({
  payload: JSON.stringify(value) ?? 'null',
  headers: { 'content-type': 'application/json' },
});
const rawBodyArb: fc.Arbitrary<Part> = fc.constantFrom(...RAW_BODIES).map((b) => ({
  what: `raw ${b.contentType} body ${describeValue(b.payload)}`,
  body: { payload: b.payload, headers: { 'content-type': b.contentType } },
}));
const junkBodyArb: fc.Arbitrary<Part> = fc.oneof(
  fc.constant({ what: 'no body' }),
  rawBodyArb,
  nastyValueArb.map((v) => ({ what: `junk body ${describeValue(v)}`, body: jsonBody(v) })),
);

const fileArb = fc.oneof(
  fc.constant({ what: 'png', data: picture }),
  fc.uint8Array({ maxLength: 200 }).map((a) => ({ what: 'random bytes', data: Buffer.from(a) })),
  fc.constant({ what: 'empty', data: Buffer.alloc(0) }),
  fc.constant({ what: 'truncated png', data: picture.subarray(0, 60) }),
  fc.constant({
    what: 'svg with script',
    data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  }),
  fc.constant({ what: 'html', data: Buffer.from('<html><script>alert(1)</script></html>') }),
);
const fileNameArb = fc.oneof(
  fc.constantFrom(
    'a.png',
    '../../etc/passwd',
    '<img src=x onerror=alert(1)>.png',
    'ğüşiöç.webp',
    '.png',
    'a'.repeat(300),
  ),
  nastyStringArb.filter((s) => s.length < 100),
);

function multipartArb(fields: z.ZodObject, files: string[]): fc.Arbitrary<Part> {
  const fileParts = fc.array(
    fc.record({
      field: fc.oneof(fc.constantFrom(...files), fc.constantFrom('other', 'FILES', '')),
      file: fileArb,
      name: fileNameArb,
    }),
    { maxLength: 3 },
  );
  return fc.record({ input: inputArb(fields), files: fileParts }).map(({ input, files: parts }) => {
    const form = new FormData();
    const value = input.value;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of Object.entries(value))
        if (v !== undefined) form.append(k, typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
    } else form.append('junk', typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
    for (const p of parts)
      form.append(
        p.field,
        new Blob([new Uint8Array(p.file.data)], { type: 'application/octet-stream' }),
        p.name,
      );
    const fileList = parts.map((p) => `${p.field}=${p.file.what} ${describeValue(p.name)}`).join(', ');
    return {
      what: `multipart fields ${input.what} ${describeValue(value)}; files [${fileList}]`,
      body: { payload: form },
    };
  });
}

function bodyArb(route: Route): fc.Arbitrary<Part> {
  if (route.method === 'GET') return fc.constant({ what: 'no body' });
  const schema = schemaOf(route.schema.body);
  if (schema) {
    return fc.oneof(
      {
        weight: 6,
        arbitrary: inputArb(schema).map(({ what, value }) => ({
          what: `body ${what} ${describeValue(value)}`,
          body: jsonBody(value),
        })),
      },
      { weight: 1, arbitrary: junkBodyArb },
    );
  }
  const declared = SCHEMALESS[keyOf(route)];
  if (declared?.kind === 'multipart')
    return fc.oneof(
      { weight: 6, arbitrary: multipartArb(declared.fields, declared.files) },
      { weight: 1, arbitrary: junkBodyArb },
    );
  if (declared?.kind === 'form') {
    const form = inputArb(declared.fields).map(({ what, value }) => ({
      what: `form ${what} ${describeValue(value)}`,
      body: {
        payload: toQueryString(value),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
    }));
    return fc.oneof({ weight: 4, arbitrary: form }, { weight: 1, arbitrary: junkBodyArb });
  }
  return junkBodyArb;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** encodeURIComponent, with a lone surrogate sent as the invalid UTF-8 bytes it would be (ED A0 80). */
const encodePathSegment = (s: string) => s.split(LONE_SURROGATE).map(encodeURIComponent).join('%ED%A0%80');

function urlArb(route: Route): fc.Arbitrary<Part> {
  if (!route.url.includes(':')) return fc.constant({ what: '', url: route.url });
  const params = schemaOf(route.schema.params);
  const values = params
    ? inputArb(params).map(({ value }) =>
        value && typeof value === 'object' ? (value as Record<string, unknown>) : {},
      )
    : fc.dictionary(fc.constant('id'), nastyStringArb);
  return values.map((v) => {
    const url = route.url.replace(/:(\w+)/g, (_, name: string) =>
      encodePathSegment(typeof v[name] === 'string' ? v[name] : (JSON.stringify(v[name]) ?? 'x')),
    );
    return { what: `url ${describeValue(url)}`, url };
  });
}

const headersArb = fc.record(
  { 'accept-language': fc.constantFrom(...HEADER_VALUES), currency: fc.constantFrom(...HEADER_VALUES) },
  { requiredKeys: [] },
);

function requestArb(route: Route): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({ url: urlArb(route), query: queryArb(route), body: bodyArb(route), headers: headersArb })
    .map(({ url, query, body, headers }) => ({
      what: [
        url.what,
        query.what,
        body.what,
        Object.keys(headers).length ? `headers ${describeValue(headers)}` : '',
      ]
        .filter(Boolean)
        .join('; '),
      options: {
        method: route.method,
        url: query.query ? `${url.url}?${query.query}` : url.url!,
        headers: { ...headers, ...AUTH[route.auth], ...body.body?.headers },
        ...(body.body && 'payload' in body.body ? { payload: body.body.payload } : {}),
      },
    }));
}

// ------------------------------------------------------------------------------------------------
// Tests
// ------------------------------------------------------------------------------------------------
describe('fuzz: every route', () => {
  it('every route that takes input has a schema the fuzzer can use, or is declared', () => {
    expect(routes.length).toBeGreaterThan(50);
    const undeclared = routes
      .filter((r) => takesInput(r) && !hasInputSchema(r) && !SCHEMALESS[keyOf(r)])
      .map(keyOf);
    expect(
      undeclared,
      'routes that take input without a route schema: add a schema, or declare them in SCHEMALESS',
    ).toEqual([]);
    const stale = Object.keys(SCHEMALESS).filter((k) => !routes.some((r) => keyOf(r) === k));
    expect(stale, 'SCHEMALESS names routes that no longer exist').toEqual([]);
    // Every schema has a generator (validArb throws on a zod type it does not know).
    for (const r of routes)
      for (const s of [r.schema.body, r.schema.querystring, r.schema.params]) if (s) validArb(s as z.ZodType);
  });

  it.each(routes.map((r, i) => ({ ...r, name: keyOf(r), seed: SEED + i })))(
    '$name',
    { timeout: 120_000 },
    async (route) => {
      const write = route.method !== 'GET';
      const external = SCHEMALESS[keyOf(route)]?.kind === 'external';
      await fillBaskets();
      let before = await fingerprint();
      await fc.assert(
        fc.asyncProperty(requestArb(route), async (req) => {
          const res = await t.call(req.options);
          const context = `${req.options.method} ${req.options.url.slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 300)}\n  input: ${req.what}`;
          expect(res.statusCode, context).toBeLessThan(500);
          if (res.statusCode >= 400 && !external) {
            expect(
              typeof res.json<{ errorMessage?: unknown }>().errorMessage,
              `4xx without errorMessage: ${context}`,
            ).toBe('string');
          }
          if (!write) return;
          const after = await fingerprint();
          if (res.statusCode >= 400) {
            const changed = Object.keys(after).filter((k) => after[k] !== before[k]);
            expect(changed, `rejected write changed the database: ${context}`).toEqual([]);
          }
          before = after;
        }),
        { numRuns: RUNS, seed: route.seed },
      );
      // The server is still up and answers a catalogue read.
      const health = await t.get(API.Products.GetAllCategoriesAndCollections);
      expect(health.statusCode).toBe(200);
    },
  );
});

/** What the fuzzer found, kept as plain cases (each was a 500 before its fix). */
describe('fuzz regressions', () => {
  const sandbox = `${SANDBOX_PREFIX}/payment/iyzipos/installment`;
  it.each([
    ['a JSON null body', 'application/json', 'null'],
    ['broken JSON', 'application/json', '{"a":'],
    ['a form body', 'application/x-www-form-urlencoded', 'a=1&raw=x&json=y'],
    ['a text body', 'text/plain', "' OR 1=1 --"],
  ])('the sandbox bank answers %s with 400, not 500', async (_, contentType, payload) => {
    const res = await t.call({
      method: 'POST',
      url: sandbox,
      headers: { 'content-type': contentType },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().errorMessage).toBe('string');
  });

  it('a NUL character in a path, query, JSON body or multipart field is a 400, and nothing is written', async () => {
    const before = await fingerprint();
    const answers = [
      await t.get(`${SANDBOX_PREFIX}/3ds/%00`),
      await t.post(`${API.Coupon.DeleteCoupon}?couponCode=a%00b`, undefined, admin.headers),
      await t.post(API.Account.AddContactInfo, { email: 'a@example.com', name: 'a\u0000b', info: 'x' }),
      await t.post(API.Account.AddSubscribe, { email: 'a\u0000@example.com' }),
    ];
    const form = new FormData();
    form.append('gender', '0\u0000');
    form.append('imageFile', new Blob([new Uint8Array(picture)]), 'a.png');
    answers.push(
      await t.call({
        method: 'POST',
        url: API.Products.UploadCoverImage,
        payload: form,
        headers: admin.headers,
      }),
    );
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errorMessage).toMatch(/NUL/);
    }
    expect(await fingerprint()).toEqual(before);
  });
});
