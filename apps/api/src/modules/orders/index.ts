/** Orders: checkout, settlement of a payment's outcome, the customer's and the back office's order views. */
export { registerOrderRoutes } from './orders.routes.ts';
export { OrderSettlement, type CompletedBy, type FailedBy } from './settlement.service.ts';
export { recordEvent, SYSTEM } from './order-events.ts';
export { RefundReminders } from './refund-reminders.ts';
export { readSeller, sellerFooter } from './seller-identity.ts';
export type { OrderRow } from './order.repository.ts';
export { StoredInvoices } from './invoice-port.ts';
