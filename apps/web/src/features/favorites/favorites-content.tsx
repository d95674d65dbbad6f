import { Heart } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { Link } from 'react-router';
import { ROUTES } from '../../shared/navigation/links.ts';
import { useClearFavorites, useFavoriteProducts } from '../../shared/queries/favorites.ts';
import { Button, buttonClass } from '../../shared/ui/button.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { FavoriteRow } from './favorite-row.tsx';
import { DrawerEmpty } from '../../shared/ui/drawer-empty.tsx';
import styles from './favorites-dialog.module.css';

/** The favourites: rows, remove-all (with a confirmation), or the empty message. */
export function FavoritesContent({ onLeave }: { onLeave: () => void }) {
  const { t } = useTranslation();
  const { data: products, isPending } = useFavoriteProducts();
  const clear = useClearFavorites();
  const [confirming, setConfirming] = useState(false);

  if (isPending) {
    return (
      <div className={styles.list} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <div key={i} className={styles.skeletonRow}>
            <Skeleton width={80} height={80} />
            <div>
              <Skeleton text width="75%" />
              <Skeleton text width="35%" />
            </div>
          </div>
        ))}
      </div>
    );
  }

  if (!products?.length) {
    return (
      <DrawerEmpty
        icon={<Heart size={28} strokeWidth={1.2} />}
        title={t('favorites.empty')}
        lead={t('favorites.emptyLead')}
      >
        <Link to={ROUTES.products} className={buttonClass({ variant: 'secondary' })} onClick={onLeave}>
          {t('favorites.discover')}
        </Link>
      </DrawerEmpty>
    );
  }

  return (
    <>
      <ul className={styles.list}>
        {products.map((product) => (
          <FavoriteRow key={product.id} product={product} onLeave={onLeave} />
        ))}
      </ul>
      <div className={styles.footer}>
        {confirming ? (
          <div className={styles.confirm} role="group" aria-label={t('favorites.removeAll')}>
            <span>{t('favorites.confirmRemoveAll')}</span>
            <Button
              variant="secondary"
              size="small"
              disabled={clear.isPending}
              onClick={() =>
                clear.mutate(
                  products.map((p) => p.id),
                  { onSettled: () => setConfirming(false) },
                )
              }
            >
              {t('favorites.confirmYes')}
            </Button>
            <Button variant="ghost" size="small" onClick={() => setConfirming(false)}>
              {t('favorites.confirmNo')}
            </Button>
          </div>
        ) : (
          <button type="button" className={styles.removeAll} onClick={() => setConfirming(true)}>
            {t('favorites.removeAll')}
          </button>
        )}
      </div>
    </>
  );
}
