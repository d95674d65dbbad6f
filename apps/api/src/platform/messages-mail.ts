/**
 * The catalogue's words for e-mails and payment outcomes (spread into MESSAGES, messages.ts). {name}
 * placeholders are filled with `fill`.
 */
export const MAIL_MESSAGES = {
  mailSignature: {
    tr: 'Kehribar — kehribar ve doğal taş takı',
    en: 'Kehribar — amber and natural stone jewellery',
  },
  // ---- account (modules/account/account-mails.ts) ----
  mailConfirmSubject: { tr: 'Kehribar üyeliğinizi doğrulayın', en: 'Confirm your Kehribar membership' },
  mailConfirmHeading: { tr: 'Hoş geldiniz, {firstName}', en: 'Welcome, {firstName}' },
  mailConfirmBody: {
    tr: "Kehribar'a katıldığınız için teşekkür ederiz. Üyeliğinizi tamamlamak için lütfen e-posta adresinizi doğrulayın.",
    en: 'Thank you for joining Kehribar. Please confirm your e-mail address to complete your membership.',
  },
  mailConfirmAction: { tr: 'E-postamı doğrula', en: 'Confirm my e-mail' },
  mailConfirmFooter: { tr: 'Bağlantı 48 saat geçerlidir.', en: 'The link is valid for 48 hours.' },
  mailResetSubject: { tr: 'Kehribar şifrenizi sıfırlayın', en: 'Reset your Kehribar password' },
  mailResetHeading: { tr: 'Şifre sıfırlama', en: 'Password reset' },
  mailResetHello: { tr: 'Merhaba {firstName},', en: 'Hello {firstName},' },
  mailResetBody: {
    tr: 'Şifrenizi sıfırlamak için bir talep aldık. Aşağıdaki düğmeyle yeni bir şifre belirleyebilirsiniz.',
    en: 'We received a request to reset your password. Choose a new one with the button below.',
  },
  mailResetAction: { tr: 'Yeni şifre belirle', en: 'Choose a new password' },
  mailResetFooter: {
    tr: 'Bağlantı bir kez kullanılabilir ve 1 saat içinde geçersiz olur. Bu talebi siz yapmadıysanız bu e-postayı dikkate almayın.',
    en: 'The link works once and expires in 1 hour. If you did not ask for this, ignore this e-mail.',
  },
  // ---- orders (modules/orders/order-mails.ts) ----
  mailOrderLine: {
    tr: '{quantity} × {name}, beden {size} — {total}',
    en: '{quantity} × {name}, size {size} — {total}',
  },
  mailSubtotal: { tr: 'Ara toplam: {amount}', en: 'Subtotal: {amount}' },
  mailDiscount: { tr: 'İndirim{coupon}: -{amount}', en: 'Discount{coupon}: -{amount}' },
  mailShippingFree: { tr: 'Kargo: Ücretsiz', en: 'Shipping: Free' },
  mailTotal: { tr: 'Toplam: {amount}', en: 'Total: {amount}' },
  mailChargedInstalments: {
    tr: 'Kartınızdan: {amount} ({count} taksit)',
    en: 'Charged to your card: {amount} ({count} instalments)',
  },
  mailChargedOnce: {
    tr: 'Kartınızdan tek çekim: {amount}',
    en: 'Charged to your card in one payment: {amount}',
  },
  mailPreInformationFile: {
    tr: 'on-bilgilendirme-formu-{number}.txt',
    en: 'pre-information-form-{number}.txt',
  },
  mailContractFile: {
    tr: 'mesafeli-satis-sozlesmesi-{number}.txt',
    en: 'distance-selling-contract-{number}.txt',
  },
  mailOrderSubject: { tr: 'Siparişiniz alındı — #{number}', en: 'Your order #{number} is confirmed' },
  mailOrderHeading: { tr: 'Siparişiniz için teşekkür ederiz', en: 'Thank you for your order' },
  mailOrderBody: {
    tr: 'Sipariş numaranız {number}. Ödemeniz alındı; siparişinizi özenle hazırlayıp kargoya verdiğimizde size haber vereceğiz.',
    en: 'Your order number is {number}. Your payment has been received; we will let you know when your order is on its way.',
  },
  mailDeliveryAddress: { tr: 'Teslimat adresi: {address}', en: 'Delivery address: {address}' },
  mailBillingAddress: { tr: 'Fatura adresi: {address}', en: 'Billing address: {address}' },
  mailContractsAttached: {
    tr: 'Ön bilgilendirme formu ve mesafeli satış sözleşmesi bu e-postanın ekindedir.',
    en: 'The pre-information form and the distance selling contract are attached to this e-mail.',
  },
  mailViewOrder: { tr: 'Siparişi görüntüle', en: 'View your order' },
  mailShippedSubject: {
    tr: 'Siparişiniz kargoya verildi — #{number}',
    en: 'Your order #{number} has been shipped',
  },
  mailShippedHeading: { tr: 'Siparişiniz yola çıktı', en: 'Your order is on its way' },
  mailShippedBody: {
    tr: '{number} numaralı siparişiniz kargoya verildi.',
    en: 'Order {number} has been handed to the carrier.',
  },
  mailShippedTracking: {
    tr: 'Kargo firması: {carrier} — Takip numarası: {code}',
    en: 'Carrier: {carrier} — Tracking number: {code}',
  },
  mailTrackParcel: { tr: 'Kargonuzu takip edin', en: 'Track your parcel' },
  // ---- 3-D Secure outcomes by mdStatus (modules/payments/callback.service.ts) ----
  threeDsFailed: { tr: '3-D Secure doğrulaması başarısız oldu.', en: '3-D Secure verification failed.' },
  threeDsNotEnrolled: {
    tr: 'Kart 3-D Secure sistemine kayıtlı değil.',
    en: 'The card is not enrolled in 3-D Secure.',
  },
  threeDsError: {
    tr: '3-D Secure hatası (mdStatus {mdStatus}).',
    en: '3-D Secure error (mdStatus {mdStatus}).',
  },
} as const;
