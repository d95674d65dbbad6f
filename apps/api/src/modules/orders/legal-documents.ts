import { MESSAGES, say, translate, type MessageText } from '../../platform/messages.ts';
import {
  CONTRACT_VERSION,
  formatMoney,
  intlLocale,
  toDecimal,
  type Currency,
  type Language,
} from '@kehribar/contracts';

/**
 * The pre-information form and the distance selling contract that Turkish law (Law 6502 and the
 * Distance Contracts Regulation) requires before a consumer pays online, filled with the order's
 * details. Plain text: it is shown in the checkout, stored with the order and mailed with the
 * confirmation. The shop's own contract text (static content) is appended as additional terms.
 * Changing the wording means raising CONTRACT_VERSION.
 */

export interface PartyAddress {
  contactName: string;
  addressLine: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}

export interface LegalInput {
  language: Language;
  seller: {
    /** The trade name (law 6563, docs/decisions/029-seller-identity.md). */
    name: string;
    mersisNo: string;
    kepAddress: string;
    address: string;
    phone: string;
    email: string;
    website: string;
    /** The carrier a buyer returns goods with at the shop's cost, and its return code ('' when not set). */
    returnCarrier: string;
    returnCode: string;
  };
  buyer: { name: string; email: string; phone: string };
  shipping: PartyAddress;
  billing: PartyAddress;
  currency: Currency;
  lines: {
    name: string;
    option: string | null;
    size: string;
    quantity: number;
    unit: number;
    total: number;
    /** Made to order: excepted from the right of withdrawal, and said so next to the line. */
    personalised: boolean;
  }[];
  subtotal: number;
  discount: number;
  couponCode: string | null;
  total: number;
  /** Charged with instalment interest. */
  paidTotal: number;
  installment: number;
  order?: { number: number; date: Date };
  acceptance?: { at: Date; ip: string };
  shopTerms?: string;
}

const address = (a: PartyAddress) =>
  `${a.contactName}, ${a.addressLine}, ${a.zipCode} ${a.state}/${a.city}, ${a.country}`;

