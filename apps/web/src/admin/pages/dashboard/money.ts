import { formatMoney, toDecimal, type Currency } from '@kehribar/contracts/plain';

/** Minor units of a currency as the shop writes money (₺1.234,50 / ₺1,234.50). */
export const money = (minor: number, currency: Currency, language: 'tr-TR' | 'en-EN') =>
  formatMoney(toDecimal(minor), currency, language);
