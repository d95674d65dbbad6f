import { describe, expect, it } from 'vitest';
import { loadThreshold, shouldLoadMore } from './infinite-scroll.ts';

describe('infinite scroll', () => {
  it('loads within 500 px of the end on wide screens and 1200 px at 768 px or less', () => {
    expect(loadThreshold(1440)).toBe(500);
    expect(loadThreshold(769)).toBe(500);
    expect(loadThreshold(768)).toBe(1200);
    expect(loadThreshold(390)).toBe(1200);
  });

  it('asks for the next page only when near the end', () => {
    const base = { viewportWidth: 1440, loading: false, allProductsLoaded: false };
    expect(shouldLoadMore({ ...base, distanceToEnd: 501 })).toBe(false);
    expect(shouldLoadMore({ ...base, distanceToEnd: 500 })).toBe(true);
    expect(shouldLoadMore({ ...base, distanceToEnd: -40 })).toBe(true);
    expect(shouldLoadMore({ ...base, viewportWidth: 390, distanceToEnd: 1100 })).toBe(true);
    expect(shouldLoadMore({ ...base, viewportWidth: 390, distanceToEnd: 1300 })).toBe(false);
  });

  it('is guarded by the loading and allProductsLoaded flags', () => {
    const near = { viewportWidth: 1440, distanceToEnd: 0 };
    expect(shouldLoadMore({ ...near, loading: true, allProductsLoaded: false })).toBe(false);
    expect(shouldLoadMore({ ...near, loading: false, allProductsLoaded: true })).toBe(false);
  });
});
