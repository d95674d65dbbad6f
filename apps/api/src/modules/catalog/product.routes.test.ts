import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API, imageFileSchema, LIMITS, productSchema, type Product } from '@kehribar/contracts';
import { colors, productVariants } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import {
  createCatalogFixture,
  createCategory,
  createProduct,
  type CatalogFixture,
} from '../../test/fixtures.ts';

let t: TestApp;
let f: CatalogFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await createCatalogFixture(t.app.ctx.db);
});
afterAll(() => t.close());

const withId = (url: string, id: string | number) => `${url}?id=${encodeURIComponent(String(id))}`;

describe('Products/GetProductById', () => {
  it('returns the product with its category size rule, pictures and variants', async () => {
    const res = await t.get(withId(API.Products.GetProductById, f.products.A.id));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const product: Product = res.json().data;
    expect(() => productSchema.parse(product)).not.toThrow();
    expect(product).toMatchObject({
      id: f.products.A.id,
      title: 'Kehribar Kolye Damla',
      titleEN: 'Amber Necklace Drop',
      gender: 1,
      categoryId: f.category.id,
      collectionId: f.collection.id,
      price: 1500,
      currency: 'TRY',
      stock: 5,
      category: { id: f.category.id, sizeOptions: '16,17,18', isCustomSizeInput: false },
    });
    expect(product.productImageFiles).toHaveLength(3);
    expect(product.productImageFiles[0]!.isVitrinePhoto).toBe(true);
    expect(product.variants).toHaveLength(2);
    expect(new Date(product.createdTime).toISOString()).toBe(product.createdTime);
  });

  it('shows the price in the Currency header, EUR from priceForeign', async () => {
    const eur = (
      await t.get(withId(API.Products.GetProductById, f.products.D.id), { currency: 'EUR' })
    ).json().data;
    expect(eur).toMatchObject({ priceTRY: 2000, priceUSD: 20, priceForeign: 60, price: 60, currency: 'EUR' });
    const junk = (
      await t.get(withId(API.Products.GetProductById, f.products.D.id), { currency: 'XYZ' })
    ).json().data;
    expect(junk).toMatchObject({ price: 2000, currency: 'TRY' });
  });

  it('answers an unknown id with 404 in the request language', async () => {
    const tr = await t.get(withId(API.Products.GetProductById, randomUUID()));
    expect(tr.statusCode).toBe(404);
    expect(tr.json()).toEqual({ errorMessage: 'Ürün bulunamadı.', code: 'NOT_FOUND' });
    const en = await t.get(withId(API.Products.GetProductById, randomUUID()), { 'accept-language': 'en-EN' });
    expect(en.json()).toEqual({ errorMessage: 'Product not found.', code: 'NOT_FOUND' });
  });

  it('answers a malformed or missing id with 400', async () => {
    for (const url of [
      withId(API.Products.GetProductById, 'not-a-uuid'),
      withId(API.Products.GetProductById, ''),
      API.Products.GetProductById,
    ]) {
      const res = await t.get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('treats an upper-case id as the same product', async () => {
    const res = await t.get(withId(API.Products.GetProductById, f.products.B.id.toUpperCase()));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBe(f.products.B.id);
  });

  it('matches the path case-insensitively', async () => {
    const res = await t.get(`/api/products/getproductbyid?id=${f.products.B.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBe(f.products.B.id);
  });
});

const byIds = (ids: string[], headers: Record<string, string> = {}) =>
  t.get(`${API.Products.GetProductsByIds}?ids=${ids.map(encodeURIComponent).join(',')}`, headers);
const first = (r: { json(): { data: Product[] } }) => r.json().data[0]!;
const idsOf = (res: { json(): { data: Product[] } }) => res.json().data.map((p) => p.id);

describe('Products/GetProductsByIds', () => {
  it('answers the products in the order asked, each once, leaving out ids the shop does not have', async () => {
    const { A, B, D } = f.products;
    const res = await byIds([D.id, randomUUID(), A.id, B.id.toUpperCase(), D.id]);
    expect(res.statusCode).toBe(200);
    expect(idsOf(res)).toEqual([D.id, A.id, B.id]);
    expect(res.json().data[1]).toMatchObject({ title: 'Kehribar Kolye Damla', price: 1500, currency: 'TRY' });
    expect(res.json().data[1].productImageFiles).toHaveLength(3);
  });

  it('prices in the Currency header, as the single read does', async () => {
    const res = await byIds([f.products.D.id], { currency: 'EUR' });
    expect(res.json().data[0]).toMatchObject({ price: 60, currency: 'EUR' });
  });

  it('shows an owner’s change at once: the list is cleared with the products cache', async () => {
    const { A } = f.products;
    expect(first(await byIds([A.id])).stock).toBe(5);
    const admin = await t.admin();
    expect(
      (await t.post(API.Products.UpdateStock, { productId: A.id, stock: 2 }, admin.headers)).statusCode,
    ).toBe(200);
    expect(first(await byIds([A.id])).stock).toBe(2);
  });

  it('refuses a malformed id, no id and too many ids with 400 in the request’s language', async () => {
    const tooMany = Array.from({ length: LIMITS.productsByIds + 1 }, () => randomUUID());
    for (const ids of [['not-a-uuid'], [], tooMany]) {
      const refused = await byIds(ids);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('VALIDATION_FAILED');
    }
    const turkish = await byIds(['not-a-uuid']);
    expect(turkish.json().errorMessage).not.toMatch(/invalid|expected/i);
  });
});

describe('compressed catalogue reads', () => {
  const list = (encoding?: string) =>
    t.call({
      method: 'GET',
      url: API.Products.GetAllProductListWithImages,
      headers: encoding ? { 'accept-encoding': encoding } : {},
    });

  it('sends the cached body Brotli- or gzip-compressed as the client accepts, the same text each time', async () => {
    const plain = await list();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await list('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect((await list('br')).rawPayload).toEqual(br.rawPayload);

    const gzip = await list('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const refused = await list('br;q=0, identity');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it('sends a small answer as it is', async () => {
    const res = await t.call({
      method: 'GET',
      url: withId(API.Products.GetProductById, randomUUID()),
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().code).toBe('NOT_FOUND');
  });
});

describe('Products/GetProductVariantById', () => {
  it('returns a variant with decimal prices', async () => {
    const [variant] = await t.app.ctx.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, f.products.A.id))
      .orderBy(productVariants.priceTRY);
    const res = await t.get(withId(API.Products.GetProductVariantById, variant!.id), { currency: 'USD' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      id: variant!.id,
      productId: f.products.A.id,
      variantName: '45 cm',
      variantNameEN: '45 cm',
      priceTRY: 1500,
      priceUSD: 50,
      priceForeign: 45,
      price: 50,
      currency: 'USD',
      // No sale: every sale field empty (docs/decisions/025-sale-prices-and-reference-price.md).
      salePriceTRY: null,
      salePriceUSD: null,
      salePriceForeign: null,
      saleEndDate: null,
      saleStartDate: null,
      referencePriceTRY: null,
      referencePriceUSD: null,
      referencePriceForeign: null,
      referencePrice: null,
      discountPercent: null,
    });
  });

  it('404 for an unknown variant, 400 for a malformed id', async () => {
    const unknown = await t.get(withId(API.Products.GetProductVariantById, randomUUID()), {
      'accept-language': 'en-EN',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ errorMessage: 'Product option not found.', code: 'NOT_FOUND' });
    expect((await t.get(withId(API.Products.GetProductVariantById, '12'))).statusCode).toBe(400);
  });
});

describe('Products/GetProductImages', () => {
  it('lists the pictures, vitrine first then by sort order', async () => {
    const res = await t.get(withId(API.Products.GetProductImages, f.products.A.id));
    expect(res.statusCode).toBe(200);
    const images = res.json().data;
    expect(images).toHaveLength(3);
    for (const image of images) expect(() => imageFileSchema.parse(image)).not.toThrow();
    expect(images.map((i: { isVitrinePhoto: boolean }) => i.isVitrinePhoto)).toEqual([true, false, false]);
    expect(images[0].path).toMatch(new RegExp(`^/uploads/products/${f.products.A.id}/.+-1080\\.webp$`));
  });

  it('an empty list for a product without pictures; unknown product → 404; bad id → 400', async () => {
    const elsewhere = await createCategory(t.app.ctx.db);
    const bare = await createProduct(t.app.ctx.db, {
      title: 'Resimsiz',
      titleEN: 'No picture',
      categoryId: elsewhere.id,
      priceTRY: 1,
      priceUSD: 1,
      priceForeign: 1,
      images: 0,
    });
    const empty = await t.get(withId(API.Products.GetProductImages, bare.id));
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ data: [] });
    expect((await t.get(withId(API.Products.GetProductImages, randomUUID()))).statusCode).toBe(404);
    expect((await t.get(withId(API.Products.GetProductImages, 'x'))).statusCode).toBe(400);
  });
});

describe('Products/GetAllProductListWithImages and GetAllProductList', () => {
  it('list every product, newest first, with pictures', async () => {
    const res = await t.get(API.Products.GetAllProductListWithImages);
    expect(res.statusCode).toBe(200);
    const list: Product[] = res.json().data;
    const mine = list.filter((p) => p.categoryId === f.category.id);
    expect(mine.map((p) => p.title)).toEqual([
      'Zeytin Bileklik',
      'İğne Broş',
      'Işıltı Yüzük',
      'Çiçek Küpe',
      'Kehribar Tesbih',
      'Kehribar Kolye Damla',
    ]);
    expect(mine.every((p) => p.productImageFiles.length > 0)).toBe(true);
  });

  it('the plain list has the same shape without pictures', async () => {
    const res = await t.get(API.Products.GetAllProductList, { currency: 'USD' });
    expect(res.statusCode).toBe(200);
    const list: Product[] = res.json().data;
    const a = list.find((p) => p.id === f.products.A.id)!;
    expect(() => productSchema.parse(a)).not.toThrow();
    expect(a.productImageFiles).toEqual([]);
    expect(a).toMatchObject({ price: 50, currency: 'USD' });
    expect(a.variants).toHaveLength(2);
  });
});

describe('Products/GetAllAvailableColors', () => {
  it('lists the colours', async () => {
    await t.app.ctx.cache.invalidate('all');
    const [red] = await t.app.ctx.db
      .insert(colors)
      .values({ colorName: 'Vişne', colorNameEN: 'Cherry', colorCode: '#8b1e2d' })
      .returning();
    const res = await t.get(API.Products.GetAllAvailableColors);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toContainEqual({
      id: red!.id,
      colorName: 'Vişne',
      colorNameEN: 'Cherry',
      colorCode: '#8b1e2d',
    });
  });
});
