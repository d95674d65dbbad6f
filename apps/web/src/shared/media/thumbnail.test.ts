import { describe, expect, it } from 'vitest';
import { thumbnailOf } from './thumbnail.ts';

describe('thumbnailOf', () => {
  it('names the narrower upload of a picture', () => {
    expect(thumbnailOf('/uploads/products/ab-1080.webp')).toBe('/uploads/products/ab-360.webp');
    expect(thumbnailOf('/uploads/products/ab-1080.webp', 720)).toBe('/uploads/products/ab-720.webp');
    expect(thumbnailOf('/uploads/products/ab-360.webp', 720)).toBe('/uploads/products/ab-360.webp');
  });

  it('leaves other URLs alone', () => {
    expect(thumbnailOf('/images/a.png')).toBe('/images/a.png');
    expect(thumbnailOf(null)).toBeNull();
  });
});
