import { useTranslation } from '../../shared/i18n/react.tsx';
import { Link } from 'react-router';
import type { Product } from '@kehribar/contracts/plain';
import { useLocale } from '../../shared/i18n/use-locale.ts';
import { productUrl, ROUTES } from '../../shared/navigation/links.ts';
import { buttonClass } from '../../shared/ui/button.tsx';
import { ResponsiveImage } from '../../shared/ui/responsive-image.tsx';
import { SectionHeading } from '../../shared/ui/section-heading.tsx';
import { SalePrice } from '../../shared/ui/sale-price.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { latestRows } from './latest-rows.ts';
import styles from './latest-products.module.css';

/**
 * 'Latest products' (docs/product/storefront.md §2, §9): two slowly scrolling rows — the first 9 and items 5–10 —
 * each loop 30 s long, pausing on hover or focus, still when the shopper prefers less motion.
 */
export function LatestProducts({ products, loading }: { products: Product[] | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const { first, second } = latestRows(products ?? []);
  if (!loading && !first.length) return null;
  return (
    <section className={styles.section} aria-labelledby="latest-heading">
      <div className="container">
        <SectionHeading
          id="latest-heading"
          centered
          eyebrow={t('home.latestEyebrow')}
          title={t('home.latestTitle')}
        />
      </div>
      <div className={styles.rows}>
        {loading ? (
          <>
            <SkeletonRow />
            <SkeletonRow />
          </>
        ) : (
          <>
            <MarqueeRow products={first} label={t('home.latestRow', { index: 1 })} />
            {second.length > 0 && (
              <MarqueeRow products={second} label={t('home.latestRow', { index: 2 })} reverse />
            )}
          </>
        )}
      </div>
      <div className={styles.footer}>
        <Link to={ROUTES.products} className={buttonClass({ variant: 'secondary' })}>
          {t('home.viewAll')}
        </Link>
      </div>
    </section>
  );
}

function MarqueeRow({ products, label, reverse }: { products: Product[]; label: string; reverse?: boolean }) {
  return (
    <div
      className={[styles.marquee, reverse && styles.reverse].filter(Boolean).join(' ')}
      role="region"
      aria-label={label}
    >
      <div className={styles.track}>
        <ul className={styles.set}>
          {products.map((product) => (
            <li key={product.id}>
              <ProductTile product={product} />
            </li>
          ))}
        </ul>
        {/* The same items again, so the loop has no seam; hidden from assistive technology. */}
        <ul className={`${styles.set} ${styles.copy}`} aria-hidden="true">
          {products.map((product) => (
            <li key={product.id}>
              <ProductTile product={product} hidden />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function ProductTile({ product, hidden }: { product: Product; hidden?: boolean }) {
  const { text } = useLocale();
  const image = product.productImageFiles[0];
  const title = text(product.title, product.titleEN);
  return (
    <Link to={productUrl(product.id)} className={styles.tile} tabIndex={hidden ? -1 : undefined}>
      <span className={styles.frame}>
        {image && (
          <ResponsiveImage
            src={image.path}
            variants={image.variants}
            width={image.width || 800}
            height={image.height || 800}
            sizes="(min-width: 769px) 250px, 168px"
            alt={hidden ? '' : title}
          />
        )}
      </span>
      <span className={styles.meta}>
        <span className={styles.title}>{title}</span>
        <SalePrice item={product} className={styles.price} size="line" />
      </span>
    </Link>
  );
}

function SkeletonRow() {
  return (
    <div className={`container ${styles.skeletonRow}`} aria-hidden="true">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className={styles.skeletonTile}>
          <Skeleton ratio="1" />
          <Skeleton text width="70%" />
          <Skeleton text width="40%" />
        </div>
      ))}
    </div>
  );
}
