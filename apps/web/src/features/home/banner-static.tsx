import { useTranslation } from '../../shared/i18n/react.tsx';
import { Link } from 'react-router';
import { ROUTES } from '../../shared/navigation/links.ts';
import { buttonClass } from '../../shared/ui/button.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import styles from './banner-carousel.module.css';

export function BannerSkeleton() {
  return <Skeleton className={styles.skeleton} />;
}

/** When no banner is set up: the shop's words on a warm amber ground. */
export function BannerFallback() {
  const { t } = useTranslation();
  return (
    <section className={styles.fallback}>
      <div className={`container ${styles.copy}`}>
        <p className={styles.subtitle}>{t('home.fallbackEyebrow')}</p>
        <h2 className={styles.title}>{t('home.fallbackTitle')}</h2>
        <p className={styles.description}>{t('home.fallbackLead')}</p>
        <Link to={ROUTES.products} className={buttonClass({ variant: 'light' }, styles.cta)}>
          {t('home.shopNow')}
        </Link>
      </div>
    </section>
  );
}
