import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  categoriesAndCollectionsSchema,
  categorySchema,
  collectionSchema,
  subCategorySchema,
  type Category,
  type Collection,
  type SubCategory,
} from '@kehribar/contracts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import {
  createCatalogFixture,
  createCategory,
  createCollection,
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
const data = async <T>(url: string): Promise<T> => {
  const res = await t.get(url);
  expect(res.statusCode).toBe(200);
  return res.json().data as T;
};

describe('Categories/GetAllCategoryListWithImages and GetAllCategoryList', () => {
  it('lists categories with their sub-categories and pictures, vitrine first', async () => {
    const list = await data<Category[]>(API.Categories.GetAllCategoryListWithImages);
    const mine = list.find((c) => c.id === f.category.id)!;
    expect(() => categorySchema.parse(mine)).not.toThrow();
    expect(mine).toMatchObject({
      name: f.category.name,
      nameEN: f.category.nameEN,
      sizeOptions: '16,17,18',
      isCustomSizeInput: false,
    });
    expect(mine.categoryImageFiles.map((i) => i.isVitrinePhoto)).toEqual([true, false]);
    expect(mine.subCategories).toHaveLength(1);
    expect(mine.subCategories[0]).toMatchObject({ id: f.subCategory.id, categoryId: f.category.id });
    expect(mine.subCategories[0]!.images).toHaveLength(1);
  });

  it('the plain list keeps the sub-categories and leaves the pictures out', async () => {
    const list = await data<Category[]>(API.Categories.GetAllCategoryList);
    const mine = list.find((c) => c.id === f.category.id)!;
    expect(mine.categoryImageFiles).toEqual([]);
    expect(mine.subCategories.map((s) => s.id)).toEqual([f.subCategory.id]);
    expect(mine.subCategories[0]!.images).toEqual([]);
  });
});

describe('Categories/GetCategoryById and GetCategoryImages', () => {
  it('returns one category with pictures and sub-categories', async () => {
    const category = await data<Category>(withId(API.Categories.GetCategoryById, f.category.id));
    expect(category).toMatchObject({ id: f.category.id, name: f.category.name });
    expect(category.categoryImageFiles).toHaveLength(2);
    expect(category.subCategories.map((s) => s.id)).toEqual([f.subCategory.id]);
  });

  it('returns its pictures', async () => {
    const images = await data<{ isVitrinePhoto: boolean; variants: unknown[] }[]>(
      withId(API.Categories.GetCategoryImages, f.category.id),
    );
    expect(images.map((i) => i.isVitrinePhoto)).toEqual([true, false]);
    expect(images[0]!.variants).toHaveLength(3);
  });

  it('404 with a translated message for an unknown id, 400 for a malformed one', async () => {
    for (const url of [API.Categories.GetCategoryById, API.Categories.GetCategoryImages]) {
      const unknown = await t.get(withId(url, 2_000_000_000));
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ errorMessage: 'Kategori bulunamadı.', code: 'NOT_FOUND' });
      const en = await t.get(withId(url, 2_000_000_000), { 'accept-language': 'en-EN' });
      expect(en.json().errorMessage).toBe('Category not found.');
      for (const bad of ['abc', '-1', '1.5', '99999999999']) {
        const res = await t.get(withId(url, bad));
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe('VALIDATION_FAILED');
      }
    }
  });
});

describe('SubCategories/GetAllSubCategoryListWithImages', () => {
  it('lists sub-categories with their pictures', async () => {
    const list = await data<SubCategory[]>(API.SubCategories.GetAllSubCategoryListWithImages);
    const mine = list.find((s) => s.id === f.subCategory.id)!;
    expect(() => subCategorySchema.parse(mine)).not.toThrow();
    expect(mine).toMatchObject({
      name: f.subCategory.name,
      nameEN: f.subCategory.nameEN,
      categoryId: f.category.id,
    });
    expect(mine.images).toHaveLength(1);
  });
});

describe('Collection/*', () => {
  it('GetAllCollectionListWithImages lists collections with pictures; GetAllCollectionList without', async () => {
    const withImages = await data<Collection[]>(API.Collection.GetAllCollectionListWithImages);
    const mine = withImages.find((c) => c.id === f.collection.id)!;
    expect(() => collectionSchema.parse(mine)).not.toThrow();
    expect(mine.collectionImageFiles).toHaveLength(1);
    const plain = await data<Collection[]>(API.Collection.GetAllCollectionList);
    expect(plain.find((c) => c.id === f.collection.id)!.collectionImageFiles).toEqual([]);
  });

  it('GetCollectionById and GetCollectionImages', async () => {
    const collection = await data<Collection>(withId(API.Collection.GetCollectionById, f.collection.id));
    expect(collection).toMatchObject({
      id: f.collection.id,
      name: f.collection.name,
      isOnlyMan: false,
      isOnlyWoman: false,
    });
    const images = await data<unknown[]>(withId(API.Collection.GetCollectionImages, f.collection.id));
    expect(images).toHaveLength(1);
  });

  it('404 for an unknown collection, 400 for a malformed id', async () => {
    for (const url of [API.Collection.GetCollectionById, API.Collection.GetCollectionImages]) {
      const res = await t.get(withId(url, 2_000_000_000), { 'accept-language': 'en-EN' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ errorMessage: 'Collection not found.', code: 'NOT_FOUND' });
      expect((await t.get(withId(url, 'x'))).statusCode).toBe(400);
    }
  });
});

describe('GetAllCategoriesAndCollections', () => {
  it('is served by both the Categories and the Products controller alike', async () => {
    const fromCategories = await data<{ categories: Category[]; collections: Collection[] }>(
      API.Categories.GetAllCategoriesAndCollections,
    );
    const fromProducts = await data(API.Products.GetAllCategoriesAndCollections);
    expect(fromProducts).toEqual(fromCategories);
    expect(() => categoriesAndCollectionsSchema.parse(fromCategories)).not.toThrow();
    expect(fromCategories.categories.find((c) => c.id === f.category.id)!.subCategories).toHaveLength(1);
    expect(fromCategories.collections.map((c) => c.id)).toContain(f.collection.id);
  });

  it('gender-scoped categories and collections are listed with their flags', async () => {
    await t.app.ctx.cache.invalidate('all');
    const men = await createCategory(t.app.ctx.db, { isOnlyMan: true });
    const women = await createCollection(t.app.ctx.db, { isOnlyWoman: true });
    const all = await data<{ categories: Category[]; collections: Collection[] }>(
      API.Categories.GetAllCategoriesAndCollections,
    );
    expect(all.categories.find((c) => c.id === men.id)).toMatchObject({
      isOnlyMan: true,
      isOnlyWoman: false,
    });
    expect(all.collections.find((c) => c.id === women.id)).toMatchObject({
      isOnlyMan: false,
      isOnlyWoman: true,
    });
  });
});
