/**
 * The sandbox bank's knowledge of cards: a BIN table of the main Turkish banks (the BINs of iyzico's
 * published sandbox test cards), the card families' instalment interest, and what each of iyzico's
 * test cards does (approve, decline with a bank code, fail 3-D Secure, not enrolled).
 */

export type CardType = 'CREDIT_CARD' | 'DEBIT_CARD';
export type Association = 'VISA' | 'MASTER_CARD' | 'TROY' | 'AMERICAN_EXPRESS';

export interface BinInfo {
  bin: string;
  bankName: string;
  bankCode: number;
  cardType: CardType;
  cardAssociation: Association;
  cardFamilyName: string;
  /** Turkish cards take instalments; foreign cards only single payment. */
  domestic: boolean;
  commercial?: boolean;
}

const bank = {
  akbank: ['Akbank', 46],
  denizbank: ['Denizbank', 134],
  finansbank: ['QNB Finansbank', 111],
  garanti: ['Garanti BBVA', 62],
  halkbank: ['Halkbank', 12],
  hsbc: ['HSBC Bank', 123],
  isbank: ['Türkiye İş Bankası', 64],
  vakifbank: ['Vakıfbank', 15],
  yapikredi: ['Yapı ve Kredi Bankası', 67],
} as const satisfies Record<string, readonly [string, number]>;

const row = (
  bin: string,
  b: keyof typeof bank,
  cardType: CardType,
  cardAssociation: Association,
  cardFamilyName: string,
): BinInfo => ({
  bin,
  bankName: bank[b][0],
  bankCode: bank[b][1],
  cardType,
  cardAssociation,
  cardFamilyName,
  domestic: true,
});

export const BIN_TABLE: readonly BinInfo[] = [
  row('589004', 'akbank', 'DEBIT_CARD', 'MASTER_CARD', 'Akbank Kart'),
  row('552608', 'akbank', 'CREDIT_CARD', 'MASTER_CARD', 'Axess'),
  row('476662', 'denizbank', 'DEBIT_CARD', 'VISA', 'DenizBank Bankamatik'),
  row('460345', 'denizbank', 'CREDIT_CARD', 'VISA', 'Bonus'),
  row('472915', 'denizbank', 'CREDIT_CARD', 'VISA', 'Bonus'),
  row('498749', 'finansbank', 'DEBIT_CARD', 'VISA', 'QNB Kart'),
  row('531157', 'finansbank', 'CREDIT_CARD', 'MASTER_CARD', 'CardFinans'),
  row('979202', 'finansbank', 'DEBIT_CARD', 'TROY', 'QNB Kart'),
  row('979203', 'finansbank', 'CREDIT_CARD', 'TROY', 'CardFinans'),
  row('517041', 'garanti', 'DEBIT_CARD', 'MASTER_CARD', 'Bankamatik'),
  row('540036', 'garanti', 'CREDIT_CARD', 'MASTER_CARD', 'Bonus'),
  row('554960', 'garanti', 'CREDIT_CARD', 'MASTER_CARD', 'Bonus'),
  row('374427', 'garanti', 'CREDIT_CARD', 'AMERICAN_EXPRESS', 'Shop&Miles'),
  row('447505', 'halkbank', 'DEBIT_CARD', 'VISA', 'Paraf Banka Kartı'),
  row('552879', 'halkbank', 'CREDIT_CARD', 'MASTER_CARD', 'Paraf'),
  row('405903', 'hsbc', 'DEBIT_CARD', 'VISA', 'HSBC Banka Kartı'),
  row('550472', 'hsbc', 'CREDIT_CARD', 'MASTER_CARD', 'Advantage'),
  row('589283', 'isbank', 'DEBIT_CARD', 'MASTER_CARD', 'Bankamatik'),
  row('454359', 'isbank', 'CREDIT_CARD', 'VISA', 'Maximum'),
  row('491005', 'vakifbank', 'DEBIT_CARD', 'VISA', 'Vakıfbank Banka Kartı'),
  row('415792', 'vakifbank', 'CREDIT_CARD', 'VISA', 'World'),
  row('516888', 'yapikredi', 'DEBIT_CARD', 'MASTER_CARD', 'Yapı Kredi Bankomat'),
  row('545103', 'yapikredi', 'CREDIT_CARD', 'MASTER_CARD', 'World'),
  {
    bin: '405418',
    bankName: 'Foreign Bank',
    bankCode: 0,
    cardType: 'DEBIT_CARD',
    cardAssociation: 'VISA',
    cardFamilyName: 'Visa',
    domestic: false,
  },
  {
    bin: '540001',
    bankName: 'Foreign Bank',
    bankCode: 0,
    cardType: 'CREDIT_CARD',
    cardAssociation: 'MASTER_CARD',
    cardFamilyName: 'MasterCard',
    domestic: false,
  },
  // BINs of iyzico's error test cards (4111111111111129 and its kin).
  ...[
    '411111',
    '412911',
    '412811',
    '412711',
    '412611',
    '412511',
    '412411',
    '412311',
    '412211',
    '412111',
    '412011',
    '413011',
    '413111',
    '414111',
    '415111',
  ].map((bin): BinInfo => ({
    bin,
    bankName: 'iyzico Test Bankası',
    bankCode: 999,
    cardType: 'CREDIT_CARD',
    cardAssociation: 'VISA',
    cardFamilyName: 'Test Kartı',
    domestic: true,
  })),
];

