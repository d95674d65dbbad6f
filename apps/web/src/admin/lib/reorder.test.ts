import { describe, expect, it } from 'vitest';
import { moved } from './reorder.ts';

describe('moved', () => {
  it('swaps an item with its neighbour up or down', () => {
    expect(moved([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
    expect(moved([1, 2, 3], 1, 1)).toEqual([1, 3, 2]);
  });

  it('leaves the list as it is at either end, and never changes the list it was given', () => {
    const list = [1, 2, 3];
    expect(moved(list, 0, -1)).toEqual([1, 2, 3]);
    expect(moved(list, 2, 1)).toEqual([1, 2, 3]);
    expect(moved(list, 0, 1)).not.toBe(list);
    expect(list).toEqual([1, 2, 3]);
  });
});
