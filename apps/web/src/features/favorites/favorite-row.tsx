import { Check, ShoppingBag, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { Link } from 'react-router';
import { isSizeValid, LIMITS, normaliseSize, type Product } from '@kehribar/contracts/plain';
import { useLocale } from '../../shared/i18n/use-locale.ts';
import { mainImage, pickVariant } from '../../shared/media/srcset.ts';
import { productUrl } from '../../shared/navigation/links.ts';
import { useAddToBasket } from '../../shared/queries/basket.ts';
import { useToggleFavorite } from '../../shared/queries/favorites.ts';
import { Button } from '../../shared/ui/button.tsx';
import { SalePrice } from '../../shared/ui/sale-price.tsx';
import { notify } from '../../shared/ui/toast.tsx';
import drawer from '../../shared/ui/side-drawer.module.css';
import styles from './favorites-dialog.module.css';

/**
 * One favourite: picture and name open the product; add to cart works when the product needs no size
 * choice (otherwise it is disabled and a link leads to the product to choose one); remove.
 */
export function FavoriteRow({ product, onLeave }: { product: Product; onLeave: () => void }) {
  const { t } = useTranslation();
  const { text } = useLocale();
  const add = useAddToBasket();
  const toggle = useToggleFavorite();
  const [flash, setFlash] = useState(false);
  const name = text(product.title, product.titleEN);
  const href = productUrl(product.id);
  const image = mainImage(product.productImageFiles);
  const size = normaliseSize(product.category, '');
  const sizeValid = isSizeValid(product.category, size);
  const soldOut = product.stock <= 0;

  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => setFlash(false), LIMITS.buttonFlashMs);
    return () => clearTimeout(timer);
  }, [flash]);

  return (
    <li className={styles.row} data-testid="favorite-row" data-product-id={product.id}>
      <Link to={href} className={styles.thumb} onClick={onLeave} aria-label={name}>
        {image && (
          <img
            src={pickVariant(image.variants, 200, image.path)}
            width={88}
            height={88}
            alt=""
            loading="lazy"
          />
        )}
      </Link>
      <div className={styles.rowMain}>
        <div className={drawer.itemHead}>
          <Link to={href} className={drawer.itemName} onClick={onLeave}>
            {name}
          </Link>
          <button
            type="button"
            className={drawer.remove}
            aria-label={t('favorites.remove', { name })}
            title={t('favorites.removeShort')}
            onClick={() => toggle.mutate({ productId: product.id, favorite: false })}
          >
            <X size={16} strokeWidth={1.5} aria-hidden="true" />
          </button>
        </div>
        <SalePrice item={product} className={styles.price} size="line" />
        <div className={styles.rowActions}>
          <Button
            size="small"
            variant={flash ? 'primary' : 'secondary'}
            className={flash ? styles.flash : undefined}
            disabled={!sizeValid || soldOut || add.isPending}
            title={!sizeValid ? t('productDetail.sizeHint') : undefined}
            onClick={() =>
              add.mutate(
                { productId: product.id, size, color: product.color, quantity: 1 },
                {
                  onSuccess: () => {
                    setFlash(true);
                    notify.success(t('productDetail.added', { name }));
                  },
                },
              )
            }
          >
            {flash ? (
              <Check size={14} strokeWidth={2} aria-hidden="true" />
            ) : (
              <ShoppingBag size={14} strokeWidth={1.6} aria-hidden="true" />
            )}
            {soldOut
              ? t('productDetail.soldOut')
              : flash
                ? t('productDetail.addedShort')
                : t('favorites.addToCart')}
          </Button>
          {!sizeValid && !soldOut && (
            <Link to={href} className={styles.chooseSize} onClick={onLeave}>
              {t('favorites.chooseSize')}
            </Link>
          )}
        </div>
      </div>
    </li>
  );
}
