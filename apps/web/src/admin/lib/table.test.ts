import { describe, expect, it } from 'vitest';
import { filterRows, fold, sortRows } from './table.ts';

const rows = [
  { title: 'Şah Tesbih', price: 1200, best: true },
  { title: 'İnci Küpe', price: 300, best: false },
  { title: 'çiçek Yüzük', price: null, best: false },
  { title: 'Zümrüt Kolye', price: 4500, best: true },
  { title: 'Ceviz Bilezik', price: 300, best: false },
];

describe('admin tables', () => {
  it('folds Turkish letters for filters', () => {
    expect(fold('İĞÜŞÖÇI')).toBe('igusoci');
    expect(fold('Işıltı')).toBe('isilti');
  });

  it('filters by every column typed into, case- and accent-blind', () => {
    const text = (row: (typeof rows)[number], column: string) =>
      String(row[column as keyof typeof row] ?? '');
    expect(filterRows(rows, { title: 'kupe' }, text).map((r) => r.title)).toEqual(['İnci Küpe']);
    expect(filterRows(rows, { title: 'Z', price: '45' }, text).map((r) => r.title)).toEqual(['Zümrüt Kolye']);
    expect(filterRows(rows, { title: '  ' }, text)).toHaveLength(5);
  });

  it('lets a column match in its own way (given the typed text trimmed and folded)', () => {
    const text = (row: (typeof rows)[number], column: string) =>
      String(row[column as keyof typeof row] ?? '');
    const seen: string[] = [];
    const atLeast = (row: (typeof rows)[number], query: string) => {
      seen.push(query);
      return (row.price ?? 0) >= Number(query);
    };
    const matcher = (column: string) => (column === 'price' ? atLeast : undefined);
    expect(filterRows(rows, { price: ' 1200 ' }, text, matcher).map((r) => r.title)).toEqual([
      'Şah Tesbih',
      'Zümrüt Kolye',
    ]);
    expect(filterRows(rows, { price: '1000', title: 'ZÜM' }, text, matcher).map((r) => r.title)).toEqual([
      'Zümrüt Kolye',
    ]);
    expect(seen.every((q) => q === '1200' || q === '1000')).toBe(true);
  });

  it('sorts text in Turkish order and numbers by value, empties last, stable', () => {
    expect(sortRows(rows, (r) => r.title, 'asc').map((r) => r.title[0])).toEqual(['C', 'ç', 'İ', 'Ş', 'Z']);
    expect(sortRows(rows, (r) => r.price, 'asc').map((r) => r.price)).toEqual([300, 300, 1200, 4500, null]);
    expect(sortRows(rows, (r) => r.price, 'desc').map((r) => r.price)).toEqual([4500, 1200, 300, 300, null]);
    // equal prices keep their order
    expect(
      sortRows(rows, (r) => r.price, 'asc')
        .slice(0, 2)
        .map((r) => r.title),
    ).toEqual(['İnci Küpe', 'Ceviz Bilezik']);
    expect(sortRows(rows, (r) => r.best, 'asc').map((r) => r.best)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
