import type { Product } from '@kehribar/contracts/plain';
import { ProductCard, ProductCardSkeleton } from '../../shared/ui/product-card.tsx';
import styles from './products-page.module.css';

/** The picture width of a card at each layout (3 columns beside the filters, 2 on phones). */
const CARD_SIZES = '(min-width: 1320px) 340px, (min-width: 1024px) 26vw, (min-width: 768px) 34vw, 47vw';

/** Cards whose picture is in the first screen: two rows of two on a phone, the first row on wide screens. */
const ABOVE_THE_FOLD = 4;

export function ProductGrid({
  products,
  loadingMore,
  label,
}: {
  products: readonly Product[];
  loadingMore: number;
  label: string;
}) {
  return (
    <ul className={styles.grid} aria-label={label} aria-busy={loadingMore > 0}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} sizes={CARD_SIZES} priority={index < ABOVE_THE_FOLD} />
        </li>
      ))}
      {Array.from({ length: loadingMore }, (_, i) => (
        <li key={`skeleton-${i}`}>
          <ProductCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
