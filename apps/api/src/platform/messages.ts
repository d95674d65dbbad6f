import { AFTER_SALE_MESSAGES } from './messages-after-sale.ts';
import { DATA_RIGHTS_MESSAGES } from './messages-data-rights.ts';
import { CONSENT_MESSAGES } from './messages-consent.ts';
import { LEGAL_MESSAGES } from './messages-legal.ts';
import { LIST_MESSAGES } from './messages-lists.ts';
import { MAIL_MESSAGES } from './messages-mail.ts';
import { INVOICE_MESSAGES } from './messages-invoices.ts';
import { STAFF_MESSAGES } from './messages-staff.ts';
import { REVIEW_MESSAGES } from './messages-reviews.ts';
import { OPERATIONS_MESSAGES } from './messages-operations.ts';
import { BACK_IN_STOCK_MESSAGES } from './messages-back-in-stock.ts';
import { CARD_MESSAGES, RULE_MESSAGES, type Language, type RuleMessageKey } from '@kehribar/contracts';

/**
 * User-facing server messages in both languages. Keys are stable; modules add their own messages here
 * so the whole catalogue is in one place for translators.
 */
const API_MESSAGES = {
  validationFailed: { tr: 'Gönderilen bilgiler geçersiz.', en: 'The submitted data is invalid.' },
  notFound: { tr: 'Aradığınız kayıt bulunamadı.', en: 'The requested record was not found.' },
  routeNotFound: { tr: 'Böyle bir adres yok.', en: 'No such address.' },
  unauthorized: {
    tr: 'Oturumunuz geçersiz ya da süresi dolmuş.',
    en: 'Your session is invalid or has expired.',
  },
  forbidden: { tr: 'Bu işlem için yetkiniz yok.', en: 'You are not allowed to do this.' },
  rateLimited: {
    tr: 'Çok fazla deneme yaptınız. Lütfen biraz sonra tekrar deneyin.',
    en: 'Too many attempts. Please try again a little later.',
  },
  payloadTooLarge: { tr: 'Gönderilen veri çok büyük.', en: 'The request is too large.' },
  unsupportedMedia: { tr: 'Bu içerik türü desteklenmiyor.', en: 'This content type is not supported.' },
  jsonTooDeep: {
    tr: 'Gönderilen veri en fazla {max} düzey iç içe olabilir.',
    en: 'The data sent may be nested at most {max} levels deep.',
  },
  emptyJsonBody: { tr: 'JSON gövdesi boş olamaz.', en: 'The JSON body cannot be empty.' },
  invalidJsonBody: { tr: 'Gönderilen veri geçerli bir JSON değil.', en: 'The body sent is not valid JSON.' },
  badContentLength: {
    tr: 'Gönderilen verinin boyu bildirilen boyla uyuşmuyor.',
    en: 'The body does not match its Content-Length.',
  },
  badUrl: { tr: 'Adreste geçersiz bir bölüm var.', en: 'The address has an invalid part.' },
  nulCharacter: { tr: 'NUL karakteri içeriyor', en: 'contains a NUL character' },
  internal: { tr: 'Bilinmeyen bir hata oluştu!', en: 'An unknown error occurred!' },
  invalidClient: { tr: 'İstemci bilgileri geçersiz.', en: 'Invalid client credentials.' },
  invalidCredentials: {
    tr: 'E-posta adresi veya şifre hatalı.',
    en: 'The e-mail address or password is wrong.',
  },
  emailNotConfirmed: {
    tr: 'E-posta adresiniz henüz doğrulanmadı. Gelen kutunuzdaki bağlantıya tıklayın ya da "Doğrulama e-postasını tekrar gönder" ile yeni bir bağlantı isteyin.',
    en: 'Your e-mail address is not confirmed yet. Click the link in your inbox, or ask for a new one with "Resend confirmation e-mail".',
  },
  passwordTooShort: {
    tr: 'Şifre en az 10 karakter olmalıdır.',
    en: 'The password must be at least 10 characters long.',
  },
  passwordIsEmail: {
    tr: 'Şifre e-posta adresinizle aynı olamaz.',
    en: 'The password cannot be your e-mail address.',
  },
  passwordTooCommon: {
    tr: 'Bu şifre çok yaygın ya da kolay tahmin edilir (ör. 123456, adınız, takım ve yıl). Daha uzun, size özel bir şifre seçin.',
    en: 'This password is too common or easy to guess (e.g. 123456, your name, a team and a year). Choose a longer one of your own.',
  },
  signInLocked: {
    tr: 'Bu hesap için çok fazla hatalı giriş denendi. {minutes} dakika sonra tekrar deneyin ya da "Şifremi unuttum" ile yeni şifre belirleyin.',
    en: 'Too many failed sign-ins for this account. Try again in {minutes} min., or set a new password with "Forgot my password".',
  },
  resetLocked: {
    tr: 'Bu adres için çok fazla şifre sıfırlama istendi. {minutes} dakika sonra tekrar deneyin.',
    en: 'Too many password resets were asked for this address. Try again in {minutes} min.',
  },
  invalidRefreshToken: {
    tr: 'Oturum yenilenemedi. Lütfen tekrar giriş yapın.',
    en: 'The session could not be renewed. Please sign in again.',
  },
  // ---- coupons, checkout, payment and orders (modules/coupons, orders, payments) ----
  couponUnknown: { tr: 'Bu kupon kodu geçerli değil.', en: 'This coupon code is not valid.' },
  couponExpired: { tr: 'Bu kuponun kullanım süresi sona erdi.', en: 'This coupon has expired.' },
  couponNotStarted: {
    tr: 'Bu kupon {date} tarihinden itibaren kullanılabilir.',
    en: 'This coupon can be used from {date}.',
  },
  couponMinAmount: {
    tr: 'Bu kupon en az {amount} tutarındaki alışverişlerde geçerlidir.',
    en: 'This coupon needs a purchase of at least {amount}.',
  },
  couponMinQuantity: {
    tr: 'Bu kupon en az {quantity} ürünlük alışverişlerde geçerlidir.',
    en: 'This coupon needs at least {quantity} items in the basket.',
  },
  couponNoEligibleProduct: {
    tr: 'Sepetinizde bu kuponun geçerli olduğu bir ürün yok.',
    en: 'None of the items in your basket are covered by this coupon.',
  },
  couponAlreadyUsed: { tr: 'Bu kuponu daha önce kullandınız.', en: 'You have already used this coupon.' },
  couponUsageLimit: {
    tr: 'Bu kuponun kullanım limiti doldu.',
    en: 'This coupon has reached its usage limit.',
  },
  couponUsageHeld: {
    tr: 'Bu kuponun kalan kullanım hakları, ödemesi beklenen siparişlere ayrıldı. Birkaç dakika sonra yeniden deneyebilir ya da kuponu kaldırarak devam edebilirsiniz.',
    en: 'The remaining uses of this coupon are held by orders awaiting payment. You can try again in a few minutes, or remove the coupon and go on.',
  },
  couponHeldByBuyer: {
    tr: 'Bu kupon, ödemesi beklenen başka bir siparişinizde kullanılıyor. O ödeme sonuçlanınca yeniden deneyebilirsiniz.',
    en: 'This coupon is used by another order of yours that is awaiting payment. You can try again once that payment has ended.',
  },
  couponApplied: { tr: 'Başarılı şekilde eklendi kupon.', en: 'The coupon has been applied.' },
  couponCodeTaken: { tr: 'Bu kupon kodu zaten var.', en: 'A coupon with this code already exists.' },
  couponNotFound: { tr: 'Kupon bulunamadı.', en: 'Coupon not found.' },
  couponProductsUnknown: {
    tr: 'Seçilen ürünlerden bazıları bulunamadı.',
    en: 'Some of the chosen products do not exist.',
  },
  couponCollectionsUnknown: {
    tr: 'Seçilen koleksiyonlardan bazıları bulunamadı.',
    en: 'Some of the chosen collections do not exist.',
  },
  basketEmpty: { tr: 'Sepetiniz boş.', en: 'Your basket is empty.' },
  checkoutOutOfStock: {
    tr: '"{product}" için stokta yalnızca {stock} adet kaldı. Lütfen sepetinizi güncelleyin.',
    en: 'Only {stock} of "{product}" are left in stock. Please update your basket.',
  },
  checkoutUnpriced: {
    tr: '"{product}" şu anda satılamıyor: fiyatı yok. Lütfen sepetinizden çıkarın.',
    en: '"{product}" cannot be sold right now: it has no price. Please remove it from your basket.',
  },
  checkoutSoldOut: {
    tr: '"{product}" tükendi. Lütfen sepetinizden çıkarın.',
    en: '"{product}" is sold out. Please remove it from your basket.',
  },
  contractVersionOutdated: {
    tr: 'Sözleşme metinleri güncellendi. Lütfen güncel ön bilgilendirme formunu ve mesafeli satış sözleşmesini okuyup onaylayın.',
    en: 'The contract texts have changed. Please read and accept the current pre-information form and distance selling contract.',
  },
  installmentAboveCap: {
    tr: 'Sepetinizdeki ürünler için en fazla {max} taksit yapılabilir; {max} taksit veya tek çekim seçin.',
    en: 'The items in your basket allow at most {max} instalments; choose {max} or fewer, or a single payment.',
  },
  installmentsSingleOnly: {
    tr: 'Sepetinizdeki ürünler taksitle satılamaz (kuyum ürünlerinde kredi kartına taksit uygulanmaz); lütfen tek çekim seçin.',
    en: 'The items in your basket cannot be paid in instalments (jewellery is paid by card in one go); please choose a single payment.',
  },
  installmentUnavailable: {
    tr: 'Seçtiğiniz taksit sayısı bu kart için kullanılamıyor.',
    en: 'The chosen number of instalments is not available for this card.',
  },
  amountTooSmall: {
    tr: 'Kartla ödenecek tutar en az {amount} olmalıdır.',
    en: 'The amount paid by card must be at least {amount}.',
  },
  paymentRefused: { tr: 'Ödeme başlatılamadı: {reason}', en: 'The payment could not be started: {reason}' },
  paymentUnavailable: {
    tr: 'Ödeme hizmetine şu anda ulaşılamıyor. Lütfen biraz sonra tekrar deneyin.',
    en: 'The payment service cannot be reached right now. Please try again a little later.',
  },
  paymentExpired: { tr: 'Ödeme süresi doldu.', en: 'The payment time ran out.' },
  paymentReturned: {
    tr: 'Kartınızdan çekilen tutar iade edildi; bankanız ekstrenizden birkaç gün içinde düşer.',
    en: 'The amount taken from your card was returned; your bank will clear it from your statement within a few days.',
  },
  paymentNotCharged: {
    tr: 'Bankanız ödemeyi onaylamadı; kartınızdan tutar çekilmedi.',
    en: 'Your bank did not confirm the payment; nothing was taken from your card.',
  },
  orderNotFound: { tr: 'Sipariş bulunamadı.', en: 'Order not found.' },
  orderTransitionRefused: {
    tr: 'Siparişin durumu bu şekilde değiştirilemez.',
    en: 'The order cannot change to that status.',
  },
  shippingNotAllowed: {
    tr: 'Bu Ürün kargolanamaz Ödemesi Tamamlanmamış!',
    en: 'This order cannot be shipped: its payment is not complete.',
  },
  productNotFound: { tr: 'Ürün bulunamadı.', en: 'Product not found.' },
  variantNotFound: { tr: 'Ürün seçeneği bulunamadı.', en: 'Product option not found.' },
  // Sale prices (docs/decisions/025-sale-prices-and-reference-price.md).
  saleNotBelowReference: {
    tr: 'İndirimli fiyat, indirimden önceki 30 günün en düşük fiyatının ({reference}) altında olmalı.',
    en: 'The sale price must be below the lowest price of the 30 days before the sale ({reference}).',
  },
  saleNotBelowPrice: {
    tr: 'İndirimli fiyat, ürünün fiyatının altında olmalı.',
    en: 'The sale price must be below the regular price.',
  },
  saleWithoutPriceHistory: {
    tr: 'İndirim, ürün önce bir süre bu fiyatla satışta kaldıktan sonra başlatılabilir; yeni bir ürün indirimle eklenemez.',
    en: 'A sale can start only once the item has been on sale at its price; a new item cannot be added on sale.',
  },
  saleEndInPast: {
    tr: 'İndirimin bitiş tarihi ileride olmalı.',
    en: 'The sale end date must be in the future.',
  },
  categoryNotFound: { tr: 'Kategori bulunamadı.', en: 'Category not found.' },
  collectionNotFound: { tr: 'Koleksiyon bulunamadı.', en: 'Collection not found.' },
  unknownCacheKey: {
    tr: 'Bilinmeyen önbellek anahtarı. Geçerli anahtarlar:',
    en: 'Unknown cache key. Valid keys:',
  },
  notYourBasket: {
    tr: 'Bu sepet ya da favori listesi size ait değil.',
    en: 'This basket or favourites list is not yours.',
  },
  outOfStock: {
    tr: 'Bu üründen stokta yalnızca {stock} adet var.',
    en: 'Only {stock} of this item are in stock.',
  },
  soldOut: { tr: 'Bu ürün tükendi.', en: 'This item is sold out.' },
  invalidSize: {
    tr: 'Lütfen geçerli bir renk ve beden seçiniz.',
    en: 'Please select a valid colour and size.',
  },
  basketItemNotFound: { tr: 'Sepette böyle bir ürün yok.', en: 'No such item in the basket.' },
  emailTaken: {
    tr: 'Bu e-posta adresiyle zaten bir üyelik var. Giriş yapabilir ya da şifrenizi sıfırlayabilirsiniz.',
    en: 'An account with this e-mail address already exists. You can sign in or reset your password.',
  },
  captchaFailed: {
    tr: 'Robot doğrulaması başarısız oldu. Lütfen doğrulamayı yeniden yapın.',
    en: 'The robot check failed. Please complete it again.',
  },
  signupDone: {
    tr: '{email} adresine bir doğrulama e-postası gönderdik. Üyeliğinizi onaylamak için e-postadaki bağlantıya tıklayın.',
    en: 'We sent a confirmation e-mail to {email}. Click the link in it to confirm your membership.',
  },
  confirmLinkInvalid: {
    tr: 'Doğrulama bağlantısı geçersiz ya da süresi dolmuş. Yeni bir bağlantı isteyebilirsiniz.',
    en: 'The confirmation link is invalid or has expired. You can ask for a new one.',
  },
  emailConfirmed: {
    tr: 'E-posta adresiniz doğrulandı. Artık giriş yapabilirsiniz.',
    en: 'Your e-mail address is confirmed. You can sign in now.',
  },
  emailAlreadyConfirmed: {
    tr: 'E-posta adresiniz zaten doğrulanmış. Giriş yapabilirsiniz.',
    en: 'Your e-mail address is already confirmed. You can sign in.',
  },
  resendSent: {
    tr: '{email} adresi kayıtlı ve doğrulanmamışsa yeni bir doğrulama bağlantısı gönderildi.',
    en: 'If {email} is registered and not yet confirmed, a new confirmation link has been sent.',
  },
  resetRequested: {
    tr: 'Şifre sıfırlama talebiniz alındı. {email} adresi kayıtlıysa sıfırlama bağlantısı e-posta ile gönderildi.',
    en: 'Your reset request was received. If {email} is registered, a reset link has been e-mailed.',
  },
  resetLinkInvalid: {
    tr: 'Şifre sıfırlama bağlantısı geçersiz, kullanılmış ya da süresi dolmuş. Lütfen yeni bir bağlantı isteyin.',
    en: 'The reset link is invalid, used or expired. Please ask for a new one.',
  },
  passwordReset: {
    tr: 'Şifreniz başarıyla sıfırlandı. Artık yeni şifrenizle giriş yapabilirsiniz.',
    en: 'Your password has been reset. You can now sign in with your new password.',
  },
  subscribed: {
    tr: 'Bültenimize abone oldunuz. Teşekkürler!',
    en: 'You are subscribed to our newsletter. Thank you!',
  },
  alreadySubscribed: {
    tr: 'Bu e-posta adresi bültenimize zaten abone.',
    en: 'This e-mail address is already subscribed.',
  },
  addressNotFound: { tr: 'Adres bulunamadı.', en: 'Address not found.' },
  // ---- back office (modules/admin) ----
  subCategoryNotFound: { tr: 'Alt kategori bulunamadı.', en: 'Sub-category not found.' },
  imageNotFound: { tr: 'Fotoğraf bulunamadı.', en: 'Photo not found.' },
  storeNotFound: { tr: 'Mağaza bulunamadı.', en: 'Store not found.' },
  pressNotFound: { tr: 'Basın kaydı bulunamadı.', en: 'Press item not found.' },
  bannerNotFound: { tr: 'Afiş bulunamadı.', en: 'Banner not found.' },
  reorderIncomplete: {
    tr: 'Sıralama listesi her kaydı tam bir kez içermeli; sayfayı yenileyip yeniden deneyin.',
    en: 'The new order must list every record exactly once; reload the page and try again.',
  },
  colorNotFound: { tr: 'Renk bulunamadı.', en: 'Colour not found.' },
  aboutUsNotFound: { tr: 'Hakkımızda kaydı bulunamadı.', en: 'About-us entry not found.' },
  subCategoryNotInCategory: {
    tr: 'Seçilen alt kategori bu kategoriye ait değil.',
    en: 'The chosen sub-category does not belong to this category.',
  },
  categoryHasProducts: {
    tr: 'Bu kategoride hâlâ {count} ürün var. Kategoriyi silmeden önce ürünleri başka bir kategoriye taşıyın ya da silin.',
    en: 'This category still has {count} products. Move them to another category or delete them first.',
  },
  colorRequired: {
    tr: 'Renk adı ve renk kodu boş olamaz.',
    en: 'Colour name and colour code cannot be empty.',
  },
  colorCodeInvalid: {
    tr: 'Renk kodu #rrggbb biçiminde olmalıdır (ör. #d9820f).',
    en: 'The colour code must look like #rrggbb (e.g. #d9820f).',
  },
  notMultipart: {
    tr: 'Dosyalar multipart/form-data olarak gönderilmelidir.',
    en: 'Files must be sent as multipart/form-data.',
  },
  noFileChosen: { tr: 'Lütfen yüklenecek bir dosya seçin.', en: 'Please choose a file to upload.' },
  onlyOneFile: { tr: 'Bu alana yalnızca bir dosya yüklenebilir.', en: 'Only one file can be uploaded here.' },
  tooManyFiles: {
    tr: 'Tek seferde en fazla {max} dosya yükleyebilirsiniz.',
    en: 'You can upload at most {max} files at a time.',
  },
  unexpectedFileField: { tr: 'Beklenmeyen dosya alanı: {field}.', en: 'Unexpected file field: {field}.' },
  fileTooLarge: {
    tr: 'Dosya çok büyük: en fazla {mb} MB yükleyebilirsiniz.',
    en: 'The file is too large: the limit is {mb} MB.',
  },
  notAnImage: {
    tr: '"{name}" bir fotoğraf değil ya da okunamıyor. Lütfen JPEG, PNG, WebP, AVIF ya da GIF bir fotoğraf seçin.',
    en: '"{name}" is not a photo or cannot be read. Please choose a JPEG, PNG, WebP, AVIF or GIF photo.',
  },
  notAVideo: {
    tr: '"{name}" bir MP4 ya da WebM video değil. Yalnızca MP4 ve WebM videolar yüklenebilir.',
    en: '"{name}" is not an MP4 or WebM video. Only MP4 and WebM videos can be uploaded.',
  },
  lastCouponProduct: {
    tr: 'Bu ürün {codes} kuponunun geçerli olduğu tek ürün; silinirse kupon tüm ürünlerde geçerli olur. Önce kuponu silin.',
    en: 'This product is the only one coupon {codes} applies to; deleting it would make the coupon apply to every product. Delete the coupon first.',
  },
  lastCouponCollection: {
    tr: 'Bu koleksiyon {codes} kuponunun geçerli olduğu tek koleksiyon; silinirse kupon tüm ürünlerde geçerli olur. Önce kuponu silin.',
    en: 'This collection is the only one coupon {codes} applies to; deleting it would make the coupon apply to every product. Delete the coupon first.',
  },
  pressImagesRequired: {
    tr: 'Model fotoğrafları ve ürün fotoğrafları zorunludur.',
    en: 'Model photos and product photos are required.',
  },
  paymentSuperseded: {
    tr: 'Bu ödeme yarım kaldı; yeni bir ödeme denemesi başlatıldı.',
    en: 'This payment was left unfinished; a new payment attempt was started.',
  },
} as const;

