import { CONTRACT_VERSION, formatMoney, toDecimal, type Currency, type Language } from '@kehribar/contracts';

/**
 * The pre-information form and the distance selling contract that Turkish law (Law 6502 and the
 * Distance Contracts Regulation) requires before a consumer pays online, filled with the order's
 * details. Plain text: it is shown in the checkout, stored with the order and mailed with the
 * confirmation. The shop's own contract text (static content) is appended as additional terms.
 * Changing the wording means raising CONTRACT_VERSION.
 */

export interface PartyAddress { contactName: string; addressLine: string; city: string; state: string; zipCode: string; country: string }

export interface LegalInput {
  language: Language;
  seller: { name: string; address: string; phone: string; email: string; website: string };
  buyer: { name: string; email: string; phone: string };
  shipping: PartyAddress;
  billing: PartyAddress;
  currency: Currency;
  lines: { name: string; option: string | null; size: string; quantity: number; unit: number; total: number }[];
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

const address = (a: PartyAddress) => `${a.contactName}, ${a.addressLine}, ${a.zipCode} ${a.state}/${a.city}, ${a.country}`;

export function legalDocuments(d: LegalInput): { preInformationForm: string; distanceSellingContract: string } {
  const en = d.language === 'en-EN';
  const money = (minor: number) => formatMoney(toDecimal(minor), d.currency, d.language);
  const when = (date: Date) => date.toLocaleString(en ? 'en-GB' : 'tr-TR', { timeZone: 'Europe/Istanbul' });
  const T = (tr: string, enText: string) => (en ? enText : tr);

  const parties = [
    T('SATICI', 'SELLER'),
    `${T('Unvan', 'Name')}: ${d.seller.name}`,
    `${T('Adres', 'Address')}: ${d.seller.address}`,
    `${T('Telefon', 'Phone')}: ${d.seller.phone}`,
    `${T('E-posta', 'E-mail')}: ${d.seller.email}`,
    `${T('İnternet sitesi', 'Website')}: ${d.seller.website}`,
    '',
    T('ALICI', 'BUYER'),
    `${T('Ad soyad', 'Name')}: ${d.buyer.name}`,
    `${T('E-posta', 'E-mail')}: ${d.buyer.email}`,
    `${T('Telefon', 'Phone')}: ${d.buyer.phone}`,
    `${T('Teslimat adresi', 'Delivery address')}: ${address(d.shipping)}`,
    `${T('Fatura adresi', 'Billing address')}: ${address(d.billing)}`,
  ];

  const goods = [
    ...d.lines.map(
      (l) =>
        `- ${l.name}${l.option ? ` (${l.option})` : ''}, ${T('beden', 'size')} ${l.size}: ${l.quantity} × ${money(l.unit)} = ${money(l.total)}`,
    ),
    `${T('Ara toplam', 'Subtotal')}: ${money(d.subtotal)}`,
    ...(d.discount > 0 ? [`${T('İndirim', 'Discount')}${d.couponCode ? ` (${d.couponCode})` : ''}: -${money(d.discount)}`] : []),
    `${T('Kargo', 'Shipping')}: ${T('Ücretsiz', 'Free')}`,
    `${T('Toplam (vergiler dahil)', 'Total (taxes included)')}: ${money(d.total)}`,
    `${T('Ödeme', 'Payment')}: ${T('Kredi / banka kartı', 'Credit / debit card')}, ${
      d.installment > 1 ? `${d.installment} ${T('taksit', 'instalments')}, ${T('toplam', 'total')} ${money(d.paidTotal)}` : T('tek çekim', 'single payment')
    }`,
  ];

  const delivery = T(
    'Ürünler, siparişin onaylanmasından sonra en geç 30 gün içinde Alıcının bildirdiği teslimat adresine kargo ile teslim edilir. Stoktaki ürünler aynı gün kargoya verilir. Kargo ücreti Satıcıya aittir.',
    'The goods are delivered by courier to the delivery address the Buyer gave within 30 days of the order being confirmed at the latest. Items in stock are dispatched the same day. Shipping is paid by the Seller.',
  );
  const withdrawal = T(
    'Alıcı, ürünü teslim aldığı günden itibaren 14 (on dört) gün içinde hiçbir gerekçe göstermeksizin ve cezai şart ödemeksizin sözleşmeden cayma hakkına sahiptir. Cayma bildirimi Satıcının e-posta adresine yazılı olarak yapılır; ürün, bildirimden itibaren 10 gün içinde faturasıyla birlikte iade edilir. Satıcı, bildirimin kendisine ulaşmasından itibaren 14 gün içinde ödenen tutarın tamamını, ödemenin yapıldığı kartla iade eder. Alıcının istekleri veya kişisel ihtiyaçları doğrultusunda hazırlanan (ör. özel ölçüye göre üretilen) ürünlerde cayma hakkı kullanılamaz.',
    'The Buyer may withdraw from this contract within 14 (fourteen) days of receiving the goods without giving any reason and without penalty. Withdrawal is notified in writing to the Seller’s e-mail address; the goods are returned with their invoice within 10 days of the notice. The Seller refunds the full amount paid to the card used within 14 days of receiving the notice. Goods made to the Buyer’s specifications or clearly personalised (e.g. made to a custom size) cannot be returned under the right of withdrawal.',
  );
  const disputes = T(
    'Şikâyet ve itirazlar, Ticaret Bakanlığınca her yıl belirlenen parasal sınırlar dahilinde Alıcının yerleşim yerindeki veya işlemin yapıldığı yerdeki Tüketici Hakem Heyetine, bu sınırların üzerinde Tüketici Mahkemesine yapılabilir.',
    'Complaints may be brought, within the monetary limits set each year by the Ministry of Trade, before the Consumer Arbitration Committee of the Buyer’s place of residence or of the transaction, and above those limits before the Consumer Court.',
  );
  const orderLine = d.order
    ? `${T('Sipariş numarası', 'Order number')}: ${d.order.number} — ${T('Sipariş tarihi', 'Order date')}: ${when(d.order.date)}`
    : T('Sipariş numarası: ödeme başlatıldığında verilir.', 'Order number: given when the payment starts.');
  const acceptance = d.acceptance
    ? [
        '',
        `${T('Onay', 'Accepted')}: ${when(d.acceptance.at)} — IP ${d.acceptance.ip} — ${T('sürüm', 'version')} ${CONTRACT_VERSION}`,
        T(
          'Alıcı, bu metni okuduğunu ve elektronik ortamda onayladığını kabul eder.',
          'The Buyer confirms having read this text and accepted it electronically.',
        ),
      ]
    : [];
  const shopTerms = d.shopTerms?.trim() ? ['', T('EK HÜKÜMLER', 'ADDITIONAL TERMS'), d.shopTerms.trim()] : [];

  const preInformationForm = [
    T('ÖN BİLGİLENDİRME FORMU', 'PRE-INFORMATION FORM'),
    `${T('Sürüm', 'Version')} ${CONTRACT_VERSION}`,
    orderLine,
    '',
    ...parties,
    '',
    T('ÜRÜNLER VE ÖDEME', 'GOODS AND PAYMENT'),
    ...goods,
    '',
    T('TESLİMAT', 'DELIVERY'),
    delivery,
    '',
    T('CAYMA HAKKI', 'RIGHT OF WITHDRAWAL'),
    withdrawal,
    '',
    T('ŞİKÂYET VE İTİRAZ', 'COMPLAINTS'),
    disputes,
    ...acceptance,
  ].join('\n');

  const article = (n: number, tr: string, enTitle: string) => `${T('MADDE', 'ARTICLE')} ${n} — ${T(tr, enTitle)}`;
  const distanceSellingContract = [
    T('MESAFELİ SATIŞ SÖZLEŞMESİ', 'DISTANCE SELLING CONTRACT'),
    `${T('Sürüm', 'Version')} ${CONTRACT_VERSION}`,
    orderLine,
    '',
    article(1, 'TARAFLAR', 'PARTIES'),
    ...parties,
    '',
    article(2, 'KONU', 'SUBJECT'),
    T(
      'Bu sözleşme, Alıcının Satıcıya ait internet sitesinden elektronik ortamda sipariş verdiği aşağıdaki ürünlerin satışı ve teslimi ile ilgili olarak 6502 sayılı Tüketicinin Korunması Hakkında Kanun ve Mesafeli Sözleşmeler Yönetmeliği uyarınca tarafların hak ve yükümlülüklerini düzenler.',
      'This contract sets out the rights and obligations of the parties, under Turkish Consumer Protection Law No. 6502 and the Distance Contracts Regulation, for the sale and delivery of the goods below, ordered electronically by the Buyer on the Seller’s website.',
    ),
    '',
    article(3, 'ÜRÜNLER VE ÖDEME', 'GOODS AND PAYMENT'),
    ...goods,
    '',
    article(4, 'TESLİMAT', 'DELIVERY'),
    delivery,
    '',
    article(5, 'CAYMA HAKKI', 'RIGHT OF WITHDRAWAL'),
    withdrawal,
    '',
    article(6, 'GENEL HÜKÜMLER', 'GENERAL TERMS'),
    T(
      'Alıcı, ürünlerin temel nitelikleri, satış fiyatı, ödeme şekli ve teslimata ilişkin ön bilgileri okuyup bilgi sahibi olduğunu kabul eder. Ödemenin banka tarafından onaylanmaması halinde sözleşme kurulmamış sayılır.',
      'The Buyer confirms having read the pre-information on the goods’ main characteristics, price, payment and delivery. If the bank does not approve the payment, the contract is deemed not to have been made.',
    ),
    '',
    article(7, 'UYUŞMAZLIKLAR', 'DISPUTES'),
    disputes,
    ...shopTerms,
    ...acceptance,
  ].join('\n');

  return { preInformationForm, distanceSellingContract };
}
