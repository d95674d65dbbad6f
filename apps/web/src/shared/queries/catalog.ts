import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS, type ProductFinderRequest, type ProductSort } from '@kehribar/contracts/plain';
import { api } from '../api/client.ts';

/** Products/GetAllProductListWithFinderWithPagination: one page of the filtered, sorted catalogue. */
export function findProducts(
  request: ProductFinderRequest,
  options: { signal?: AbortSignal; background?: boolean } = {},
) {
  return api.call(ENDPOINTS.Products.GetAllProductListWithFinderWithPagination, {
    body: request,
    ...options,
    auth: false,
  });
}

/** Products/GetProductById: one product with its pictures, options and category size rule. */
export const productQuery = (id: string) =>
  queryOptions({
    queryKey: ['products', 'detail', id.toLowerCase()],
    queryFn: ({ signal }) =>
      api.call(ENDPOINTS.Products.GetProductById, { query: { id }, signal, auth: false }),
    staleTime: 60_000,
  });

/**
 * Products/GetProductsByIds: the products of `ids` the shop still has, in that order, in one request (the
 * recently viewed list). An id missing from the answer is one the shop no longer has.
 */
export const productsByIdsQuery = (ids: readonly string[]) =>
  queryOptions({
    queryKey: ['products', 'by-ids', ids.join(',')],
    queryFn: ({ signal }) =>
      api.call(ENDPOINTS.Products.GetProductsByIds, { query: { ids: ids.join(',') }, signal, auth: false }),
    staleTime: 60_000,
    enabled: ids.length > 0,
  });

/**
 * Products/GetAllProductListWithFinderTitle: every match of a title, best match first or in a sort the
 * shopper picked. The best-match entry is shared by the search overlay's suggestions and the product
 * list's search, so /products?title=… opens on the answer the overlay already has.
 */
export const titleSearchQuery = (title: string, options: { sort?: ProductSort; background?: boolean } = {}) =>
  queryOptions({
    queryKey: ['products', 'title', title.toLocaleLowerCase('tr'), ...(options.sort ? [options.sort] : [])],
    queryFn: ({ signal }) =>
      api.call(ENDPOINTS.Products.GetAllProductListWithFinderTitle, {
        query: options.sort ? { title, sort: options.sort } : { title },
        signal,
        background: options.background,
        auth: false,
      }),
    staleTime: 60_000,
  });
