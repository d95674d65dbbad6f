/**
 * The catalogue's words for the customer's own data (docs/decisions/027-customer-data-rights.md): the
 * download, the erasure and its e-mail, and the requests form (spread into MESSAGES, messages.ts).
 */
export const DATA_RIGHTS_MESSAGES = {
  erasePasswordWrong: {
    tr: 'Şifreniz hatalı; hesabınız silinmedi.',
    en: 'Your password is wrong; your account was not erased.',
  },
  eraseAdminRefused: {
    tr: 'Yönetici hesapları buradan silinemez.',
    en: 'Administrator accounts cannot be erased here.',
  },
  eraseOrdersOpen: {
    tr: 'Yolda olan siparişleriniz var (No: {numbers}). Teslim edildikten ya da iptal edildikten sonra hesabınızı silebilirsiniz; teslimat için adresinize ihtiyacımız var.',
    en: 'You have orders still on their way (No: {numbers}). You can erase your account once they are delivered or cancelled; we need your address to deliver them.',
  },
  eraseDone: {
    tr: "Hesabınız silindi: profiliniz, adresleriniz, favorileriniz, sepetiniz, bülten kaydınız ve iletişim mesajlarınız kaldırıldı. Pazarlama izinleriniz geri çekildi; izin kayıtları İleti Yönetim Sistemi'ne ret olarak bildirilebilmek için geri çekilmiş olarak saklanır.",
    en: 'Your account was erased: your profile, addresses, favourites, basket, newsletter subscription and contact messages were removed. Your marketing consents were withdrawn; their records are kept as withdrawn so that they can be reported to İYS as a refusal.',
  },
  eraseKeptOrders: {
    tr: 'Vergi Usul Kanunu (md. 253) ve Türk Ticaret Kanunu (md. 82) faturaları ve ticari kayıtları saklamamızı istediği için {count} siparişiniz (No: {numbers}) saklanıyor: sipariş numarası, tarihler, ürünler, tutarlar, fatura adı ve adresi ile kabul ettiğiniz sözleşme metinleri. Bu siparişlerdeki e-posta, telefon, teslimat adresi, IP adresi ve hesap bağlantısı silindi. Bu kayıtlar saklama süresi dolunca silinir.',
    en: 'Because the Tax Procedure Law (art. 253) and the Turkish Commercial Code (art. 82) require us to keep invoices and commercial records, {count} of your orders (No: {numbers}) are kept: order number, dates, products, amounts, billing name and address, and the contract texts you accepted. The e-mail, phone, delivery address, IP address and account link on these orders were removed. These records are deleted when the retention period ends.',
  },
  eraseNoOrders: {
    tr: 'Saklanması gereken bir siparişiniz yoktu.',
    en: 'You had no orders that must be kept.',
  },
  eraseMailSubject: { tr: 'Hesabınız silindi', en: 'Your account was erased' },
  eraseMailHeading: { tr: 'Hesabınızı sildik', en: 'We erased your account' },
  eraseMailBody: {
    tr: 'Merhaba {name}, isteğiniz üzerine Kehribar hesabınızı {date} tarihinde sildik. Bu e-posta bu adrese gönderdiğimiz son iletidir.',
    en: 'Hello {name}, as you asked, we erased your Kehribar account on {date}. This is the last message we send to this address.',
  },
  dataRequestReceived: {
    tr: 'Başvurunuzu aldık. En geç {deadline} tarihine kadar {email} adresine yanıt vereceğiz.',
    en: 'We received your request. We will answer to {email} by {deadline} at the latest.',
  },
  dataRequestNotFound: { tr: 'Böyle bir başvuru yok.', en: 'No such request.' },
  dataRequestAlreadyAnswered: {
    tr: 'Bu başvuru zaten yanıtlanmış.',
    en: 'This request has already been answered.',
  },
} as const;
