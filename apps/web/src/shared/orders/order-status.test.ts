import { describe, expect, it } from 'vitest';
import { orderStatusKey, orderStatusName } from './order-status.ts';

describe('order status (docs/decisions/024-after-sale.md, decision 1)', () => {
  it('0-8 by name, anything else unknown', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map(orderStatusName)).toEqual([
      'created',
      'completed',
      'canceled',
      'failed',
      'shipped',
      'delivered',
      'returnRequested',
      'returned',
      'paymentCheck',
    ]);
    expect(orderStatusName(9)).toBe('unknown');
    expect(orderStatusName(-1)).toBe('unknown');
    expect(orderStatusName(null)).toBe('unknown');
    expect(orderStatusName('1')).toBe('unknown');
    expect(orderStatusKey(6)).toBe('orders.status.returnRequested');
  });
});
