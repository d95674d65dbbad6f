import { describe, expect, it } from 'vitest';
import {
  listQuery,
  nextSort,
  pageCountOf,
  rangeOf,
  readListState,
  sortDirectionOf,
  writeListState,
  type ListSpec,
} from './list-state.ts';

const orders: ListSpec = {
  sortColumns: ['date', 'number', 'total'],
  defaultSort: '-date',
  statuses: ['completed', 'canceled'],
};
const contacts: ListSpec = {
  ...orders,
  sortColumns: ['date', 'name'],
  statuses: ['open', 'handled'],
  prefix: 'contacts.',
};
const params = (s: string) => new URLSearchParams(s);

describe('list state in the address', () => {
  it('reads every field from the address, defaults for what is missing', () => {
    expect(
      readListState(params('page=3&pageSize=50&search=I%C5%9F%C4%B1k&sort=total&status=canceled'), orders),
    ).toEqual({
      page: 3,
      pageSize: 50,
      search: 'Işık',
      sort: 'total',
      status: 'canceled',
    });
    expect(readListState(params(''), orders)).toEqual({
      page: 1,
      pageSize: 25,
      search: '',
      sort: '-date',
      status: '',
    });
  });

  it('falls back to defaults for values the server would refuse', () => {
    expect(readListState(params('page=-2&pageSize=500&sort=-password&status=lost'), orders)).toEqual({
      page: 1,
      pageSize: 25,
      search: '',
      sort: '-date',
      status: '',
    });
    expect(readListState(params('page=2.5&pageSize=abc'), orders)).toMatchObject({ page: 1, pageSize: 25 });
  });

  it('goes back to the first page when the search, sort, filter or page size changes', () => {
    const on3 = params('page=3&sort=number');
    expect(writeListState(on3, { search: 'ayşe' }, orders).toString()).toBe('search=ay%C5%9Fe&sort=number');
    expect(writeListState(on3, { sort: '-number' }, orders).get('page')).toBeNull();
    expect(writeListState(on3, { status: 'completed' }, orders).get('page')).toBeNull();
    expect(writeListState(on3, { pageSize: 50 }, orders).toString()).toBe('pageSize=50&sort=number');
    expect(writeListState(on3, { page: 4 }, orders).get('page')).toBe('4');
    // Setting a field to what it already is keeps the page.
    expect(writeListState(on3, { sort: 'number' }, orders).get('page')).toBe('3');
  });

  it('leaves defaults and blanks out of the address and trims the search', () => {
    expect(
      writeListState(params('search=x&status=canceled'), { search: '  ', status: '' }, orders).toString(),
    ).toBe('');
    expect(writeListState(params(''), { sort: '-date', page: 1 }, orders).toString()).toBe('');
    expect(writeListState(params(''), { search: ' kolye ' }, orders).get('search')).toBe('kolye');
  });

  it('keeps two lists of one page apart by their prefix', () => {
    const both = params('page=2&contacts.page=3&contacts.status=open');
    expect(readListState(both, contacts)).toMatchObject({ page: 3, status: 'open' });
    expect(readListState(both, { ...orders, statuses: undefined })).toMatchObject({ page: 2, status: '' });
    const next = writeListState(both, { status: 'handled' }, contacts);
    expect(next.toString()).toBe('page=2&contacts.status=handled');
  });

  it('asks the server only for what is set', () => {
    expect(listQuery(readListState(params('search=%20ay%20'), orders))).toEqual({
      page: 1,
      pageSize: 25,
      sort: '-date',
      search: 'ay',
    });
  });
});

describe('sorting and paging helpers', () => {
  it('sorts a new column ascending and turns the sorted one around', () => {
    expect(nextSort('-date', 'total')).toBe('total');
    expect(nextSort('total', 'total')).toBe('-total');
    expect(nextSort('-total', 'total')).toBe('total');
    expect(sortDirectionOf('-date', 'date')).toBe('desc');
    expect(sortDirectionOf('date', 'date')).toBe('asc');
    expect(sortDirectionOf('date', 'total')).toBeUndefined();
  });

  it('counts pages and the rows a page shows', () => {
    expect(pageCountOf(0, 25)).toBe(1);
    expect(pageCountOf(51, 25)).toBe(3);
    expect(rangeOf({ page: 3, pageSize: 25 }, 1)).toEqual({ from: 51, to: 51 });
    expect(rangeOf({ page: 4, pageSize: 25 }, 0)).toEqual({ from: 0, to: 0 });
  });
});
