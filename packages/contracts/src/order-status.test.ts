import { describe, expect, it } from 'vitest';
import { orderStatusName } from './constants.ts';

describe('order status names (docs/decisions/024-after-sale.md)', () => {
  it('names every status of the order machine and calls anything else unknown', () => {
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
    for (const other of [9, -1, 1.5, null, undefined, '1']) expect(orderStatusName(other)).toBe('unknown');
  });
});
