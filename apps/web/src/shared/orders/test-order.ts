import type { Order, OrderItem } from '@kehribar/contracts';

/** A shopper's order view for component tests: paid, two lines, nothing shipped yet. */
export function testLine(overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    orderItemId: '0b9e7c1e-5d0e-4d8e-9f43-2a4b1c6d7e80',
    productId: '5f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3a4b',
    productName: 'Damla Kolye',
    productNameEN: 'Drop Necklace',
    variantName: null,
    variantNameEN: null,
    size: 'Standart',
    quantity: 2,
    price: 1000,
    lineTotal: 2000,
    imageUrl: null,
    personalised: false,
    paidPrice: 2000,
    refundedAmount: 0,
    returnedQuantity: 0,
    returnableQuantity: 0,
    ...overrides,
  };
}

export function testOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: '7d0c9a8b-6e5f-4a3b-9c2d-1e0f9a8b7c6d',
    orderNumber: 1042,
    orderStatus: 1,
    orderCreateDate: '2026-03-02T09:30:00.000Z',
    currency: 'TRY',
    subtotal: 2500,
    discountAmount: 0,
    totalPrice: 2500,
    paidPrice: 2500,
    installmentNumber: 1,
    appliedCoupon: null,
    giftNote: null,
    giftPackage: false,
    email: 'ayse@kehribar.test',
    contactName: 'Ayşe Yılmaz',
    addressLine: 'Bağdat Caddesi No: 12',
    city: 'İstanbul',
    state: 'Kadıköy',
    zipCode: '34710',
    country: 'Türkiye',
    billingContactName: 'Ayşe Yılmaz',
    billingAddressLine: 'Bağdat Caddesi No: 12',
    billingCity: 'İstanbul',
    billingState: 'Kadıköy',
    billingZipCode: '34710',
    billingCountry: 'Türkiye',
    shippingCode: null,
    shippingCarrier: null,
    trackingUrl: null,
    paymentError: null,
    orderItems: [
      testLine(),
      testLine({
        orderItemId: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
        productName: 'İsimli Bileklik',
        productNameEN: 'Name Bracelet',
        quantity: 1,
        price: 500,
        lineTotal: 500,
        personalised: true,
      }),
    ],
    refundedAmount: 0,
    shippedAt: null,
    deliveredAt: null,
    canceledAt: null,
    canCancel: true,
    returnDeadline: null,
    returns: [],
    returnShipping: { carrier: 'Yurtiçi Kargo', code: 'KHR-4411' },
    timeline: [
      { at: '2026-03-02T09:30:00.000Z', type: 'placed' },
      { at: '2026-03-02T09:31:00.000Z', type: 'paid' },
    ],
    invoiceUrl: null,
    ...overrides,
  };
}

/** The same order shipped, with the necklace's two units returnable. */
export const shippedTestOrder = (): Order => {
  const order = testOrder();
  return {
    ...order,
    orderStatus: 4,
    canCancel: false,
    shippingCode: 'YK123456',
    shippingCarrier: 'yurtici',
    shippedAt: '2026-03-03T10:00:00.000Z',
    orderItems: order.orderItems.map((l) => (l.personalised ? l : { ...l, returnableQuantity: 2 })),
    timeline: [...order.timeline, { at: '2026-03-03T10:00:00.000Z', type: 'shipped' }],
  };
};
