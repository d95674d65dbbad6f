import type { Order, RequestReturnRequest } from '@kehribar/contracts';

export type ReturnItems = RequestReturnRequest['items'];

/**
 * What a page lets the shopper change on an order (Order/CancelOrder, Order/RequestReturn), named the
 * page's way: a guest's confirmation link by its token, the customer's own list by the order's id. Each
 * answers the updated order. The key is the dialog's Idempotency-Key (docs/decisions/024-after-sale.md, decision 4).
 */
export interface OrderChanges {
  cancel(key: string): Promise<Order>;
  requestReturn(items: ReturnItems, key: string): Promise<Order>;
}

/** The Idempotency-Key of one dialog opening: a second click or a retry of it is carried out once. */
export const newRequestKey = (): string => crypto.randomUUID();

/** Whether any line may still be sent back now. */
export const canReturn = (order: Order): boolean => order.orderItems.some((i) => i.returnableQuantity > 0);
