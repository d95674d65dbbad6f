import { describe, expect, it } from 'vitest';
import type { CategoriesAndCollections } from '@kehribar/contracts/plain';
import { turkish } from '../../test/render.tsx';
import { EMPTY_FILTERS, type ProductFilters } from './filter-url.ts';
import { pageHeading } from './page-heading.ts';

const catalog = {
  categories: [
    {
      id: 3,
      name: 'Yüzük',
      nameEN: 'Rings',
      subCategories: [{ id: 31, name: 'Tektaş', nameEN: 'Solitaire', categoryId: 3 }],
    },
  ],
  collections: [{ id: 7, name: 'Baltık', nameEN: 'Baltic' }],
} as unknown as CategoriesAndCollections;

const heading = (patch: Partial<ProductFilters>) =>
  pageHeading({ ...EMPTY_FILTERS, ...patch }, catalog, turkish.t, (tr) => tr);

describe('the product list heading', () => {
  it('calls a category page a category, not a collection', () => {
    expect(heading({ categories: [3] })).toEqual({ eyebrow: 'Kategori', title: 'Yüzük' });
  });

  it("puts a sub-category under its category's name, and a collection under 'Koleksiyon'", () => {
    expect(heading({ subCategories: [31] })).toEqual({ eyebrow: 'Yüzük', title: 'Tektaş' });
    expect(heading({ collections: [7] })).toEqual({ eyebrow: 'Koleksiyon', title: 'Baltık' });
  });

  it('names a search, and all products', () => {
    expect(heading({ title: 'kolye' }).eyebrow).toBe('Arama');
    expect(heading({}).title).toBe('Tüm Ürünler');
    expect(heading({ categories: [3, 99] }).title).toBe('Tüm Ürünler');
  });
});
