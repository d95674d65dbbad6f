import { CreditCard } from 'lucide-react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { CardMark } from '../../shared/ui/card-marks.tsx';
import type { CardBrand } from './card-rules.ts';
import styles from './payment.module.css';

/** The card's brand mark beside its number, else a plain card (docs/product/storefront.md §9). */
export function CardBrandMark({ brand }: { brand: CardBrand }) {
  const { t } = useTranslation();
  return (
    <span
      className={styles.brand}
      data-brand={brand}
      data-testid="card-brand"
      title={t(`checkout.card.brand.${brand}`)}
    >
      {brand === 'default' ? (
        <CreditCard size={22} strokeWidth={1.4} aria-hidden="true" />
      ) : (
        <CardMark brand={brand} size="small" />
      )}
      <span className="visually-hidden">{t(`checkout.card.brand.${brand}`)}</span>
    </span>
  );
}
