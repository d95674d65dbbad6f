import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions, RouteOptions } from 'fastify';
import { API } from '@kehribar/contracts';
import { aboutUs, colors, press, sitePhotos, stores, users, videos } from '../../db/schema/index.ts';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/harness.ts';
import { createCategory, createCollection, createProduct, createSubCategory } from '../../test/fixtures.ts';
import { form, png } from '../../test/admin-test-kit.ts';

/**
 * Every route registered with auth 'admin' — found by an onRoute hook, so a route added later is
 * covered without editing this file — is called with no token, a guest token, a customer token, an
 * expired admin token, an admin token signed with another key and an unsigned one: each is refused
 * (401/403) and the database does not change. Then the admin token succeeds on each.
 */
const adminRoutes: { method: string; url: string }[] = [];
const listAdminRoute = (route: RouteOptions) => {
  if ((route.config as { auth?: string } | undefined)?.auth !== 'admin') return;
  for (const method of [route.method].flat())
    if (method !== 'HEAD') adminRoutes.push({ method, url: route.url });
};

let t: TestApp;
let admin: Record<string, string>;
let fx: Awaited<ReturnType<typeof fixtures>>;
let picture: Buffer;

const TABLES = [
  'products',
  'product_variants',
  'product_images',
  'categories',
  'category_images',
  'sub_categories',
  'sub_category_images',
  'collections',
  'collection_images',
  'colors',
  'about_us',
  'static_content',
  'stores',
  'press',
  'banners',
  'site_photos',
  'videos',
  'users',
  'subscribers',
  'contact_messages',
  'coupons',
  'orders',
];

/** Row count and a digest of every row of each table the back office can write. */
async function snapshot(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of TABLES) {
    const result = await t.app.ctx.db.execute(
      sql.raw(
        `SELECT count(*)::text || ':' || coalesce(md5(string_agg(x::text, '|' ORDER BY x::text)), '') AS v FROM "${table}" x`,
      ),
    );
    out[table] = (result.rows[0] as { v: string }).v;
  }
  return out;
}

async function fixtures() {
  const { db } = t.app.ctx;
  const category = await createCategory(db, { images: 2 });
  const emptyCategory = await createCategory(db);
  const sub = await createSubCategory(db, category.id);
  const otherSub = await createSubCategory(db, category.id);
  const collection = await createCollection(db, { images: 2 });
  const otherCollection = await createCollection(db);
  const base = { titleEN: 'x', categoryId: category.id, priceTRY: 1, priceUSD: 1, priceForeign: 1 };
  const product = await createProduct(db, {
    ...base,
    title: 'Güvenlik',
    images: 3,
    variants: [{ variantName: 'a', variantNameEN: 'a', priceTRY: 1, priceUSD: 1, priceForeign: 1 }],
  });
  const doomed = await createProduct(db, { ...base, title: 'Silinecek', images: 0 });
  const images = async (table: 'product' | 'category' | 'collection', id: string | number) => {
    const url = {
      product: API.Products.GetProductImages,
      category: API.Categories.GetCategoryImages,
      collection: API.Collection.GetCollectionImages,
    }[table];
    return ((await t.get(`${url}?id=${id}`)).json().data as { imageId: string }[]).map((i) => i.imageId);
  };
  const variant = (await t.get(`${API.Products.GetProductById}?id=${product.id}`)).json().data.variants[0]
    .id as string;
  const [store] = await db
    .insert(stores)
    .values({ storeTitle: 's', storeAddress: 'a', storeEmail: 's@example.com' })
    .returning();
  const [pressItem] = await db
    .insert(press)
    .values({ modelName: 'm', modelImages: ['/uploads/none/m-360.webp'], productImages: [] })
    .returning();
  const [color] = await db
    .insert(colors)
    .values({ colorName: 'c', colorNameEN: 'c', colorCode: '#000000' })
    .returning();
  // Seeded pictures live in the uploads folder every test file shares: the replacements below must
  // not delete them.
  await db.update(aboutUs).set({ imageUrl: '/uploads/none/about-1440.webp' });
  await db.delete(sitePhotos);
  await db.delete(videos);
  return {
    category,
    emptyCategory,
    sub,
    otherSub,
    collection,
    otherCollection,
    product,
    doomed,
    variant,
    productImages: await images('product', product.id),
    categoryImages: await images('category', category.id),
    collectionImages: await images('collection', collection.id),
    store: store!,
    press: pressItem!,
    color: color!,
  };
}

