import { describe, expect, it } from 'vitest';
import { latestRows } from './latest-rows.ts';

describe('latest rows', () => {
  it('first row: the first 9; second row: items 5 to 10', () => {
    const items = Array.from({ length: 12 }, (_, i) => i + 1);
    const { first, second } = latestRows(items);
    expect(first).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(second).toEqual([5, 6, 7, 8, 9, 10]);
  });

  it('copes with short lists', () => {
    expect(latestRows([1, 2, 3])).toEqual({ first: [1, 2, 3], second: [] });
    expect(latestRows([])).toEqual({ first: [], second: [] });
  });
});
