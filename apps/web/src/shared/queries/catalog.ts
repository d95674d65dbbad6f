import { queryOptions } from '@tanstack/react-query';
import {
  API,
  type Product,
  type ProductFinderRequest,
  type ProductPage,
  type ProductSort,
} from '@kehribar/contracts';
import { api } from '../api/client.ts';

/** Products/GetAllProductListWithFinderWithPagination: one page of the filtered, sorted catalogue. */
export function findProducts(
  request: ProductFinderRequest,
  options: { signal?: AbortSignal; background?: boolean } = {},
) {
  return api.post<ProductPage>(API.Products.GetAllProductListWithFinderWithPagination, request, {
    ...options,
    auth: false,
  });
}

/** Products/GetProductById: one product with its pictures, options and category size rule. */
export const productQuery = (id: string) =>
  queryOptions({
    queryKey: ['products', 'detail', id.toLowerCase()],
    queryFn: ({ signal }) =>
      api.get<Product>(API.Products.GetProductById, { query: { id }, signal, auth: false }),
    staleTime: 60_000,
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
      api.get<Product[]>(API.Products.GetAllProductListWithFinderTitle, {
        query: options.sort ? { title, sort: options.sort } : { title },
        signal,
        background: options.background,
        auth: false,
      }),
    staleTime: 60_000,
  });