/** The one catalogue: the API's own messages, then the words of mails, payment outcomes and contract documents. */
export const MESSAGES = {
  ...API_MESSAGES,
  ...MAIL_MESSAGES,
  ...LEGAL_MESSAGES,
  ...AFTER_SALE_MESSAGES,
  ...DATA_RIGHTS_MESSAGES,
  ...CONSENT_MESSAGES,
  ...LIST_MESSAGES,
  ...INVOICE_MESSAGES,
  ...STAFF_MESSAGES,
  ...REVIEW_MESSAGES,
  ...OPERATIONS_MESSAGES,
  ...BACK_IN_STOCK_MESSAGES,
} as const satisfies Record<string, MessageText>;

export type MessageKey = keyof typeof MESSAGES;
export type MessageText = { tr: string; en: string };

export function translate(message: MessageText, language: Language): string {
  return language === 'en-EN' ? message.en : message.tr;
}

/**
 * The contracts' own rule messages (packages/contracts rule-messages.ts and CARD_MESSAGES) in both
 * languages: one side is the contract's text, the other its twin, so a refusal reads in the request's language.
 */
export const CONTRACT_RULES = {
  priceAboveZero: { tr: RULE_MESSAGES.priceAboveZero, en: 'The price must be more than zero.' },
  twoDecimals: { tr: RULE_MESSAGES.twoDecimals, en: 'At most two decimal places.' },
  chooseCategory: { tr: RULE_MESSAGES.chooseCategory, en: 'Choose a category before saving.' },
  digitsOnly: { tr: RULE_MESSAGES.digitsOnly, en: 'Must be a number.' },
  bothGenders: { tr: RULE_MESSAGES.bothGenders, en: 'Men only and women only cannot both be chosen.' },
  idList: { tr: 'Virgülle ayrılmış kimlik numaraları olmalı.', en: RULE_MESSAGES.idList },
  birthDate: { tr: '1900 ile bugün arasında gerçek bir tarih olmalı.', en: RULE_MESSAGES.birthDate },
  accountPhone: { tr: '+<ülke kodu> <rakamlar> biçiminde olmalı.', en: RULE_MESSAGES.accountPhone },
  dashboardDays: {
    tr: RULE_MESSAGES.dashboardDays,
    en: 'The number of days must be a whole number from 1 to 366.',
  },
  lowStockThreshold: {
    tr: RULE_MESSAGES.lowStockThreshold,
    en: 'The low-stock threshold must be a whole number from 0 to 1,000,000.',
  },
  giftNoteTooLong: {
    tr: RULE_MESSAGES.giftNoteTooLong,
    en: 'A gift note can be at most 250 characters long.',
  },
  giftNoteControl: {
    tr: RULE_MESSAGES.giftNoteControl,
    en: 'A gift note cannot contain invisible control characters.',
  },
  checkoutPhone: { tr: RULE_MESSAGES.checkoutPhone, en: 'Please enter a valid phone number.' },
  addressRequired: { tr: RULE_MESSAGES.addressRequired, en: 'This field is required.' },
  acceptContracts: {
    tr: RULE_MESSAGES.acceptContracts,
    en: 'You need to accept the pre-information form and the distance selling contract.',
  },
  binNumber: { tr: RULE_MESSAGES.binNumber, en: 'BIN: the first 6 digits of the card' },
  couponCodeChars: {
    tr: RULE_MESSAGES.couponCodeChars,
    en: 'A coupon code may hold only letters, digits, - and _.',
  },
  discountRate: { tr: RULE_MESSAGES.discountRate, en: 'The discount rate must be between 1% and 100%.' },
  amountOrQuantity: {
    tr: RULE_MESSAGES.amountOrQuantity,
    en: 'A minimum amount or a minimum quantity: only one of them can be given.',
  },
  endBeforeStart: { tr: RULE_MESSAGES.endBeforeStart, en: 'The end date cannot be before the start date.' },
  productsOrCollections: {
    tr: RULE_MESSAGES.productsOrCollections,
    en: 'Valid products or valid collections: only one of them can be chosen.',
  },
  contactEmail: { tr: RULE_MESSAGES.contactEmail, en: 'E-mail: enter a valid e-mail address.' },
  contactName: { tr: RULE_MESSAGES.contactName, en: 'Full name: enter your name.' },
  contactMessage: { tr: RULE_MESSAGES.contactMessage, en: 'Message: write your message.' },
  contactPhone: {
    tr: RULE_MESSAGES.contactPhone,
    en: 'A phone number may hold only digits, spaces, +, ( ) and -.',
  },
  mersisNo: { tr: RULE_MESSAGES.mersisNo, en: 'The MERSİS number must have 16 digits.' },
  kepAddress: {
    tr: RULE_MESSAGES.kepAddress,
    en: 'The KEP address must be at a KEP provider (…@…kep.tr).',
  },
  maxInstallments: {
    tr: RULE_MESSAGES.maxInstallments,
    en: 'The number of instalments must be between 1 and 12.',
  },
  sellerEmail: { tr: RULE_MESSAGES.sellerEmail, en: 'Please enter a valid e-mail address.' },
  whatsappNumber: {
    tr: RULE_MESSAGES.whatsappNumber,
    en: 'The WhatsApp number must be a Turkish number (e.g. +90 532 123 45 67).',
  },
  subCategoryName: { tr: RULE_MESSAGES.subCategoryName, en: 'A sub-category name cannot be empty.' },
  legalText: { tr: RULE_MESSAGES.legalText, en: 'A legal text cannot be left empty.' },
  listPage: { tr: RULE_MESSAGES.listPage, en: 'The page number must be a whole number of 1 or more.' },
  listPageSize: { tr: RULE_MESSAGES.listPageSize, en: 'The page size must be a whole number from 1 to 100.' },
  listSort: { tr: RULE_MESSAGES.listSort, en: 'This list cannot be sorted by that column.' },
  listStatus: { tr: RULE_MESSAGES.listStatus, en: 'Unknown status filter.' },
  listSearch: { tr: RULE_MESSAGES.listSearch, en: 'A search can be at most 100 characters long.' },
  ownerLink: {
    tr: RULE_MESSAGES.ownerLink,
    en: 'The link must be a path of this site (like /products) or an address starting with https://.',
  },
  buttonNeedsLink: {
    tr: RULE_MESSAGES.buttonNeedsLink,
    en: 'A banner with a button label needs a link too.',
  },
  idsOnce: { tr: RULE_MESSAGES.idsOnce, en: 'Each record must be in the list once.' },
  orderOrToken: {
    tr: RULE_MESSAGES.orderOrToken,
    en: "Name the order either by its id or by its confirmation link's code.",
  },
  cardName: { tr: CARD_MESSAGES.cardName, en: 'The cardholder name may hold only letters and spaces.' },
  cardNumber: {
    tr: CARD_MESSAGES.cardNumber,
    en: 'Please enter a valid card number (16 digits, as 4-4-4-4).',
  },
  expiration: { tr: CARD_MESSAGES.expiration, en: 'Please enter a valid expiry date (MM/YY, month 01-12).' },
  expired: { tr: CARD_MESSAGES.expired, en: 'Your card has expired.' },
  cvv: { tr: CARD_MESSAGES.cvv, en: 'Please enter a valid CVC (3 digits).' },
} as const satisfies Record<RuleMessageKey | keyof typeof CARD_MESSAGES, MessageText>;

