import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type Category, type CreateCategoryRequest, type ImageFile } from '@kehribar/contracts';
import { products, subCategories } from '../../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createProduct } from '../../../test/fixtures.ts';
import { existing, form, pictureFiles, png, upload } from '../../../test/admin-test-kit.ts';
import { sizeMode } from './categories.admin.service.ts';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.admin()).headers;
});
afterAll(() => t.close());

const body = (extra: Partial<CreateCategoryRequest> = {}): CreateCategoryRequest => ({
  name: 'Yüzükler',
  nameEN: 'Rings',
  isOnlyMan: false,
  isOnlyWoman: false,
  isCustomSizeInput: false,
  sizeOptions: null,
  ...extra,
});

async function create(extra: Partial<CreateCategoryRequest> = {}): Promise<Category> {
  const res = await t.post(API.Categories.CreateCategory, body(extra), admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const listed = async () => (await t.get(API.Categories.GetAllCategoryList)).json().data as Category[];

describe('size modes', () => {
  it('keeps options only in selectable mode, trimmed and de-duplicated', () => {
    expect(sizeMode({ isCustomSizeInput: false, sizeOptions: ' 16, 17,,17 ,18 ' })).toEqual({
      isCustomSizeInput: false,
      sizeOptions: '16,17,18',
    });
    expect(sizeMode({ isCustomSizeInput: true, sizeOptions: '16,17' })).toEqual({
      isCustomSizeInput: true,
      sizeOptions: null,
    });
    expect(sizeMode({ isCustomSizeInput: false, sizeOptions: ' , ' })).toEqual({
      isCustomSizeInput: false,
      sizeOptions: null,
    });
  });
});

describe('Categories/CreateCategory, UpdateCategory, DeleteCategory', () => {
  it('creates a category with selectable sizes that the storefront lists at once', async () => {
    await listed();
    const category = await create({ sizeOptions: '16, 17, 18', isOnlyWoman: true });
    expect(category).toMatchObject({
      name: 'Yüzükler',
      nameEN: 'Rings',
      isOnlyWoman: true,
      isOnlyMan: false,
      sizeOptions: '16,17,18',
      isCustomSizeInput: false,
      subCategories: [],
    });
    expect((await listed()).map((c) => c.id)).toContain(category.id);
  });

  it('clears the options when the category leaves selectable mode, and products show the new rule at once', async () => {
    const category = await create({ sizeOptions: '16,17' });
    const product = await createProduct(t.app.ctx.db, {
      title: 'Yüzük',
      titleEN: 'Ring',
      categoryId: category.id,
      priceTRY: 1,
      priceUSD: 1,
      priceForeign: 1,
    });
    expect(
      (await t.get(`${API.Products.GetProductById}?id=${product.id}`)).json().data.category.sizeOptions,
    ).toBe('16,17');

    const manual = await t.post(
      API.Categories.UpdateCategory,
      { ...body({ sizeOptions: '16,17', isCustomSizeInput: true }), id: category.id, name: 'Özel Yüzükler' },
      admin,
    );
    expect(manual.json().data).toMatchObject({
      name: 'Özel Yüzükler',
      isCustomSizeInput: true,
      sizeOptions: null,
    });
    const detail = (await t.get(`${API.Products.GetProductById}?id=${product.id}`)).json().data;
    expect(detail).toMatchObject({
      categoryName: 'Özel Yüzükler',
      category: { isCustomSizeInput: true, sizeOptions: null },
    });

    const standard = await t.post(API.Categories.UpdateCategory, { ...body(), id: category.id }, admin);
    expect(standard.json().data).toMatchObject({ isCustomSizeInput: false, sizeOptions: null });
  });

  it('refuses bad bodies with 400 and unknown ids with 404', async () => {
    expect((await t.post(API.Categories.CreateCategory, body({ name: ' ' }), admin)).statusCode).toBe(400);
    expect(
      (await t.post(API.Categories.CreateCategory, body({ isOnlyMan: true, isOnlyWoman: true }), admin))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.post(API.Categories.CreateCategory, { ...body(), isOnlyMan: 'yes' }, admin)).statusCode,
    ).toBe(400);
    expect((await t.post(API.Categories.UpdateCategory, { ...body(), id: 999_999 }, admin)).statusCode).toBe(
      404,
    );
    expect((await t.post(API.Categories.DeleteCategory, { id: 999_999 }, admin)).statusCode).toBe(404);
    expect((await t.post(API.Categories.DeleteCategory, { id: 'x' }, admin)).statusCode).toBe(400);
  });

  it('refuses to delete a category that still has products (409), then deletes it with its sub-categories and picture files', async () => {
    const category = await create();
    const sub = (await t.post(API.SubCategories.CreateSubCategory, { categoryId: category.id }, admin)).json()
      .data;
    const product = await createProduct(t.app.ctx.db, {
      title: 'Yüzük',
      titleEN: 'Ring',
      categoryId: category.id,
      priceTRY: 1,
      priceUSD: 1,
      priceForeign: 1,
      images: 0,
    });
    const [image] = (
      await upload(
        t,
        API.Categories.UploadCategoryImages,
        form({ categoryId: String(category.id) }, [
          { field: 'files', name: 'c.png', data: await png(800, 800) },
        ]),
        admin,
      )
    ).json().data as ImageFile[];
    const files = pictureFiles(t, image!);
    expect(existing(files).length).toBeGreaterThan(0);

    const refused = await t.post(
      API.Categories.DeleteCategory,
      { id: category.id },
      { ...admin, 'accept-language': 'en-EN' },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CONFLICT',
      errorMessage: 'This category still has 1 products. Move them to another category or delete them first.',
    });

    await t.app.ctx.db.delete(products).where(eq(products.id, product.id));
    const res = await t.post(API.Categories.DeleteCategory, category, admin);
    expect(res.statusCode).toBe(200);
    expect(existing(files)).toEqual([]);
    expect(await t.app.ctx.db.select().from(subCategories).where(eq(subCategories.id, sub.id))).toEqual([]);
    expect((await t.get(`${API.Categories.GetCategoryById}?id=${category.id}`)).statusCode).toBe(404);
    expect((await listed()).map((c) => c.id)).not.toContain(category.id);
  });
});

