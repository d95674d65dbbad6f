/** The card rules of docs/product/storefront.md §5 that need no schema, so first-load code may use them. */

/** Version of the pre-information form and distance selling contract texts; sent back on acceptance. */
export const CONTRACT_VERSION = '2026-12';

/**
 * The card messages of docs/product/storefront.md §5, plus `expired`: a well-formed expiry whose month has passed
 * gets its own message rather than the format one.
 */
export const CARD_MESSAGES = {
  cardName: 'Kart Sahibinin Ad Soyadı sadece harfler ve boşluk içerebilir.',
  cardNumber: 'Geçerli bir Kart Numarası giriniz (16 haneli rakam, 4-4-4-4 formatında).',
  expiration: 'Geçerli bir Son Kullanma Tarihi giriniz (MM/YY formatında, 01-12 arası ay).',
  expired: 'Kartınızın son kullanma tarihi geçmiş.',
  cvv: 'Geçerli bir CVC giriniz (3 haneli rakam).',
} as const;

/** Letters, Turkish ones included, and spaces. */
export const CARD_NAME_PATTERN = /^[A-Za-zÇĞİÖŞÜçğıöşüÂâÎîÛû ]+$/;

/** What is wrong with an expiry: not 'MM/YY' with a month 01-12 ('format'), or a month that has passed ('expired'). */
export type ExpiryProblem = 'format' | 'expired';

/** Null for 'MM/YY' that is this month or later (a card is valid to the end of its month). */
export function expiryProblem(value: string, now: Date = new Date()): ExpiryProblem | null {
  const m = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(value);
  if (!m) return 'format';
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  return year * 12 + month >= now.getFullYear() * 12 + now.getMonth() + 1 ? null : 'expired';
}

export function isExpiryValid(value: string, now: Date = new Date()): boolean {
  return expiryProblem(value, now) === null;
}

/** The expiry's message: the format one for a malformed date, `expired` for a past month. */
export function expiryMessage(problem: ExpiryProblem): string {
  return problem === 'expired' ? CARD_MESSAGES.expired : CARD_MESSAGES.expiration;
}

/** The 16 digits of a card number typed as 4-4-4-4 (spaces optional). */
export function cardDigits(value: string): string {
  return value.replace(/ /g, '');
}
