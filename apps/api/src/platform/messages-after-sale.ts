/**
 * The catalogue's words for cancellations, refunds and returns (docs/decisions/024-after-sale.md), API
 * answers and e-mails alike (spread into MESSAGES, messages.ts).
 */
export const AFTER_SALE_MESSAGES = {
  idempotencyKeyInvalid: {
    tr: 'Idempotency-Key başlığı 8-100 karakter olmalı (harf, rakam, . : _ -).',
    en: 'The Idempotency-Key header must be 8-100 characters (letters, digits, . : _ -).',
  },
  orderBusy: {
    tr: 'Bu sipariş için başka bir işlem sürüyor. Lütfen birkaç saniye sonra tekrar deneyin.',
    en: 'Another change of this order is in progress. Please try again in a few seconds.',
  },
  cancelNotAllowed: {
    tr: 'Bu sipariş artık iptal edilemez: kargoya verilmiş, iptal edilmiş ya da ödenmemiş.',
    en: 'This order can no longer be cancelled: it has been shipped, cancelled or not paid.',
  },
  refundRefused: {
    tr: 'Ödeme kuruluşu iadeyi kabul etmedi: {reason}. Siparişte bir şey değişmedi.',
    en: 'The payment provider refused the refund: {reason}. Nothing changed on the order.',
  },
  refundPartlyDone: {
    tr: 'İadenin bir kısmı yapıldı ({done}); kalanını ödeme kuruluşu kabul etmedi: {reason}.',
    en: 'Part of the refund was made ({done}); the payment provider refused the rest: {reason}.',
  },
  refundNothingLeft: {
    tr: 'Bu siparişte iade edilecek tutar kalmadı.',
    en: 'Nothing is left to refund on this order.',
  },
  refundAboveLeft: {
    tr: 'İade tutarı, kalan {left} tutarını aşamaz.',
    en: 'The refund cannot exceed what is left, {left}.',
  },
  refundNotAllowed: {
    tr: 'Yalnızca ödenmiş bir sipariş iade edilebilir.',
    en: 'Only a paid order can be refunded.',
  },
  orderLineUnknown: {
    tr: 'Siparişte böyle bir satır yok.',
    en: 'The order has no such line.',
  },
  orderLineTooMany: {
    tr: '"{product}" için en fazla {max} adet seçilebilir.',
    en: 'At most {max} of "{product}" can be chosen.',
  },
  returnPersonalised: {
    tr: '"{product}" kişiye özel hazırlandığı için iade edilemez (cayma hakkı istisnası).',
    en: '"{product}" was made to order for you, so it cannot be returned (an exception to the right of withdrawal).',
  },
  returnNotShipped: {
    tr: 'İade talebi sipariş kargoya verildikten sonra yapılabilir; kargodan önce siparişi iptal edebilirsiniz.',
    en: 'A return can be asked for once the order has shipped; before that you can cancel the order.',
  },
  returnPeriodOver: {
    tr: '14 günlük cayma süresi {date} tarihinde sona erdi; iade talebi alınamıyor.',
    en: 'The 14-day withdrawal period ended on {date}; a return can no longer be asked for.',
  },
  returnAlreadyOpen: {
    tr: 'Bu sipariş için açık bir iade talebi var. Teslim alındığında yenisini açabilirsiniz.',
    en: 'This order already has an open return. A new one can be asked for once it has been received.',
  },
  returnNotOpen: {
    tr: 'Bu iade talebi açık değil.',
    en: 'This return is not open.',
  },
  deliveryNotAllowed: {
    tr: 'Yalnızca kargodaki bir sipariş teslim edildi olarak işaretlenebilir.',
    en: 'Only a shipped order can be marked delivered.',
  },
  deliveryInFuture: {
    tr: 'Teslim tarihi gelecekte olamaz.',
    en: 'The delivery date cannot be in the future.',
  },
  deliveryBeforeShipping: {
    tr: 'Teslim tarihi kargoya verilme tarihinden önce olamaz.',
    en: 'The delivery date cannot be before the order was shipped.',
  },

  // ---- e-mails (modules/orders/after-sale-mails.ts) ----
  mailCanceledSubject: {
    tr: '#{number} numaralı siparişiniz iptal edildi',
    en: 'Your order #{number} has been cancelled',
  },
  mailCanceledHeading: { tr: 'Siparişiniz iptal edildi', en: 'Your order has been cancelled' },
  mailCanceledBody: {
    tr: '#{number} numaralı siparişiniz iptal edildi ve ürünler satışa geri döndü.',
    en: 'Your order #{number} has been cancelled and its items are back on sale.',
  },
  mailVoided: {
    tr: 'Kartınızdan çekilen {amount} tutarındaki ödeme aynı gün iptal edildi; hesap özetinize yansımayacak.',
    en: 'The payment of {amount} was voided the same day; it will not appear on your card statement.',
  },
  mailRefunded: {
    tr: '{amount} ödemenizi yaptığınız karta tek seferde iade edildi (taksitli ödemelerde de tek seferde). Bankanıza göre 2-10 iş günü içinde hesabınızda görünür.',
    en: '{amount} has been refunded to the card you paid with, in one go (also for instalment payments). Depending on your bank it shows within 2-10 working days.',
  },
  mailRefundSubject: {
    tr: '#{number} numaralı siparişiniz için iade yapıldı',
    en: 'A refund for your order #{number}',
  },
  mailRefundHeading: { tr: 'İadeniz yapıldı', en: 'Your refund has been made' },
  mailRefundBody: {
    tr: '#{number} numaralı siparişiniz için iade yaptık.',
    en: 'We have made a refund for your order #{number}.',
  },
  mailReturnSubject: {
    tr: '#{number} numaralı siparişinizin iadesi teslim alındı',
    en: 'We received the return of your order #{number}',
  },
  mailReturnHeading: { tr: 'İadeniz teslim alındı', en: 'We received your return' },
  mailReturnBody: {
    tr: '#{number} numaralı siparişinizden gönderdiğiniz ürünler bize ulaştı: {lines}.',
    en: 'The items you sent back from order #{number} have arrived: {lines}.',
  },
  mailDeliveredSubject: {
    tr: '#{number} numaralı siparişiniz teslim edildi',
    en: 'Your order #{number} has been delivered',
  },
  mailDeliveredHeading: { tr: 'Siparişiniz teslim edildi', en: 'Your order has been delivered' },
  mailDeliveredBody: {
    tr: '#{number} numaralı siparişiniz {date} tarihinde teslim edildi. Güzel günlerde kullanmanızı dileriz.',
    en: 'Your order #{number} was delivered on {date}. We hope you enjoy it.',
  },
  mailDeliveredWithdrawal: {
    tr: 'Fikriniz değişirse {deadline} tarihine kadar sipariş sayfanızdan iade talebinde bulunabilirsiniz (kişiye özel ürünler hariç).',
    en: 'If you change your mind, you can ask for a return from your order page until {deadline} (personalised items excepted).',
  },
  mailShippingCorrectedSubject: {
    tr: '#{number} numaralı siparişinizin kargo bilgisi güncellendi',
    en: 'The shipping details of your order #{number} were corrected',
  },
  mailRefundsDueSubject: {
    tr: '{count} iade talebinin ödeme süresi doluyor',
    en: 'The refund of {count} returns is falling due',
  },
  mailRefundsDueHeading: { tr: 'Süresi dolan iadeler', en: 'Refunds falling due' },
  mailRefundsDueBody: {
    tr: 'Yasa, cayma bildiriminden itibaren 14 gün içinde ödenen tutarın iadesini ister. Şu açık iade taleplerinin süresi 3 gün içinde doluyor ya da geçti:',
    en: 'The law asks for the refund within 14 days of the withdrawal notice. These open returns are due within 3 days or overdue:',
  },
  mailRefundsDueLine: {
    tr: '#{number} — son gün {date}{overdue}',
    en: '#{number} — due {date}{overdue}',
  },
  mailRefundsDueOverdue: { tr: ' (süresi geçti)', en: ' (overdue)' },
  mailRefundsDueAction: { tr: 'Siparişleri aç', en: 'Open the orders' },
} as const;
