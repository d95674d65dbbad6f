/**
 * The catalogue's words for back-in-stock requests and their mail, and for the gift note (spread into
 * MESSAGES, messages.ts; docs/decisions/042-back-in-stock-and-gift-note.md).
 */
export const BACK_IN_STOCK_MESSAGES = {
  backInStockRecorded: {
    tr: '{product} yeniden stoğa girdiğinde {email} adresine bir kez haber vereceğiz.',
    en: 'We will write to {email} once, when {product} is back in stock.',
  },
  backInStockInStock: {
    tr: 'Bu ürün şu anda stokta; hemen sepetinize ekleyebilirsiniz.',
    en: 'This product is in stock now; you can add it to your basket right away.',
  },
  backInStockEmailRequired: {
    tr: 'Size haber verebilmemiz için bir e-posta adresi yazın.',
    en: 'Please enter an e-mail address so that we can let you know.',
  },
  backInStockVariantUnknown: {
    tr: 'Bu seçenek bu ürüne ait değil.',
    en: 'This option does not belong to this product.',
  },
  stockNoticeLinkInvalid: {
    tr: 'Bu iptal bağlantısı geçersiz. Lütfen e-postadaki bağlantıyı eksiksiz açın.',
    en: 'This cancel link is not valid. Please open the whole link from the e-mail.',
  },
  stockNoticeCancelled: {
    tr: 'Haber verme isteğiniz iptal edildi ve e-posta adresiniz bu istekten silindi.',
    en: 'Your request was cancelled and your e-mail address removed from it.',
  },
  mailBackInStockSubject: { tr: '{product} yeniden stokta', en: '{product} is back in stock' },
  mailBackInStockHeading: { tr: 'Beklediğiniz ürün geri geldi', en: 'The piece you waited for is back' },
  mailBackInStockBody: {
    tr: '{email} adresine haber vermemizi istediğiniz {product} yeniden stokta.',
    en: '{product}, which you asked us to tell {email} about, is back in stock.',
  },
  mailBackInStockOnce: {
    tr: 'Bu e-postayı yalnız bir kez gönderiyoruz; adetler sınırlı olabilir.',
    en: 'We send this e-mail only once; there may be only a few pieces.',
  },
  mailBackInStockAction: { tr: 'Ürüne git', en: 'See the product' },
  mailBackInStockCancel: {
    tr: 'Bu isteği iptal et ve adresimi sil',
    en: 'Cancel this request and remove my address',
  },
  mailGiftNote: { tr: 'Hediye notunuz: “{note}”', en: 'Your gift note: “{note}”' },
  giftPackageLine: {
    tr: 'Hediye paketi: pakette fiyat bilgisi yer almaz.',
    en: 'Gift package: no prices inside the parcel.',
  },
} as const;
