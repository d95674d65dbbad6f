import { orderStatusName } from '@kehribar/contracts/plain';

/** The translation key of a status: orders.status.<name> (docs/decisions/024-after-sale.md). */
export const orderStatusKey = (status: unknown): string => `orders.status.${orderStatusName(status)}`;
