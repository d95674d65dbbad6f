import { describe, expect, it } from 'vitest';
import { mainImage, pickVariant, srcSetOf } from './srcset.ts';

const variants = [
  { width: 960, path: '/uploads/a-960.webp' },
  { width: 320, path: '/uploads/a-320.webp' },
  { width: 640, path: '/uploads/a-640.webp' },
];

describe('srcset', () => {
  it('lists variants narrowest first', () => {
    expect(srcSetOf(variants)).toBe(
      '/uploads/a-320.webp 320w, /uploads/a-640.webp 640w, /uploads/a-960.webp 960w',
    );
    expect(srcSetOf([])).toBeUndefined();
    expect(srcSetOf(undefined)).toBeUndefined();
  });

  it('picks the narrowest variant wide enough, else the widest, else the fallback', () => {
    expect(pickVariant(variants, 500, '/x')).toBe('/uploads/a-640.webp');
    expect(pickVariant(variants, 2000, '/x')).toBe('/uploads/a-960.webp');
    expect(pickVariant([], 100, '/x')).toBe('/x');
  });

  it('the vitrine photo is the main image, otherwise the first', () => {
    expect(
      mainImage([
        { isVitrinePhoto: false, id: 1 },
        { isVitrinePhoto: true, id: 2 },
      ])?.id,
    ).toBe(2);
    expect(mainImage([{ isVitrinePhoto: false, id: 1 }])?.id).toBe(1);
    expect(mainImage([])).toBeUndefined();
  });
});
