import { CARRIER_NAMES, formatMoney, toDecimal, type Carrier } from '@kehribar/contracts';
import { renderMail } from '../../platform/mail-layout.ts';
import type { OutgoingMail } from '../../platform/mail.ts';
import { languageOf } from '../../platform/language.ts';
import { MESSAGES, say, type MessageText } from '../../platform/messages.ts';
import type { OrderItemRow, OrderRow } from './order.repository.ts';
import { sellerFooter, type OrderMailFrame } from './seller-identity.ts';
import { giftLines } from './gift-note.ts';

const resultUrl = (baseUrl: string, o: OrderRow) =>
  `${baseUrl}/payment-result?token=${encodeURIComponent(o.token)}`;

/** The order confirmation, in the order's language, with the signed contract texts attached. */
export function confirmationMail(o: OrderRow, items: OrderItemRow[], frame: OrderMailFrame): OutgoingMail {
  const language = languageOf(o.language);
  const en = language === 'en-EN';
  const t = (message: MessageText, values?: Record<string, string | number>) =>
    say(message, language, values);
  const money = (minor: number) => formatMoney(toDecimal(minor), o.currency, language);
  const lines = items.map((i) => {
    const name = en ? i.productNameEN : i.productName;
    const option = en ? (i.variantNameEN ?? i.variantName) : i.variantName;
    return t(MESSAGES.mailOrderLine, {
      quantity: i.quantity,
      name: `${name}${option ? ` (${option})` : ''}`,
      size: i.size,
      total: money(i.lineTotal),
    });
  });
  const paid = money(o.paidPrice ?? o.totalPrice);
  const totals = [
    t(MESSAGES.mailSubtotal, { amount: money(o.subtotal) }),
    ...(o.discountAmount > 0
      ? [
          t(MESSAGES.mailDiscount, {
            coupon: o.appliedCoupon ? ` (${o.appliedCoupon})` : '',
            amount: money(o.discountAmount),
          }),
        ]
      : []),
    t(MESSAGES.mailShippingFree),
    t(MESSAGES.mailTotal, { amount: money(o.totalPrice) }),
    o.installmentNumber > 1
      ? t(MESSAGES.mailChargedInstalments, { amount: paid, count: o.installmentNumber })
      : t(MESSAGES.mailChargedOnce, { amount: paid }),
  ].join(' · ');
  const shipTo = `${o.contactName}, ${o.addressLine}, ${o.zipCode} ${o.state}/${o.city}, ${o.country}`;
  const billTo = `${o.billingContactName}, ${o.billingAddressLine}, ${o.billingZipCode} ${o.billingState}/${o.billingCity}, ${o.billingCountry}`;
  const number = o.orderNumber;
  const attachments = [
    ...(o.preInformationText
      ? [
          {
            filename: t(MESSAGES.mailPreInformationFile, { number }),
            content: o.preInformationText,
            contentType: 'text/plain; charset=utf-8',
          },
        ]
      : []),
    ...(o.contractText
      ? [
          {
            filename: t(MESSAGES.mailContractFile, { number }),
            content: o.contractText,
            contentType: 'text/plain; charset=utf-8',
          },
        ]
      : []),
  ];
  return {
    to: o.email,
    subject: t(MESSAGES.mailOrderSubject, { number }),
    attachments,
    ...renderMail(
      {
        heading: t(MESSAGES.mailOrderHeading),
        paragraphs: [
          t(MESSAGES.mailOrderBody, { number }),
          ...lines,
          totals,
          t(MESSAGES.mailDeliveryAddress, { address: shipTo }),
          t(MESSAGES.mailBillingAddress, { address: billTo }),
          ...giftLines(o, language),
          t(MESSAGES.mailContractsAttached),
        ],
        action: { label: t(MESSAGES.mailViewOrder), url: resultUrl(frame.baseUrl, o) },
        footer: sellerFooter(frame.seller, language),
      },
      language,
    ),
  };
}

/** 'Your order is on its way', with the carrier's tracking link. */
export function shippingMail(
  o: OrderRow,
  carrier: Carrier,
  trackingUrl: string | null,
  frame: OrderMailFrame,
  corrected = false,
): OutgoingMail {
  const language = languageOf(o.language);
  const t = (message: MessageText, values?: Record<string, string | number>) =>
    say(message, language, values);
  const number = o.orderNumber;
  return {
    to: o.email,
    subject: t(corrected ? MESSAGES.mailShippingCorrectedSubject : MESSAGES.mailShippedSubject, { number }),
    ...renderMail(
      {
        heading: t(MESSAGES.mailShippedHeading),
        paragraphs: [
          t(MESSAGES.mailShippedBody, { number }),
          t(MESSAGES.mailShippedTracking, { carrier: CARRIER_NAMES[carrier], code: o.shippingCode ?? '' }),
        ],
        action: trackingUrl
          ? { label: t(MESSAGES.mailTrackParcel), url: trackingUrl }
          : { label: t(MESSAGES.mailViewOrder), url: resultUrl(frame.baseUrl, o) },
        footer: sellerFooter(frame.seller, language),
      },
      language,
    ),
  };
}
