import {
  CURRENCIES,
  type Currency,
  CURRENCY_SYMBOL,
  DEFAULT_CURRENCY,
  formatMoney,
} from '@kehribar/contracts/plain';
import { getLanguage } from '../i18n/language.ts';
import { storage as appStorage, type AppStorage } from '../storage/storage.ts';

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/** The stored currency, TRY when none or an unknown value is stored. */
export function getCurrency(storage: AppStorage = appStorage): Currency {
  const stored = storage.get('currency');
  return isCurrency(stored) ? stored : DEFAULT_CURRENCY;
}

/** A decimal amount in the current (or given) currency, e.g. ₺1.250,00 in Turkish or €42.50 in English. */
export function formatPrice(amount: number, currency: Currency = getCurrency()): string {
  return formatMoney(amount, currency, getLanguage());
}

export { CURRENCIES, CURRENCY_SYMBOL };
export type { Currency };
