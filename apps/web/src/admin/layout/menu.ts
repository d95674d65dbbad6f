import type { AdminTextKey } from '../i18n/use-admin-text.ts';

/** The side menu of docs/product/back-office.md §2: every screen, grouped. Paths are relative to /admin-panel. */
export const ADMIN_MENU: readonly {
  group: AdminTextKey;
  items: readonly { path: string; label: AdminTextKey }[];
}[] = [
  {
    group: 'menu.groupSales',
    items: [
      { path: 'dashboard', label: 'menu.dashboard' },
      { path: 'orders', label: 'menu.orders' },
      { path: 'payment-differences', label: 'menu.paymentDifferences' },
      { path: 'coupon', label: 'menu.coupon' },
    ],
  },
  {
    group: 'menu.groupCatalog',
    items: [
      { path: 'products', label: 'menu.products' },
      { path: 'categories', label: 'menu.categories' },
      { path: 'collections', label: 'menu.collections' },
      { path: 'available-colors', label: 'menu.availableColors' },
    ],
  },
  {
    group: 'menu.groupPeople',
    items: [
      { path: 'customers', label: 'menu.customers' },
      { path: 'subscribers', label: 'menu.subscribers' },
      { path: 'data-requests', label: 'menu.dataRequests' },
    ],
  },
  {
    group: 'menu.groupContent',
    items: [
      { path: 'banners', label: 'menu.banners' },
      { path: 'about-us', label: 'menu.aboutUs' },
      { path: 'static-content', label: 'menu.staticContent' },
      { path: 'press', label: 'menu.press' },
      { path: 'store', label: 'menu.store' },
    ],
  },
  {
    group: 'menu.groupMedia',
    items: [
      { path: 'videos', label: 'menu.videos' },
      { path: 'main-photo', label: 'menu.mainPhoto' },
      { path: 'login-register-photo', label: 'menu.loginRegisterPhoto' },
      { path: 'cover-image', label: 'menu.coverImage' },
    ],
  },
];

export const ADMIN_BASE = '/admin-panel';
export const adminPath = (path: string) => `${ADMIN_BASE}/${path.replace(/^\//, '')}`;
