import { formatMoney, intlLocale, toDecimal } from '@kehribar/contracts';
import type { orderReturnItems } from '../../db/schema/index.ts';
import { renderMail } from '../../platform/mail-layout.ts';
import type { OutgoingMail } from '../../platform/mail.ts';
import { languageOf } from '../../platform/language.ts';
import { MESSAGES, say, type MessageText } from '../../platform/messages.ts';
import { returnDeadline } from './after-sale-rules.ts';
import type { OrderItemRow, OrderRow } from './order.repository.ts';
import { sellerFooter, type OrderMailFrame } from './seller-identity.ts';

/** The after-sale e-mails (docs/decisions/024-after-sale.md), each in the order's language, sent through the outbox. */

function mailOf(o: OrderRow, frame: OrderMailFrame) {
  const language = languageOf(o.language);
  const t = (message: MessageText, values?: Record<string, string | number>) =>
    say(message, language, values);
  const money = (minor: number) => formatMoney(toDecimal(minor), o.currency, language);
  const day = (d: Date) =>
    d.toLocaleDateString(intlLocale(language), {
      timeZone: 'Europe/Istanbul',
      dateStyle: 'long',
    });
  const mail = (subject: MessageText, heading: MessageText, paragraphs: string[]): OutgoingMail => ({
    to: o.email,
    subject: t(subject, { number: o.orderNumber }),
    ...renderMail(
      {
        heading: t(heading),
        paragraphs,
        action: {
          label: t(MESSAGES.mailViewOrder),
          url: `${frame.baseUrl}/payment-result?token=${encodeURIComponent(o.token)}`,
        },
        footer: sellerFooter(frame.seller, language),
      },
      language,
    ),
  });
  return { t, money, day, mail, en: language === 'en-EN' };
}

/** What the shopper reads about money going back: a void never shows; a refund shows in some days. */
const moneyBack = (m: ReturnType<typeof mailOf>, amount: number, voided: boolean) =>
  amount <= 0 ? [] : [m.t(voided ? MESSAGES.mailVoided : MESSAGES.mailRefunded, { amount: m.money(amount) })];

export function canceledMail(
  o: OrderRow,
  amount: number,
  voided: boolean,
  frame: OrderMailFrame,
): OutgoingMail {
  const m = mailOf(o, frame);
  return m.mail(MESSAGES.mailCanceledSubject, MESSAGES.mailCanceledHeading, [
    m.t(MESSAGES.mailCanceledBody, { number: o.orderNumber }),
    ...moneyBack(m, amount, voided),
  ]);
}

export function refundMail(o: OrderRow, amount: number, frame: OrderMailFrame): OutgoingMail {
  const m = mailOf(o, frame);
  return m.mail(MESSAGES.mailRefundSubject, MESSAGES.mailRefundHeading, [
    m.t(MESSAGES.mailRefundBody, { number: o.orderNumber }),
    ...moneyBack(m, amount, false),
  ]);
}

export function returnReceivedMail(
  o: OrderRow,
  lines: OrderItemRow[],
  returned: (typeof orderReturnItems.$inferSelect)[],
  amount: number,
  frame: OrderMailFrame,
): OutgoingMail {
  const m = mailOf(o, frame);
  const names = returned
    .map((r) => {
      const line = lines.find((l) => l.id === r.orderItemId);
      return `${r.quantity} × ${line ? (m.en ? line.productNameEN : line.productName) : ''}`;
    })
    .join(', ');
  return m.mail(MESSAGES.mailReturnSubject, MESSAGES.mailReturnHeading, [
    m.t(MESSAGES.mailReturnBody, { number: o.orderNumber, lines: names }),
    ...moneyBack(m, amount, false),
  ]);
}

export function deliveredMail(o: OrderRow, frame: OrderMailFrame): OutgoingMail {
  const m = mailOf(o, frame);
  const deadline = returnDeadline(o);
  return m.mail(MESSAGES.mailDeliveredSubject, MESSAGES.mailDeliveredHeading, [
    m.t(MESSAGES.mailDeliveredBody, { number: o.orderNumber, date: m.day(o.deliveredAt ?? new Date()) }),
    ...(deadline ? [m.t(MESSAGES.mailDeliveredWithdrawal, { deadline: m.day(deadline) })] : []),
  ]);
}

/** The owner (or an e-Arşiv issuer) attached the order's invoice: the shopper can download it from the order. */
export function invoiceMail(o: OrderRow, replaced: boolean, frame: OrderMailFrame): OutgoingMail {
  const m = mailOf(o, frame);
  return m.mail(MESSAGES.mailInvoiceSubject, MESSAGES.mailInvoiceHeading, [
    m.t(replaced ? MESSAGES.mailInvoiceReplacedBody : MESSAGES.mailInvoiceBody, { number: o.orderNumber }),
  ]);
}
