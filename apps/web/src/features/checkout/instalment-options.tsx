import { useTranslation } from '../../shared/i18n/react.tsx';
import type { InstallmentDetail, InstallmentPrice } from '@kehribar/contracts/plain';
import { getLanguage } from '../../shared/i18n/language.ts';
import { instalmentLine } from './card-rules.ts';
import styles from './payment.module.css';

export interface InstalmentOptionsProps {
  /** No BIN yet (fewer than 16 digits). */
  waiting: boolean;
  loading: boolean;
  failed: boolean;
  detail: InstallmentDetail | undefined;
  currency: string;
  value: number;
  /** The basket's categories allow a single payment only (jewellery, decision 028). */
  singleOnly?: boolean;
  onChange: (option: InstallmentPrice) => void;
}

/** payment/InstallmentsInfo's options for the card as radio choices: '3 x 1.234,56 TL = 3.703,68 TL'. */
export function InstalmentOptions({
  waiting,
  loading,
  failed,
  detail,
  currency,
  value,
  singleOnly = false,
  onChange,
}: InstalmentOptionsProps) {
  const { t } = useTranslation();
  const language = getLanguage();
  const options = detail?.installmentPrices ?? [];
  let body;
  if (waiting) body = <p className={styles.note}>{t('checkout.instalments.hint')}</p>;
  else if (loading) body = <p className={styles.note}>{t('checkout.instalments.loading')}</p>;
  else if (failed || options.length === 0)
    body = <p className={styles.note}>{t('checkout.instalments.failed')}</p>;
  else {
    body = (
      <>
        {detail && (
          <p className={styles.bank} data-testid="instalment-bank">
            {t('checkout.instalments.bank', { bank: detail.bankName, family: detail.cardFamilyName })}
          </p>
        )}
        <div className={styles.options} role="radiogroup" aria-label={t('checkout.instalments.title')}>
          {options.map((option) => {
            const selected = option.installmentNumber === value;
            return (
              <label key={option.installmentNumber} className={styles.option} data-selected={selected}>
                <input
                  type="radio"
                  name="installmentNumber"
                  className={styles.radio}
                  value={option.installmentNumber}
                  checked={selected}
                  onChange={() => onChange(option)}
                />
                <span className={styles.optionName}>
                  {option.installmentNumber === 1
                    ? t('checkout.instalments.single')
                    : t('checkout.instalments.count', { count: option.installmentNumber })}
                </span>
                <span className={styles.optionLine} data-testid="instalment-line">
                  {instalmentLine(option, currency, language)}
                </span>
              </label>
            );
          })}
        </div>
        {options.length === 1 && (
          <p className={styles.note}>
            {singleOnly
              ? t('checkout.instalments.jewellery')
              : currency === 'TRY'
                ? t('checkout.instalments.onlySingle')
                : t('checkout.instalments.onlyTry')}
          </p>
        )}
      </>
    );
  }
  return (
    <section className={styles.block} aria-labelledby="instalments-title" data-testid="instalments">
      <h2 id="instalments-title" className={styles.blockTitle}>
        {t('checkout.instalments.title')}
      </h2>
      {body}
    </section>
  );
}
