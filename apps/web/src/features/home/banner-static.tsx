import { useTranslation } from '../../shared/i18n/react.tsx';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../shared/navigation/links.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import styles from './banner-carousel.module.css';

export function BannerSkeleton() {
  return <Skeleton className={styles.skeleton} />;
}

/** When no banner is set up: the shop's words on a warm amber ground. */
export function BannerFallback() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className={styles.fallback}>
      <div className={`container ${styles.copy}`}>
        <p className={styles.subtitle}>{t('home.fallbackEyebrow')}</p>
        <h2 className={styles.title}>{t('home.fallbackTitle')}</h2>
        <p className={styles.description}>{t('home.fallbackLead')}</p>
        <Button variant="light" className={styles.cta} onClick={() => void navigate(ROUTES.products)}>
          {t('home.shopNow')}
        </Button>
      </div>
    </section>
  );
}
