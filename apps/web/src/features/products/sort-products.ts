import type { Language, Product } from '@kehribar/contracts';
import type { ListSort } from './filter-url.ts';

type Compare = (a: Product, b: Product) => number;

/**
 * Titles as the finder orders them (apps/api catalog/product-query.ts orderFor): Turkish titles in the
 * Turkish alphabet (c before ç, h before ı before i, case and circumflexes ignored), English titles by
 * titleEN as it is, even when empty (the server does not fall back to the Turkish title either).
 */
const COLLATORS: Record<Language, Intl.Collator> = {
  'tr-TR': new Intl.Collator('tr', { sensitivity: 'base' }),
  'en-EN': new Intl.Collator('en', { sensitivity: 'base' }),
};
const titleOf = (product: Product, language: Language) =>
  language === 'en-EN' ? product.titleEN : product.title;

/** The server's last tie-break: the product id (a uuid, compared as its text). */
const byId: Compare = (a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
/** createdTime is an ISO-8601 UTC string, so text order is time order. */
const byDate: Compare = (a, b) =>
  a.createdTime < b.createdTime ? -1 : a.createdTime > b.createdTime ? 1 : 0;
const byPrice: Compare = (a, b) => a.price - b.price;
const byBestSeller: Compare = (a, b) => Number(a.isBestSeller) - Number(b.isBestSeller);

const then =
  (...compares: Compare[]): Compare =>
  (a, b) => {
    for (const compare of compares) {
      const order = compare(a, b);
      if (order !== 0) return order;
    }
    return 0;
  };
const reverse =
  (compare: Compare): Compare =>
  (a, b) =>
    compare(b, a);

/**
 * The order of a title search's results (the search call takes no sort, so the page sorts them), with
 * the finder's keys and tie-breaks, so a piece sits at the same place in a sorted search as in the
 * same-sorted list:
 * - 'relevance': the server's best-match order, untouched;
 * - newest / oldest: createdTime, then id, in the same direction;
 * - az / za: the title in the shopper's language (Turkish collation for Turkish), then id, in the same direction;
 * - priceAsc / priceDesc: the price in the shopper's currency, then id, in the same direction;
 * - popular: the server ranks by units sold, which the product payload does not carry; best sellers
 *   come first here, then as the server breaks its ties (newest, then id descending).
 */
export function sortProducts(products: readonly Product[], sort: ListSort, language: Language): Product[] {
  const list = [...products];
  const byTitle: Compare = (a, b) => COLLATORS[language].compare(titleOf(a, language), titleOf(b, language));
  switch (sort) {
    case 'relevance':
      return list;
    case 'newest':
      return list.sort(reverse(then(byDate, byId)));
    case 'oldest':
      return list.sort(then(byDate, byId));
    case 'az':
      return list.sort(then(byTitle, byId));
    case 'za':
      return list.sort(reverse(then(byTitle, byId)));
    case 'priceAsc':
      return list.sort(then(byPrice, byId));
    case 'priceDesc':
      return list.sort(reverse(then(byPrice, byId)));
    case 'popular':
      return list.sort(reverse(then(byBestSeller, byDate, byId)));
  }
}
