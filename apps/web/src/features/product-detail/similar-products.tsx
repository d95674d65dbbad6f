import { useTranslation } from '../../shared/i18n/react.tsx';
import type { Product } from '@kehribar/contracts/plain';
import { ProductCard, ProductCardSkeleton } from '../../shared/ui/product-card.tsx';
import { SectionHeading } from '../../shared/ui/section-heading.tsx';
import { useSimilarProducts } from './api.ts';
import styles from './product-detail-page.module.css';

/** Three more of the same category. Nothing shows when there are none. */
export function SimilarProducts({ product }: { product: Product }) {
  const { t } = useTranslation();
  const { data, isPending } = useSimilarProducts(product);
  if (!isPending && !data?.length) return null;
  return (
    <section className={`container render-when-near ${styles.similar}`} aria-labelledby="similar-heading">
      <SectionHeading
        id="similar-heading"
        centered
        eyebrow={t('productDetail.similarEyebrow')}
        title={t('productDetail.similarTitle')}
      />
      <ul className={styles.similarGrid}>
        {isPending
          ? [0, 1, 2].map((i) => (
              <li key={i}>
                <ProductCardSkeleton />
              </li>
            ))
          : data!.map((p) => (
              <li key={p.id}>
                <ProductCard product={p} sizes="(min-width: 1320px) 400px, (min-width: 768px) 30vw, 64vw" />
              </li>
            ))}
      </ul>
    </section>
  );
}
