import { describe, expect, it } from 'vitest';
import type { Product } from '@kehribar/contracts';
import { sortProducts } from './sort-products.ts';

const product = (title: string, price: number, createdTime: string, isBestSeller = false) =>
  ({ id: title, title, price, createdTime, isBestSeller }) as Product;

const list = [
  product('Çivili Küpe', 300, '2026-01-02', false),
  product('Bal Kolye', 100, '2026-01-03', true),
  product('Cuma Tesbih', 200, '2026-01-01', false),
];
const titles = (products: Product[]) => products.map((p) => p.title);

describe('sorting title search results', () => {
  it('orders by price, date and popularity', () => {
    expect(titles(sortProducts(list, 'priceAsc'))).toEqual(['Bal Kolye', 'Cuma Tesbih', 'Çivili Küpe']);
    expect(titles(sortProducts(list, 'priceDesc'))).toEqual(['Çivili Küpe', 'Cuma Tesbih', 'Bal Kolye']);
    expect(titles(sortProducts(list, 'newest'))).toEqual(['Bal Kolye', 'Çivili Küpe', 'Cuma Tesbih']);
    expect(titles(sortProducts(list, 'oldest'))).toEqual(['Cuma Tesbih', 'Çivili Küpe', 'Bal Kolye']);
    expect(titles(sortProducts(list, 'popular'))[0]).toBe('Bal Kolye');
  });

  it('orders titles as the Turkish alphabet does (c before ç)', () => {
    expect(titles(sortProducts(list, 'az'))).toEqual(['Bal Kolye', 'Cuma Tesbih', 'Çivili Küpe']);
    expect(titles(sortProducts(list, 'za'))).toEqual(['Çivili Küpe', 'Cuma Tesbih', 'Bal Kolye']);
  });

  it('leaves the given list alone', () => {
    const copy = [...list];
    sortProducts(list, 'priceAsc');
    expect(list).toEqual(copy);
  });
});
