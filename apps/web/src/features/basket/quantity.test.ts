import { describe, expect, it } from 'vitest';
import { clampQuantity, stepQuantity } from './quantity.ts';

describe('basket quantity', () => {
  it('keeps whole numbers from 1 to 99', () => {
    expect(clampQuantity(3)).toBe(3);
    expect(clampQuantity('7')).toBe(7);
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(-4)).toBe(1);
    expect(clampQuantity('2.8')).toBe(2);
    expect(clampQuantity(150)).toBe(99);
    expect(clampQuantity(12, 1, 10)).toBe(10);
  });

  it('falls back on what is not a number', () => {
    expect(clampQuantity('')).toBe(1);
    expect(clampQuantity('abc', 4)).toBe(4);
    expect(clampQuantity(Number.NaN, 0)).toBe(1);
  });

  it('minus never goes below 1, plus stops at the limit', () => {
    expect(stepQuantity(2, -1)).toBe(1);
    expect(stepQuantity(1, -1)).toBe(1);
    expect(stepQuantity(1, 1)).toBe(2);
    expect(stepQuantity(99, 1)).toBe(99);
    expect(stepQuantity(4, 1, 4)).toBe(4);
  });
});
