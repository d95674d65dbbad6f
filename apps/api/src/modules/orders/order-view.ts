import {
  ORDER_STATUS,
  toDecimal,
  refundDueAt,
  trackingUrlFor,
  CARRIERS,
  type AdminOrder,
  type Carrier,
  type Order,
  type OrderEventType,
  type OrderStatus,
  PAID_ORDER_STATUSES,
} from '@kehribar/contracts';
import type { orderReturnItems, orderReturns } from '../../db/schema/index.ts';
import { returnDeadline, returnRefusal, shopperMayCancel, unitsLeftToReturn } from './after-sale-rules.ts';
import type { OrderEventRow } from './order-events.ts';
import type { OrderItemRow, OrderRow } from './order.repository.ts';
import { invoiceView, ownerInvoiceUrl, type InvoiceRow } from './invoices.service.ts';

export type ReturnWithLines = typeof orderReturns.$inferSelect & {
  lines: (typeof orderReturnItems.$inferSelect)[];
};

/** What a view shows besides the order row (order-reader.ts loads it). */
export interface OrderFacts {
  items: OrderItemRow[];
  events: OrderEventRow[];
  returns: ReturnWithLines[];
  returnShipping: { carrier: string; code: string };
  now: Date;
  /** The order's current invoice, if one is attached. */
  invoice: InvoiceRow | null;
  /** Where the shopper downloads it (by the link's token or by their account), when there is one. */
  invoiceUrl: string | null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** An order row and its lines as the shopper sees them (payment-result, profile). */
export function toOrder(
  o: OrderRow,
  { items, events, returns, returnShipping, now, invoiceUrl }: OrderFacts,
): Order {
  const returnable = returnRefusal(o, now) === null;
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
      PAID_ORDER_STATUSES.includes(o.orderStatus as OrderStatus) ||
      (o.orderStatus === ORDER_STATUS.Canceled && o.completedAt)
        ? toDecimal(o.paidPrice ?? 0)
        : null,
    installmentNumber: o.installmentNumber,
    appliedCoupon: o.appliedCoupon,
    giftNote: o.giftNote,
    giftPackage: o.giftPackage,
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
      personalised: i.personalised,
      paidPrice: i.paidPrice === null ? null : toDecimal(i.paidPrice),
      refundedAmount: toDecimal(i.refundedAmount),
      returnedQuantity: i.returnedQuantity,
      returnableQuantity: returnable ? unitsLeftToReturn(i) : 0,
    })),
    refundedAmount: toDecimal(o.refundedAmount),
    shippedAt: iso(o.shippedAt),
    deliveredAt: iso(o.deliveredAt),
    canceledAt: iso(o.canceledAt),
    canCancel: shopperMayCancel(o),
    returnDeadline: iso(returnDeadline(o)),
    returns: returns.map((r) => ({
      id: r.id,
      status: r.status,
      requestedAt: r.requestedAt.toISOString(),
      refundDueAt: refundDueAt(r.requestedAt).toISOString(),
      completedAt: iso(r.completedAt),
      refundedAmount: toDecimal(r.refundedAmount),
      lines: r.lines.map((l) => ({ orderItemId: l.orderItemId, quantity: l.quantity, reason: l.reason })),
    })),
    returnShipping,
    timeline: events.map((e) => ({ at: e.at.toISOString(), type: e.type as OrderEventType })),
    invoiceUrl,
  };
}

export function toAdminOrder(o: OrderRow, facts: OrderFacts): AdminOrder {
  return {
    ...toOrder(o, facts),
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
    events: facts.events.map((e) => ({
      at: e.at.toISOString(),
      type: e.type as OrderEventType,
      actor: e.actor,
      actorEmail: e.actorEmail,
      amount: e.amount === null ? null : toDecimal(e.amount),
      providerReference: e.providerReference,
      note: e.note,
    })),
    invoiceUrl: facts.invoice ? ownerInvoiceUrl(o.id) : null,
    invoice: facts.invoice ? invoiceView(facts.invoice) : null,
  };
}
