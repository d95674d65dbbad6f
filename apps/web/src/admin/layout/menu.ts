import { ENDPOINTS, mayCall, type BackOfficeRole, type Endpoint } from '@kehribar/contracts/plain';
import type { AdminTextKey } from '../i18n/use-admin-text.ts';

export interface AdminMenuItem {
  path: string;
  label: AdminTextKey;
  /**
   * The endpoint the screen cannot work without: the item, and every route under its path, is shown
   * only to a role that may call it (the contracts' STAFF_ENDPOINTS, decision 030); null for every
   * back-office member.
   */
  needs: Endpoint | null;
}

const { Order, Products, Categories, Collection, Account, Coupon, Reviews } = ENDPOINTS;

/** The side menu of docs/product/back-office.md §2: every screen, grouped. Paths are relative to /admin-panel. */
export const ADMIN_MENU: readonly {
  group: AdminTextKey;
  items: readonly AdminMenuItem[];
}[] = [
  {
    group: 'menu.groupSales',
    items: [
      { path: 'dashboard', label: 'menu.dashboard', needs: null },
      { path: 'orders', label: 'menu.orders', needs: Order.GetAllOrders },
      { path: 'payment-differences', label: 'menu.paymentDifferences', needs: Order.GetPaymentDifferences },
      { path: 'coupon', label: 'menu.coupon', needs: Coupon.GetAllCouponList },
    ],
  },
  {
    group: 'menu.groupCatalog',
    items: [
      { path: 'products', label: 'menu.products', needs: Products.UpdateProduct },
      { path: 'categories', label: 'menu.categories', needs: Categories.UpdateCategory },
      { path: 'collections', label: 'menu.collections', needs: Collection.UpdateCollection },
      { path: 'available-colors', label: 'menu.availableColors', needs: Products.AddColor },
      { path: 'reviews', label: 'menu.reviews', needs: Reviews.ApproveReview },
    ],
  },
  {
    group: 'menu.groupPeople',
    items: [
      { path: 'customers', label: 'menu.customers', needs: Account.GetAllUsers },
      { path: 'subscribers', label: 'menu.subscribers', needs: Account.GetAllSubscribers },
      { path: 'data-requests', label: 'menu.dataRequests', needs: Account.GetDataRequests },
    ],
  },
  {
    group: 'menu.groupContent',
    items: [
      { path: 'banners', label: 'menu.banners', needs: Products.UpdateBanner },
      { path: 'about-us', label: 'menu.aboutUs', needs: Products.UpdateAboutUs },
      { path: 'static-content', label: 'menu.staticContent', needs: Products.UpdateStaticContent },
      { path: 'press', label: 'menu.press', needs: Products.AddPress },
      { path: 'store', label: 'menu.store', needs: Products.AddStore },
    ],
  },
  {
    group: 'menu.groupMedia',
    items: [
      { path: 'videos', label: 'menu.videos', needs: Products.UploadVideo },
      { path: 'main-photo', label: 'menu.mainPhoto', needs: Products.UpdateMainPhoto },
      {
        path: 'login-register-photo',
        label: 'menu.loginRegisterPhoto',
        needs: Products.UpdateLoginRegisterPhoto,
      },
      { path: 'cover-image', label: 'menu.coverImage', needs: Products.UploadCoverImage },
    ],
  },
  {
    group: 'menu.groupTeam',
    items: [
      { path: 'staff', label: 'menu.staff', needs: Account.GetStaff },
      { path: 'audit-log', label: 'menu.auditLog', needs: Account.GetAuditLog },
    ],
  },
];

/** Whether a back-office member of this role may use a screen that needs this endpoint. */
export const canUse = (role: BackOfficeRole | null, needs: Endpoint | null): boolean =>
  role !== null && (needs === null || mayCall(role, needs));

/** The menu a role sees: items it cannot use are left out, and so are groups left empty. */
export function menuFor(role: BackOfficeRole | null) {
  return ADMIN_MENU.map((g) => ({ ...g, items: g.items.filter((i) => canUse(role, i.needs)) })).filter(
    (g) => g.items.length > 0,
  );
}

/** The menu item a back-office path belongs to (its first segment: orders/12 → orders), if any. */
export function menuItemOf(path: string): AdminMenuItem | undefined {
  const first = path.replace(/^\/?(admin-panel\/?)?/, '').split(/[/?#]/)[0];
  return ADMIN_MENU.flatMap((g) => g.items).find((i) => i.path === first);
}

export const ADMIN_BASE = '/admin-panel';
export const adminPath = (path: string) => `${ADMIN_BASE}/${path.replace(/^\//, '')}`;
