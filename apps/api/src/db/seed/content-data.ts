import type { CategoryKey, CollectionKey } from './catalog-data.ts';
import type { BannerSceneName } from './scenes/wide.ts';

/** Banners, the about-us story, stores, contact details and the welcome coupon of the demo shop. */

export interface BannerSeed {
  scene: BannerSceneName;
  title: string;
  titleEN: string;
  subtitle: string;
  subtitleEN: string;
  description: string;
  descriptionEN: string;
  buttonText: string;
  buttonTextEN: string;
  /** Resolved to /products?collections=<id> or /products?categories=<id> once the ids exist. */
  target: { collection: CollectionKey } | { category: CategoryKey };
}

export const BANNERS: BannerSeed[] = [
  {
    scene: 'baltic',
    title: 'Baltık Işıltısı',
    titleEN: 'Baltic Glow',
    subtitle: '40 milyon yıllık ışık',
    subtitleEN: 'Light forty million years old',
    description:
      'Baltık kıyılarından toplanan kehribar, atölyemizde elde dizilen kolye, küpe ve bilekliklere dönüşüyor.',
    descriptionEN:
      'Amber gathered on Baltic shores, strung by hand into necklaces, earrings and bracelets in our workshop.',
    buttonText: 'Koleksiyonu keşfet',
    buttonTextEN: 'Explore the collection',
    target: { collection: 'baltik' },
  },
  {
    scene: 'ottoman',
    title: 'Osmanlı Mirası',
    titleEN: 'Ottoman Heritage',
    subtitle: 'Kapalıçarşı ustalığıyla',
    subtitleEN: 'Grand Bazaar craftsmanship',
    description: 'Granül işçilikli madalyonlar, el tornasında çekilmiş tesbihler ve kalem işi yüzükler.',
    descriptionEN: 'Granulated medallions, hand-turned prayer beads and engraved rings.',
    buttonText: 'Mirası keşfet',
    buttonTextEN: 'Discover the heritage',
    target: { collection: 'osmanli' },
  },
  {
    scene: 'nature',
    title: 'Doğal Taşlar',
    titleEN: 'Natural Stones',
    subtitle: 'Doğanın renkleri, elinizde',
    subtitleEN: 'The colours of nature, in your hand',
    description: 'Ham kehribar, turkuaz, lapis lazuli ve malakit: her biri doğanın verdiği biçimde.',
    descriptionEN: 'Raw amber, turquoise, lapis lazuli and malachite, each in the shape nature gave it.',
    buttonText: 'Taşları incele',
    buttonTextEN: 'Browse the stones',
    target: { category: 'dogal-taslar' },
  },
  {
    scene: 'season',
    title: 'Yeni Sezon',
    titleEN: 'New Season',
    subtitle: 'Limon ve yeşilin tazeliği',
    subtitleEN: 'The freshness of lemon and green',
    description: 'Sezonun yeni küpe, bileklik ve kolyeleri vitrinde.',
    descriptionEN: "This season's new earrings, bracelets and necklaces are in the window.",
    buttonText: 'Yenileri gör',
    buttonTextEN: 'See what is new',
    target: { collection: 'yeni' },
  },
];

export const ABOUT_US = {
  description: [
    "Kehribar, 1978 yılında Kapalıçarşı'nın Kalpakçılar Caddesi'nde, dedemiz Hüseyin Usta'nın küçük tesbih tezgâhında doğdu. O yıllarda her tane, ayakla çevrilen bir tornada, sabırla ve tek tek çekilirdi.",
    "Bugün atölyemizi ikinci ve üçüncü kuşak birlikte yürütüyoruz. Baltık kıyılarından gelen kehribarı kendimiz seçiyor, her parçayı İstanbul'daki atölyemizde kesiyor, parlatıyor ve elde diziyoruz.",
    'Sattığımız her kehribar doğaldır ve orijinallik sertifikasıyla gönderilir. Sıkma kehribarı ve doğal damla kehribarı her zaman açıkça ayırır, ürün sayfalarımızda yazarız.',
    'Kehribar milyonlarca yıllık bir ağaç reçinesidir; her parçası ormanın ışığından bir iz taşır. Bizim işimiz bu ışığı bozmadan size ulaştırmak.',
  ].join('\n\n'),
  descriptionEN: [
    'Kehribar was born in 1978 on Kalpakçılar Street in the Grand Bazaar, at the small prayer-bead bench of our grandfather, Master Hüseyin. In those days every bead was turned patiently, one at a time, on a foot-driven lathe.',
    'Today the second and third generations run the workshop together. We choose our amber from the Baltic coast ourselves, and cut, polish and string every piece by hand in our Istanbul workshop.',
    'Every piece of amber we sell is natural and comes with a certificate of authenticity. We always keep pressed amber and natural drop amber apart, and say which is which on every product page.',
    "Amber is tree resin millions of years old, and every piece holds a trace of the forest's light. Our work is to bring that light to you unspoiled.",
  ].join('\n\n'),
};

export const STORES = [
  {
    storeTitle: 'Kehribar Kapalıçarşı',
    storeAddress: 'Kapalıçarşı, Kalpakçılar Caddesi No: 54, 34126 Fatih/İstanbul',
    storeEmail: 'kapalicarsi@kehribar.local',
  },
  {
    storeTitle: 'Kehribar Ankara',
    storeAddress: 'Tunalı Hilmi Caddesi No: 88/B, 06680 Çankaya/Ankara',
    storeEmail: 'ankara@kehribar.local',
  },
  {
    storeTitle: 'Kehribar İzmir',
    storeAddress: 'Kıbrıs Şehitleri Caddesi No: 120, 35220 Alsancak, Konak/İzmir',
    storeEmail: 'izmir@kehribar.local',
  },
];

export const CONTACT = {
  mailInfo: 'destek@kehribar.local',
  instaInfo: 'https://www.instagram.com/kehribar.atolye',
  phoneNumberInfo: '+90 212 555 01 54',
};

/** The demo seller's identity (law 6563, decision 029): fictional, like the rest of the demo shop. */
export const SELLER = {
  sellerTradeName: 'Kehribar Takı ve Doğal Taş Ticaret Ltd. Şti.',
  sellerMersisNo: '0123456789000017',
  sellerAddress: 'Kapalıçarşı, Kalpakçılar Caddesi No: 54, 34126 Fatih/İstanbul',
  sellerKepAddress: 'kehribar@hs01.kep.tr',
  sellerPhone: '+90 212 555 01 54',
  sellerEmail: 'destek@kehribar.local',
};

export const WELCOME_COUPON = {
  couponCode: 'HOSGELDIN10',
  /** Rate: 1000 basis points = 10 %. */
  discountType: 0,
  discountValue: 1000,
  minPurchaseAmount: null,
  validFromDaysAgo: 30,
  validForDays: 365,
};
