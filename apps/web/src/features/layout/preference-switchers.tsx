import { useTranslation } from '../../shared/i18n/react.tsx';
import {
  CURRENCIES,
  type Currency,
  CURRENCY_SYMBOL,
  type Language,
  LANGUAGES,
} from '@kehribar/contracts/plain';
import { getCurrency } from '../../shared/currency/currency.ts';
import { getLanguage } from '../../shared/i18n/language.ts';
import { switchCurrency, switchLanguage } from '../../shared/navigation/preferences.ts';
import styles from './preference-switchers.module.css';

/** Each language is named in itself. */
const LANGUAGE_NAMES: Record<Language, string> = { 'tr-TR': 'Türkçe', 'en-EN': 'English' };

/** Language (Türkçe / English) and currency (TRY / USD / EUR): a choice stores it and reloads. */
export function PreferenceSwitchers({ className }: { className?: string }) {
  const { t } = useTranslation();
  const language = getLanguage();
  const currency = getCurrency();
  return (
    <div className={[styles.switchers, className].filter(Boolean).join(' ')}>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('preferences.language')}</legend>
        <div className={styles.options}>
          {LANGUAGES.map((value) => (
            <button
              key={value}
              type="button"
              lang={value.slice(0, 2)}
              className={styles.option}
              aria-pressed={value === language}
              onClick={() => value !== language && switchLanguage(value)}
            >
              {LANGUAGE_NAMES[value]}
            </button>
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('preferences.currency')}</legend>
        <div className={styles.options}>
          {CURRENCIES.map((value: Currency) => (
            <button
              key={value}
              type="button"
              className={styles.option}
              aria-pressed={value === currency}
              onClick={() => value !== currency && switchCurrency(value)}
            >
              {CURRENCY_SYMBOL[value]} {value}
            </button>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
