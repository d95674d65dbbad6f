import { describe, expect, it } from 'vitest';
import { formatDate, orderStatusKey, orderStatusName } from './order-status.ts';

describe('order status (docs/product/storefront.md §4)', () => {
  it('0-3 by name, anything else unknown', () => {
    expect([0, 1, 2, 3].map(orderStatusName)).toEqual(['created', 'completed', 'canceled', 'failed']);
    expect(orderStatusName(4)).toBe('unknown');
    expect(orderStatusName(-1)).toBe('unknown');
    expect(orderStatusName(null)).toBe('unknown');
    expect(orderStatusName('1')).toBe('unknown');
    expect(orderStatusKey(2)).toBe('profile.orders.status.canceled');
  });

  it('formats dates in the shopper language; birth dates do not shift with the time zone', () => {
    expect(formatDate('1990-07-14', 'tr-TR')).toBe('14 Temmuz 1990');
    expect(formatDate('1990-07-14', 'en-EN')).toBe('14 July 1990');
    expect(formatDate(null, 'tr-TR')).toBe('');
    expect(formatDate('not a date', 'tr-TR')).toBe('not a date');
  });
});
