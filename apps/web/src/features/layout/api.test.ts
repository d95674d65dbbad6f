import { describe, expect, it } from 'vitest';
import { LIMITS, type Product } from '@kehribar/contracts';
import { searchPageUrl, toSuggestions } from './api.ts';

const products = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `p${i}` }) as Product);

describe('the search overlay’s way to every result', () => {
  it('leads to /products?title= with the trimmed text', () => {
    expect(searchPageUrl('  kehribar ')).toBe('/products?title=kehribar');
    expect(searchPageUrl('bal kehribar')).toBe('/products?title=bal+kehribar');
  });

  it('carries Turkish letters and URL characters safely', () => {
    const url = searchPageUrl('yüzük & küpe #1')!;
    expect(url.startsWith('/products?title=')).toBe(true);
    expect(new URLSearchParams(url.split('?')[1]).get('title')).toBe('yüzük & küpe #1');
  });

  it('needs at least 3 characters after trimming, like the suggestions', () => {
    expect(LIMITS.searchMinChars).toBe(3);
    expect(searchPageUrl('')).toBeUndefined();
    expect(searchPageUrl('ab')).toBeUndefined();
    expect(searchPageUrl('  ab   ')).toBeUndefined();
    expect(searchPageUrl(' abc ')).toBe('/products?title=abc');
  });
});

describe('search suggestions', () => {
  it('lists the first matches in the server’s order and counts them all', () => {
    const all = products(LIMITS.searchSuggestions + 7);
    const suggestions = toSuggestions(all);
    expect(suggestions.items).toEqual(all.slice(0, LIMITS.searchSuggestions));
    expect(suggestions.total).toBe(LIMITS.searchSuggestions + 7);
  });

  it('lists every match when there are few', () => {
    const all = products(4);
    expect(toSuggestions(all)).toEqual({ items: all, total: 4 });
  });
});
