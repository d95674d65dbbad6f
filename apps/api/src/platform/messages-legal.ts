/**
 * The catalogue's words for the pre-information form and the distance selling contract (spread into
 * MESSAGES, messages.ts; modules/orders/legal-documents.ts). Changing them means raising CONTRACT_VERSION.
 */
export const LEGAL_MESSAGES = {
  legalParties: { tr: 'TARAFLAR', en: 'PARTIES' },
  legalSubject: { tr: 'KONU', en: 'SUBJECT' },
  legalGoodsAndPayment: { tr: 'ÜRÜNLER VE ÖDEME', en: 'GOODS AND PAYMENT' },
  legalDelivery: { tr: 'TESLİMAT', en: 'DELIVERY' },
  legalRightOfWithdrawal: { tr: 'CAYMA HAKKI', en: 'RIGHT OF WITHDRAWAL' },
  legalGeneralTerms: { tr: 'GENEL HÜKÜMLER', en: 'GENERAL TERMS' },
  legalDisputes: { tr: 'UYUŞMAZLIKLAR', en: 'DISPUTES' },
  legalSeller: { tr: 'SATICI', en: 'SELLER' },
  legalName: { tr: 'Unvan', en: 'Name' },
  legalAddress: { tr: 'Adres', en: 'Address' },
  legalPhone: { tr: 'Telefon', en: 'Phone' },
  legalEMail: { tr: 'E-posta', en: 'E-mail' },
  legalWebsite: { tr: 'İnternet sitesi', en: 'Website' },
  legalMersisNo: { tr: 'MERSİS numarası', en: 'MERSİS number' },
  legalKepAddress: { tr: 'KEP adresi', en: 'KEP address' },
  legalBuyer: { tr: 'ALICI', en: 'BUYER' },
  legalName2: { tr: 'Ad soyad', en: 'Name' },
  legalDeliveryAddress: { tr: 'Teslimat adresi', en: 'Delivery address' },
  legalBillingAddress: { tr: 'Fatura adresi', en: 'Billing address' },
  legalSize: { tr: 'beden', en: 'size' },
  legalSubtotal: { tr: 'Ara toplam', en: 'Subtotal' },
  legalDiscount: { tr: 'İndirim', en: 'Discount' },
  legalShipping: { tr: 'Kargo', en: 'Shipping' },
  legalFree: { tr: 'Ücretsiz', en: 'Free' },
  legalTotalTaxesIncluded: { tr: 'Toplam (vergiler dahil)', en: 'Total (taxes included)' },
  legalPayment: { tr: 'Ödeme', en: 'Payment' },
  legalCreditDebitCard: { tr: 'Kredi / banka kartı', en: 'Credit / debit card' },
  legalInstalments: { tr: 'taksit', en: 'instalments' },
  legalTotal: { tr: 'toplam', en: 'total' },
  legalSinglePayment: { tr: 'tek çekim', en: 'single payment' },
  legalTheGoodsAreDelivered: {
    tr: 'Ürünler, siparişin onaylanmasından sonra en geç 30 gün içinde Alıcının bildirdiği teslimat adresine kargo ile teslim edilir. Stoktaki ürünler aynı gün kargoya verilir. Kargo ücreti Satıcıya aittir.',
    en: 'The goods are delivered by courier to the delivery address the Buyer gave within 30 days of the order being confirmed at the latest. Items in stock are dispatched the same day. Shipping is paid by the Seller.',
  },
  legalTheBuyerMayWithdraw: {
    tr: 'Alıcı, ürünü teslim aldığı günden itibaren 14 (on dört) gün içinde hiçbir gerekçe göstermeksizin ve cezai şart ödemeksizin sözleşmeden cayma hakkına sahiptir; bu hakkı sözleşmenin kurulmasından teslime kadar da kullanabilir.',
    en: 'The Buyer may withdraw from this contract within 14 (fourteen) days of receiving the goods without giving any reason and without penalty, and may also do so between the contract and delivery.',
  },
  legalHowToWithdraw: {
    tr: 'Cayma bildirimi, sipariş sayfasındaki (hesabım › siparişlerim ya da sipariş e-postasındaki bağlantı) "İade talebi" ile iade edilecek ürünler ve adetleri seçilerek ya da Satıcının e-posta adresine yazılı olarak yapılır. Kargoya verilmemiş bir sipariş aynı sayfadan iptal edilebilir.',
    en: 'Withdrawal is notified with "Request a return" on the order page (my account › orders, or the link in the order e-mail), choosing the items and quantities to send back, or in writing to the Seller’s e-mail address. An order not yet shipped can be cancelled on the same page.',
  },
  legalReturnWithCarrier: {
    tr: 'Ürün, bildirimden itibaren 10 gün içinde faturasıyla birlikte Satıcının anlaşmalı kargosu {carrier} ile {code} iade koduyla gönderilir; bu durumda iade kargo ücreti Satıcıya aittir.',
    en: 'The goods are sent back with their invoice within 10 days of the notice with the Seller’s contracted carrier {carrier}, using return code {code}; the return shipping is then paid by the Seller.',
  },
  legalReturnNoCarrier: {
    tr: 'Ürün, bildirimden itibaren 10 gün içinde faturasıyla birlikte Satıcının bildireceği anlaşmalı kargo ile gönderilir; bu durumda iade kargo ücreti Satıcıya aittir.',
    en: 'The goods are sent back with their invoice within 10 days of the notice with the contracted carrier the Seller names; the return shipping is then paid by the Seller.',
  },
  legalRefundInOneGo: {
    tr: 'Satıcı, cayma bildiriminin kendisine ulaşmasından itibaren 14 gün içinde tahsil ettiği tutarın tamamını, ödemenin yapıldığı karta, taksitli ödemelerde de tek seferde iade eder; tutarın hesaba yansıma süresi bankaya bağlıdır.',
    en: 'Within 14 days of receiving the notice the Seller refunds the full amount collected to the card used, in one go also for instalment payments; when it shows on the account depends on the bank.',
  },
  legalWithdrawalExceptions: {
    tr: 'Alıcının istekleri veya kişisel ihtiyaçları doğrultusunda hazırlanan (ör. isim işlenen ya da özel ölçüye göre üretilen) ürünlerde cayma hakkı kullanılamaz; bu ürünler sipariş satırında belirtilir.',
    en: 'Goods made to the Buyer’s specifications or clearly personalised (e.g. engraved or made to a custom size) cannot be returned under the right of withdrawal; such goods are marked in the order lines.',
  },
  legalPersonalisedLine: {
    tr: 'kişiye özel, cayma hakkı yok',
    en: 'personalised, no right of withdrawal',
  },
  legalComplaintsMayBeBrought: {
    tr: 'Şikâyet ve itirazlar, Ticaret Bakanlığınca her yıl belirlenen parasal sınırlar dahilinde Alıcının yerleşim yerindeki veya işlemin yapıldığı yerdeki Tüketici Hakem Heyetine, bu sınırların üzerinde Tüketici Mahkemesine yapılabilir.',
    en: 'Complaints may be brought, within the monetary limits set each year by the Ministry of Trade, before the Consumer Arbitration Committee of the Buyer’s place of residence or of the transaction, and above those limits before the Consumer Court.',
  },
  legalOrderNumber: { tr: 'Sipariş numarası', en: 'Order number' },
  legalOrderDate: { tr: 'Sipariş tarihi', en: 'Order date' },
  legalOrderNumberGivenWhen: {
    tr: 'Sipariş numarası: ödeme başlatıldığında verilir.',
    en: 'Order number: given when the payment starts.',
  },
  legalAccepted: { tr: 'Onay', en: 'Accepted' },
  legalVersion: { tr: 'sürüm', en: 'version' },
  legalTheBuyerConfirmsHaving: {
    tr: 'Alıcı, bu metni okuduğunu ve elektronik ortamda onayladığını kabul eder.',
    en: 'The Buyer confirms having read this text and accepted it electronically.',
  },
  legalAdditionalTerms: { tr: 'EK HÜKÜMLER', en: 'ADDITIONAL TERMS' },
  legalPreInformationForm: { tr: 'ÖN BİLGİLENDİRME FORMU', en: 'PRE-INFORMATION FORM' },
  legalVersion2: { tr: 'Sürüm', en: 'Version' },
  legalComplaints: { tr: 'ŞİKÂYET VE İTİRAZ', en: 'COMPLAINTS' },
  legalArticle: { tr: 'MADDE', en: 'ARTICLE' },
  legalDistanceSellingContract: { tr: 'MESAFELİ SATIŞ SÖZLEŞMESİ', en: 'DISTANCE SELLING CONTRACT' },
  legalThisContractSetsOut: {
    tr: 'Bu sözleşme, Alıcının Satıcıya ait internet sitesinden elektronik ortamda sipariş verdiği aşağıdaki ürünlerin satışı ve teslimi ile ilgili olarak 6502 sayılı Tüketicinin Korunması Hakkında Kanun ve Mesafeli Sözleşmeler Yönetmeliği uyarınca tarafların hak ve yükümlülüklerini düzenler.',
    en: 'This contract sets out the rights and obligations of the parties, under Turkish Consumer Protection Law No. 6502 and the Distance Contracts Regulation, for the sale and delivery of the goods below, ordered electronically by the Buyer on the Seller’s website.',
  },
  legalTheBuyerConfirmsHaving2: {
    tr: 'Alıcı, ürünlerin temel nitelikleri, satış fiyatı, ödeme şekli ve teslimata ilişkin ön bilgileri okuyup bilgi sahibi olduğunu kabul eder. Ödemenin banka tarafından onaylanmaması halinde sözleşme kurulmamış sayılır.',
    en: 'The Buyer confirms having read the pre-information on the goods’ main characteristics, price, payment and delivery. If the bank does not approve the payment, the contract is deemed not to have been made.',
  },
} as const;
