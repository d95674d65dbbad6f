import {
  ORDER_STATUS,
  toDecimal,
  trackingUrlFor,
  CARRIERS,
  type AdminOrder,
  type Carrier,
  type Order,
} from '@kehribar/contracts';
import type { OrderItemRow, OrderRow } from './order.repository.ts';

/** An order row and its lines as the shopper sees them (payment-result, profile). */
export function toOrder(o: OrderRow, items: OrderItemRow[]): Order {
  const carrier = (CARRIERS as readonly string[]).includes(o.shippingCarrier ?? '')
    ? (o.shippingCarrier as Carrier)
    : null;
  return {
    id: o.id,
    orderNumber: o.orderNumber,
    orderStatus: o.orderStatus as Order['orderStatus'],
    orderCreateDate: o.orderCreateDate.toISOString(),
    currency: o.currency,
    subtotal: toDecimal(o.subtotal),
    discountAmount: toDecimal(o.discountAmount),
    totalPrice: toDecimal(o.totalPrice),
    paidPrice:
      o.orderStatus === ORDER_STATUS.Completed && o.paidPrice !== null ? toDecimal(o.paidPrice) : null,
    installmentNumber: o.installmentNumber,
    appliedCoupon: o.appliedCoupon,
    email: o.email,
    contactName: o.contactName,
    addressLine: o.addressLine,
    city: o.city,
    state: o.state,
    zipCode: o.zipCode,
    country: o.country,
    billingContactName: o.billingContactName,
    billingAddressLine: o.billingAddressLine,
    billingCity: o.billingCity,
    billingState: o.billingState,
    billingZipCode: o.billingZipCode,
    billingCountry: o.billingCountry,
    shippingCode: o.shippingCode,
    shippingCarrier: o.shippingCarrier,
    trackingUrl:
      o.shippingTrackingUrl ?? (carrier && o.shippingCode ? trackingUrlFor(carrier, o.shippingCode) : null),
    paymentError: o.orderStatus === ORDER_STATUS.Failed ? o.paymentError : null,
    orderItems: items.map((i) => ({
      orderItemId: i.id,
      productId: i.productId,
      productName: i.productName,
      productNameEN: i.productNameEN,
      variantName: i.variantName,
      variantNameEN: i.variantNameEN,
      size: i.size,
      quantity: i.quantity,
      price: toDecimal(i.unitPrice),
      lineTotal: toDecimal(i.lineTotal),
      imageUrl: i.imageUrl,
    })),
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toAdminOrder(o: OrderRow, items: OrderItemRow[]): AdminOrder {
  return {
    ...toOrder(o, items),
    paidPrice: o.paidPrice === null ? null : toDecimal(o.paidPrice),
    paymentError: o.paymentError,
    phoneNumber: o.phoneNumber,
    buyerId: o.buyerId,
    userId: o.userId,
    language: o.language,
    paymentId: o.paymentId,
    cardBin: o.cardBin,
    cardLastFour: o.cardLastFour,
    paymentExpiresAt: iso(o.paymentExpiresAt),
    completedAt: iso(o.completedAt),
    contractVersion: o.contractVersion,
    contractAcceptedAt: iso(o.contractAcceptedAt),
    contractIp: o.contractIp,
  };
}
