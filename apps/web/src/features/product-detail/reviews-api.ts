import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type CreateReviewRequest } from '@kehribar/contracts/plain';
import { api } from '../../shared/api/client.ts';

/**
 * Reviews/GetProductReviews: one page of a product's approved reviews with the average and count. Under
 * 'products', so the server renders the first page with the product (docs/decisions/012-storefront-server-rendering.md).
 */
export const productReviewsQuery = (productId: string, page: number) =>
  queryOptions({
    queryKey: ['products', 'reviews', productId.toLowerCase(), page],
    queryFn: ({ signal }) =>
      api.call(ENDPOINTS.Reviews.GetProductReviews, { query: { productId, page }, signal, auth: false }),
    staleTime: 60_000,
  });

export const useProductReviews = (productId: string, page: number) =>
  useQuery({ ...productReviewsQuery(productId, page), placeholderData: keepPreviousData });

/** Reviews/CanReview: the signed-in customer's eligibility and own review; read in the browser only. */
const canReviewKey = (productId: string) => ['reviews', 'can', productId.toLowerCase()];

export function useCanReview(productId: string, signedIn: boolean) {
  return useQuery({
    queryKey: canReviewKey(productId),
    queryFn: ({ signal }) =>
      api.call(ENDPOINTS.Reviews.CanReview, { query: { productId }, signal, background: true }),
    enabled: signedIn,
  });
}

/** Reviews/CreateReview: the answer (the review, pending) replaces the eligibility's review. */
export function useWriteReview(productId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateReviewRequest) => api.call(ENDPOINTS.Reviews.CreateReview, { body }),
    onSuccess: (review) => client.setQueryData(canReviewKey(productId), { eligible: true, review }),
    meta: { errorModal: false },
  });
}
