import { useQuery } from '@tanstack/react-query';
import { LIMITS, type Product } from '@kehribar/contracts/plain';
import { findProducts, productQuery } from '../../shared/queries/catalog.ts';

export const useProduct = (id: string) => useQuery(productQuery(id));

/** Three other products of the same category (docs/product/storefront.md §2, §9): one more is asked for, itself left out. */
export function useSimilarProducts(product: Product | undefined) {
  return useQuery({
    queryKey: ['products', 'similar', product?.categoryId, product?.id],
    queryFn: async ({ signal }) => {
      const page = await findProducts(
        {
          categoryIds: [product!.categoryId],
          page: 1,
          pageSize: LIMITS.similarProducts + 1,
          sort: 'popular',
        },
        { signal, background: true },
      );
      return page.items.filter((p) => p.id !== product!.id).slice(0, LIMITS.similarProducts);
    },
    enabled: !!product,
    staleTime: 5 * 60_000,
  });
}
