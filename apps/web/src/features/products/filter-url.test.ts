import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  applyFilterChange,
  EMPTY_FILTERS,
  filtersToSearch,
  finderRequest,
  parseFilters,
  withPage,
  type ProductFilters,
} from './filter-url.ts';

const parse = (search: string) => parseFilters(new URLSearchParams(search));
const state = (patch: Partial<ProductFilters>): ProductFilters => ({ ...EMPTY_FILTERS, ...patch });

describe('product list URL', () => {
  it('reads comma-separated ids, title, sort and page', () => {
    expect(parse('categories=2,5&subCategories=7&collections=1&genders=0,1&sort=priceAsc&page=3')).toEqual({
      categories: [2, 5],
      subCategories: [7],
      collections: [1],
      genders: [0, 1],
      onSale: false,
      title: '',
      sort: 'priceAsc',
      page: 3,
    });
    expect(parse('title=%20kehribar%20')).toMatchObject({ title: 'kehribar', page: 1, sort: 'relevance' });
  });

  it('drops what is not valid: bad ids, unknown genders, sorts and pages', () => {
    expect(parse('categories=2,x,-1,2,3.5, 4&genders=0,2,7&sort=cheapest&page=-2')).toEqual(
      state({ categories: [2, 4], genders: [0] }),
    );
    expect(parse('page=abc').page).toBe(1);
    expect(parse('page=9999').page).toBe(50);
  });

  it('writes the state back without defaults and with readable commas, round trip', () => {
    const filters = state({ categories: [3, 1], genders: [1], sort: 'za', page: 2 });
    const search = filtersToSearch(filters);
    expect(search).toBe('categories=3,1&genders=1&sort=za&page=2');
    expect(parse(search)).toEqual(filters);
    expect(filtersToSearch(EMPTY_FILTERS)).toBe('');
    expect(filtersToSearch(state({ title: 'bal kehribar', sort: 'relevance' }))).toBe('title=bal+kehribar');
  });
});

describe('a title search in the URL', () => {
  it('shows the best match first unless the URL names a sort, and that sort is kept, even the newest', () => {
    expect(parse('title=bal').sort).toBe('relevance');
    expect(parse('title=bal&sort=newest').sort).toBe('newest');
    expect(filtersToSearch(state({ title: 'bal', sort: 'relevance' }))).toBe('title=bal');
    expect(filtersToSearch(state({ title: 'bal', sort: 'newest' }))).toBe('title=bal&sort=newest');
    expect(parse(filtersToSearch(state({ title: 'bal', sort: 'newest' })))).toEqual(
      state({ title: 'bal', sort: 'newest' }),
    );
  });

  it('has no best-match order without a title', () => {
    expect(parse('sort=relevance').sort).toBe('newest');
    expect(parse('title=%20%20&sort=relevance').sort).toBe('newest');
  });

  it('has no pages: every match is shown at once', () => {
    expect(parse('title=bal&page=3').page).toBe(1);
    expect(filtersToSearch(state({ title: 'bal', sort: 'relevance', page: 3 }))).toBe('title=bal');
  });

  it('takes no filters: ids beside a title are not read as chosen', () => {
    expect(parse('title=bal&categories=1&subCategories=2&collections=3&genders=0')).toMatchObject({
      title: 'bal',
      categories: [],
      subCategories: [],
      collections: [],
      genders: [],
    });
  });

  it('leaving the search leaves its best-match order for the newest, and keeps a picked sort', () => {
    const search = state({ title: 'bal', sort: 'relevance' });
    expect(applyFilterChange(search, { type: 'clearTitle' })).toEqual(EMPTY_FILTERS);
    expect(applyFilterChange(search, { type: 'clearAll' })).toEqual(EMPTY_FILTERS);
    expect(applyFilterChange(search, { type: 'toggle', key: 'categories', id: 2 })).toEqual(
      state({ categories: [2] }),
    );
    expect(applyFilterChange(state({ title: 'bal', sort: 'za' }), { type: 'clearTitle' }).sort).toBe('za');
    expect(applyFilterChange(state({}), { type: 'sort', sort: 'relevance' }).sort).toBe('newest');
  });

  it('never asks the finder for the best-match order', () => {
    expect(finderRequest(state({ sort: 'relevance' }), 1).sort).toBe('newest');
  });
});

