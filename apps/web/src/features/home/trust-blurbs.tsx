import { CreditCard, Headset, ShieldCheck, Truck } from 'lucide-react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import styles from './trust-blurbs.module.css';

const BLURBS = [
  { key: 'shipping', Icon: Truck },
  { key: 'payment', Icon: CreditCard },
  { key: 'support', Icon: Headset },
  { key: 'secure', Icon: ShieldCheck },
] as const;

/** Four promises: same-day dispatch, card payment online, customer support, 256-bit SSL. */
export function TrustBlurbs() {
  const { t } = useTranslation();
  return (
    <section className={`container render-when-near ${styles.section}`} aria-label={t('home.trustLabel')}>
      <ul className={styles.list}>
        {BLURBS.map(({ key, Icon }) => (
          <li key={key} className={styles.item}>
            <span className={styles.icon} aria-hidden="true">
              <Icon size={24} strokeWidth={1.3} />
            </span>
            <h3 className={styles.title}>{t(`trust.${key}.title`)}</h3>
            <p className={styles.text}>{t(`trust.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
