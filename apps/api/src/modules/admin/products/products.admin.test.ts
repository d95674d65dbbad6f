import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type CreateProductRequest, type Product } from '@kehribar/contracts';
import { products, productVariants } from '../../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createCategory, createCollection, createSubCategory } from '../../../test/fixtures.ts';

let t: TestApp;
let admin: Record<string, string>;
let category: { id: number };
let otherCategory: { id: number };
let sub: { id: number };
let otherSub: { id: number };
let collection: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.admin()).headers;
  category = await createCategory(t.app.ctx.db, { sizeOptions: '16,17' });
  otherCategory = await createCategory(t.app.ctx.db);
  sub = await createSubCategory(t.app.ctx.db, category.id);
  otherSub = await createSubCategory(t.app.ctx.db, otherCategory.id);
  collection = await createCollection(t.app.ctx.db);
});
afterAll(() => t.close());

const body = (extra: Partial<CreateProductRequest> = {}): CreateProductRequest => ({
  title: 'Işıltılı Kehribar Kolye',
  titleEN: 'Shiny Amber Necklace',
  description: 'El yapımı',
  descriptionEN: 'Handmade',
  color: 'Bal',
  isBestSeller: true,
  isExclusive: false,
  priceTRY: 1999.99,
  priceUSD: 59.5,
  priceForeign: 54.25,
  gender: 1,
  size: '17',
  categoryId: category.id,
  subCategoryId: sub.id,
  collectionId: collection.id,
  stock: 3,
  ...extra,
});

const finder = (categoryId: number) =>
  t.post(API.Products.GetAllProductListWithFinderWithPagination, { categoryIds: [categoryId], pageSize: 60 });

