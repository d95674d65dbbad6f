import { RotateCw, WifiOff } from 'lucide-react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { Button } from '../../shared/ui/button.tsx';
import styles from './products-page.module.css';

/**
 * The list could not be loaded (a server error, a lost connection): say so and offer to try again,
 * instead of "no products", which would tell the shopper the shop is empty.
 */
export function LoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={styles.empty} role="alert" data-testid="products-load-failed">
      <span className={styles.emptyMark} aria-hidden="true">
        <WifiOff size={26} strokeWidth={1.2} />
      </span>
      <h2 className={styles.emptyTitle}>{t('products.failed.title')}</h2>
      <p className={styles.emptyLead}>{t('products.failed.lead')}</p>
      <Button onClick={onRetry} disabled={retrying} aria-busy={retrying}>
        <RotateCw size={16} strokeWidth={1.6} aria-hidden="true" />
        {t('products.failed.retry')}
      </Button>
    </div>
  );
}
