import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type Product, type ProductPage } from '@kehribar/contracts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createCatalogFixture, type CatalogFixture } from '../../test/fixtures.ts';

let t: TestApp;
let f: CatalogFixture;
let letterOf: Map<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  f = await createCatalogFixture(t.app.ctx.db);
  letterOf = new Map(Object.entries(f.products).map(([letter, p]) => [p.id, letter]));
});
afterAll(() => t.close());

const URL = API.Products.GetAllProductListWithFinderWithPagination;

async function find(
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<ProductPage> {
  const res = await t.post(URL, { categoryIds: [f.category.id], pageSize: 60, ...body }, headers);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}
const letters = (items: Product[]) => items.map((p) => letterOf.get(p.id)).join('');

describe('Products/GetAllProductListWithFinderWithPagination filters', () => {
  it('finds the products of a category, newest first by default', async () => {
    const page = await find({});
    expect(letters(page.items)).toBe('FEDCBA');
    expect(page).toMatchObject({ page: 1, pageSize: 60, totalCount: 6, hasMore: false });
  });

  it('a man filter also finds unisex pieces, and so does a woman filter', async () => {
    expect(letters((await find({ genders: [0] })).items)).toBe('FECB');
    expect(letters((await find({ genders: [1] })).items)).toBe('EDCA');
    expect(letters((await find({ genders: [0, 1] })).items)).toBe('FEDCBA');
  });

  it('filters by sub-category and by collection, combined with AND', async () => {
    expect(letters((await find({ subCategoryIds: [f.subCategory.id] })).items)).toBe('F');
    expect(letters((await find({ categoryIds: [], collectionIds: [f.collection.id] })).items)).toBe('FCA');
    expect(letters((await find({ collectionIds: [f.collection.id], genders: [1] })).items)).toBe('CA');
  });

  it('an unknown category gives an empty page, not an error', async () => {
    const page = await find({ categoryIds: [2_000_000_000] });
    expect(page).toEqual({ items: [], page: 1, pageSize: 60, totalCount: 0, hasMore: false });
  });
});

describe('Products/GetAllProductListWithFinderWithPagination sorts', () => {
  it.each([
    ['newest', 'FEDCBA'],
    ['oldest', 'ABCDEF'],
    ['popular', 'BDAECF'],
    ['priceAsc', 'FCEADB'],
    ['priceDesc', 'BDAECF'],
  ])('%s (TRY)', async (sort, expected) => {
    expect(letters((await find({ sort })).items)).toBe(expected);
  });

  it('price sorts follow the Currency header: USD sorts by the USD prices', async () => {
    const usd = { currency: 'USD' };
    expect(letters((await find({ sort: 'priceAsc' }, usd)).items)).toBe('DCEABF');
    expect(letters((await find({ sort: 'priceDesc' }, usd)).items)).toBe('FBAECD');
    const eur = await find({ sort: 'priceAsc' }, { currency: 'EUR' });
    expect(eur.items.map((p) => p.price)).toEqual([15, 25, 35, 45, 60, 80]);
  });

  it('az and za sort Turkish titles in Turkish alphabetical order (Ç after C, I before İ)', async () => {
    expect(letters((await find({ sort: 'az' })).items)).toBe('CDEABF');
    expect(letters((await find({ sort: 'za' })).items)).toBe('FBAEDC');
  });

  it('az sorts by the English title when the request is in English', async () => {
    expect(letters((await find({ sort: 'az' }, { 'accept-language': 'en-EN' })).items)).toBe('ABECFD');
  });
});

describe('Products/GetAllProductListWithFinderWithPagination paging', () => {
  it('pages through the results with totals and hasMore', async () => {
    const first = await find({ pageSize: 4, page: 1 });
    expect(letters(first.items)).toBe('FEDC');
    expect(first).toMatchObject({ page: 1, pageSize: 4, totalCount: 6, hasMore: true });
    const second = await find({ pageSize: 4, page: 2 });
    expect(letters(second.items)).toBe('BA');
    expect(second).toMatchObject({ page: 2, totalCount: 6, hasMore: false });
  });

  it('a page past the end is empty but still counts the matches', async () => {
    const page = await find({ pageSize: 4, page: 3 });
    expect(page).toEqual({ items: [], page: 3, pageSize: 4, totalCount: 6, hasMore: false });
  });

  it('defaults to the spec page size of 12', async () => {
    const res = await t.post(URL, { categoryIds: [f.category.id] });
    expect(res.json().data).toMatchObject({ page: 1, pageSize: 12, totalCount: 6 });
  });

  it('equal requests are answered alike whatever the order of their ids', async () => {
    const a = await find({ categoryIds: [f.category.id, 2_000_000_000], genders: [1, 0] });
    const b = await find({ categoryIds: [2_000_000_000, f.category.id, f.category.id], genders: [0, 1] });
    expect(b).toEqual(a);
  });
});

describe('Products/GetAllProductListWithFinderWithPagination payload', () => {
  it('carries decimal prices in every currency and the price of the requested one', async () => {
    const [a] = (await find({ sort: 'oldest', pageSize: 1 }, { currency: 'USD' })).items;
    expect(a).toMatchObject({ priceTRY: 1500, priceUSD: 50, priceForeign: 45, price: 50, currency: 'USD' });
    expect(a!.variants.map((v) => [v.variantName, v.priceTRY, v.price])).toEqual([
      ['45 cm', 1500, 50],
      ['50 cm', 1650.5, 55.25],
    ]);
  });

  it('puts the vitrine photo first, with its responsive variants', async () => {
    const [a] = (await find({ sort: 'oldest', pageSize: 1 })).items;
    const images = a!.productImageFiles;
    expect(images).toHaveLength(3);
    expect(images[0]!.isVitrinePhoto).toBe(true);
    expect(images.slice(1).every((i) => !i.isVitrinePhoto)).toBe(true);
    const path = images[0]!.path;
    expect(path).toMatch(/-1080\.webp$/);
    expect(images[0]!.variants).toEqual([
      { width: 360, path: path.replace('-1080.webp', '-360.webp') },
      { width: 720, path: path.replace('-1080.webp', '-720.webp') },
      { width: 1080, path },
    ]);
  });

  it('names the gender, category and collection in the request language', async () => {
    const [a] = (await find({ sort: 'oldest', pageSize: 1 })).items;
    expect(a).toMatchObject({
      genderName: 'Kadın',
      categoryName: f.category.name,
      collectionName: f.collection.name,
    });
    expect(a!.category).toEqual({
      id: f.category.id,
      name: f.category.name,
      nameEN: f.category.nameEN,
      sizeOptions: '16,17,18',
      isCustomSizeInput: false,
    });
    const [en] = (await find({ sort: 'oldest', pageSize: 1 }, { 'accept-language': 'en-EN' })).items;
    expect(en).toMatchObject({
      genderName: 'Woman',
      categoryName: f.category.nameEN,
      collectionName: f.collection.nameEN,
    });
    const unisex = (await find({ sort: 'oldest' })).items.find((p) => p.id === f.products.C.id);
    expect(unisex!.genderName).toBe('Unisex');
  });
});

describe('Products/GetAllProductListWithFinderWithPagination refuses malformed requests', () => {
  it.each([
    ['pageSize 0', { pageSize: 0 }],
    ['page -1', { page: -1 }],
    ['page 1.5', { page: 1.5 }],
    ['pageSize above the maximum', { pageSize: 1000 }],
    ['gender 5', { genders: [5] }],
    ['gender 2 (unisex is not a filter)', { genders: [2] }],
    ['a non-numeric category id', { categoryIds: ['x'] }],
    ['a negative collection id', { collectionIds: [-3] }],
    ['an unknown sort', { sort: 'random' }],
  ])('%s → 400', async (_name, body) => {
    const res = await t.post(URL, body, { 'accept-language': 'en-EN' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errorMessage: expect.stringMatching(/^The submitted data is invalid/),
    });
  });

  it('answers in Turkish by default', async () => {
    const res = await t.post(URL, { pageSize: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toMatch(/^Gönderilen bilgiler geçersiz/);
  });
});
