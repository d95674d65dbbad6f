import { and, count, eq, or, sql } from 'drizzle-orm';
import {
  ORDER_STATUS_NAMES,
  type AdminOrder,
  type ListPage,
  type OrdersPageQuery,
} from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import { foldedSql } from '../../db/schema/fold.ts';
import { orders } from '../../db/schema/index.ts';
import { everyWord, idStartsWith, offsetOf, orderByOf } from '../../platform/list-query.ts';
import { ownerViews } from './order-reader.ts';

/** The text an order is found by; orders_search_trgm_idx (migration 0014) indexes the same expression. */
const ORDER_TEXT = foldedSql(
  sql`${orders.orderNumber}::text`,
  orders.contactName,
  orders.billingContactName,
  orders.email,
);

/** '#1042' or '1042'. */
const ORDER_NUMBER = /^#?\s*(\d{1,10})$/;

const SORT_COLUMNS = {
  date: [orders.orderCreateDate],
  number: [orders.orderNumber],
  total: [orders.totalPrice],
  email: [orders.email],
  status: [orders.orderStatus],
};

/**
 * Order/GetOrdersPage: one page of the back office's orders, searched by number, the delivery and billing
 * names and the e-mail (Turkish-folded) or the start of the order's id, filtered by status, in a whitelisted order; the order number
 * breaks ties. Each row is the owner's full view, as GetAllOrders gives it.
 */
export async function ordersPage(
  ctx: Pick<AppContext, 'db'>,
  q: OrdersPageQuery,
): Promise<ListPage<AdminOrder>> {
  const byId = idStartsWith(orders.id, q.search);
  // A number alone is an order number, matched from its start as it is typed ('#104' finds #1042).
  const number = ORDER_NUMBER.exec(q.search.trim())?.[1];
  const byWords = number
    ? sql`${orders.orderNumber}::text LIKE ${`${number}%`}`
    : everyWord(ORDER_TEXT, q.search);
  const where = and(
    q.status ? eq(orders.orderStatus, ORDER_STATUS_NAMES.indexOf(q.status)) : undefined,
    byId ? or(byWords, byId) : byWords,
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(orders)
      .where(where)
      .orderBy(...orderByOf(q.sort, SORT_COLUMNS, [orders.orderNumber]))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    ctx.db.select({ n: count() }).from(orders).where(where),
  ]);
  return { items: await ownerViews(ctx, rows), totalCount: total?.n ?? 0 };
}
