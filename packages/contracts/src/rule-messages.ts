/**
 * The contracts' own words for rules zod cannot say by itself. The API gives each its twin in the
 * other language (apps/api/src/platform/messages.ts), so a refusal reads in the request's language;
 * the card texts are CARD_MESSAGES (checkout.ts).
 */
export const RULE_MESSAGES = {
  priceAboveZero: 'Fiyat sıfırdan büyük olmalı.',
  twoDecimals: 'En fazla iki ondalık basamak girilebilir.',
  chooseCategory: 'Kaydetmeden önce bir kategori seçin.',
  digitsOnly: 'Bir sayı olmalı.',
  bothGenders: 'Yalnız erkek ve yalnız kadın birlikte seçilemez.',
  idList: 'must be a comma-separated list of ids',
  birthDate: 'must be a real date between 1900 and today',
  accountPhone: 'must be +<country code> <digits>',
  checkoutPhone: 'Geçerli bir telefon numarası giriniz.',
  addressRequired: 'Bu alan zorunludur.',
  acceptContracts: 'Ön bilgilendirme formunu ve mesafeli satış sözleşmesini onaylamanız gerekir.',
  binNumber: 'BIN: kartın ilk 6 hanesi',
  couponCodeChars: 'Kupon kodu yalnızca harf, rakam, - ve _ içerebilir.',
  discountRate: 'İndirim oranı %1 ile %100 arasında olmalı.',
  amountOrQuantity: 'En az tutar ya da en az adet: ikisinden yalnızca biri girilebilir.',
  endBeforeStart: 'Bitiş tarihi başlangıç tarihinden önce olamaz.',
  productsOrCollections: 'Geçerli ürünler ya da geçerli koleksiyonlar: ikisinden yalnızca biri seçilebilir.',
  contactEmail: 'E-posta: geçerli bir e-posta adresi yazın.',
  contactName: 'Ad soyad: adınızı yazın.',
  contactMessage: 'Mesaj: mesajınızı yazın.',
  contactPhone: 'Telefon numarası yalnızca rakam, boşluk, +, ( ) ve - içerebilir.',
  mersisNo: 'MERSİS numarası 16 haneli olmalı.',
  kepAddress: 'KEP adresi bir KEP hizmet sağlayıcısında (…@…kep.tr) olmalı.',
  maxInstallments: 'Taksit sayısı 1 ile 12 arasında olmalı.',
  sellerEmail: 'Geçerli bir e-posta adresi giriniz.',
  whatsappNumber: 'WhatsApp numarası bir Türkiye numarası olmalı (ör. +90 532 123 45 67).',
  subCategoryName: 'Alt kategori adı boş olamaz.',
  legalText: 'Yasal metin boş bırakılamaz.',
  // ---- lists (issue 20) ----
  listPage: 'Sayfa numarası 1 ya da daha büyük bir tam sayı olmalı.',
  listPageSize: 'Sayfa boyu 1 ile 100 arasında bir tam sayı olmalı.',
  listSort: 'Bu liste bu sütuna göre sıralanamaz.',
  listStatus: 'Bilinmeyen durum süzgeci.',
  listSearch: 'Arama en fazla 100 karakter olabilir.',
  ownerLink: 'Bağlantı sitenin bir yolu (/products gibi) ya da https:// ile başlayan bir adres olmalı.',
  buttonNeedsLink: 'Düğme yazısı olan bir afişin bağlantısı da olmalı.',
  idsOnce: 'Her kayıt listede bir kez yer almalı.',
  dashboardDays: 'Gün sayısı 1 ile 366 arasında bir tam sayı olmalı.',
  // ---- gift note (issue 22) ----
  giftNoteTooLong: 'Hediye notu en fazla 250 karakter olabilir.',
  giftNoteControl: 'Hediye notunda görünmeyen denetim karakterleri olamaz.',
  lowStockThreshold: 'Düşük stok eşiği 0 ile 1.000.000 arasında bir tam sayı olmalı.',
  orderOrToken: 'Siparişi ya numarasıyla ya da onay bağlantısının koduyla belirtin.',
} as const;

export type RuleMessageKey = keyof typeof RULE_MESSAGES;
