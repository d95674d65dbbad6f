import { queryOptions } from '@tanstack/react-query';
import { API, type Product, type ProductFinderRequest, type ProductPage } from '@kehribar/contracts';
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
    queryFn: ({ signal }) => api.get<Product>(API.Products.GetProductById, { query: { id }, signal, auth: false }),
    staleTime: 60_000,
  });
