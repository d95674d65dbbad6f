import { z } from 'zod';
import { adminUserSchema, contactMessageSchema, subscriberSchema } from './admin.ts';
import { productSchema } from './catalog.ts';
import { uuid } from './common.ts';
import { ORDER_STATUS_NAMES } from './constants.ts';
import {
  CONTACT_SORT_COLUMNS,
  CONTACT_STATES,
  CUSTOMER_SORT_COLUMNS,
  DEFAULT_LIST_PAGE_SIZE,
  DEFAULT_SORTS,
  MAX_LIST_PAGE_SIZE,
  MAX_LIST_SEARCH,
  MAX_STOCK,
  ORDER_SORT_COLUMNS,
  PRODUCT_SORT_COLUMNS,
  SUBSCRIBER_SORT_COLUMNS,
  sortKeys,
} from './list-page.ts';
import { adminOrderSchema } from './order.ts';
import { RULE_MESSAGES } from './rule-messages.ts';

/** An empty query parameter (`status=`) means no filter, as the parameter left out does. */
const blankAsAbsent = (v: unknown) => (v === '' ? undefined : v);

/**
 * page, pageSize, search and sort of one list; each refusal names its rule in the contracts' words, so the
 * API says it in the request's language.
 */
export function pageQuery<const K extends string>(
  columns: readonly K[],
  defaultSort: NoInfer<K> | `-${NoInfer<K>}`,
) {
  const keys = sortKeys(columns) as [string, ...string[]];
  return z.object({
    page: z.preprocess(
      blankAsAbsent,
      z.coerce
        .number({ error: RULE_MESSAGES.listPage })
        .int({ error: RULE_MESSAGES.listPage })
        .min(1, { error: RULE_MESSAGES.listPage })
        .max(1_000_000, { error: RULE_MESSAGES.listPage })
        .default(1),
    ),
    pageSize: z.preprocess(
      blankAsAbsent,
      z.coerce
        .number({ error: RULE_MESSAGES.listPageSize })
        .int({ error: RULE_MESSAGES.listPageSize })
        .min(1, { error: RULE_MESSAGES.listPageSize })
        .max(MAX_LIST_PAGE_SIZE, { error: RULE_MESSAGES.listPageSize })
        .default(DEFAULT_LIST_PAGE_SIZE),
    ),
    search: z.string().trim().max(MAX_LIST_SEARCH, { error: RULE_MESSAGES.listSearch }).default(''),
    sort: z.preprocess(
      blankAsAbsent,
      z
        .enum(keys, { error: RULE_MESSAGES.listSort })
        .default(defaultSort)
        .transform((s) => s as K | `-${K}`),
    ),
  });
}

const status = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(blankAsAbsent, z.enum(values, { error: RULE_MESSAGES.listStatus }).optional());

export const ordersPageQuerySchema = pageQuery(ORDER_SORT_COLUMNS, DEFAULT_SORTS.orders).extend({
  status: status(ORDER_STATUS_NAMES),
});
export const customersPageQuerySchema = pageQuery(CUSTOMER_SORT_COLUMNS, DEFAULT_SORTS.customers);
export const productsPageQuerySchema = pageQuery(PRODUCT_SORT_COLUMNS, DEFAULT_SORTS.products);
export const subscribersPageQuerySchema = pageQuery(SUBSCRIBER_SORT_COLUMNS, DEFAULT_SORTS.subscribers);
export const contactsPageQuerySchema = pageQuery(CONTACT_SORT_COLUMNS, DEFAULT_SORTS.contacts).extend({
  status: status(CONTACT_STATES),
});
export type OrdersPageQuery = z.output<typeof ordersPageQuerySchema>;
export type CustomersPageQuery = z.output<typeof customersPageQuerySchema>;
export type ProductsPageQuery = z.output<typeof productsPageQuerySchema>;
export type SubscribersPageQuery = z.output<typeof subscribersPageQuerySchema>;
export type ContactsPageQuery = z.output<typeof contactsPageQuerySchema>;

/** One page of a list and how many rows the whole filtered list has. */
export const listPageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), totalCount: z.number().int() });

/** A contact message with whether, when and by whom it was answered. */
export const handledContactMessageSchema = contactMessageSchema.extend({
  handledAt: z.string().nullable(),
  /** The e-mail of the back-office user who marked it; null while open (or when that user is gone). */
  handledBy: z.string().nullable(),
});
export type HandledContactMessage = z.infer<typeof handledContactMessageSchema>;

export const ordersPageSchema = listPageSchema(adminOrderSchema);
export const customersPageSchema = listPageSchema(adminUserSchema);
export const productsPageSchema = listPageSchema(productSchema);
export const subscribersPageSchema = listPageSchema(subscriberSchema);
export const contactsPageSchema = listPageSchema(handledContactMessageSchema);
export type ListPage<T> = { items: T[]; totalCount: number };

/** Marks a contact message answered (handled true) or open again (false). */
export const markContactHandledRequestSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  handled: z.boolean(),
});
export type MarkContactHandledRequest = z.input<typeof markContactHandledRequestSchema>;

/** Sets one product's stock from the product list (the form's bounds). */
export const updateStockRequestSchema = z.object({
  productId: uuid,
  stock: z.number().int().min(0).max(MAX_STOCK),
});
export type UpdateStockRequest = z.input<typeof updateStockRequestSchema>;
export const updateStockResponseSchema = z.object({ id: z.string(), stock: z.number().int() });