async function create(extra: Partial<CreateProductRequest> = {}): Promise<Product> {
  const res = await t.post(API.Products.CreateProduct, body(extra), admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('Products/CreateProduct', () => {
  it('stores decimal prices as minor units, folds the search text, and shows the product in the finder at once', async () => {
    // Prime the cached finder page first: the create must clear it.
    expect((await finder(category.id)).json().data.items).toHaveLength(0);

    const product = await create();
    expect(product).toMatchObject({
      title: 'Işıltılı Kehribar Kolye',
      priceTRY: 1999.99,
      priceUSD: 59.5,
      priceForeign: 54.25,
      gender: 1,
      categoryId: category.id,
      subCategoryId: sub.id,
      collectionId: collection.id,
      stock: 3,
      isBestSeller: true,
      color: 'Bal',
      size: '17',
    });
    const [row] = await t.app.ctx.db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({
      priceTRY: 199999,
      priceUSD: 5950,
      priceForeign: 5425,
      searchText: 'isiltili kehribar kolye shiny amber necklace',
    });

    const page = (await finder(category.id)).json().data;
    expect(page.items.map((p: Product) => p.id)).toContain(product.id);
    const search = await t.get(`${API.Products.GetAllProductListWithFinderTitle}?title=ISILTILI`);
    expect(search.json().data.map((p: Product) => p.id)).toContain(product.id);
  });

  it('takes the spec defaults: no collection (0), no sub-category, unisex, standard size, stock 0', async () => {
    const product = await create({
      collectionId: 0,
      subCategoryId: null,
      gender: undefined,
      size: '',
      stock: undefined,
      color: '',
    });
    expect(product).toMatchObject({
      collectionId: null,
      subCategoryId: null,
      gender: 2,
      size: 'Standart',
      stock: 0,
      color: null,
    });
  });

  it.each([
    ['no title', { title: '  ' }],
    ['three decimals', { priceTRY: 10.123 }],
    ['a negative price', { priceUSD: -1 }],
    ['a negative stock', { stock: -1 }],
    ['an unknown gender', { gender: 5 as 0 }],
    ['category 0 (none chosen)', { categoryId: 0 }],
    ['a price as text', { priceTRY: '10' as unknown as number }],
  ])('refuses %s with 400 and a message', async (_name, extra) => {
    const res = await t.post(API.Products.CreateProduct, body(extra), admin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', errorMessage: expect.any(String) });
  });

  it("names the rule a refused field broke in the shop's words", async () => {
    const threeDecimals = await t.post(API.Products.CreateProduct, body({ priceTRY: 10.123 }), admin);
    expect(threeDecimals.json().errorMessage).toContain('En fazla iki ondalık basamak girilebilir.');
    const noCategory = await t.post(API.Products.CreateProduct, body({ categoryId: 0 }), admin);
    expect(noCategory.json().errorMessage).toContain('Kaydetmeden önce bir kategori seçin.');
  });

  it('refuses an unknown category or collection with 404 and a sub-category of another category with 400', async () => {
    const unknownCategory = await t.post(
      API.Products.CreateProduct,
      body({ categoryId: 999_999, subCategoryId: null }),
      admin,
    );
    expect(unknownCategory.statusCode).toBe(404);
    expect(unknownCategory.json().errorMessage).toBe('Kategori bulunamadı.');
    const unknownCollection = await t.post(
      API.Products.CreateProduct,
      body({ collectionId: 999_999 }),
      admin,
    );
    expect(unknownCollection.statusCode).toBe(404);
    const foreignSub = await t.post(API.Products.CreateProduct, body({ subCategoryId: otherSub.id }), {
      ...admin,
      'accept-language': 'en-EN',
    });
    expect(foreignSub.statusCode).toBe(400);
    expect(foreignSub.json().errorMessage).toBe('The chosen sub-category does not belong to this category.');
  });
});

describe('Products/UpdateProduct', () => {
  it('rewrites the whole product, its search text, and the cached detail', async () => {
    const product = await create();
    expect((await t.get(`${API.Products.GetProductById}?id=${product.id}`)).json().data.title).toBe(
      product.title,
    );

    const res = await t.post(
      API.Products.UpdateProduct,
      {
        ...body(),
        id: product.id,
        title: 'Damla Küpe',
        titleEN: 'Drop Earrings',
        categoryId: otherCategory.id,
        subCategoryId: null,
        priceTRY: 750,
      },
      admin,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      title: 'Damla Küpe',
      categoryId: otherCategory.id,
      subCategoryId: null,
      priceTRY: 750,
    });
    const detail = (await t.get(`${API.Products.GetProductById}?id=${product.id}`)).json().data;
    expect(detail).toMatchObject({ title: 'Damla Küpe', priceTRY: 750 });
    const [row] = await t.app.ctx.db
      .select({ searchText: products.searchText })
      .from(products)
      .where(eq(products.id, product.id));
    expect(row!.searchText).toBe('damla kupe drop earrings');
  });

  it('answers 404 for an unknown product and 400 for a bad id or body', async () => {
    expect(
      (await t.post(API.Products.UpdateProduct, { ...body(), id: randomUUID() }, admin)).statusCode,
    ).toBe(404);
    expect(
      (await t.post(API.Products.UpdateProduct, { ...body(), id: 'not-a-uuid' }, admin)).statusCode,
    ).toBe(400);
    const product = await create();
    expect(
      (
        await t.post(
          API.Products.UpdateProduct,
          { ...body({ subCategoryId: otherSub.id }), id: product.id },
          admin,
        )
      ).statusCode,
    ).toBe(400);
  });
});

describe('Products/DeleteProduct', () => {
  it('deletes the product (the whole product body is accepted) and the storefront stops showing it', async () => {
    const product = await create();
    expect((await t.get(`${API.Products.GetProductById}?id=${product.id}`)).statusCode).toBe(200);
    const res = await t.post(API.Products.DeleteProduct, product, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { succeeded: true } });
    expect((await t.get(`${API.Products.GetProductById}?id=${product.id}`)).statusCode).toBe(404);
    expect((await finder(category.id)).json().data.items.map((p: Product) => p.id)).not.toContain(product.id);
  });

  it('answers 404 for an unknown product and 400 without an id', async () => {
    expect((await t.post(API.Products.DeleteProduct, { id: randomUUID() }, admin)).statusCode).toBe(404);
    expect((await t.post(API.Products.DeleteProduct, {}, admin)).statusCode).toBe(400);
  });
});

describe('Products/CreateProductVariant and DeleteProductVariant', () => {
  it('adds a variant that the product shows at once, and deletes it again', async () => {
    const product = await create();
    await t.get(`${API.Products.GetProductById}?id=${product.id}`);
    const res = await t.post(
      API.Products.CreateProductVariant,
      {
        productId: product.id,
        variantName: '50 cm',
        variantNameEN: '50 cm',
        priceTRY: 2100.5,
        priceUSD: 62,
        priceForeign: 57.1,
      },
      admin,
    );
    expect(res.statusCode).toBe(200);
    const variant = res.json().data;
    expect(variant).toMatchObject({
      productId: product.id,
      variantName: '50 cm',
      priceTRY: 2100.5,
      priceForeign: 57.1,
    });
    const [row] = await t.app.ctx.db.select().from(productVariants).where(eq(productVariants.id, variant.id));
    expect(row).toMatchObject({ priceTRY: 210050, priceUSD: 6200, priceForeign: 5710 });
    const detail = (await t.get(`${API.Products.GetProductById}?id=${product.id}`)).json().data;
    expect(detail.variants.map((v: { id: string }) => v.id)).toEqual([variant.id]);

    expect((await t.post(API.Products.DeleteProductVariant, { id: variant.id }, admin)).statusCode).toBe(200);
    expect((await t.get(`${API.Products.GetProductById}?id=${product.id}`)).json().data.variants).toEqual([]);
    expect((await t.post(API.Products.DeleteProductVariant, { id: variant.id }, admin)).statusCode).toBe(404);
  });

  it('refuses a nameless variant (400) and an unknown product (404)', async () => {
    const product = await create();
    const variant = {
      productId: product.id,
      variantName: '',
      variantNameEN: 'x',
      priceTRY: 1,
      priceUSD: 1,
      priceForeign: 1,
    };
    expect((await t.post(API.Products.CreateProductVariant, variant, admin)).statusCode).toBe(400);
    const unknown = { ...variant, variantName: 'x', productId: randomUUID() };
    expect((await t.post(API.Products.CreateProductVariant, unknown, admin)).statusCode).toBe(404);
  });
});

describe('a price of 0 (decision 020)', () => {
  const tr = (field: string) => `Gönderilen bilgiler geçersiz. (body.${field}: Fiyat sıfırdan büyük olmalı.)`;
  const en = (field: string) =>
    `The submitted data is invalid. (body.${field}: The price must be more than zero.)`;
  const english = () => ({ ...admin, 'accept-language': 'en-EN' });

  it.each(['priceTRY', 'priceUSD', 'priceForeign'] as const)(
    'in %s is refused on a new product, with the field named in the request’s language; a cent is taken',
    async (field) => {
      const turkish = await t.post(API.Products.CreateProduct, body({ [field]: 0 }), admin);
      expect(turkish.statusCode).toBe(400);
      expect(turkish.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        errorMessage: tr(field),
        details: [{ path: `body.${field}`, message: 'Fiyat sıfırdan büyük olmalı.' }],
      });
      const inEnglish = await t.post(API.Products.CreateProduct, body({ [field]: 0 }), english());
      expect(inEnglish.json()).toMatchObject({
        errorMessage: en(field),
        details: [{ path: `body.${field}`, message: 'The price must be more than zero.' }],
      });
      expect((await create({ [field]: 0.01 }))[field]).toBe(0.01);
    },
  );

  it.each(['priceTRY', 'priceUSD', 'priceForeign'] as const)(
    'in %s is refused on an update, and the stored price stays',
    async (field) => {
      const product = await create();
      const res = await t.post(
        API.Products.UpdateProduct,
        { ...body({ [field]: 0 }), id: product.id },
        english(),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().errorMessage).toBe(en(field));
      const detail = (await t.get(`${API.Products.GetProductById}?id=${product.id}`)).json().data;
      expect(detail[field]).toBe(product[field]);
      expect(detail[field]).toBeGreaterThan(0);
    },
  );

  it.each(['priceTRY', 'priceUSD', 'priceForeign'] as const)(
    'in %s is refused on a new option, and none is added',
    async (field) => {
      const product = await create();
      const variant = {
        productId: product.id,
        variantName: '45 cm',
        variantNameEN: '45 cm',
        priceTRY: 1500,
        priceUSD: 50,
        priceForeign: 45,
        [field]: 0,
      };
      const turkish = await t.post(API.Products.CreateProductVariant, variant, admin);
      expect(turkish.statusCode).toBe(400);
      expect(turkish.json().errorMessage).toBe(tr(field));
      expect((await t.post(API.Products.CreateProductVariant, variant, english())).json().errorMessage).toBe(
        en(field),
      );
      const rows = await t.app.ctx.db
        .select()
        .from(productVariants)
        .where(eq(productVariants.productId, product.id));
      expect(rows).toEqual([]);
    },
  );
});
