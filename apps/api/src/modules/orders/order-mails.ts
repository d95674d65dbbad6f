import { CARRIER_NAMES, formatMoney, toDecimal, type Carrier, type Language } from '@kehribar/contracts';
import { renderMail } from '../../platform/mail-layout.ts';
import type { OutgoingMail } from '../../platform/mail.ts';
import type { OrderItemRow, OrderRow } from './order.repository.ts';

const languageOf = (o: OrderRow): Language => (o.language === 'en-EN' ? 'en-EN' : 'tr-TR');
const resultUrl = (baseUrl: string, o: OrderRow) => `${baseUrl}/payment-result?token=${encodeURIComponent(o.token)}`;

/** The order confirmation, in the order's language, with the signed contract texts attached. */
export function confirmationMail(o: OrderRow, items: OrderItemRow[], baseUrl: string): OutgoingMail {
  const language = languageOf(o);
  const en = language === 'en-EN';
  const money = (minor: number) => formatMoney(toDecimal(minor), o.currency, language);
  const T = (tr: string, enText: string) => (en ? enText : tr);
  const lines = items.map((i) => {
    const name = en ? i.productNameEN : i.productName;
    const option = en ? (i.variantNameEN ?? i.variantName) : i.variantName;
    return `${i.quantity} × ${name}${option ? ` (${option})` : ''}, ${T('beden', 'size')} ${i.size} — ${money(i.lineTotal)}`;
  });
  const totals = [
    `${T('Ara toplam', 'Subtotal')}: ${money(o.subtotal)}`,
    ...(o.discountAmount > 0 ? [`${T('İndirim', 'Discount')}${o.appliedCoupon ? ` (${o.appliedCoupon})` : ''}: -${money(o.discountAmount)}`] : []),
    `${T('Kargo', 'Shipping')}: ${T('Ücretsiz', 'Free')}`,
    `${T('Toplam', 'Total')}: ${money(o.totalPrice)}`,
    o.installmentNumber > 1
      ? `${T('Kartınızdan', 'Charged to your card')}: ${money(o.paidPrice ?? o.totalPrice)} (${o.installmentNumber} ${T('taksit', 'instalments')})`
      : `${T('Kartınızdan tek çekim', 'Charged to your card in one payment')}: ${money(o.paidPrice ?? o.totalPrice)}`,
  ].join(' · ');
  const shipTo = `${o.contactName}, ${o.addressLine}, ${o.zipCode} ${o.state}/${o.city}, ${o.country}`;
  const billTo = `${o.billingContactName}, ${o.billingAddressLine}, ${o.billingZipCode} ${o.billingState}/${o.billingCity}, ${o.billingCountry}`;
  const attachments = [
    ...(o.preInformationText
      ? [{ filename: T(`on-bilgilendirme-formu-${o.orderNumber}.txt`, `pre-information-form-${o.orderNumber}.txt`), content: o.preInformationText, contentType: 'text/plain; charset=utf-8' }]
      : []),
    ...(o.contractText
      ? [{ filename: T(`mesafeli-satis-sozlesmesi-${o.orderNumber}.txt`, `distance-selling-contract-${o.orderNumber}.txt`), content: o.contractText, contentType: 'text/plain; charset=utf-8' }]
      : []),
  ];
  return {
    to: o.email,
    subject: T(`Siparişiniz alındı — #${o.orderNumber}`, `Your order #${o.orderNumber} is confirmed`),
    attachments,
    ...renderMail(
      {
        heading: T('Siparişiniz için teşekkür ederiz', 'Thank you for your order'),
        paragraphs: [
          T(
            `Sipariş numaranız ${o.orderNumber}. Ödemeniz alındı; siparişinizi özenle hazırlayıp kargoya verdiğimizde size haber vereceğiz.`,
            `Your order number is ${o.orderNumber}. Your payment has been received; we will let you know when your order is on its way.`,
          ),
          ...lines,
          totals,
          `${T('Teslimat adresi', 'Delivery address')}: ${shipTo}`,
          `${T('Fatura adresi', 'Billing address')}: ${billTo}`,
          T(
            'Ön bilgilendirme formu ve mesafeli satış sözleşmesi bu e-postanın ekindedir.',
            'The pre-information form and the distance selling contract are attached to this e-mail.',
          ),
        ],
        action: { label: T('Siparişi görüntüle', 'View your order'), url: resultUrl(baseUrl, o) },
      },
      language,
    ),
  };
}

/** 'Your order is on its way', with the carrier's tracking link. */
export function shippingMail(o: OrderRow, carrier: Carrier, trackingUrl: string | null, baseUrl: string): OutgoingMail {
  const language = languageOf(o);
  const en = language === 'en-EN';
  const T = (tr: string, enText: string) => (en ? enText : tr);
  return {
    to: o.email,
    subject: T(`Siparişiniz kargoya verildi — #${o.orderNumber}`, `Your order #${o.orderNumber} has been shipped`),
    ...renderMail(
      {
        heading: T('Siparişiniz yola çıktı', 'Your order is on its way'),
        paragraphs: [
          T(`${o.orderNumber} numaralı siparişiniz kargoya verildi.`, `Order ${o.orderNumber} has been handed to the carrier.`),
          `${T('Kargo firması', 'Carrier')}: ${CARRIER_NAMES[carrier]} — ${T('Takip numarası', 'Tracking number')}: ${o.shippingCode ?? ''}`,
        ],
        action: trackingUrl
          ? { label: T('Kargonuzu takip edin', 'Track your parcel'), url: trackingUrl }
          : { label: T('Siparişi görüntüle', 'View your order'), url: resultUrl(baseUrl, o) },
      },
      language,
    ),
  };
}
