import { useTranslation } from '../../shared/i18n/react.tsx';
import styles from './stock-note.module.css';

/** At or under this many pieces a line says how many are left, as the product page does. */
export const LAST_PIECES_AT = 3;

/**
 * Under a basket line (docs/decisions/042-back-in-stock-and-gift-note.md): "Stokta son N adet" when few
 * are left, and, after a typed quantity above the stock was lowered to it, a polite live message saying
 * so. It sits in the line itself, so it never covers the checkout button.
 */
export function StockNote({ stock, capped }: { stock: number; capped: number | null }) {
  const { t } = useTranslation();
  return (
    <>
      <p className={styles.capped} role="status" aria-live="polite">
        {capped !== null ? t('basket.cappedToStock', { count: capped }) : ''}
      </p>
      {capped === null && stock > 0 && stock <= LAST_PIECES_AT && (
        <p className={styles.lastPieces}>{t('basket.lastPieces', { count: stock })}</p>
      )}
    </>
  );
}
