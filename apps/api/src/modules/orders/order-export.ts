import type { Readable } from 'node:stream';
import { and, asc, gt, gte, lt, ne } from 'drizzle-orm';
import { ORDER_STATUS, ORDER_STATUS_NAMES, type ExportOrdersQuery, type Language } from '@kehribar/contracts';
import { orders } from '../../db/schema/index.ts';
import { csvAmount, csvDate, csvStream, type CsvColumn } from '../../platform/csv.ts';
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

const HEADERS: Record<Key, { tr: string; en: string }> = {
  orderNumber: { tr: 'Sipariş No', en: 'Order number' },
  orderDate: { tr: 'Sipariş tarihi', en: 'Order date' },
  status: { tr: 'Durum', en: 'Status' },
  customer: { tr: 'Müşteri', en: 'Customer' },
  email: { tr: 'E-posta', en: 'E-mail' },
  phone: { tr: 'Telefon', en: 'Phone' },
  shippingAddress: { tr: 'Teslimat adresi', en: 'Delivery address' },
  billingName: { tr: 'Fatura adı', en: 'Billing name' },
  billingAddress: { tr: 'Fatura adresi', en: 'Billing address' },
  currency: { tr: 'Para birimi', en: 'Currency' },
  line: { tr: 'Satır', en: 'Line' },
  product: { tr: 'Ürün', en: 'Product' },
  variant: { tr: 'Seçenek', en: 'Option' },
  size: { tr: 'Beden', en: 'Size' },
  quantity: { tr: 'Adet', en: 'Quantity' },
  unitPrice: { tr: 'Birim fiyat', en: 'Unit price' },
  lineTotal: { tr: 'Satır toplamı', en: 'Line total' },
  subtotal: { tr: 'Ara toplam', en: 'Subtotal' },
  discount: { tr: 'İndirim', en: 'Discount' },
  coupon: { tr: 'Kupon', en: 'Coupon' },
  shipping: { tr: 'Kargo ücreti', en: 'Shipping' },
  orderTotal: { tr: 'Sipariş toplamı', en: 'Order total' },
  paid: { tr: 'Karttan çekilen', en: 'Charged to card' },
  refunded: { tr: 'İade edilen', en: 'Refunded' },
  carrier: { tr: 'Kargo firması', en: 'Carrier' },
  shippingCode: { tr: 'Kargo takip no', en: 'Tracking code' },
};

/** The storefront's words for each status (apps/web/public/assets/i18n, orders.status). */
const STATUS_WORDS: Record<(typeof ORDER_STATUS_NAMES)[number], { tr: string; en: string }> = {
  created: { tr: 'Oluşturuldu', en: 'Created' },
  completed: { tr: 'Hazırlanıyor', en: 'Being prepared' },
  canceled: { tr: 'İptal edildi', en: 'Canceled' },
  failed: { tr: 'Ödeme alınamadı', en: 'Payment failed' },
  shipped: { tr: 'Kargoda', en: 'Shipped' },
  delivered: { tr: 'Teslim edildi', en: 'Delivered' },
  returnRequested: { tr: 'İade talep edildi', en: 'Return requested' },
  returned: { tr: 'İade alındı', en: 'Returned' },
  paymentCheck: { tr: 'Ödeme kontrolde', en: 'Payment being checked' },
};

const lang = (language: Language) => (language === 'en-EN' ? 'en' : 'tr');

export function orderExportColumns(language: Language): CsvColumn<Key>[] {
  return KEYS.map((key) => ({ key, header: HEADERS[key][lang(language)] }));
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
    status: status ? STATUS_WORDS[status][lang(language)] : String(o.orderStatus),
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