/**
 * One credit card of each main family, in the order the no-BIN instalment answer lists them: Akbank
 * Axess, Garanti Bonus, İş Bankası Maximum, Yapı Kredi World, QNB CardFinans, Halkbank Paraf, HSBC
 * Advantage.
 */
export const CARD_FAMILY_BINS = ['552608', '540036', '454359', '545103', '531157', '552879', '550472'];

/** A BIN the table does not know: treated like a foreign card (single payment), as iyzico does. */
export function binInfo(bin: string): BinInfo {
  const known = BIN_TABLE.find((r) => r.bin === bin);
  if (known) return known;
  const association: Association = bin.startsWith('4')
    ? 'VISA'
    : bin.startsWith('9792')
      ? 'TROY'
      : bin.startsWith('3')
        ? 'AMERICAN_EXPRESS'
        : 'MASTER_CARD';
  return {
    bin,
    bankName: 'Foreign Bank',
    bankCode: 0,
    cardType: 'CREDIT_CARD',
    cardAssociation: association,
    cardFamilyName: 'Other',
    domestic: false,
  };
}

/** Interest in basis points of the amount for n instalments, per card family; the family's largest count last. */
const FAMILY_INTEREST: Record<string, Record<number, number>> = {
  Bonus: { 2: 380, 3: 560, 6: 1090, 9: 1620, 12: 2150 },
  World: { 2: 395, 3: 575, 6: 1120, 9: 1660, 12: 2200 },
  Maximum: { 2: 390, 3: 570, 6: 1100, 9: 1640, 12: 2180 },
  Axess: { 2: 385, 3: 565, 6: 1095, 9: 1630, 12: 2170 },
  CardFinans: { 2: 400, 3: 590, 6: 1140, 9: 1690, 12: 2240 },
  Paraf: { 2: 375, 3: 555, 6: 1080, 9: 1600 },
  Advantage: { 2: 410, 3: 600, 6: 1160, 9: 1720 },
  'Shop&Miles': { 2: 420, 3: 610, 6: 1180 },
  'Test Kartı': { 2: 400, 3: 600, 6: 1150, 9: 1700, 12: 2250 },
};

export interface InstallmentQuote {
  installmentNumber: number;
  installmentPrice: number;
  totalPrice: number;
}

/**
 * The instalment options of a card for an amount (minor units): single payment always; more only for
 * domestic credit cards, in TRY, up to the family's and the merchant's largest count.
 */
export function installmentQuotes(
  card: BinInfo,
  price: number,
  currency: string,
  maxInstallments: number,
): InstallmentQuote[] {
  const quotes: InstallmentQuote[] = [{ installmentNumber: 1, installmentPrice: price, totalPrice: price }];
  const interest = FAMILY_INTEREST[card.cardFamilyName];
  if (!interest || !card.domestic || card.cardType !== 'CREDIT_CARD' || currency !== 'TRY') return quotes;
  for (const [count, bp] of Object.entries(interest).map(([n, r]) => [Number(n), r] as const)) {
    if (count > maxInstallments) continue;
    const totalPrice = Math.floor((price * (10_000 + bp) + 5_000) / 10_000);
    quotes.push({
      installmentNumber: count,
      installmentPrice: Math.floor((totalPrice * 2 + count) / (2 * count)),
      totalPrice,
    });
  }
  return quotes;
}

export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** What happens to a payment with a card: iyzico's test card list, everything else approves. */
export type Scenario =
  | { kind: 'approve' }
  | { kind: 'decline'; code: BankErrorCode }
  | { kind: 'notEnrolled' }
  | { kind: 'failed3ds' }
  | { kind: 'initFail'; code: BankErrorCode };

