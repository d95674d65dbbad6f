import {
  leftOn,
  ORDER_STATUS,
  PAID_ORDER_STATUSES,
  planForUnits,
  refundUrgency,
  toMinor,
  totalOf,
  type AdminOrder,
  type RefundableLine,
  type RefundUrgency,
} from '@kehribar/contracts/plain';

/**
 * What the owner may do with an order after the sale, and what a refund gives back, as the server
 * decides them (docs/decisions/024-after-sale.md): the buttons are shown only when the server would
 * accept them, and the dialogs name the amount before it is sent.
 */

type Line = AdminOrder['orderItems'][number];
export type RefundUnits = { orderItemId: string; quantity: number }[];

/** What is still on the card: paid, less every refund so far (minor units). */
export function leftOnOrder(order: Pick<AdminOrder, 'paidPrice' | 'refundedAmount'>): number {
  return Math.max(0, toMinor(order.paidPrice ?? 0) - toMinor(order.refundedAmount));
}

export const openReturnOf = (order: Pick<AdminOrder, 'returns' | 'orderStatus'>) =>
  order.orderStatus === ORDER_STATUS.ReturnRequested
    ? order.returns.find((r) => r.status === 'requested')
    : undefined;

/** An open return's refund deadline and how near it is (docs/decisions/024-after-sale.md). */
export function refundDeadlineOf(order: Pick<AdminOrder, 'returns' | 'orderStatus'>, now = new Date()) {
  const open = openReturnOf(order);
  return open ? { dueAt: open.refundDueAt, urgency: refundUrgency(open.refundDueAt, now) } : null;
}

/** The open returns of a list of orders and the one whose refund is due first (the dashboard). */
export function openReturnsDue(
  orders: readonly Pick<AdminOrder, 'id' | 'returns' | 'orderStatus'>[],
  now = new Date(),
): { count: number; nearest: { orderId: string; dueAt: string; urgency: RefundUrgency } | null } {
  let count = 0;
  let nearest: { orderId: string; dueAt: string; urgency: RefundUrgency } | null = null;
  for (const order of orders) {
    const due = refundDeadlineOf(order, now);
    if (!due) continue;
    count += 1;
    if (!nearest || due.dueAt < nearest.dueAt) nearest = { orderId: order.id, ...due };
  }
  return { count, nearest };
}

export function ownerActions(order: AdminOrder) {
  const s = order.orderStatus;
  const paid = PAID_ORDER_STATUSES.includes(s);
  return {
    /** Until delivery a parcel can still be called back (Completed or Shipped). */
    cancel: s === ORDER_STATUS.Completed || s === ORDER_STATUS.Shipped,
    refund: paid && leftOnOrder(order) > 0,
    deliver: s === ORDER_STATUS.Shipped,
    ship: s === ORDER_STATUS.Completed,
    correctShipping: s === ORDER_STATUS.Shipped,
    receiveReturn: openReturnOf(order) !== undefined,
  };
}

/** A line of the owner's view in the refund plan's minor units. */
const refundable = (line: Line): RefundableLine => ({
  id: line.orderItemId,
  quantity: line.quantity,
  paidPrice: line.paidPrice === null ? null : toMinor(line.paidPrice),
  refundedAmount: toMinor(line.refundedAmount),
});

/** What is left to give back on a line (minor units). */
export const leftOnLine = (line: Line) => leftOn(refundable(line));

/** What the server will give back for these units (the same plan it refunds by). */
export const refundForUnits = (order: AdminOrder, units: RefundUnits): number =>
  totalOf(planForUnits(order.orderItems.map(refundable), units));

/** Whether nothing more can be taken from a line (every unit returned, or all it paid given back). */
export const lineSpent = (order: AdminOrder, line: Line) =>
  line.returnedQuantity >= line.quantity || leftOnLine(line) <= 0;
