import { ORDER_STATUS, PAID_ORDER_STATUSES, toMinor, type AdminOrder } from '@kehribar/contracts';

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

/** What the card paid for a line (minor units): the bank's own item figure, with its coupon share and interest. */
const linePaid = (line: Line) => toMinor(line.paidPrice ?? 0);

/** What is left to give back on a line (minor units). */
export const leftOnLine = (line: Line) => Math.max(0, linePaid(line) - toMinor(line.refundedAmount));

/**
 * The server's rule for units (apps/api/src/modules/orders/refund-plan.ts): each unit's share of what
 * the line paid, never above what is left on it; every unit of a line takes all that is left.
 */
export function refundForUnits(order: AdminOrder, units: RefundUnits): number {
  let total = 0;
  for (const u of units) {
    const line = order.orderItems.find((l) => l.orderItemId === u.orderItemId);
    if (!line || u.quantity <= 0) continue;
    const left = leftOnLine(line);
    const share =
      u.quantity >= line.quantity ? left : Math.round((linePaid(line) * u.quantity) / line.quantity);
    total += Math.min(left, share);
  }
  return total;
}

/** Whether nothing more can be taken from a line (every unit returned, or all it paid given back). */
export const lineSpent = (order: AdminOrder, line: Line) =>
  line.returnedQuantity >= line.quantity || leftOnLine(line) <= 0;
