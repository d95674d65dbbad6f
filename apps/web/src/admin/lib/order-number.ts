import type { AdminOrder } from '@kehribar/contracts/plain';

/** An order as customers see it in e-mails and on their order pages: '#1042'. */
export const orderLabel = (order: Pick<AdminOrder, 'orderNumber'>): string => `#${order.orderNumber}`;

/**
 * The orders list's filter on its order column: the owner types the number a customer quotes
 * ('#1042' or '1042'; the numbers starting so match, narrowing as they type) or a piece of the order's
 * uuid (from a bank or mail record). A short run of digits is a number only: uuids hold digits too,
 * so '104' would otherwise match orders by chance; eight or more digits may be either.
 */
export function orderMatches(order: Pick<AdminOrder, 'id' | 'orderNumber'>, typed: string): boolean {
  const query = typed.trim().toLowerCase();
  const hash = query.startsWith('#');
  const body = (hash ? query.slice(1) : query).trim();
  if (!body) return true;
  if (/^\d+$/.test(body)) {
    if (String(order.orderNumber).startsWith(body)) return true;
    return !hash && body.length >= 8 && order.id.toLowerCase().includes(body);
  }
  return !hash && order.id.toLowerCase().includes(body);
}
