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
} as const;
