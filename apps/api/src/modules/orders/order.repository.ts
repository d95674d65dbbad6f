import { and, asc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { canTransition, type OrderStatus } from '@kehribar/contracts';
import { orderItems, orders, products } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { fill, MESSAGES } from '../../platform/messages.ts';
import type { DbOrTx } from '../basket/index.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

/**
 * Moves an order from one status to another, only if it is still in `from` (and `when` holds): a
 * conditional UPDATE, so of two racing callers exactly one sees the row come back. A move the state
 * machine does not allow is refused before touching the database.
 */
export async function transition(
  db: DbOrTx,
  orderId: string,
  from: OrderStatus,
  to: OrderStatus,
  set: Partial<typeof orders.$inferInsert> = {},
  when?: SQL,
): Promise<OrderRow | undefined> {
  if (!canTransition(from, to)) throw new AppError(409, 'INVALID_STATE', MESSAGES.orderTransitionRefused);
  const [row] = await db
    .update(orders)
    .set({ ...set, orderStatus: to })
    .where(and(eq(orders.id, orderId), eq(orders.orderStatus, from), when))
    .returning();
  return row;
}

/** The order row, or 404. */
export async function orderRow(db: Pick<DbOrTx, 'select'>, orderId: string): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound(MESSAGES.orderNotFound);
  return order;
}

/** Units per product: one product's options and sizes share its stock. */
export function unitsByProduct(lines: readonly { productId: string; quantity: number; name: string }[]) {
  const units = new Map<string, { quantity: number; name: string }>();
  for (const l of lines) {
    const u = units.get(l.productId);
    units.set(l.productId, { quantity: (u?.quantity ?? 0) + l.quantity, name: u?.name ?? l.name });
  }
  // A fixed order of row locks keeps two checkouts of the same products from deadlocking.
  return [...units].sort(([a], [b]) => a.localeCompare(b));
}

/**
 * Takes the units off the shelf, each with `stock = stock - n WHERE stock >= n`: the last piece goes to
 * exactly one buyer and stock never goes below 0. Throws OUT_OF_STOCK (rolling the transaction back).
 */
export async function reserveStock(
  tx: DbOrTx,
  lines: readonly { productId: string; quantity: number; name: string }[],
): Promise<void> {
  for (const [productId, { quantity, name }] of unitsByProduct(lines)) {
    const [taken] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${quantity}` })
      .where(and(eq(products.id, productId), gte(products.stock, quantity)))
      .returning({ id: products.id });
    if (taken) continue;
    const [left] = await tx
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, productId));
    const stock = left?.stock ?? 0;
    throw new AppError(
      409,
      'OUT_OF_STOCK',
      fill(stock === 0 ? MESSAGES.checkoutSoldOut : MESSAGES.checkoutOutOfStock, { product: name, stock }),
    );
  }
}

/** Puts an order's units back on the shelf, once: the stockReleased flag is flipped in the same statement. */
export async function releaseStock(tx: DbOrTx, orderId: string): Promise<void> {
  const [flipped] = await tx
    .update(orders)
    .set({ stockReleased: true })
    .where(and(eq(orders.id, orderId), eq(orders.stockReleased, false)))
    .returning({ id: orders.id });
  if (!flipped) return;
  const items = await itemsOf(tx, orderId);
  for (const [productId, { quantity }] of unitsByProduct(
    items.map((i) => ({ productId: i.productId, quantity: i.quantity, name: i.productName })),
  )) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${quantity}` })
      .where(eq(products.id, productId));
  }
}

/** Which of these products are personalised (engraved, made to measure): their lines cannot be returned. */
export async function personalisedProducts(db: DbOrTx, productIds: string[]): Promise<Set<string>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, productIds), eq(products.personalised, true)));
  return new Set(rows.map((r) => r.id));
}

export function itemsOf(db: DbOrTx, orderId: string): Promise<OrderItemRow[]> {
  return db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productName), asc(orderItems.id));
}

export async function itemsOfMany(db: DbOrTx, orderIds: string[]): Promise<Map<string, OrderItemRow[]>> {
  const byOrder = new Map<string, OrderItemRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.productName), asc(orderItems.id));
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return byOrder;
}
