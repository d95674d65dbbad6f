import { useQueries } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Product } from '@kehribar/contracts/plain';
import { isApiError } from '../api/api-error.ts';
import { useTranslation } from '../i18n/react.tsx';
import { productQuery } from '../queries/catalog.ts';
import { ProductCard, ProductCardSkeleton } from '../ui/product-card.tsx';
import { SectionHeading } from '../ui/section-heading.tsx';
import { forgetViewed, recordView, viewedIds } from './recently-viewed.ts';
import styles from './recently-viewed.module.css';

/** The product is gone (deleted, or its id no longer valid): it leaves the list instead of being retried. */
const gone = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 400);

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
 * first, without the one on screen. `current` is recorded as viewed. Names, pictures and prices come from
 * the catalogue in the current language and currency; a product the shop removed disappears.
 */
export function RecentlyViewed({ current }: { current?: string }) {
  const { t } = useTranslation();
  const [ids, setIds] = useState<string[]>([]);

  useEffect(() => {
    const shown = viewedIds().filter((id) => id !== current?.toLowerCase());
    if (current) recordView(current);
    return whenIdle(() => setIds(shown));
  }, [current]);

  const results = useQueries({
    queries: ids.map((id) => ({
      ...productQuery(id),
      retry: (failures: number, error: Error) => !gone(error) && failures < 1,
    })),
  });
  const removed = ids.filter((_, i) => gone(results[i]?.error));
  const removedKey = removed.join(',');
  useEffect(() => {
    if (removedKey) forgetViewed(removedKey.split(','));
  }, [removedKey]);

  const cards = results
    .map((result, i) => ({ id: ids[i]!, product: result.data, pending: result.isPending }))
    .filter((card): card is { id: string; product: Product | undefined; pending: boolean } =>
      Boolean(card.product || card.pending),
    );
  if (cards.length === 0) return null;

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
        {cards.map(({ id, product }) => (
          <li key={id}>
            {product ? (
              <ProductCard
                product={product}
                sizes="(min-width: 1024px) 200px, (min-width: 768px) 24vw, 44vw"
              />
            ) : (
              <ProductCardSkeleton />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
