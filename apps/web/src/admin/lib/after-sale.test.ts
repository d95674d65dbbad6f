import { describe, expect, it } from 'vitest';
import type { AdminOrder } from '@kehribar/contracts';
import { adminOrder } from '../../test/admin-order.ts';
import { leftOnOrder, openReturnsDue, ownerActions, refundForUnits } from './after-sale.ts';

const [big, small] = adminOrder().orderItems.map((l) => l.orderItemId) as [string, string];

describe('what the owner may do after the sale', () => {
  it('offers each action only in the states the server accepts it', () => {
    const at = (orderStatus: AdminOrder['orderStatus'], extra: Partial<AdminOrder> = {}) =>
      ownerActions(adminOrder({ orderStatus, ...extra }));
    expect(at(1)).toMatchObject({ cancel: true, refund: true, ship: true, deliver: false });
    expect(at(4)).toMatchObject({ cancel: true, refund: true, deliver: true, correctShipping: true });
    expect(at(5)).toMatchObject({ cancel: false, refund: true, deliver: false, ship: false });
    for (const dead of [0, 2, 3, 8] as const)
      expect(at(dead, { paidPrice: dead === 2 ? 3500 : null })).toEqual({
        cancel: false,
        refund: false,
        deliver: false,
        ship: false,
        correctShipping: false,
        receiveReturn: false,
      });
    // Everything already given back: nothing more to refund.
    expect(at(5, { refundedAmount: 3500 }).refund).toBe(false);
  });

  it('receives only an open return', () => {
    const open = {
      id: 'r1',
      status: 'requested' as const,
      requestedAt: '2026-03-05T10:00:00Z',
      refundDueAt: '2026-03-19T10:00:00Z',
      completedAt: null,
      refundedAmount: 0,
      lines: [{ orderItemId: small, quantity: 1, reason: 'Beden uymadı' }],
    };
    expect(ownerActions(adminOrder({ orderStatus: 6, returns: [open] })).receiveReturn).toBe(true);
    const done = { ...open, status: 'completed' as const, completedAt: '2026-03-06T10:00:00Z' };
    expect(ownerActions(adminOrder({ orderStatus: 7, returns: [done] })).receiveReturn).toBe(false);
  });
});

describe('what a refund gives back', () => {
  it('is the units’ share of what the line paid, and all that is left when every unit goes', () => {
    const order = adminOrder({}, [{ quantity: 3, price: 333.34, lineTotal: 1000 }]);
    const line = order.orderItems[0]!.orderItemId;
    expect(refundForUnits(order, [{ orderItemId: line, quantity: 1 }])).toBe(33333);
    expect(refundForUnits(order, [{ orderItemId: line, quantity: 2 }])).toBe(66667);
    expect(refundForUnits(order, [{ orderItemId: line, quantity: 3 }])).toBe(100000);
  });

  it('never goes above what is left on a line after earlier refunds', () => {
    const order = adminOrder({ refundedAmount: 2500 }, [
      { quantity: 3, price: 1000, lineTotal: 3000, refundedAmount: 2500 },
      { quantity: 1, price: 500, lineTotal: 500 },
    ]);
    const line = order.orderItems[0]!.orderItemId;
    expect(refundForUnits(order, [{ orderItemId: line, quantity: 1 }])).toBe(50000);
    expect(leftOnOrder(order)).toBe(100000);
  });

  it('adds up several lines', () => {
    const order = adminOrder();
    expect(
      refundForUnits(order, [
        { orderItemId: big, quantity: 1 },
        { orderItemId: small, quantity: 1 },
      ]),
    ).toBe(150000);
  });

  it('gives a unit its share of what the bank says the line paid (after a coupon)', () => {
    const order = adminOrder({ discountAmount: 350, totalPrice: 3150, paidPrice: 3150 }, [
      { quantity: 3, price: 1000, lineTotal: 3000, paidPrice: 2700 },
      { quantity: 1, price: 500, lineTotal: 500, paidPrice: 450 },
    ]);
    expect(refundForUnits(order, [{ orderItemId: order.orderItems[1]!.orderItemId, quantity: 1 }])).toBe(
      45000,
    );
    expect(refundForUnits(order, [{ orderItemId: order.orderItems[0]!.orderItemId, quantity: 1 }])).toBe(
      90000,
    );
    expect(leftOnOrder(order)).toBe(315000);
  });
});

describe('open returns and when their refunds are due', () => {
  const asked = (id: string, requestedAt: string, status: 'requested' | 'completed' = 'requested') => ({
    id,
    status,
    requestedAt,
    refundDueAt: new Date(new Date(requestedAt).getTime() + 14 * 86_400_000).toISOString(),
    completedAt: status === 'completed' ? requestedAt : null,
    refundedAmount: 0,
    lines: [{ orderItemId: small, quantity: 1, reason: 'Beden uymadı' }],
  });

  it('counts the open returns and names the nearest deadline, with its urgency', () => {
    const now = new Date('2026-03-20T12:00:00Z');
    const orders = [
      adminOrder({ orderStatus: 6, returns: [asked('late', '2026-03-05T10:00:00Z')] }),
      adminOrder({ orderStatus: 6, returns: [asked('later', '2026-03-18T10:00:00Z')] }),
      // Received already: no longer waiting for a refund.
      adminOrder({ orderStatus: 7, returns: [asked('done', '2026-03-01T10:00:00Z', 'completed')] }),
    ];
    expect(openReturnsDue(orders, now)).toEqual({
      count: 2,
      nearest: { orderId: orders[0]!.id, dueAt: '2026-03-19T10:00:00.000Z', urgency: 'overdue' },
    });
    expect(openReturnsDue([orders[1]!], now).nearest?.urgency).toBe('ok');
    expect(openReturnsDue([orders[2]!], now)).toEqual({ count: 0, nearest: null });
  });
});
