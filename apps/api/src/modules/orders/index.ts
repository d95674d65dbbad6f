/** Orders: checkout, settlement of a payment's outcome, the customer's and the back office's order views. */
export { registerOrderRoutes } from './orders.routes.ts';
export { OrderSettlement } from './settlement.service.ts';
export type { OrderRow } from './order.repository.ts';
