import { asc, inArray } from 'drizzle-orm';
import type { OrderEventType } from '@kehribar/contracts';
import { orderEvents, type OrderActor } from '../../db/schema/index.ts';
import type { DbOrTx } from '../basket/index.ts';

/** Who is acting on an order, as the route knows it. */
export interface Actor {
  actor: OrderActor;
  userId?: string | null;
  email?: string | null;
}

export const SYSTEM: Actor = { actor: 'system' };

export type OrderEventRow = typeof orderEvents.$inferSelect;

/** Adds one step to an order's history; called inside the transaction that makes the change. */
export async function recordEvent(
  db: DbOrTx,
  orderId: string,
  type: OrderEventType,
  by: Actor,
  details: { amount?: number | null; providerReference?: string | null; note?: string | null } = {},
): Promise<void> {
  await db.insert(orderEvents).values({
    orderId,
    type,
    actor: by.actor,
    actorUserId: by.userId ?? null,
    actorEmail: by.email ?? null,
    amount: details.amount ?? null,
    providerReference: details.providerReference?.slice(0, 500) ?? null,
    note: details.note?.slice(0, 500) ?? null,
  });
}

export async function eventsOfMany(db: DbOrTx, orderIds: string[]): Promise<Map<string, OrderEventRow[]>> {
  const byOrder = new Map<string, OrderEventRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderEvents)
    .where(inArray(orderEvents.orderId, orderIds))
    .orderBy(asc(orderEvents.at));
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return byOrder;
}
