import { Heart } from 'lucide-react';
import { useTranslation } from '../i18n/react.tsx';
import { useIsFavorite, useToggleFavorite } from '../queries/favorites.ts';
import styles from './favorite-button.module.css';

export interface FavoriteButtonProps {
  productId: string;
  /** The product's name, so the button says what it favourites. */
  productName: string;
  /** 'floating' sits on a picture; 'outline' stands beside a button. */
  look?: 'floating' | 'outline';
  className?: string;
}

/** The heart: adds the product to the shopper's favourites, or takes it out (aria-pressed). */
export function FavoriteButton({
  productId,
  productName,
  look = 'floating',
  className,
}: FavoriteButtonProps) {
  const { t } = useTranslation();
  const favorite = useIsFavorite(productId);
  const toggle = useToggleFavorite();
  const label = favorite
    ? t('favorites.remove', { name: productName })
    : t('favorites.add', { name: productName });
  return (
    <button
      type="button"
      className={[styles.heart, styles[look], className].filter(Boolean).join(' ')}
      aria-pressed={favorite}
      aria-label={label}
      title={label}
      data-favorite={favorite}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        toggle.mutate({ productId, favorite: !favorite });
      }}
    >
      <Heart size={look === 'floating' ? 18 : 20} strokeWidth={1.5} aria-hidden="true" />
    </button>
  );
}
