import type { ORDER_STATUS_NAMES } from '@kehribar/contracts';
import type { MessageText } from './messages.ts';

/**
 * The catalogue's words of the back office's CSV files (docs/decisions/032-exports-and-invoices.md): each
 * file's column headers by column key, and the words written in its cells. Kept beside MESSAGES, not in it,
 * because the keys are the files' column names and repeat from one file to the next.
 */

/** The customers file (Account/ExportCustomers). */
export const CUSTOMER_EXPORT_COLUMNS = {
  email: { tr: 'E-posta', en: 'E-mail' },
  firstName: { tr: 'Ad', en: 'First name' },
  lastName: { tr: 'Soyad', en: 'Last name' },
  phone: { tr: 'Telefon', en: 'Phone' },
  birthDate: { tr: 'Doğum tarihi', en: 'Birth date' },
  registeredAt: { tr: 'Kayıt tarihi', en: 'Registered' },
  emailConfirmed: { tr: 'E-posta doğrulandı', en: 'E-mail confirmed' },
  thirdParty: { tr: 'Sosyal giriş', en: 'Social sign-in' },
  role: { tr: 'Rol', en: 'Role' },
} as const satisfies Record<string, MessageText>;

/** The subscribers file (Account/ExportSubscribers). */
export const SUBSCRIBER_EXPORT_COLUMNS = {
  email: { tr: 'E-posta', en: 'E-mail' },
  subscribedAt: { tr: 'Abonelik tarihi', en: 'Subscribed' },
  status: { tr: 'Durum', en: 'Status' },
  consentedAt: { tr: 'İzin tarihi', en: 'Consent given' },
  source: { tr: 'İzin kaynağı', en: 'Consent source' },
  ip: { tr: 'IP adresi', en: 'IP address' },
  textVersion: { tr: 'İzin metni sürümü', en: 'Consent text version' },
  unsubscribedAt: { tr: 'Ayrılma tarihi', en: 'Unsubscribed' },
} as const satisfies Record<string, MessageText>;

/** A subscriber's state by its latest consent (decision 026). */
export const SUBSCRIBER_EXPORT_STATUS = {
  active: { tr: 'Abone', en: 'Subscribed' },
  unsubscribed: { tr: 'Ayrıldı', en: 'Unsubscribed' },
  noRecord: { tr: 'İzin kaydı yok', en: 'No consent record' },
} as const satisfies Record<string, MessageText>;

/** The orders file (Order/ExportOrders), one row per order line. */
export const ORDER_EXPORT_COLUMNS = {
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
} as const satisfies Record<string, MessageText>;

/** The storefront's words for each status (apps/web/public/assets/i18n, orders.status). */
export const ORDER_EXPORT_STATUS = {
  created: { tr: 'Oluşturuldu', en: 'Created' },
  completed: { tr: 'Hazırlanıyor', en: 'Being prepared' },
  canceled: { tr: 'İptal edildi', en: 'Canceled' },
  failed: { tr: 'Ödeme alınamadı', en: 'Payment failed' },
  shipped: { tr: 'Kargoda', en: 'Shipped' },
  delivered: { tr: 'Teslim edildi', en: 'Delivered' },
  returnRequested: { tr: 'İade talep edildi', en: 'Return requested' },
  returned: { tr: 'İade alındı', en: 'Returned' },
  paymentCheck: { tr: 'Ödeme kontrolde', en: 'Payment being checked' },
} as const satisfies Record<(typeof ORDER_STATUS_NAMES)[number], MessageText>;
