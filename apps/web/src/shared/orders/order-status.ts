import { ORDER_STATUS } from '@kehribar/contracts/plain';

/**
 * The order's states by name (docs/decisions/024-after-sale.md, decision 1): 0 Created, 1 Completed (paid),
 * 2 Canceled, 3 Failed, 4 Shipped, 5 Delivered, 6 ReturnRequested, 7 Returned, 8 PaymentCheck;
 * anything else is unknown.
 */
export type OrderStatusName =
  | 'created'
  | 'completed'
  | 'canceled'
  | 'failed'
  | 'shipped'
  | 'delivered'
  | 'returnRequested'
  | 'returned'
  | 'paymentCheck'
  | 'unknown';

const NAMES: Record<number, OrderStatusName> = {
  [ORDER_STATUS.Created]: 'created',
  [ORDER_STATUS.Completed]: 'completed',
  [ORDER_STATUS.Canceled]: 'canceled',
  [ORDER_STATUS.Failed]: 'failed',
  [ORDER_STATUS.Shipped]: 'shipped',
  [ORDER_STATUS.Delivered]: 'delivered',
  [ORDER_STATUS.ReturnRequested]: 'returnRequested',
  [ORDER_STATUS.Returned]: 'returned',
  [ORDER_STATUS.PaymentCheck]: 'paymentCheck',
};

export function orderStatusName(status: unknown): OrderStatusName {
  return typeof status === 'number' && Object.hasOwn(NAMES, status) ? NAMES[status]! : 'unknown';
}

/** The translation key of a status: orders.status.<name>. */
export const orderStatusKey = (status: unknown): string => `orders.status.${orderStatusName(status)}`;
