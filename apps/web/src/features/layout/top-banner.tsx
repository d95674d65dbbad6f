import { Truck } from 'lucide-react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import styles from './top-banner.module.css';

/** The free-shipping line above the navbar (shipping is always free). */
export function TopBanner({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={[styles.banner, className].filter(Boolean).join(' ')}>
      <p className={styles.inner}>
        <Truck className={styles.icon} size={14} strokeWidth={1.6} aria-hidden="true" />
        {t('banner.freeShipping')}
      </p>
    </div>
  );
}
