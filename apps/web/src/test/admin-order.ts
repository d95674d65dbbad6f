import type { AdminOrder } from '@kehribar/contracts';
import { testLine, testOrder } from '../shared/orders/test-order.ts';

type Line = AdminOrder['orderItems'][number];

/** The shopper's test order as the owner's view gives it (paid, with its payment and contract), for the back office's order tests. */
export function adminOrder(overrides: Partial<AdminOrder> = {}, lines?: Partial<Line>[]): AdminOrder {
  const orderItems = (
    lines ?? [
      { quantity: 3, price: 1000, lineTotal: 3000 },
      { quantity: 1, price: 500, lineTotal: 500 },
    ]
  ).map((l, i) =>
    testLine({
      orderItemId: `0b9e7c1e-5d0e-4d8e-9f43-2a4b1c6d7e8${i}`,
      productId: `5f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3a4${i}`,
      productName: `Damla Kolye ${i + 1}`,
      productNameEN: `Drop Necklace ${i + 1}`,
      quantity: 1,
      price: 100,
      lineTotal: 100,
      ...l,
      paidPrice: l.paidPrice ?? l.lineTotal ?? 100,
    }),
  );
  const subtotal = orderItems.reduce((sum, l) => sum + l.lineTotal, 0);
  return {
    ...testOrder({ orderItems, subtotal, totalPrice: subtotal, paidPrice: subtotal, timeline: [] }),
    returnShipping: { carrier: '', code: '' },
    phoneNumber: '+90 532 123 45 67',
    buyerId: 'buyer',
    userId: null,
    language: 'tr-TR',
    paymentId: '123',
    cardBin: '552879',
    cardLastFour: '0008',
    paymentExpiresAt: null,
    completedAt: '2026-03-01T10:01:00.000Z',
    contractVersion: '1',
    contractAcceptedAt: '2026-03-01T10:00:00.000Z',
    contractIp: '127.0.0.1',
    events: [],
    invoice: null,
    ...overrides,
  };
}
