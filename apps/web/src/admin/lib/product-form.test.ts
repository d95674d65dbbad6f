import { describe, expect, it } from 'vitest';
import { createProductRequestSchema, createVariantRequestSchema, type Category } from '@kehribar/contracts';
import {
  categoryChange,
  newProductDraft,
  newVariantDraft,
  subCategoriesOf,
  toProductRequest,
} from './product-form.ts';

const sub = (id: number, categoryId: number) => ({
  id,
  name: `s${id}`,
  nameEN: `s${id}`,
  categoryId,
  images: [],
});
const category = (id: number, subs: number[]): Category => ({
  id,
  name: `c${id}`,
  nameEN: `c${id}`,
  isOnlyMan: false,
  isOnlyWoman: false,
  sizeOptions: null,
  isCustomSizeInput: false,
  maxInstallments: null,
  categoryImageFiles: [],
  subCategories: subs.map((s) => sub(s, id)),
});

describe('new product', () => {
  it('starts from the spec defaults (unisex, no category, collection 1) with no price in any currency', () => {
    const draft = newProductDraft([1, 2]);
    expect(draft).toMatchObject({
      gender: 2,
      categoryId: 0,
      collectionId: 1,
      priceTRY: '',
      priceUSD: '',
      priceForeign: '',
    });
  });

  it('cannot be saved before its prices are typed: an untyped price is missing, never 0', () => {
    const draft = { ...newProductDraft(), title: 'Damla', titleEN: 'Drop', categoryId: 4 };
    const refused = createProductRequestSchema.safeParse(toProductRequest(draft));
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.code])).toEqual([
      ['priceTRY', 'invalid_type'],
      ['priceUSD', 'invalid_type'],
      ['priceForeign', 'invalid_type'],
    ]);
  });

  it('falls back to no collection when collection 1 does not exist', () => {
    expect(newProductDraft([2, 3]).collectionId).toBe(0);
  });

  it('cannot be saved before a real category is chosen', () => {
    const draft = {
      ...newProductDraft(),
      title: 'Damla',
      titleEN: 'Drop',
      priceTRY: 1250,
      priceUSD: 40,
      priceForeign: 37,
    };
    const refused = createProductRequestSchema.safeParse(toProductRequest(draft));
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => i.path.join('.'))).toEqual(['categoryId']);
    expect(createProductRequestSchema.safeParse(toProductRequest({ ...draft, categoryId: 4 })).success).toBe(
      true,
    );
  });
});

describe('category and sub-category', () => {
  it('changing the category clears the sub-category', () => {
    const draft = { ...newProductDraft(), categoryId: 1, subCategoryId: 3 };
    expect(categoryChange(draft, 2)).toMatchObject({ categoryId: 2, subCategoryId: 0 });
    expect(categoryChange(draft, 1)).toBe(draft);
  });

  it('lists the sub-categories of the chosen category only', () => {
    const categories = [category(1, [3, 4]), category(2, [])];
    expect(subCategoriesOf(categories, 1).map((s) => s.id)).toEqual([3, 4]);
    expect(subCategoriesOf(categories, 2)).toEqual([]);
    expect(subCategoriesOf(categories, 0)).toEqual([]);
    expect(subCategoriesOf(undefined, 1)).toEqual([]);
  });

  it('sends no sub-category or collection as null', () => {
    const request = toProductRequest({ ...newProductDraft([]), categoryId: 2, color: '  ' });
    expect(request).toMatchObject({ categoryId: 2, subCategoryId: null, collectionId: null, color: null });
  });
});

describe('new option', () => {
  it('starts with no price in any currency (not EUR 0), and is refused until each is typed', () => {
    const draft = newVariantDraft('1f0c2a9e-1111-4222-8333-444455556666');
    expect(draft).toMatchObject({ priceTRY: '', priceUSD: '', priceForeign: '' });
    const typed = { ...draft, variantName: '50 cm', variantNameEN: '50 cm' };
    expect(createVariantRequestSchema.safeParse(typed).error?.issues.map((i) => i.path.join('.'))).toEqual([
      'priceTRY',
      'priceUSD',
      'priceForeign',
    ]);
    expect(
      createVariantRequestSchema.safeParse({ ...typed, priceTRY: 1700, priceUSD: 45, priceForeign: 40 })
        .success,
    ).toBe(true);
  });
});
