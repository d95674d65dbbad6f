import { ORDER_STATUS } from '@kehribar/contracts/plain';

/** docs/product/storefront.md §4 'Orders': 0 Created, 1 Completed, 2 Canceled, 3 Failed; anything else is unknown. */
export type OrderStatusName = 'created' | 'completed' | 'canceled' | 'failed' | 'unknown';

const NAMES: Record<number, OrderStatusName> = {
  [ORDER_STATUS.Created]: 'created',
  [ORDER_STATUS.Completed]: 'completed',
  [ORDER_STATUS.Canceled]: 'canceled',
  [ORDER_STATUS.Failed]: 'failed',
};

export function orderStatusName(status: unknown): OrderStatusName {
  return typeof status === 'number' && Object.hasOwn(NAMES, status) ? NAMES[status]! : 'unknown';
}

/** The translation key of a status: profile.orders.status.<name>. */
export const orderStatusKey = (status: unknown): string => `profile.orders.status.${orderStatusName(status)}`;

/** A date of the API (ISO, or YYYY-MM-DD for birth dates) in the shopper's language, or '' when there is none. */
export function formatDate(
  value: string | null | undefined,
  language: 'tr-TR' | 'en-EN',
  withTime = false,
): string {
  if (!value) return '';
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(dateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(language === 'en-EN' ? 'en-GB' : 'tr-TR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(withTime && !dateOnly ? { hour: '2-digit', minute: '2-digit' } : {}),
    ...(dateOnly ? { timeZone: 'UTC' } : {}),
  }).format(date);
}