const TEST_CARD_SCENARIOS: Record<string, Scenario> = {
  '4111111111111129': { kind: 'decline', code: '10051' },
  '4129111111111111': { kind: 'decline', code: '10005' },
  '4128111111111112': { kind: 'decline', code: '10012' },
  '4127111111111113': { kind: 'decline', code: '10041' },
  '4126111111111114': { kind: 'decline', code: '10043' },
  '4125111111111115': { kind: 'decline', code: '10054' },
  '4124111111111116': { kind: 'decline', code: '10084' },
  '4123111111111117': { kind: 'decline', code: '10057' },
  '4122111111111118': { kind: 'decline', code: '10058' },
  '4121111111111119': { kind: 'decline', code: '10034' },
  '4120111111111110': { kind: 'decline', code: '10093' },
  '4130111111111118': { kind: 'decline', code: '10202' },
  '4131111111111117': { kind: 'failed3ds' },
  '4141111111111115': { kind: 'notEnrolled' },
  '4151111111111112': { kind: 'initFail', code: '10213' },
};

export function scenarioOf(cardNumber: string): Scenario {
  return TEST_CARD_SCENARIOS[cardNumber] ?? { kind: 'approve' };
}

export function encodeScenario(s: Scenario): string {
  return 'code' in s ? `${s.kind}:${s.code}` : s.kind;
}

export function decodeScenario(text: string): Scenario {
  const [kind, code] = text.split(':');
  if ((kind === 'decline' || kind === 'initFail') && code && code in BANK_ERRORS)
    return { kind, code: code as BankErrorCode };
  if (kind === 'notEnrolled' || kind === 'failed3ds') return { kind };
  return { kind: 'approve' };
}

/** iyzico's error codes and texts as its documentation lists them (as best known), and the sandbox's own. */
export const BANK_ERRORS = {
  '1000': { tr: 'Geçersiz imza', en: 'Invalid signature' },
  '1001': { tr: 'Api bilgileri bulunamadı', en: 'API credentials not found' },
  '11': { tr: 'Geçersiz istek', en: 'Invalid request' },
  '12': { tr: 'Kart numarası geçersizdir', en: 'Invalid card number' },
  '14': { tr: 'Kartın son kullanma tarihi geçersizdir', en: 'Invalid expiry date' },
  '15': { tr: 'CVC geçersizdir', en: 'Invalid CVC' },
  '5001': {
    tr: 'Sepetteki ürünlerin toplamı fiyata eşit olmalıdır',
    en: 'The basket items must add up to the price',
  },
  '5002': {
    tr: 'Seçilen taksit sayısı bu kart için geçerli değildir',
    en: 'This card does not take the chosen instalment count',
  },
  '5003': { tr: 'Ödeme bulunamadı', en: 'Payment not found' },
  '5004': { tr: '3-D Secure doğrulaması tamamlanmamış', en: '3-D Secure authentication is not complete' },
  '5005': { tr: 'Bu ödeme daha önce sonuçlandı', en: 'This payment has already been processed' },
  '5006': {
    tr: 'Ödeme tahsil edilmemiş ya da iptal edilmiş',
    en: 'The payment is not charged, or was cancelled',
  },
  '5007': {
    tr: 'Ödeme yalnızca yapıldığı gün iptal edilebilir; iade yapınız',
    en: 'A payment can be cancelled only on its own day; refund it instead',
  },
  '5008': {
    tr: 'İadesi yapılmış bir ödeme iptal edilemez',
    en: 'A payment with refunds cannot be cancelled',
  },
  '5009': {
    tr: 'İade tutarı, iade edilebilir tutarı aşıyor',
    en: 'The refund is more than what is left to refund',
  },
  '10005': { tr: 'İşlem onaylanmadı', en: 'Do not honour' },
  '10012': { tr: 'Geçersiz işlem', en: 'Invalid transaction' },
  '10034': { tr: 'Dolandırıcılık şüphesi', en: 'Fraud suspect' },
  '10041': { tr: 'Kayıp kart, karta el koyunuz', en: 'Lost card, pick up' },
  '10043': { tr: 'Çalıntı kart, karta el koyunuz', en: 'Stolen card, pick up' },
  '10051': { tr: 'Kart limiti yetersiz, yetersiz bakiye', en: 'Not sufficient funds' },
  '10054': { tr: 'Vadesi dolmuş kart', en: 'Expired card' },
  '10057': { tr: 'Kart sahibi bu işlemi yapamaz', en: 'Not permitted to card holder' },
  '10058': { tr: 'Terminalin bu işlemi yapmaya yetkisi yok', en: 'Not permitted to terminal' },
  '10084': { tr: 'CVC2 bilgisi hatalı', en: 'Invalid CVC2' },
  '10093': {
    tr: 'Kartınız e-ticaret işlemlerine kapalıdır. Bankanızı arayınız.',
    en: 'Your card is closed to online payments. Please call your bank.',
  },
  '10202': {
    tr: 'Ödeme işlemi esnasında genel bir hata oluştu',
    en: 'A general error occurred during the payment',
  },
  '10213': { tr: '3-D Secure işlemi başlatılamadı', en: '3-D Secure could not be started' },
} as const;
export type BankErrorCode = keyof typeof BANK_ERRORS;
