import type { Product, ProductSort } from '@kehribar/contracts';

const byTitle = (a: Product, b: Product) => a.title.localeCompare(b.title, 'tr', { sensitivity: 'base' });
const byDate = (a: Product, b: Product) => a.createdTime.localeCompare(b.createdTime);

/**
 * The order of a title search's results (the search call takes no sort): the same seven orders as the
 * finder, done on the page.
 */
export function sortProducts(products: readonly Product[], sort: ProductSort): Product[] {
  const list = [...products];
  switch (sort) {
    case 'newest':
      return list.sort((a, b) => byDate(b, a));
    case 'oldest':
      return list.sort(byDate);
    case 'az':
      return list.sort(byTitle);
    case 'za':
      return list.sort((a, b) => byTitle(b, a));
    case 'priceAsc':
      return list.sort((a, b) => a.price - b.price);
    case 'priceDesc':
      return list.sort((a, b) => b.price - a.price);
    case 'popular':
      return list.sort((a, b) => Number(b.isBestSeller) - Number(a.isBestSeller) || byDate(b, a));
  }
}
