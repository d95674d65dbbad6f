import { ORDER_STATUS, WITHDRAWAL_DAYS, type OrderStatus } from '@kehribar/contracts';
import type { OrderItemRow, OrderRow } from './order.repository.ts';

/**
 * When a shopper may cancel or return (docs/decisions/024-after-sale.md): cancel while paid and not
 * shipped; return (withdraw) from shipping until 14 days after delivery, one open return at a time,
 * never a personalised line.
 */

const DAY_MS = 24 * 60 * 60_000;

export const shopperMayCancel = (o: Pick<OrderRow, 'orderStatus'>) =>
  o.orderStatus === ORDER_STATUS.Completed;

/** The owner may cancel until delivery: a shipped parcel can still be called back. */
export const ownerMayCancel = (o: Pick<OrderRow, 'orderStatus'>) =>
  o.orderStatus === ORDER_STATUS.Completed || o.orderStatus === ORDER_STATUS.Shipped;

const RETURNABLE_FROM: readonly OrderStatus[] = [
  ORDER_STATUS.Shipped,
  ORDER_STATUS.Delivered,
  ORDER_STATUS.Returned,
];

/** The last moment of the withdrawal period, or null before delivery. */
export function returnDeadline(o: Pick<OrderRow, 'deliveredAt'>): Date | null {
  return o.deliveredAt ? new Date(o.deliveredAt.getTime() + WITHDRAWAL_DAYS * DAY_MS) : null;
}

export type ReturnRefusal = 'notShipped' | 'periodOver' | 'alreadyOpen' | null;

/** Why the order cannot take a return request now, or null when it can. */
export function returnRefusal(o: Pick<OrderRow, 'orderStatus' | 'deliveredAt'>, now: Date): ReturnRefusal {
  if (o.orderStatus === ORDER_STATUS.ReturnRequested) return 'alreadyOpen';
  if (!RETURNABLE_FROM.includes(o.orderStatus as OrderStatus)) return 'notShipped';
  const deadline = returnDeadline(o);
  return deadline && now > deadline ? 'periodOver' : null;
}

/** Units of a line the shopper may still send back. */
export const unitsLeftToReturn = (i: Pick<OrderItemRow, 'quantity' | 'returnedQuantity' | 'personalised'>) =>
  i.personalised ? 0 : Math.max(0, i.quantity - i.returnedQuantity);
