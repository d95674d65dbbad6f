import { ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES } from '../../shared/navigation/links.ts';
import { useBasketCount, useOverlay } from '../../shared/state/shop-state.ts';
import { buttonClass } from '../../shared/ui/button.tsx';
import { Modal } from '../../shared/ui/modal.tsx';
import styles from './empty-state.module.css';

/** The basket drawer. For now its empty state; the lines, totals and checkout come next. */
export function BasketDialog() {
  const { t } = useTranslation();
  const [open, setOpen] = useOverlay('basket');
  const count = useBasketCount();
  return (
    <Modal open={open} onOpenChange={setOpen} placement="right" title={t('basket.title')} description={count ? t('basket.count', { count }) : undefined}>
      <div className={styles.empty}>
        <span className={styles.mark} aria-hidden="true">
          <ShoppingBag size={28} strokeWidth={1.2} />
        </span>
        <h3 className={styles.title}>{t('basket.empty')}</h3>
        <p className={styles.lead}>{t('basket.emptyLead')}</p>
        <Link to={ROUTES.products} className={buttonClass()} onClick={() => setOpen(false)}>
          {t('basket.continueShopping')}
        </Link>
      </div>
    </Modal>
  );
}
