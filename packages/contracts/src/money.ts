import type { Currency } from './constants.ts';

/**
 * Money travels inside the system as integer minor units (kuruş, cent). The API shows decimals with
 * two places; these helpers are the only conversion points, so no float arithmetic is done on money.
 */
export function toDecimal(minor: number): number {
  return Math.round(minor) / 100;
}

export function toMinor(decimal: number): number {
  // Round through a string so 19.99 becomes 1999 and not 1998.9999.
  return Math.round(Number(`${decimal}e2`));
}

/** Field suffix of a currency in product and variant payloads (priceTRY, priceUSD, priceForeign). */
export const PRICE_FIELD: Record<Currency, 'priceTRY' | 'priceUSD' | 'priceForeign'> = {
  TRY: 'priceTRY',
  USD: 'priceUSD',
  EUR: 'priceForeign',
};

export interface PricesMinor {
  priceTRY: number;
  priceUSD: number;
  priceForeign: number;
}

export function priceIn(prices: PricesMinor, currency: Currency): number {
  return prices[PRICE_FIELD[currency]];
}

/**
 * The Intl locale for a shop language: English is British, so dates read day first (26/11/2026) as
 * they do in Turkish. Every number, date and money format of the shop goes through it.
 */
export const intlLocale = (language: string): 'tr-TR' | 'en-GB' => (language === 'en-EN' ? 'en-GB' : 'tr-TR');

/** Formats a decimal amount with the currency's narrow symbol, e.g. ₺1.250,00 or $42.50. */
export function formatMoney(
  amount: number,
  currency: Currency,
  language: 'tr-TR' | 'en-EN' = 'tr-TR',
): string {
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