const RULE_BY_TEXT: ReadonlyMap<string, MessageText> = new Map(
  Object.values(CONTRACT_RULES).flatMap((m): [string, MessageText][] => [
    [m.tr, m],
    [m.en, m],
  ]),
);

/** A contract's own message in both languages (as it is in both when the catalogue has no twin for it). */
export function contractRule(message: string): MessageText {
  return RULE_BY_TEXT.get(message) ?? { tr: message, en: message };
}

/** A message in one language, its {name} placeholders filled. */
export function say(
  message: MessageText,
  language: Language,
  values: Record<string, string | number> = {},
): string {
  return translate(fill(message, values), language);
}

/** A value written differently in each language (an amount, a date), for `fill`. */
export const inEachLanguage = (write: (language: Language) => string): MessageText => ({
  tr: write('tr-TR'),
  en: write('en-EN'),
});

/**
 * Fills {name} placeholders of a message in both languages; a value given per language (an amount or a
 * date, see inEachLanguage) goes into each side in its own language's form.
 */
export function fill(
  message: MessageText,
  values: Record<string, string | number | MessageText>,
): MessageText {
  const apply = (text: string, side: keyof MessageText) =>
    text.replace(/\{(\w+)\}/g, (_, k: string) => {
      const value = values[k];
      if (value === undefined) return `{${k}}`;
      return typeof value === 'object' ? value[side] : String(value);
    });
  return { tr: apply(message.tr, 'tr'), en: apply(message.en, 'en') };
}
