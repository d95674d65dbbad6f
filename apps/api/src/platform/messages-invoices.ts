/**
 * The catalogue's words for the back office's exports and order invoices (spread into MESSAGES,
 * messages.ts; docs/decisions/032-exports-and-invoices.md).
 */
export const INVOICE_MESSAGES = {
  notAPdf: {
    tr: '"{name}" bir PDF dosyası değil. Fatura olarak yalnızca PDF yüklenebilir.',
    en: '"{name}" is not a PDF file. Only a PDF can be attached as an invoice.',
  },
  invoiceOrderIdMissing: {
    tr: 'Faturanın ekleneceği siparişi seçin.',
    en: 'Choose the order to attach the invoice to.',
  },
  invoiceNotAllowed: {
    tr: 'Ödemesi alınmamış bir siparişe fatura eklenemez.',
    en: 'An invoice cannot be attached to an order that was never paid.',
  },
  invoiceNotFound: {
    tr: 'Bu siparişe henüz fatura eklenmedi.',
    en: 'No invoice has been attached to this order yet.',
  },
  invoiceFileMissing: {
    tr: 'Fatura dosyası şu anda okunamıyor. Lütfen mağazayla iletişime geçin.',
    en: 'The invoice file cannot be read right now. Please contact the shop.',
  },
  mailInvoiceSubject: {
    tr: '#{number} numaralı siparişinizin faturası hazır',
    en: 'The invoice for your order #{number} is ready',
  },
  mailInvoiceHeading: { tr: 'Faturanız hazır', en: 'Your invoice is ready' },
  mailInvoiceBody: {
    tr: '#{number} numaralı siparişinizin e-Arşiv faturası siparişinize eklendi. Sipariş sayfanızdan indirebilirsiniz.',
    en: 'The e-Arşiv invoice for your order #{number} has been attached to it. You can download it from your order page.',
  },
  mailInvoiceReplacedBody: {
    tr: '#{number} numaralı siparişinizin faturası yenisiyle değiştirildi. Geçerli fatura sipariş sayfanızdadır.',
    en: 'The invoice for your order #{number} has been replaced with a new one. The valid invoice is on your order page.',
  },
} as const;
