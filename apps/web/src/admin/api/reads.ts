import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS } from '@kehribar/contracts/plain';
import { api } from '../../shared/api/client.ts';
import type { ListQuery } from '../ui/use-server-list.ts';

/**
 * The back office's reads (docs/product/back-office.md §7). Keys start with 'admin'; after a write every query is
 * invalidated (use-admin-mutation.ts), so lists and the storefront's cached reads refresh.
 */
const read = <T>(key: readonly unknown[], fetch: (signal: AbortSignal) => Promise<T>) =>
  queryOptions({ queryKey: ['admin', ...key], queryFn: ({ signal }) => fetch(signal), staleTime: 15_000 });

export const adminReads = {
  orders: () => read(['orders'], (signal) => api.call(ENDPOINTS.Order.GetAllOrders, { signal })),
  order: (orderId: string) =>
    read(['orders', orderId], (signal) =>
      api.call(ENDPOINTS.Order.GetOrderById, { query: { orderId }, signal }),
    ),
  dashboard: (days: number) =>
    read(['dashboard', days], (signal) =>
      api.call(ENDPOINTS.Order.GetDashboard, { query: { days }, signal }),
    ),
  paymentDifferences: () =>
    read(['payment-differences'], (signal) =>
      api.call(ENDPOINTS.Order.GetPaymentDifferences, { query: {}, signal }),
    ),
  products: () => read(['products'], (signal) => api.call(ENDPOINTS.Products.GetAllProductList, { signal })),
  product: (id: string) =>
    read(['products', id], (signal) =>
      api.call(ENDPOINTS.Products.GetProductById, { query: { id }, signal }),
    ),
  productImages: (id: string) =>
    read(['products', id, 'images'], (signal) =>
      api.call(ENDPOINTS.Products.GetProductImages, { query: { id }, signal }),
    ),
  // Hidden categories too, with their place in the menus (docs/decisions/033-home-page-the-owner-controls.md).
  categories: () =>
    read(['categories'], (signal) => api.call(ENDPOINTS.Categories.GetAllCategoryListForAdmin, { signal })),
  category: (id: number) =>
    read(['categories', id], (signal) =>
      api.call(ENDPOINTS.Categories.GetCategoryById, { query: { id }, signal }),
    ),
  categoryImages: (id: number) =>
    read(['categories', id, 'images'], (signal) =>
      api.call(ENDPOINTS.Categories.GetCategoryImages, { query: { id }, signal }),
    ),
  collections: () =>
    read(['collections'], (signal) => api.call(ENDPOINTS.Collection.GetAllCollectionList, { signal })),
  collection: (id: number) =>
    read(['collections', id], (signal) =>
      api.call(ENDPOINTS.Collection.GetCollectionById, { query: { id }, signal }),
    ),
  collectionImages: (id: number) =>
    read(['collections', id, 'images'], (signal) =>
      api.call(ENDPOINTS.Collection.GetCollectionImages, { query: { id }, signal }),
    ),
  users: () => read(['users'], (signal) => api.call(ENDPOINTS.Account.GetAllUsers, { signal })),
  subscribers: () =>
    read(['subscribers'], (signal) => api.call(ENDPOINTS.Account.GetAllSubscribers, { signal })),
  dataRequests: () =>
    read(['data-requests'], (signal) => api.call(ENDPOINTS.Account.GetDataRequests, { signal })),
  contacts: () => read(['contacts'], (signal) => api.call(ENDPOINTS.Account.GetAllContactUs, { signal })),
  content: () => read(['content'], (signal) => api.call(ENDPOINTS.Products.GetAllContent, { signal })),
  colors: () => read(['colors'], (signal) => api.call(ENDPOINTS.Products.GetAllAvailableColors, { signal })),
  loginRegister: () =>
    read(['login-register'], (signal) => api.call(ENDPOINTS.Products.GetLoginRegisterUrls, { signal })),
  // The paged lists (docs/product/back-office.md §2, "Paged lists"): the query is the address's state.
  ordersPage: (query: ListQuery) =>
    read(['orders', 'page', query], (signal) => api.call(ENDPOINTS.Order.GetOrdersPage, { query, signal })),
  customersPage: (query: ListQuery) =>
    read(['users', 'page', query], (signal) =>
      api.call(ENDPOINTS.Account.GetCustomersPage, { query, signal }),
    ),
  productsPage: (query: ListQuery) =>
    read(['products', 'page', query], (signal) =>
      api.call(ENDPOINTS.Products.GetProductsPage, { query, signal }),
    ),
  subscribersPage: (query: ListQuery) =>
    read(['subscribers', 'page', query], (signal) =>
      api.call(ENDPOINTS.Account.GetSubscribersPage, { query, signal }),
    ),
  iysSummary: () =>
    read(['subscribers', 'iys-summary'], (signal) =>
      api.call(ENDPOINTS.Subscriber.GetIysSummary, { signal }),
    ),
  contactsPage: (query: ListQuery) =>
    read(['contacts', 'page', query], (signal) =>
      api.call(ENDPOINTS.Account.GetContactMessagesPage, { query, signal }),
    ),
  reviewsPage: (query: ListQuery) =>
    read(['reviews', 'page', query], (signal) =>
      api.call(ENDPOINTS.Reviews.GetReviewsPage, { query, signal }).then(({ items, totalCount }) => ({
        items,
        totalCount,
      })),
    ),
  /** How many reviews wait for the owner, whatever the list's filter. */
  reviewsPending: () =>
    read(['reviews', 'pending'], (signal) =>
      api
        .call(ENDPOINTS.Reviews.GetReviewsPage, { query: { status: 'pending', pageSize: 1 }, signal })
        .then((page) => page.pendingCount),
    ),
  banners: () => read(['banners'], (signal) => api.call(ENDPOINTS.Products.GetAllBanners, { signal })),
  coupons: () => read(['coupons'], (signal) => api.call(ENDPOINTS.Coupon.GetAllCouponList, { signal })),
};
