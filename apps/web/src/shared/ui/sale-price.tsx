import type { Currency } from '@kehribar/contracts/plain';
import { useTranslation } from '../i18n/react.tsx';
import { useLocale } from '../i18n/use-locale.ts';
import { Price } from './price.tsx';
import styles from './sale-price.module.css';

export interface PricedItem {
  /** The price paid now (the sale price while a sale is on). */
  price: number;
  currency: Currency;
  /** The lowest price of the 30 days before the sale, computed by the shop; null when not on sale. */
  referencePrice: number | null;
  discountPercent?: number | null;
}

/**
 * The price paid, and while a sale is on the reference price struck through after it, with words for
 * screen readers ("30 günün en düşük fiyatı") since a line through a number says nothing read aloud
 * (docs/decisions/025-sale-prices-and-reference-price.md).
 */
export function SalePrice({
  item,
  className,
  size = 'card',
}: {
  item: PricedItem;
  className?: string;
  size?: 'card' | 'page' | 'line';
}) {
  const { t } = useTranslation();
  const { price } = useLocale();
  if (item.referencePrice === null) {
    return <Price amount={item.price} currency={item.currency} className={className} />;
  }
  return (
    <span className={`${styles.wrap} ${styles[size]}`} data-testid="sale-price">
      <span className="visually-hidden">{`${t('sale.nowLabel')} `}</span>
      <Price amount={item.price} currency={item.currency} className={`${className ?? ''} ${styles.sale}`} />
      <del className={styles.reference} data-testid="reference-price">
        <span className="visually-hidden">{`${t('sale.referenceLabel')} `}</span>
        {/* Not a <Price>: `data-price` marks the price paid, which lists and journeys read. */}
        <span data-reference-price={item.referencePrice}>{price(item.referencePrice, item.currency)}</span>
      </del>
    </span>
  );
}

/** "%15 indirim" / "15% off": the whole percent taken off the reference price. */
export function SaleBadge({
  percent,
  className,
}: {
  percent: number | null | undefined;
  className?: string;
}) {
  const { t } = useTranslation();
  if (!percent) return null;
  return (
    <span className={`${styles.badge} ${className ?? ''}`} data-testid="sale-badge">
      {t('sale.badge', { percent })}
    </span>
  );
}