describe('filter changes', () => {
  it('choosing a category clears the sub-categories, and the reverse', () => {
    const withSubs = state({ subCategories: [7, 8] });
    expect(applyFilterChange(withSubs, { type: 'toggle', key: 'categories', id: 2 })).toMatchObject({
      categories: [2],
      subCategories: [],
    });
    const withCategories = state({ categories: [2, 3] });
    expect(applyFilterChange(withCategories, { type: 'toggle', key: 'subCategories', id: 7 })).toMatchObject({
      categories: [],
      subCategories: [7],
    });
  });

  it('keeps the other filters and toggles ids on and off', () => {
    const start = state({ categories: [2], collections: [1], genders: [0] });
    const added = applyFilterChange(start, { type: 'toggle', key: 'genders', id: 1 });
    expect(added).toMatchObject({ categories: [2], collections: [1], genders: [0, 1] });
    expect(applyFilterChange(added, { type: 'toggle', key: 'genders', id: 0 }).genders).toEqual([1]);
    expect(applyFilterChange(start, { type: 'remove', key: 'collections', id: 1 }).collections).toEqual([]);
  });

  it('every change resets the page to 1', () => {
    const deep = state({ categories: [2], page: 4 });
    expect(applyFilterChange(deep, { type: 'toggle', key: 'collections', id: 3 }).page).toBe(1);
    expect(applyFilterChange(deep, { type: 'sort', sort: 'priceDesc' })).toMatchObject({
      page: 1,
      sort: 'priceDesc',
    });
    expect(applyFilterChange(deep, { type: 'clearAll' })).toEqual(EMPTY_FILTERS);
  });

  it('choosing a filter leaves a title search; clearing everything keeps the sort', () => {
    const search = state({ title: 'yüzük', sort: 'az' });
    expect(applyFilterChange(search, { type: 'toggle', key: 'genders', id: 1 })).toMatchObject({
      title: '',
      genders: [1],
    });
    expect(applyFilterChange(search, { type: 'clearTitle' }).title).toBe('');
    expect(applyFilterChange(state({ categories: [1], sort: 'az' }), { type: 'clearAll' })).toEqual(
      state({ sort: 'az' }),
    );
  });

  it('counts the active filters and builds the finder request of a page', () => {
    const filters = state({ categories: [2], collections: [4, 5], genders: [1], sort: 'priceAsc' });
    expect(activeFilterCount(filters)).toBe(4);
    expect(finderRequest(withPage(filters, 3), 2)).toEqual({
      categoryIds: [2],
      subCategoryIds: [],
      collectionIds: [4, 5],
      genders: [1],
      page: 2,
      pageSize: 12,
      sort: 'priceAsc',
      onSale: false,
    });
  });

  it('keeps "on sale only" in the URL, counts it, sends it to the finder and leaves a title search', () => {
    const onSale = applyFilterChange(state({ title: 'kolye' }), { type: 'toggleOnSale' });
    expect(onSale).toMatchObject({ onSale: true, title: '' });
    expect(filtersToSearch(onSale)).toBe('onSale=1');
    expect(parseFilters(new URLSearchParams('onSale=1&sort=onSale'))).toMatchObject({
      onSale: true,
      sort: 'onSale',
    });
    expect(activeFilterCount(onSale)).toBe(1);
    expect(finderRequest(onSale, 1).onSale).toBe(true);
    expect(applyFilterChange(onSale, { type: 'toggleOnSale' }).onSale).toBe(false);
  });
});
