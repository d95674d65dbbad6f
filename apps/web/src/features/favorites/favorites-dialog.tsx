import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES } from '../../shared/navigation/links.ts';
import { useOverlay } from '../../shared/state/shop-state.ts';
import { buttonClass } from '../../shared/ui/button.tsx';
import { Modal } from '../../shared/ui/modal.tsx';
import styles from './favorites-dialog.module.css';

/** The favourites drawer. For now its empty state; the rows come next. */
export function FavoritesDialog() {
  const { t } = useTranslation();
  const [open, setOpen] = useOverlay('favorites');
  return (
    <Modal open={open} onOpenChange={setOpen} placement="right" title={t('favorites.title')}>
      <div className={styles.empty}>
        <span className={styles.mark} aria-hidden="true">
          <Heart size={28} strokeWidth={1.2} />
        </span>
        <h3 className={styles.title}>{t('favorites.empty')}</h3>
        <p className={styles.lead}>{t('favorites.emptyLead')}</p>
        <Link to={ROUTES.products} className={buttonClass({ variant: 'secondary' })} onClick={() => setOpen(false)}>
          {t('favorites.discover')}
        </Link>
      </div>
    </Modal>
  );
}
