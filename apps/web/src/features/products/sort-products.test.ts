import { describe, expect, it } from 'vitest';
import { PRODUCT_SORTS, type Product } from '@kehribar/contracts';
import { sortProducts } from './sort-products.ts';

let serial = 0;
const product = (p: Partial<Product> & { title: string }): Product =>
  ({
    id: `00000000-0000-4000-8000-${String(++serial).padStart(12, '0')}`,
    titleEN: p.title,
    price: 100,
    createdTime: '2026-01-01T10:00:00.000Z',
    isBestSeller: false,
    ...p,
  }) as Product;

const list = [
  product({ title: 'Çivili Küpe', price: 300, createdTime: '2026-01-02T00:00:00.000Z' }),
  product({ title: 'Bal Kolye', price: 100, createdTime: '2026-01-03T00:00:00.000Z', isBestSeller: true }),
  product({ title: 'Cuma Tesbih', price: 200, createdTime: '2026-01-01T00:00:00.000Z' }),
];
const titles = (products: Product[]) => products.map((p) => p.title);
const ids = (products: Product[]) => products.map((p) => p.id);

/**
 * The finder's Turkish title key (apps/api/src/modules/catalog/product-query.ts TURKISH_TITLE_KEY),
 * written again in TypeScript: upper-case Turkish letters to lower case, circumflexes dropped, each Turkish
 * letter to its base letter and '~', compared byte by byte (COLLATE "C").
 */