type Call = Pick<InjectOptions, 'query' | 'payload'>;
const json = (payload: object): Call => ({ payload });
const query = (q: Record<string, string | number>): Call => ({
  query: Object.fromEntries(Object.entries(q).map(([k, v]) => [k, String(v)])),
});
const multipart = (fields: Record<string, string>, files: Record<string, number> = { files: 1 }): Call => ({
  payload: form(
    fields,
    Object.entries(files).flatMap(([field, n]) =>
      Array.from({ length: n }, (_, i) => ({ field, name: `${field}${i}.png`, data: picture })),
    ),
  ) as never,
});
const mp4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x14]),
  Buffer.from('ftypisom\0\0\x02\0isom', 'latin1'),
  Buffer.alloc(300),
]);

/** A valid request for every back-office route this module owns; each succeeds with the admin token. */
function validCalls(): Record<string, () => Call> {
  const productBody = {
    title: 'T',
    titleEN: 'T',
    priceTRY: 1,
    priceUSD: 1,
    priceForeign: 1,
    categoryId: fx.category.id,
  };
  const statics = Object.fromEntries(
    ['distanceSellingContract', 'deliverAndReturn', 'termOfUse', 'privacyPolicy'].flatMap((k) => [
      [k, 'x'],
      [`${k}EN`, 'x'],
    ]),
  );
  return {
    [API.Products.CreateProduct]: () => json(productBody),
    [API.Products.UpdateProduct]: () => json({ ...productBody, id: fx.product.id, subCategoryId: fx.sub.id }),
    [API.Products.DeleteProduct]: () => json({ id: fx.doomed.id }),
    [API.Products.CreateProductVariant]: () =>
      json({
        productId: fx.product.id,
        variantName: 'v',
        variantNameEN: 'v',
        priceTRY: 1,
        priceUSD: 1,
        priceForeign: 1,
      }),
    [API.Products.DeleteProductVariant]: () => json({ id: fx.variant }),
    [API.Products.UploadProductImages]: () => multipart({ productId: fx.product.id }),
    [API.Products.DeleteProductImage]: () =>
      query({ productId: fx.product.id, imageId: fx.productImages[0]! }),
    [API.Products.UpdateProductImageVitrine]: () =>
      json({ productId: fx.product.id, imageId: fx.productImages[1]!, isVitrinePhoto: true }),
    [API.Categories.CreateCategory]: () => json({ name: 'n', nameEN: 'n' }),
    [API.Categories.UpdateCategory]: () =>
      json({ id: fx.category.id, name: 'n2', nameEN: 'n2', sizeOptions: '1,2' }),
    [API.Categories.DeleteCategory]: () => json({ id: fx.emptyCategory.id }),
    [API.Categories.UploadCategoryImages]: () => multipart({ categoryId: String(fx.category.id) }),
    [API.Categories.DeleteCategoryImage]: () =>
      query({ categoryId: fx.category.id, imageId: fx.categoryImages[0]! }),
    [API.Categories.UpdateCategoryImageVitrine]: () =>
      json({ categoryId: fx.category.id, imageId: fx.categoryImages[1]!, isVitrinePhoto: true }),
    [API.SubCategories.CreateSubCategory]: () => json({ categoryId: fx.category.id }),
    [API.SubCategories.UpdateSubCategory]: () => json({ id: fx.sub.id, name: 's', nameEN: 's' }),
    [API.SubCategories.DeleteSubCategory]: () => json({ id: fx.otherSub.id }),
    [API.Collection.CreateCollection]: () => json({ name: 'k', nameEN: 'k' }),
    [API.Collection.UpdateCollection]: () => json({ id: fx.collection.id, name: 'k2', nameEN: 'k2' }),
    [API.Collection.DeleteCollection]: () => json({ id: fx.otherCollection.id }),
    [API.Collection.GetCollectionProductCount]: () => query({ id: fx.collection.id }),
    [API.Collection.UploadCollectionImages]: () => multipart({ collectionId: String(fx.collection.id) }),
    [API.Collection.DeleteCollectionImage]: () =>
      query({ collectionId: fx.collection.id, imageId: fx.collectionImages[0]! }),
    [API.Collection.UpdateCollectionImageVitrine]: () =>
      json({ collectionId: fx.collection.id, imageId: fx.collectionImages[1]!, isVitrinePhoto: true }),
    [API.Products.UpdateAboutUs]: () => json({ description: 'd', descriptionEN: 'd' }),
    [API.Products.UploadAboutUsImage]: () => multipart({}),
    [API.Products.UpdateStaticContent]: () =>
      json({ ...statics, mailInfo: 'm', instaInfo: 'i', phoneNumberInfo: 'p' }),
    [API.Products.AddStore]: () => json({ storeTitle: 't', storeAddress: 'a', storeEmail: 'a@example.com' }),
    [API.Products.DeleteStore]: () => query({ id: fx.store.id }),
    [API.Products.AddPress]: () => multipart({ ModelName: 'm' }, { ModelImages: 1, ProductImages: 1 }),
    [API.Products.DeletePress]: () => query({ id: fx.press.id }),
    [API.Products.UploadVideo]: () => ({
      payload: form({}, [{ field: 'videoFile', name: 'v.mp4', data: mp4 }]) as never,
    }),
    [API.Products.UpdateMainPhoto]: () => multipart({ 'MainPhoto.Id': '1' }),
    [API.Products.UpdateLoginRegisterPhoto]: () =>
      multipart({ 'LoginRegisterPhoto.Id': '1', 'LoginRegisterPhoto.IsLoginPhoto': 'true' }),
    [API.Products.UploadCoverImage]: () => multipart({ gender: '1' }, { imageFile: 1 }),
    [API.Products.AddColor]: () => json({ colorName: 'c', colorNameEN: 'c', colorCode: '#123456' }),
    [API.Products.RemoveColor]: () => query({ colorId: fx.color.id }),
    [API.Account.GetAllUsers]: () => ({}),
    [API.Account.GetAllSubscribers]: () => ({}),
    [API.Account.GetAllContactUs]: () => ({}),
    [API.Subscriber.ExportIys]: () => ({}),
    [API.Account.ExportCustomers]: () => ({}),
    [API.Account.ExportSubscribers]: () => ({}),
  };
}

