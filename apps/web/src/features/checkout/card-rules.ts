import { CARD_NAME_PATTERN, cardDigits, intlLocale, isExpiryValid, LIMITS } from '@kehribar/contracts/plain';

/**
 * The card form's pure rules (docs/product/storefront.md §5, §9): what may be typed, how it is grouped, when it is
 * valid, which brand a number belongs to and how an instalment option reads. No Luhn check: the spec's
 * form accepts any 16 digits and the bank is the judge.
 */

export { cardDigits, isExpiryValid };

export type CardBrand = 'visa' | 'mastercard' | 'troy' | 'amex' | 'default';

const NAME_MAX = 60;
/** One character that may not be typed in the holder's name. */
const NOT_NAME_CHAR = /[^A-Za-zÇĞİÖŞÜçğıöşüÂâÎîÛû ]/g;

/** The holder's name as typed: letters (Turkish ones too) and single spaces, other characters dropped. */
export function sanitizeHolderName(value: string): string {
  return value.replace(NOT_NAME_CHAR, '').replace(/ {2,}/g, ' ').replace(/^ +/, '').slice(0, NAME_MAX);
}

export function isHolderNameValid(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length >= 2 && trimmed.length <= NAME_MAX && CARD_NAME_PATTERN.test(trimmed);
}

/** Digits only, at most 16, grouped 4-4-4-4: '4543 5908 0000 0006'. */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, LIMITS.cardDigits);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

export function isCardNumberValid(value: string): boolean {
  return /^(\d{4} ?){3}\d{4}$/.test(value) && cardDigits(value).length === LIMITS.cardDigits;
}

/** Instalments are looked up once more than 15 digits are typed (docs/product/storefront.md §4), by the first 6. */
export function binOf(value: string): string | null {
  const digits = value.replace(/\D/g, '');
  return digits.length > LIMITS.cardDigits - 1 ? digits.slice(0, LIMITS.binDigits) : null;
}

/**
 * MM/YY with the slash put in automatically. A first digit above 1 can only be a month's second digit
 * ('5' → '05/'). While deleting, the slash is not put back, so backspace walks through it.
 */
export function formatExpiry(value: string, deleting = false): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  if (digits.length === 0) return '';
  if (digits.length === 1) return !deleting && digits > '1' ? `0${digits}/` : digits;
  if (digits.length === 2) return deleting ? digits : `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** The CVC as typed: digits only, at most 3. */
export function formatCvc(value: string): string {
  return value.replace(/\D/g, '').slice(0, LIMITS.cvcDigits);
}

export function isCvcValid(value: string): boolean {
  return new RegExp(`^\\d{${LIMITS.cvcDigits}}$`).test(value);
}

/** The brand by the number's first digits: Troy 9792, Visa 4, Mastercard 51-55 and 2221-2720, Amex 34/37. */
export function brandOfNumber(value: string): CardBrand {
  const d = value.replace(/\D/g, '');
  if (d.startsWith('9792')) return 'troy';
  if (d.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(d)) return 'mastercard';
  const four = Number(d.slice(0, 4));
  if (d.length >= 4 && four >= 2221 && four <= 2720) return 'mastercard';
  if (/^3[47]/.test(d)) return 'amex';
  return 'default';
}

/** The brand the bank names for a BIN (payment/InstallmentsInfo's cardAssociation). */
export function brandOfAssociation(association: string | null | undefined): CardBrand | null {
  switch (association) {
    case 'VISA':
      return 'visa';
    case 'MASTER_CARD':
      return 'mastercard';
    case 'TROY':
      return 'troy';
    case 'AMERICAN_EXPRESS':
      return 'amex';
    default:
      return null;
  }
}

/** An instalment amount with 2 decimals and TL (docs/product/storefront.md §9); other currencies by their code. */
export function instalmentAmount(amount: number, currency: string, language: 'tr-TR' | 'en-EN'): string {
  const figure = new Intl.NumberFormat(intlLocale(language), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
  return `${figure} ${currency === 'TRY' ? 'TL' : currency}`;
}

/** '3 x 1.234,56 TL = 3.703,68 TL'. */
export function instalmentLine(
  option: { installmentNumber: number; price: number; totalPrice: number },
  currency: string,
  language: 'tr-TR' | 'en-EN',
): string {
  const each = instalmentAmount(option.price, currency, language);
  const total = instalmentAmount(option.totalPrice, currency, language);
  return `${option.installmentNumber} x ${each} = ${total}`;
}
