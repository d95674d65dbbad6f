import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { productsByIdsQuery } from '../queries/catalog.ts';
import { ProductCard, ProductCardSkeleton } from '../ui/product-card.tsx';
import { SectionHeading } from '../ui/section-heading.tsx';
import { forgetViewed, viewedIds } from './recently-viewed.ts';
import styles from './recently-viewed.module.css';

/** After the first paint, when the browser is idle: the list is below the fold and never in its way. */
function whenIdle(start: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(start, { timeout: 1500 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(start, 200);
  return () => window.clearTimeout(timer);
}

/**
 * "Son baktıklarınız" (docs/product/storefront.md §2): the products opened in this browser, newest
 * first, without the one on screen (`current`, which its page records with recordView). Names, pictures
 * and prices come from the catalogue in the current language and currency, in one request; a product the
 * shop removed disappears.
 */
export function RecentlyViewed({ current }: { current?: string }) {
  const { t } = useTranslation();
  const [ids, setIds] = useState<string[]>([]);

  useEffect(() => {
    const shown = viewedIds().filter((id) => id !== current?.toLowerCase());
    return whenIdle(() => setIds(shown));
  }, [current]);

  const { data: products, isPending } = useQuery(productsByIdsQuery(ids));
  // An id the answer leaves out is a product the shop no longer has: it leaves the list for good.
  const removedKey = products
    ? ids.filter((id) => !products.some((product) => product.id === id)).join(',')
    : '';
  useEffect(() => {
    if (removedKey) forgetViewed(removedKey.split(','));
  }, [removedKey]);

  if (ids.length === 0 || (!products && !isPending) || products?.length === 0) return null;

  return (
    <section
      className={`container ${styles.section}`}
      aria-labelledby="recently-viewed-heading"
      data-testid="recently-viewed"
    >
      <SectionHeading
        id="recently-viewed-heading"
        eyebrow={t('recentlyViewed.eyebrow')}
        title={t('recentlyViewed.title')}
      />
      <ul className={styles.row}>
        {products
          ? products.map((product) => (
              <li key={product.id}>
                <ProductCard
                  product={product}
                  sizes="(min-width: 1024px) 200px, (min-width: 768px) 24vw, 44vw"
                />
              </li>
            ))
          : ids.map((id) => (
              <li key={id}>
                <ProductCardSkeleton />
              </li>
            ))}
      </ul>
    </section>
  );
}
