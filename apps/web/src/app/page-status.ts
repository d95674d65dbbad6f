// What the server renderer (entry-server.tsx) needs to answer 404 for an address whose product,
// category or order is malformed or unknown (docs/decisions/034-page-cache.md). The browser never uses
// these: its pages say "not found" themselves.
import type { QueryClient } from '@tanstack/react-query';
import type { CategoriesAndCollections } from '@kehribar/contracts/plain';
import { isApiError } from '../shared/api/api-error.ts';
import { categoriesAndCollectionsQuery } from '../shared/queries/content.ts';
import { productQuery } from '../shared/queries/catalog.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An order's token as the shop makes them (base64url, or a UUID), within the API's length limit. */
const ORDER_TOKEN = /^[\w-]{1,100}$/;
/** A list filter as the product list reads it (features/products/filter-url.ts): comma-separated ids. */
const ID_LIST = /^\s*\d{1,9}\s*(,\s*\d{1,9}\s*)*$/;

const productIdOf = (address: URL) => decodeURIComponent(address.pathname.split('/')[2] ?? '');

/** /product/:id with anything but a UUID. */
export const malformedProductAddress = (address: URL) => !UUID.test(productIdOf(address));

/** The product read answered that there is no such product. */
export function missingProduct(address: URL, client: QueryClient): boolean {
  const { error } = client.getQueryState(productQuery(productIdOf(address)).queryKey) ?? {};
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

const LIST_FILTERS = ['categories', 'subCategories', 'collections'] as const;

/** /products?categories=… (or sub-categories, collections) with something other than ids. */
export const malformedListAddress = (address: URL) =>
  LIST_FILTERS.some((key) => {
    const value = address.searchParams.get(key);
    return value !== null && value !== '' && !ID_LIST.test(value);
  });

/** A category, sub-category or collection of the address that the shop's menu does not have. */
export function missingListFilter(address: URL, client: QueryClient): boolean {
  const menu = client.getQueryData<CategoriesAndCollections>(categoriesAndCollectionsQuery.queryKey);
  if (!menu) return false;
  const known = {
    categories: new Set(menu.categories.map((c) => c.id)),
    subCategories: new Set(menu.categories.flatMap((c) => c.subCategories.map((s) => s.id))),
    collections: new Set(menu.collections.map((c) => c.id)),
  };
  return LIST_FILTERS.some((key) =>
    (address.searchParams.get(key) ?? '')
      .split(',')
      .filter((part) => part.trim())
      .some((part) => !known[key].has(Number(part))),
  );
}

/** /payment-result?token=… with a token the shop cannot have made. */
export function malformedOrderAddress(address: URL): boolean {
  const token = address.searchParams.get('token');
  return token !== null && !ORDER_TOKEN.test(token);
}
