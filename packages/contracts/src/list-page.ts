/**
 * The back office's server-paged lists (docs/product/back-office.md §2, "Paged lists"): page sizes, the
 * sort keys each list takes, and the filters. Zod-free, so the web's URL-state logic and the schemas in
 * list-page-schemas.ts share one set of names.
 */
export const LIST_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_LIST_PAGE_SIZE = 25;
/** A page larger than this is refused: every list stays one cheap query, whatever the shop's size. */
export const MAX_LIST_PAGE_SIZE = 100;
/** A search longer than this is refused (nobody types more to find an order or a customer). */
export const MAX_LIST_SEARCH = 100;

/** 'date' sorts ascending, '-date' descending. */
export type SortKeyOf<K extends string> = K | `-${K}`;

/** Every sort key of a list's columns, both directions. */
export function sortKeys<const K extends string>(columns: readonly K[]): SortKeyOf<K>[] {
  return columns.flatMap((c) => [c, `-${c}` as const]);
}

export const ORDER_SORT_COLUMNS = ['date', 'number', 'total', 'email', 'status'] as const;
export const CUSTOMER_SORT_COLUMNS = ['created', 'name', 'email'] as const;
export const PRODUCT_SORT_COLUMNS = ['created', 'title', 'price', 'stock'] as const;
export const SUBSCRIBER_SORT_COLUMNS = ['date', 'email'] as const;
export const CONTACT_SORT_COLUMNS = ['date', 'name', 'email'] as const;

export type OrderSortKey = SortKeyOf<(typeof ORDER_SORT_COLUMNS)[number]>;
export type CustomerSortKey = SortKeyOf<(typeof CUSTOMER_SORT_COLUMNS)[number]>;
export type ProductSortKey = SortKeyOf<(typeof PRODUCT_SORT_COLUMNS)[number]>;
export type SubscriberSortKey = SortKeyOf<(typeof SUBSCRIBER_SORT_COLUMNS)[number]>;
export type ContactSortKey = SortKeyOf<(typeof CONTACT_SORT_COLUMNS)[number]>;

/** Newest first, as the spec's full lists are. */
export const DEFAULT_SORTS = {
  orders: '-date',
  customers: '-created',
  products: '-created',
  subscribers: '-date',
  contacts: '-date',
} as const;

/** Contact messages: still to answer, or answered. */
export const CONTACT_STATES = ['open', 'handled'] as const;
export type ContactState = (typeof CONTACT_STATES)[number];

/** The largest stock the product form takes (docs/product/back-office.md §5). */
export const MAX_STOCK = 1_000_000;