interface Caller {
  name: string;
  headers: () => Promise<Record<string, string>>;
  status: number[];
}

async function adminClaims() {
  const [row] = await t.app.ctx.db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.email, TEST_ADMIN.email));
  return { sub: row!.id, sid: randomUUID(), role: row!.role, tokenType: 'password', email: TEST_ADMIN.email };
}
const sign = async (secret: string, exp: number) =>
  new SignJWT(await adminClaims())
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('kehribar')
    .setIssuedAt(exp - 3600)
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(secret));
const now = () => Math.floor(Date.now() / 1000);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const CALLERS: Caller[] = [
  { name: 'no token', headers: async () => ({}), status: [401] },
  { name: 'a guest token', headers: async () => (await t.guest()).headers, status: [403] },
  { name: 'a customer token', headers: async () => (await t.customer()).headers, status: [403] },
  {
    name: 'an expired admin token',
    headers: async () => bearer(await sign(t.app.ctx.config.jwtSecret, now() - 60)),
    status: [401],
  },
  {
    name: 'an admin token signed with another key',
    headers: async () => bearer(await sign('another-secret-another-secret-0123456789', now() + 600)),
    status: [401],
  },
  {
    name: 'an unsigned admin token (alg none)',
    headers: async () => {
      const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
      return bearer(
        `${part({ alg: 'none', typ: 'JWT' })}.${part({ ...(await adminClaims()), iss: 'kehribar', exp: now() + 600 })}.`,
      );
    },
    status: [401],
  },
];

beforeAll(async () => {
  t = await createTestApp({}, { onRoute: listAdminRoute });
  admin = (await t.admin()).headers;
  picture = await png(400, 400);
  fx = await fixtures();
});
afterAll(() => t.close());

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

describe('admin routes are enforced on the server', () => {
  it('finds every back-office route of this module among the admin routes', () => {
    const registered = new Set(adminRoutes.map((r) => r.url.toLowerCase()));
    const missing = Object.keys(validCalls()).filter((url) => !registered.has(url.toLowerCase()));
    expect(missing).toEqual([]);
    expect(adminRoutes.length).toBeGreaterThanOrEqual(Object.keys(validCalls()).length);
  });

  it.each(CALLERS)('refuses $name on every admin route and changes nothing', async (caller) => {
    const calls = validCalls();
    // The caller's token is made first: making a customer writes a user row.
    const headers = await caller.headers();
    const before = await snapshot();
    const failures: string[] = [];
    for (const route of adminRoutes) {
      const call = calls[route.url]?.() ?? {};
      const res = await t.call({ method: route.method as 'GET', url: route.url, ...call, headers });
      if (!caller.status.includes(res.statusCode)) failures.push(`${key(route)} → ${res.statusCode}`);
      else
        expect(res.json()).toMatchObject({
          code: res.statusCode === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN',
          errorMessage: expect.any(String),
        });
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('lets the admin token through on every admin route', async () => {
    const calls = validCalls();
    const failures: string[] = [];
    for (const route of adminRoutes) {
      const valid = calls[route.url];
      const res = await t.call({
        method: route.method as 'GET',
        url: route.url,
        ...(valid?.() ?? {}),
        headers: admin,
      });
      // Routes of other modules (orders, coupons, CacheClear) are called without a body: passing the
      // auth check is what counts there, so anything but 401/403 will do.
      const ok = valid ? res.statusCode === 200 : ![401, 403].includes(res.statusCode);
      if (!ok) failures.push(`${key(route)} → ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
  });
});
