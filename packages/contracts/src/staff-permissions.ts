import { ROLES } from './constants.ts';
import { ENDPOINTS, type Endpoint } from './paths.ts';

/** The two back-office roles (docs/decisions/030-staff-roles-and-audit-log.md). */
export const BACK_OFFICE_ROLES = [ROLES.Owner, ROLES.Staff] as const;
export type BackOfficeRole = (typeof BACK_OFFICE_ROLES)[number];

const { Categories, Order, Products } = ENDPOINTS;

/**
 * The back-office endpoints a Staff member may call; every other admin endpoint is the Owner's. This is
 * the one list: the API's auth hook refuses Staff on anything not named here (deny by default), and the
 * back office hides the menu items and screens that need an endpoint not named here. A new admin
 * endpoint is therefore Owner-only until it is added below.
 */
export const STAFF_ENDPOINTS: readonly Endpoint[] = [
  // Orders, shipping, deliveries, cancellations, returns and refunds.
  Order.GetAllOrders,
  Order.GetOrderById,
  Order.ShippingUpdate,
  Order.DeliveryUpdate,
  Order.AdminCancelOrder,
  Order.RefundOrder,
  Order.CompleteReturn,
  Order.GetOrdersPage,
  // The e-Arşiv invoice is order work; the money figures and queues are what Staff acts on.
  Order.UploadInvoice,
  Order.GetInvoice,
  Order.GetDashboard,
  // Products with their variants, photos and stock.
  Products.CreateProduct,
  Products.UpdateProduct,
  Products.DeleteProduct,
  Products.CreateProductVariant,
  Products.UpdateProductVariant,
  Products.DeleteProductVariant,
  Products.UploadProductImages,
  Products.DeleteProductImage,
  Products.UpdateProductImageVitrine,
  Products.GetProductsPage,
  Products.UpdateStock,
  Products.GetStockSettings,
  Products.UpdateStockSettings,
  // Who waits for a sold-out product (docs/decisions/042-back-in-stock-and-gift-note.md).
  Products.GetStockWaiters,
  Products.GetStockWaitCounts,
  // The product form's category choice reads the back office's category list.
  Categories.GetAllCategoryListForAdmin,
];

const normalise = (path: string) => path.split('?')[0]!.replace(/\/+$/, '').toLowerCase();
const STAFF_PATHS = new Set(STAFF_ENDPOINTS.map((e) => normalise(e.path)));

/** The roles of a `role` claim or column: a comma list, or an array in some tokens. */
export function roleList(role: unknown): string[] {
  const raw = Array.isArray(role) ? role.map(String) : typeof role === 'string' ? role.split(',') : [];
  return raw.map((r) => r.trim()).filter(Boolean);
}

/**
 * The back-office role of a role list: null without Admin; Owner only when Owner is named; any other
 * admin is Staff, so an account that lost its Owner mark by mistake gets less, never more.
 */
export function backOfficeRoleOf(role: unknown): BackOfficeRole | null {
  const roles = roleList(role);
  if (!roles.includes(ROLES.Admin)) return null;
  return roles.includes(ROLES.Owner) ? ROLES.Owner : ROLES.Staff;
}

/** The `users.role` value of a back-office member with this role. */
export const backOfficeRoleValue = (role: BackOfficeRole) => `${ROLES.Customer},${ROLES.Admin},${role}`;

/** Whether a back-office member of this role may call an admin endpoint (a path, matched case-insensitively). */
export function mayCall(role: BackOfficeRole | null, endpoint: string | Endpoint): boolean {
  if (role === ROLES.Owner) return true;
  if (role !== ROLES.Staff) return false;
  return STAFF_PATHS.has(normalise(typeof endpoint === 'string' ? endpoint : endpoint.path));
}
