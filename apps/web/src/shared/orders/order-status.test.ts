import { describe, expect, it } from 'vitest';
import { orderStatusKey } from './order-status.ts';

describe('order status translation key', () => {
  it('is orders.status.<name>, unknown for anything that is not a status', () => {
    expect(orderStatusKey(6)).toBe('orders.status.returnRequested');
    expect(orderStatusKey(9)).toBe('orders.status.unknown');
  });
});