function serverTurkishKey(title: string): string {
  const from = 'IİÇĞÖŞÜÂÎÛâîû';
  const to = 'ıiçğöşüaiuaiu';
  let key = [...title].map((c) => (from.includes(c) ? to[from.indexOf(c)]! : c)).join('');
  key = key.replace(/[A-Z]/g, (c) => c.toLowerCase());
  for (const [letter, base] of [
    ['ç', 'c~'],
    ['ğ', 'g~'],
    ['ı', 'h~'],
    ['ö', 'o~'],
    ['ş', 's~'],
    ['ü', 'u~'],
  ])
    key = key.replaceAll(letter!, base!);
  return key;
}
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describe('sorting title search results', () => {
  it('keeps the server’s best-match order when the shopper has not picked a sort', () => {
    expect(ids(sortProducts(list, 'relevance', 'tr-TR'))).toEqual(ids(list));
  });

  it('orders by price, date and popularity', () => {
    expect(titles(sortProducts(list, 'priceAsc', 'tr-TR'))).toEqual([
      'Bal Kolye',
      'Cuma Tesbih',
      'Çivili Küpe',
    ]);
    expect(titles(sortProducts(list, 'priceDesc', 'tr-TR'))).toEqual([
      'Çivili Küpe',
      'Cuma Tesbih',
      'Bal Kolye',
    ]);
    expect(titles(sortProducts(list, 'newest', 'tr-TR'))).toEqual([
      'Bal Kolye',
      'Çivili Küpe',
      'Cuma Tesbih',
    ]);
    expect(titles(sortProducts(list, 'oldest', 'tr-TR'))).toEqual([
      'Cuma Tesbih',
      'Çivili Küpe',
      'Bal Kolye',
    ]);
    expect(titles(sortProducts(list, 'popular', 'tr-TR'))[0]).toBe('Bal Kolye');
  });

  it('orders titles as the Turkish alphabet does (c before ç, h before ı before i), ignoring case and circumflexes', () => {
    expect(titles(sortProducts(list, 'az', 'tr-TR'))).toEqual(['Bal Kolye', 'Cuma Tesbih', 'Çivili Küpe']);
    expect(titles(sortProducts(list, 'za', 'tr-TR'))).toEqual(['Çivili Küpe', 'Cuma Tesbih', 'Bal Kolye']);
    const turkish = ['iğne', 'Işık', 'hız', 'İnci', 'ılık', 'Hâle', 'halka'].map((title) =>
      product({ title }),
    );
    expect(titles(sortProducts(turkish, 'az', 'tr-TR'))).toEqual([
      'Hâle',
      'halka',
      'hız',
      'ılık',
      'Işık',
      'iğne',
      'İnci',
    ]);
  });

  it('sorts Turkish titles in the same order as the finder’s SQL key', () => {
    const titlesOfShop = [
      'Kehribar Damla Kolye',
      'kehribar damla küpe',
      'Kehribar Tesbih 33’lü',
      'Kehribar Tesbih 99 Taneli',
      'Kehribar-Gümüş Yüzük',
      'Kehribarlı Bileklik',
      'Ödül Madalyon',
      'Oltu Taşı Tesbih',
      'Şah Yüzüğü',
      'Sultan Yüzüğü',
      'Ürgüp Küpe',
      'Usta İşi Kolye',
      'Çeşm-i Bülbül',
      'Cam Boncuk',
      'Ilgın Bileklik',
      'İnci Kolye',
      'Ğ Harfli Deneme',
      'Gümüş Zincir',
      'Zarif Yüzük',
      'Akik Yüzük',
      'Âşık Kolye',
      'Asil Küpe',
    ];
    const shop = titlesOfShop.map((title) => product({ title }));
    const server = [...shop].sort(
      (a, b) => byCodePoint(serverTurkishKey(a.title), serverTurkishKey(b.title)) || byCodePoint(a.id, b.id),
    );
    expect(titles(sortProducts(shop, 'az', 'tr-TR'))).toEqual(titles(server));
    expect(titles(sortProducts(shop, 'za', 'tr-TR'))).toEqual(titles(server).reverse());
  });

  it('sorts by the English title in English, as the finder does (an empty English title first)', () => {
    const english = [
      product({ title: 'Ceviz Kolye', titleEN: 'Walnut Necklace' }),
      product({ title: 'Şal İğnesi', titleEN: 'Shawl Pin' }),
      product({ title: 'Adsız', titleEN: '' }),
      product({ title: 'Zarf Küpe', titleEN: 'amber drop earrings' }),
    ];
    expect(titles(sortProducts(english, 'az', 'en-EN'))).toEqual([
      'Adsız',
      'Zarf Küpe',
      'Şal İğnesi',
      'Ceviz Kolye',
    ]);
    expect(titles(sortProducts(english, 'az', 'tr-TR'))).toEqual([
      'Adsız',
      'Ceviz Kolye',
      'Şal İğnesi',
      'Zarf Küpe',
    ]);
  });

  it('breaks ties by id as the finder does: ascending for A–Z, price up and oldest; descending for the others', () => {
    // Equal titles (case aside), prices and dates: only the id decides, and the given order is scrambled.
    const twins = [3, 1, 2].map((n) =>
      product({ id: `id-${n}`, title: n === 2 ? 'AMBER' : 'Amber', createdTime: '2026-02-01T00:00:00.000Z' }),
    );
    expect(ids(sortProducts(twins, 'az', 'tr-TR'))).toEqual(['id-1', 'id-2', 'id-3']);
    expect(ids(sortProducts(twins, 'priceAsc', 'tr-TR'))).toEqual(['id-1', 'id-2', 'id-3']);
    expect(ids(sortProducts(twins, 'oldest', 'tr-TR'))).toEqual(['id-1', 'id-2', 'id-3']);
    expect(ids(sortProducts(twins, 'za', 'tr-TR'))).toEqual(['id-3', 'id-2', 'id-1']);
    expect(ids(sortProducts(twins, 'priceDesc', 'tr-TR'))).toEqual(['id-3', 'id-2', 'id-1']);
    expect(ids(sortProducts(twins, 'newest', 'tr-TR'))).toEqual(['id-3', 'id-2', 'id-1']);
    expect(ids(sortProducts(twins, 'popular', 'tr-TR'))).toEqual(['id-3', 'id-2', 'id-1']);
  });

  it('puts best sellers first for “popular”, then the newest', () => {
    const shop = [
      product({ title: 'Eski', createdTime: '2025-01-01T00:00:00.000Z' }),
      product({ title: 'Yeni', createdTime: '2026-01-01T00:00:00.000Z' }),
      product({ title: 'Çok satan', createdTime: '2024-01-01T00:00:00.000Z', isBestSeller: true }),
    ];
    expect(titles(sortProducts(shop, 'popular', 'tr-TR'))).toEqual(['Çok satan', 'Yeni', 'Eski']);
  });

  it('gives the same order however the results arrive, so re-sorting never moves a piece', () => {
    const shop = [...list, ...[3, 1, 2].map((n) => product({ id: `tie-${n}`, title: 'Bal Kolye' }))];
    for (const sort of PRODUCT_SORTS) {
      const once = sortProducts(shop, sort, 'tr-TR');
      expect(ids(sortProducts([...shop].reverse(), sort, 'tr-TR')), sort).toEqual(ids(once));
      expect(ids(sortProducts(once, sort, 'tr-TR')), sort).toEqual(ids(once));
    }
  });

  it('leaves the given list alone', () => {
    const copy = [...list];
    sortProducts(list, 'priceAsc', 'tr-TR');
    expect(list).toEqual(copy);
  });
});
