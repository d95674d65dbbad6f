import { useTranslation } from '../i18n/react.tsx';
import { Link } from 'react-router';
import type { ImageFile, Product } from '@kehribar/contracts/plain';
import { useLocale } from '../i18n/use-locale.ts';
import { orderedImages } from '../media/srcset.ts';
import { productUrl } from '../navigation/links.ts';
import { CardCarousel } from './card-carousel.tsx';
import { FavoriteButton } from './favorite-button.tsx';
import { ResponsiveImage } from './responsive-image.tsx';
import { SaleBadge, SalePrice } from './sale-price.tsx';
import { Skeleton } from './skeleton.tsx';
import { useMediaQuery, WIDE_SCREEN } from './use-media-query.ts';
import styles from './product-card.module.css';

export interface ProductCardProps {
  product: Product;
  /** The `sizes` of the card's picture in its grid. */
  sizes: string;
  /** Above the fold: load the picture eagerly. */
  priority?: boolean;
  /** Called when the shopper follows the card (e.g. to close a dialog). */
  onNavigate?: () => void;
}

/**
 * A product in a grid: a square picture (a swipeable carousel of its photos on wide screens, the
 * vitrine photo on phones), a heart, the title in the shop's language and the price in its currency,
 * with the sale badge and the struck-through reference price while a sale is on.
 */
export function ProductCard({ product, sizes, priority, onNavigate }: ProductCardProps) {
  const { t } = useTranslation();
  const { text } = useLocale();
  const wide = useMediaQuery(WIDE_SCREEN);
  const title = text(product.title, product.titleEN);
  const href = productUrl(product.id);
  const images = orderedImages(product.productImageFiles);
  const soldOut = product.stock <= 0;

  const picture = (image: ImageFile, index: number) => (
    <ResponsiveImage
      key={image.imageId}
      src={image.path}
      variants={image.variants}
      width={image.width || 1080}
      height={image.height || 1080}
      sizes={sizes}
      priority={priority && index === 0}
      alt={index === 0 ? title : ''}
      className={styles.image}
      draggable={false}
    />
  );

  return (
    <article className={styles.card} data-product-id={product.id} data-testid="product-card">
      <div className={styles.media}>
        {wide && images.length > 1 ? (
          <CardCarousel href={href} label={title} onNavigate={onNavigate}>
            {images.map(picture)}
          </CardCarousel>
        ) : (
          <Link to={href} className={styles.mediaLink} tabIndex={-1} aria-hidden="true" onClick={onNavigate}>
            {images[0] ? picture(images[0], 0) : <span className={styles.noImage} />}
          </Link>
        )}
        <div className={styles.badges}>
          {soldOut && (
            <span className={`${styles.badge} ${styles.soldOut}`}>{t('products.card.soldOut')}</span>
          )}
          {!soldOut && <SaleBadge percent={product.discountPercent} />}
          {!soldOut && product.isBestSeller && (
            <span className={styles.badge}>{t('products.card.bestSeller')}</span>
          )}
        </div>
        <FavoriteButton productId={product.id} productName={title} className={styles.heart} />
      </div>
      <Link to={href} className={styles.meta} onClick={onNavigate}>
        <span className={styles.title}>{title}</span>
        <SalePrice item={product} className={styles.price} />
      </Link>
    </article>
  );
}

/** The shape of a card while its product loads. */
export function ProductCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true" data-testid="product-card-skeleton">
      <Skeleton ratio="1" />
      <div className={styles.skeletonMeta}>
        <Skeleton text width="72%" />
        <Skeleton text width="34%" />
      </div>
    </div>
  );
}
