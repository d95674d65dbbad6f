import type { Readable } from 'node:stream';
import { and, asc, gt, gte, lt, ne } from 'drizzle-orm';
import { ORDER_STATUS, ORDER_STATUS_NAMES, type ExportOrdersQuery, type Language } from '@kehribar/contracts';
import { orders } from '../../db/schema/index.ts';
import { csvAmount, csvColumns, csvDate, csvStream, type CsvColumn } from '../../platform/csv.ts';
import { translate } from '../../platform/messages.ts';
import { ORDER_EXPORT_COLUMNS, ORDER_EXPORT_STATUS } from '../../platform/messages-exports.ts';
import type { DbOrTx } from '../basket/index.ts';
import { itemsOfMany, type OrderItemRow, type OrderRow } from './order.repository.ts';

/**
 * Order/ExportOrders: one CSV row per order line (docs/decisions/032-exports-and-invoices.md). The order's
 * own columns (number, customer, addresses, totals) repeat on each of its lines so a filtered or sorted
 * sheet still says which order a line belongs to; `line` is 1 on an order's first line, so summing the
 * order totals over `line = 1` counts each order once.
 */

const KEYS = [
  'orderNumber',
  'orderDate',
  'status',
  'customer',
  'email',
  'phone',
  'shippingAddress',
  'billingName',
  'billingAddress',
  'currency',
  'line',
  'product',
  'variant',
  'size',
  'quantity',
  'unitPrice',
  'lineTotal',
  'subtotal',
  'discount',
  'coupon',
  'shipping',
  'orderTotal',
  'paid',
  'refunded',
  'carrier',
  'shippingCode',
] as const;
type Key = (typeof KEYS)[number];
export type OrderExportRow = Record<Key, string | number>;

export function orderExportColumns(language: Language): CsvColumn<Key>[] {
  return csvColumns(ORDER_EXPORT_COLUMNS, language, KEYS);
}

/** Türkiye keeps UTC+3 all year (since 2016), so a Türkiye day starts at 21:00 UTC the day before. */
const turkishDayStart = (day: string) => new Date(`${day}T00:00:00+03:00`);
const nextTurkishDay = (day: string) => new Date(turkishDayStart(day).getTime() + 24 * 60 * 60 * 1000);

const address = (...parts: (string | null)[]) => parts.filter((p) => p && p.trim()).join(', ');

function exportRow(o: OrderRow, item: OrderItemRow, line: number, language: Language): OrderExportRow {
  const en = language === 'en-EN';
  const status = ORDER_STATUS_NAMES[o.orderStatus];
  return {
    orderNumber: o.orderNumber,
    orderDate: csvDate(o.orderCreateDate),
    status: status ? translate(ORDER_EXPORT_STATUS[status], language) : String(o.orderStatus),
    customer: o.contactName,
    email: o.email,
    phone: o.phoneNumber,
    shippingAddress: address(o.addressLine, o.state, o.city, o.zipCode, o.country),
    billingName: o.billingContactName,
    billingAddress: address(
      o.billingAddressLine,
      o.billingState,
      o.billingCity,
      o.billingZipCode,
      o.billingCountry,
    ),
    currency: o.currency,
    line,
    product: en ? item.productNameEN : item.productName,
    variant: (en ? item.variantNameEN : item.variantName) ?? '',
    size: item.size,
    quantity: item.quantity,
    unitPrice: csvAmount(item.unitPrice),
    lineTotal: csvAmount(item.lineTotal),
    subtotal: csvAmount(o.subtotal),
    discount: csvAmount(o.discountAmount),
    coupon: o.appliedCoupon ?? '',
    // Shipping is always free (docs/product/storefront.md); the column is there for the accountant's sheet.
    shipping: csvAmount(0),
    orderTotal: csvAmount(o.totalPrice),
    paid: csvAmount(o.paidPrice),
    refunded: csvAmount(o.refundedAmount),
    carrier: o.shippingCarrier ?? '',
    shippingCode: o.shippingCode ?? '',
  };
}

/** Orders read per page: the file is written while the next page is read, never held whole. */
export const ORDER_EXPORT_PAGE = 200;

/**
 * The rows of the file, a page of orders (and their lines) at a time, by order number: a keyset read, so
 * each page is an index range however far into the file it is. Payment attempts that failed are not
 * orders the shop has and are left out.
 */
export async function* orderExportRows(
  db: DbOrTx,
  range: ExportOrdersQuery,
  language: Language,
  pageSize = ORDER_EXPORT_PAGE,
): AsyncGenerator<OrderExportRow> {
  let after = 0;
  for (;;) {
    const page = await db
      .select()
      .from(orders)
      .where(
        and(
          gt(orders.orderNumber, after),
          ne(orders.orderStatus, ORDER_STATUS.Failed),
          range.from ? gte(orders.orderCreateDate, turkishDayStart(range.from)) : undefined,
          range.to ? lt(orders.orderCreateDate, nextTurkishDay(range.to)) : undefined,
        ),
      )
      .orderBy(asc(orders.orderNumber))
      .limit(pageSize);
    if (page.length === 0) return;
    const items = await itemsOfMany(
      db,
      page.map((o) => o.id),
    );
    for (const o of page) {
      let line = 0;
      for (const item of items.get(o.id) ?? []) yield exportRow(o, item, ++line, language);
    }
    if (page.length < pageSize) return;
    after = page.at(-1)!.orderNumber;
  }
}

export function orderExport(db: DbOrTx, range: ExportOrdersQuery, language: Language): Readable {
  return csvStream(orderExportRows(db, range, language), orderExportColumns(language));
}

/** orders-2026-11-01_2026-11-30.csv, or orders-all.csv when no range was asked for. */
export function orderExportFileName(range: ExportOrdersQuery, today: string): string {
  if (!range.from && !range.to) return `orders-${today}.csv`;
  return `orders-${range.from ?? 'start'}_${range.to ?? today}.csv`;
}