describe('SubCategories/CreateSubCategory, UpdateSubCategory, DeleteSubCategory', () => {
  it('creates with the default names, renames, and deletes; the category shows each change at once', async () => {
    const category = await create();
    await t.get(`${API.Categories.GetCategoryById}?id=${category.id}`);
    const created = await t.post(
      API.SubCategories.CreateSubCategory,
      { name: null, categoryId: category.id },
      admin,
    );
    expect(created.statusCode).toBe(200);
    const sub = created.json().data;
    expect(sub).toMatchObject({
      name: 'Yeni Alt Kategori',
      nameEN: 'New Sub Category',
      categoryId: category.id,
    });
    const read = async () =>
      (await t.get(`${API.Categories.GetCategoryById}?id=${category.id}`)).json().data.subCategories;
    expect((await read()).map((s: { id: number }) => s.id)).toEqual([sub.id]);

    const renamed = await t.post(
      API.SubCategories.UpdateSubCategory,
      { id: sub.id, name: 'Gümüş', nameEN: 'Silver', categoryId: category.id },
      admin,
    );
    expect(renamed.json().data).toMatchObject({
      id: sub.id,
      name: 'Gümüş',
      nameEN: 'Silver',
      categoryId: category.id,
    });
    expect((await read())[0]).toMatchObject({ name: 'Gümüş' });
    const sublist = (await t.get(API.SubCategories.GetAllSubCategoryListWithImages)).json().data;
    expect(sublist.find((s: { id: number }) => s.id === sub.id)).toMatchObject({ name: 'Gümüş' });

    // Its products stay in the category, without the sub-category, and show that at once.
    const product = await createProduct(t.app.ctx.db, {
      title: 'Yüzük',
      titleEN: 'Ring',
      categoryId: category.id,
      subCategoryId: sub.id,
      priceTRY: 1,
      priceUSD: 1,
      priceForeign: 1,
    });
    expect((await t.get(`${API.Products.GetProductById}?id=${product.id}`)).json().data.subCategoryId).toBe(
      sub.id,
    );
    expect((await t.post(API.SubCategories.DeleteSubCategory, { id: sub.id }, admin)).statusCode).toBe(200);
    expect(await read()).toEqual([]);
    expect((await t.get(`${API.Products.GetProductById}?id=${product.id}`)).json().data).toMatchObject({
      categoryId: category.id,
      subCategoryId: null,
    });
  });

  it('refuses a blank name, on add and on rename, in the language of the request', async () => {
    const category = await create();
    const before = (await t.get(`${API.Categories.GetCategoryById}?id=${category.id}`)).json().data
      .subCategories.length;
    const add = await t.post(
      API.SubCategories.CreateSubCategory,
      { name: '   ', nameEN: 'Silver', categoryId: category.id },
      { ...admin, 'accept-language': 'tr-TR' },
    );
    expect(add.statusCode).toBe(400);
    expect(add.json().details).toEqual([{ path: 'body.name', message: 'Alt kategori adı boş olamaz.' }]);

    const sub = (
      await t.post(
        API.SubCategories.CreateSubCategory,
        { name: 'Gümüş', nameEN: 'Silver', categoryId: category.id },
        admin,
      )
    ).json().data;
    const rename = await t.post(
      API.SubCategories.UpdateSubCategory,
      { id: sub.id, name: 'Gümüş', nameEN: ' ' },
      { ...admin, 'accept-language': 'en-EN' },
    );
    expect(rename.statusCode).toBe(400);
    expect(rename.json().details).toEqual([
      { path: 'body.nameEN', message: 'A sub-category name cannot be empty.' },
    ]);
    const subs = (await t.get(`${API.Categories.GetCategoryById}?id=${category.id}`)).json().data
      .subCategories;
    expect(subs).toHaveLength(before + 1);
    expect(subs[0]).toMatchObject({ name: 'Gümüş', nameEN: 'Silver' });
  });

  it('refuses bad bodies with 400 and unknown ids with 404', async () => {
    expect((await t.post(API.SubCategories.CreateSubCategory, { name: 'x' }, admin)).statusCode).toBe(400);
    expect(
      (await t.post(API.SubCategories.CreateSubCategory, { categoryId: 999_999 }, admin)).statusCode,
    ).toBe(404);
    expect(
      (await t.post(API.SubCategories.UpdateSubCategory, { id: 999_999, name: 'a', nameEN: 'b' }, admin))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.post(API.SubCategories.UpdateSubCategory, { id: 1, name: '', nameEN: 'b' }, admin)).statusCode,
    ).toBe(400);
    expect((await t.post(API.SubCategories.DeleteSubCategory, { id: 999_999 }, admin)).statusCode).toBe(404);
  });
});
