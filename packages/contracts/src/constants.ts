/** Business constants of docs/product/storefront.md §9 and docs/product/back-office.md §9, shared by api and web. */
export const LANGUAGES = ['tr-TR', 'en-EN'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'tr-TR';

export const CURRENCIES = ['TRY', 'USD', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'TRY';
/** Narrow display symbols. */
export const CURRENCY_SYMBOL: Record<Currency, string> = { TRY: '₺', USD: '$', EUR: '€' };

/** Product gender: 0 man, 1 woman, 2 unisex. Filters and favourites only use 0 and 1. */
export const GENDER = { Man: 0, Woman: 1, Unisex: 2 } as const;
export const FILTER_GENDERS = [0, 1] as const;

/**
 * An order's life (docs/decisions/024-after-sale.md). Completed means paid; PaymentCheck means the bank's
 * answer about the charge was lost and the shop is asking the provider what happened.
 */
export const ORDER_STATUS = {
  Created: 0,
  Completed: 1,
  Canceled: 2,
  Failed: 3,
  Shipped: 4,
  Delivered: 5,
  ReturnRequested: 6,
  Returned: 7,
  PaymentCheck: 8,
} as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
/** Each status's name, indexed by its value (labels, filters, data attributes). */
export const ORDER_STATUS_NAMES = [
  'created',
  'completed',
  'canceled',
  'failed',
  'shipped',
  'delivered',
  'returnRequested',
  'returned',
  'paymentCheck',
] as const;
export type OrderStatusName = (typeof ORDER_STATUS_NAMES)[number] | 'unknown';

/** A status's name; anything that is not a status is 'unknown'. */
export function orderStatusName(status: unknown): OrderStatusName {
  return (typeof status === 'number' && ORDER_STATUS_NAMES[status]) || 'unknown';
}

/** Orders whose card was charged and not wholly given back by a cancellation. */
export const PAID_ORDER_STATUSES: readonly OrderStatus[] = [
  ORDER_STATUS.Completed,
  ORDER_STATUS.Shipped,
  ORDER_STATUS.Delivered,
  ORDER_STATUS.ReturnRequested,
  ORDER_STATUS.Returned,
];
/** The buyer's right of withdrawal: days from delivery (Law 6502 art. 48, docs/decisions/024-after-sale.md). */
export const WITHDRAWAL_DAYS = 14;
/** The seller refunds a withdrawal within these days of the buyer's notice (Reg. art. 13, docs/decisions/024-after-sale.md). */
export const REFUND_DAYS = 14;
/** An open return whose refund is due within these days is shown to the owner as due soon. */
export const REFUND_DUE_SOON_DAYS = 3;

export const DISCOUNT_TYPE = { Rate: 0, Amount: 1 } as const;

export const PRODUCT_SORTS = [
  'newest',
  'popular',
  'az',
  'za',
  'priceAsc',
  'priceDesc',
  'oldest',
  // Pieces on sale first (docs/decisions/025-sale-prices-and-reference-price.md).
  'onSale',
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const DEFAULT_SIZE = 'Standart';
export const GUEST_ID_PREFIX = 'nonUser_';

export const LIMITS = {
  productPageSize: 12,
  maxPageSize: 60,
  similarProducts: 3,
  /** Products/GetProductsByIds answers at most this many (the storefront's recently viewed keeps 12). */
  productsByIds: 24,
  searchMinChars: 3,
  searchDebounceMs: 300,
  /** The search overlay lists this many suggestions; /products?title= shows every match. */
  searchSuggestions: 20,
  /** New passwords (sign-up, reset); the server also refuses common ones and the e-mail address. */
  passwordMin: 10,
  /** Sign-in still takes the 6-character passwords of accounts made before the 10-character rule. */
  signInPasswordMin: 6,
  countryCodeMax: 3,
  birthYearMin: 1900,
  cardDigits: 16,
  binDigits: 6,
  cvcDigits: 3,
  defaultInstallment: 1,
  maxBasketQuantity: 99,
  mobileBreakpoint: 768,
  scrollThreshold: 50,
  carouselIntervalMs: 3000,
  buttonFlashMs: 500,
  spinnerMinMs: 300,
  captchaPollMs: 500,
  infiniteScrollPx: 500,
  infiniteScrollMobilePx: 1200,
} as const;

/** Local and session storage keys of docs/product/storefront.md §9. */
export const STORAGE_KEYS = {
  token: 'token',
  tokenType: 'tokenType',
  refreshToken: 'refreshToken',
  sessionId: 'sessionId',
  nonUserIdForBasket: 'nonUserIdForBasket',
  nonUserIdForFavorite: 'nonUserIdForFavorite',
  language: 'language',
  currency: 'currency',
  lastUrl: 'lastUrl',
  availableColors: 'availableColors',
  loginUserBasketProductList: 'loginUserBasketProductList',
  loginUserFavoriteProductList: 'loginUserFavoriteProductList',
  nonloginUserBasketProductList: 'nonloginUserBasketProductList',
  nonloginUserFavoriteProductList: 'nonloginUserFavoriteProductList',
  /** The shop's own keys (not the old client's): the last billing choice at checkout, recently viewed ids. */
  checkoutBillingChoice: 'checkoutBillingChoice',
  recentlyViewed: 'recentlyViewed',
} as const;

/**
 * The stored language and currency, mirrored into cookies so the server renders a page in the
 * shopper's language and currency (the storage keys above stay the source of truth in the browser).
 */
export const PREFERENCE_COOKIES = { language: 'kehribar-language', currency: 'kehribar-currency' } as const;

export const TOKEN_TYPES = { guest: 'client_credentials', customer: 'password' } as const;
export type TokenType = (typeof TOKEN_TYPES)[keyof typeof TOKEN_TYPES];
/**
 * Roles of `users.role`, a comma list. A back-office member has Admin and exactly one of Owner or Staff
 * (docs/decisions/030-staff-roles-and-audit-log.md); Admin alone counts as Staff.
 */
export const ROLES = { Customer: 'Customer', Admin: 'Admin', Owner: 'Owner', Staff: 'Staff' } as const;

/** Request headers every call may carry (docs/architecture.md §3). */
export const HEADERS = {
  language: 'accept-language',
  currency: 'currency',
  sessionId: 'sessionid',
  authorization: 'authorization',
} as const;

/** Names of the server cache entries an admin can clear (Products/CacheClear?cacheSetting=). */
export const CACHE_KEYS = {
  homeContent: 'home-content',
  loginRegister: 'login-register',
  categoriesAndCollections: 'categories-collections',
  products: 'products',
  all: 'all',
} as const;
export type CacheKey = (typeof CACHE_KEYS)[keyof typeof CACHE_KEYS];

/** GetDashboard's period: the Türkiye days counted back from today (docs/decisions/031-dashboard-figures.md). */
export const DASHBOARD_DAYS = { min: 1, max: 366, default: 30 } as const;
/** The periods the dashboard page offers; the API takes any whole number in DASHBOARD_DAYS. */
export const DASHBOARD_PERIODS = [7, 30, 90, 365] as const;
/** A product is low on stock at or under this many units unless the owner set another number. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 2;
/** The largest invoice PDF the back office attaches to an order (docs/decisions/032-exports-and-invoices.md). */
export const INVOICE_MAX_BYTES = 5 * 1024 * 1024;