export function legalDocuments(d: LegalInput): {
  preInformationForm: string;
  distanceSellingContract: string;
} {
  const money = (minor: number) => formatMoney(toDecimal(minor), d.currency, d.language);
  const when = (date: Date) => date.toLocaleString(intlLocale(d.language), { timeZone: 'Europe/Istanbul' });
  const T = (message: MessageText) => translate(message, d.language);

  const parties = [
    T(MESSAGES.legalSeller),
    `${T(MESSAGES.legalName)}: ${d.seller.name}`,
    `${T(MESSAGES.legalMersisNo)}: ${d.seller.mersisNo || '—'}`,
    `${T(MESSAGES.legalAddress)}: ${d.seller.address}`,
    `${T(MESSAGES.legalPhone)}: ${d.seller.phone}`,
    `${T(MESSAGES.legalEMail)}: ${d.seller.email}`,
    `${T(MESSAGES.legalKepAddress)}: ${d.seller.kepAddress || '—'}`,
    `${T(MESSAGES.legalWebsite)}: ${d.seller.website}`,
    '',
    T(MESSAGES.legalBuyer),
    `${T(MESSAGES.legalName2)}: ${d.buyer.name}`,
    `${T(MESSAGES.legalEMail)}: ${d.buyer.email}`,
    `${T(MESSAGES.legalPhone)}: ${d.buyer.phone}`,
    `${T(MESSAGES.legalDeliveryAddress)}: ${address(d.shipping)}`,
    `${T(MESSAGES.legalBillingAddress)}: ${address(d.billing)}`,
  ];

  const goods = [
    ...d.lines.map(
      (l) =>
        `- ${l.name}${l.option ? ` (${l.option})` : ''}, ${T(MESSAGES.legalSize)} ${l.size}: ${l.quantity} × ${money(l.unit)} = ${money(l.total)}${l.personalised ? ` — ${T(MESSAGES.legalPersonalisedLine)}` : ''}`,
    ),
    `${T(MESSAGES.legalSubtotal)}: ${money(d.subtotal)}`,
    ...(d.discount > 0
      ? [`${T(MESSAGES.legalDiscount)}${d.couponCode ? ` (${d.couponCode})` : ''}: -${money(d.discount)}`]
      : []),
    `${T(MESSAGES.legalShipping)}: ${T(MESSAGES.legalFree)}`,
    `${T(MESSAGES.legalTotalTaxesIncluded)}: ${money(d.total)}`,
    `${T(MESSAGES.legalPayment)}: ${T(MESSAGES.legalCreditDebitCard)}, ${
      d.installment > 1
        ? `${d.installment} ${T(MESSAGES.legalInstalments)}, ${T(MESSAGES.legalTotal)} ${money(d.paidTotal)}`
        : T(MESSAGES.legalSinglePayment)
    }`,
  ];

  const delivery = T(MESSAGES.legalTheGoodsAreDelivered);
  const returnCarrier = d.seller.returnCarrier.trim();
  const withdrawal = [
    T(MESSAGES.legalTheBuyerMayWithdraw),
    T(MESSAGES.legalHowToWithdraw),
    returnCarrier
      ? say(MESSAGES.legalReturnWithCarrier, d.language, {
          carrier: returnCarrier,
          code: d.seller.returnCode.trim() || '—',
        })
      : T(MESSAGES.legalReturnNoCarrier),
    T(MESSAGES.legalRefundInOneGo),
    T(MESSAGES.legalWithdrawalExceptions),
  ].join('\n');
  const disputes = T(MESSAGES.legalComplaintsMayBeBrought);
  const orderLine = d.order
    ? `${T(MESSAGES.legalOrderNumber)}: ${d.order.number} — ${T(MESSAGES.legalOrderDate)}: ${when(d.order.date)}`
    : T(MESSAGES.legalOrderNumberGivenWhen);
  const acceptance = d.acceptance
    ? [
        '',
        `${T(MESSAGES.legalAccepted)}: ${when(d.acceptance.at)} — IP ${d.acceptance.ip} — ${T(MESSAGES.legalVersion)} ${CONTRACT_VERSION}`,
        T(MESSAGES.legalTheBuyerConfirmsHaving),
      ]
    : [];
  const shopTerms = d.shopTerms?.trim() ? ['', T(MESSAGES.legalAdditionalTerms), d.shopTerms.trim()] : [];

  const preInformationForm = [
    T(MESSAGES.legalPreInformationForm),
    `${T(MESSAGES.legalVersion2)} ${CONTRACT_VERSION}`,
    orderLine,
    '',
    ...parties,
    '',
    T(MESSAGES.legalGoodsAndPayment),
    ...goods,
    '',
    T(MESSAGES.legalDelivery),
    delivery,
    '',
    T(MESSAGES.legalRightOfWithdrawal),
    withdrawal,
    '',
    T(MESSAGES.legalComplaints),
    disputes,
    ...acceptance,
  ].join('\n');

  const article = (n: number, title: MessageText) => `${T(MESSAGES.legalArticle)} ${n} — ${T(title)}`;
  const distanceSellingContract = [
    T(MESSAGES.legalDistanceSellingContract),
    `${T(MESSAGES.legalVersion2)} ${CONTRACT_VERSION}`,
    orderLine,
    '',
    article(1, MESSAGES.legalParties),
    ...parties,
    '',
    article(2, MESSAGES.legalSubject),
    T(MESSAGES.legalThisContractSetsOut),
    '',
    article(3, MESSAGES.legalGoodsAndPayment),
    ...goods,
    '',
    article(4, MESSAGES.legalDelivery),
    delivery,
    '',
    article(5, MESSAGES.legalRightOfWithdrawal),
    withdrawal,
    '',
    article(6, MESSAGES.legalGeneralTerms),
    T(MESSAGES.legalTheBuyerConfirmsHaving2),
    '',
    article(7, MESSAGES.legalDisputes),
    disputes,
    ...shopTerms,
    ...acceptance,
  ].join('\n');

  return { preInformationForm, distanceSellingContract };
}
