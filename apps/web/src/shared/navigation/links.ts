/** The storefront's URLs, so no feature spells them by hand. */
export interface ProductFilterLink {
  categories?: number[];
  subCategories?: number[];
  collections?: number[];
  genders?: number[];
  title?: string;
}

/** /products with comma-separated filters, e.g. /products?categories=3 (docs/product/storefront.md §2). */
export function productsUrl(filters: ProductFilterLink = {}): string {
  const params = new URLSearchParams();
  for (const key of ['categories', 'subCategories', 'collections', 'genders'] as const) {
    const ids = filters[key];
    if (ids?.length) params.set(key, ids.join(','));
  }
  if (filters.title) params.set('title', filters.title);
  const query = params.toString().replace(/%2C/g, ',');
  return query ? `/products?${query}` : '/products';
}

export const productUrl = (id: string) => `/product/${encodeURIComponent(id)}`;

export const ROUTES = {
  home: '/',
  products: '/products',
  login: '/login',
  register: '/register',
  profile: '/profile',
  basket: '/basket',
  checkout: '/checkout',
  payment: '/payment',
  paymentResult: '/payment-result',
  aboutUs: '/about-us',
  stores: '/stores',
  contactUs: '/contact-us',
  dataRequest: '/kvkk-basvuru',
  naturalStones: '/natural-stones',
  blog: '/blog',
  certificates: '/certificates',
  adminPanel: '/admin-panel',
} as const;
