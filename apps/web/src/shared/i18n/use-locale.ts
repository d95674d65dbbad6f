import { useCallback } from 'react';
import { getCurrency } from '../currency/currency.ts';
import { formatMoney } from '@kehribar/contracts/plain';
import { getLanguage, localized } from './language.ts';

/**
 * The shopper's language and currency (fixed for the page's life: a switch reloads), with helpers to
 * pick a language's text and to format a price.
 */
export function useLocale() {
  const language = getLanguage();
  const currency = getCurrency();
  const text = useCallback(
    (tr: string | null | undefined, en: string | null | undefined) => localized(tr, en, language),
    [language],
  );
  const price = useCallback(
    (amount: number, inCurrency = currency) => formatMoney(amount, inCurrency, language),
    [currency, language],
  );
  return { language, currency, isEnglish: language === 'en-EN', text, price };
}
