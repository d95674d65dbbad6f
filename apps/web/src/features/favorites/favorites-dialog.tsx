import { lazy, Suspense } from 'react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { useFavoriteIds } from '../../shared/queries/favorites.ts';
import { useOverlay } from '../../shared/state/shop-state.ts';
import { Modal } from '../../shared/ui/modal.tsx';
import drawer from '../../shared/ui/side-drawer.module.css';

// The rows load with the first opening, not with the first page.
const FavoritesContent = lazy(() =>
  import('./favorites-content.tsx').then((m) => ({ default: m.FavoritesContent })),
);

/**
 * The favourites drawer (docs/product/storefront.md §2). Mounted on every page, it reads the favourite ids on start
 * (the navbar count and the hearts); the products themselves load when it opens.
 */
export function FavoritesDialog() {
  const { t } = useTranslation();
  const [open, setOpen] = useOverlay('favorites');
  const ids = useFavoriteIds();
  const count = ids.size;
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      placement="right"
      title={t('favorites.title')}
      description={count ? t('favorites.count', { count }) : undefined}
      className={drawer.drawer}
      bodyClassName={drawer.drawerBody}
    >
      {open && (
        <Suspense fallback={null}>
          <FavoritesContent onLeave={() => setOpen(false)} />
        </Suspense>
      )}
    </Modal>
  );
}
