import { lazy, Suspense } from 'react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { useBasket } from '../../shared/queries/basket.ts';
import { useOverlay } from '../../shared/state/shop-state.ts';
import { Modal } from '../../shared/ui/modal.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import drawer from '../../shared/ui/side-drawer.module.css';
import styles from './basket.module.css';

// The lines and totals load with the first opening, not with the first page.
const BasketContent = lazy(() => import('./basket-content.tsx').then((m) => ({ default: m.BasketContent })));

/**
 * The basket drawer, opened by the navbar's basket button. Mounted on every page, it also reads the
 * basket on start so the navbar's count is right after a reload.
 */
export function BasketDialog() {
  const { t } = useTranslation();
  const [open, setOpen] = useOverlay('basket');
  const { data } = useBasket();
  const count = data?.itemCount ?? 0;
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      placement="right"
      title={t('basket.title')}
      description={count ? t('basket.count', { count }) : undefined}
      className={styles.drawer}
      bodyClassName={drawer.drawerBody}
    >
      <Suspense fallback={<Skeleton height={84} className={styles.fallback} />}>
        <BasketContent layout="drawer" onLeave={() => setOpen(false)} />
      </Suspense>
    </Modal>
  );
}
