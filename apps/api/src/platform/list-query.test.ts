import { describe, expect, it } from 'vitest';
import { parseSort, searchWords } from './list-query.ts';

describe('searchWords', () => {
  it('folds Turkish letters and keeps an e-mail address one word in the lists that hold addresses', () => {
    expect(searchWords('IŞIK  Öztürk', { addresses: true })).toEqual(['isik', 'ozturk']);
    expect(searchWords('İstanbul istanbul', { addresses: true })).toEqual(['istanbul']);
    expect(searchWords('Ayşe.Nur@Örnek.com', { addresses: true })).toEqual(['ayse.nur@ornek.com']);
    expect(searchWords('#1042, kolye.', { addresses: true })).toEqual(['1042', 'kolye']);
  });

  it('splits addresses into words where the searched text has no marks (product titles)', () => {
    expect(searchWords('Kehribar-Kolye', { addresses: false })).toEqual(['kehribar', 'kolye']);
  });

  it('reads a sort key and its direction', () => {
    expect(parseSort('-date')).toEqual({ column: 'date', descending: true });
    expect(parseSort('total')).toEqual({ column: 'total', descending: false });
  });
});
