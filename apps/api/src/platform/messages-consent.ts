/**
 * The catalogue's words for marketing consent: the welcome mail and unsubscribing (spread into MESSAGES,
 * messages.ts; docs/decisions/026-marketing-consent-and-privacy-notice.md).
 */
export const CONSENT_MESSAGES = {
  mailWelcomeSubject: {
    tr: 'Kehribar bültenine hoş geldiniz',
    en: 'Welcome to the Kehribar newsletter',
  },
  mailWelcomeHeading: { tr: 'Bültenimize hoş geldiniz', en: 'Welcome to our newsletter' },
  mailWelcomeBody: {
    tr: 'Yeni koleksiyonlar, kampanyalar ve kehribar üzerine yazılarımız artık {email} adresine gelecek.',
    en: 'New collections, offers and our writing on amber will now come to {email}.',
  },
  mailWelcomeRecord: {
    tr: 'İzniniz {date} tarihinde, {source} üzerinden kaydedildi.',
    en: 'Your consent was recorded on {date}, through {source}.',
  },
  mailWelcomeAction: { tr: 'Koleksiyona göz atın', en: 'Browse the collection' },
  mailWelcomeFooter: {
    tr: 'İstediğiniz an, giriş yapmadan, tek tıkla aboneliğinizi sonlandırabilirsiniz.',
    en: 'You can unsubscribe at any time, in one click, without signing in.',
  },
  mailUnsubscribeLink: { tr: 'Abonelikten çık', en: 'Unsubscribe' },
  consentSourceNewsletter: { tr: 'bülten formu', en: 'the newsletter form' },
  consentSourceAccount: { tr: 'üyelik formu', en: 'the sign-up form' },
  consentSourceCheckout: { tr: 'sipariş formu', en: 'the checkout form' },
  unsubscribeLinkInvalid: {
    tr: 'Abonelikten çıkma bağlantısı geçersiz. Lütfen e-postadaki bağlantıyı eksiksiz açın.',
    en: 'The unsubscribe link is invalid. Please open the link from the e-mail in full.',
  },
  unsubscribed: {
    tr: '{email} adresine artık pazarlama e-postası gönderilmeyecek.',
    en: '{email} will no longer receive marketing e-mail.',
  },
} as const;
