import { queryOptions } from '@tanstack/react-query';
import {
  API,
  type AdminOrder,
  type AdminUser,
  type AllContent,
  type Category,
  type Collection,
  type Color,
  type ContactMessage,
  type Coupon,
  type ImageFile,
  type LoginRegisterUrls,
  type Product,
  type Subscriber,
} from '@kehribar/contracts';
import { api } from '../../shared/api/client.ts';

/**
 * The back office's reads (docs/product/back-office.md §7). Keys start with 'admin'; after a write every query is
 * invalidated (use-admin-mutation.ts), so lists and the storefront's cached reads refresh.
 */
const read = <T>(key: readonly unknown[], path: string, query?: Record<string, string | number>) =>
  queryOptions({
    queryKey: ['admin', ...key],
    queryFn: ({ signal }) => api.get<T>(path, { query, signal }),
    staleTime: 15_000,
  });

export const adminReads = {
  orders: () => read<AdminOrder[]>(['orders'], API.Order.GetAllOrders),
  order: (orderId: string) => read<AdminOrder>(['orders', orderId], API.Order.GetOrderById, { orderId }),
  products: () => read<Product[]>(['products'], API.Products.GetAllProductList),
  product: (id: string) => read<Product>(['products', id], API.Products.GetProductById, { id }),
  productImages: (id: string) =>
    read<ImageFile[]>(['products', id, 'images'], API.Products.GetProductImages, { id }),
  categories: () => read<Category[]>(['categories'], API.Categories.GetAllCategoryList),
  category: (id: number) => read<Category>(['categories', id], API.Categories.GetCategoryById, { id }),
  categoryImages: (id: number) =>
    read<ImageFile[]>(['categories', id, 'images'], API.Categories.GetCategoryImages, { id }),
  collections: () => read<Collection[]>(['collections'], API.Collection.GetAllCollectionList),
  collection: (id: number) => read<Collection>(['collections', id], API.Collection.GetCollectionById, { id }),
  collectionImages: (id: number) =>
    read<ImageFile[]>(['collections', id, 'images'], API.Collection.GetCollectionImages, { id }),
  users: () => read<AdminUser[]>(['users'], API.Account.GetAllUsers),
  subscribers: () => read<Subscriber[]>(['subscribers'], API.Account.GetAllSubscribers),
  contacts: () => read<ContactMessage[]>(['contacts'], API.Account.GetAllContactUs),
  content: () => read<AllContent>(['content'], API.Products.GetAllContent),
  colors: () => read<Color[]>(['colors'], API.Products.GetAllAvailableColors),
  loginRegister: () => read<LoginRegisterUrls>(['login-register'], API.Products.GetLoginRegisterUrls),
  coupons: () => read<Coupon[]>(['coupons'], API.Coupon.GetAllCouponList),
};
