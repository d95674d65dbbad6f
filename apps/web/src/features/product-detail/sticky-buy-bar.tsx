import { ShoppingBag } from 'lucide-react';
import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { SalePrice, type PricedItem } from '../../shared/ui/sale-price.tsx';
import { useMediaQuery, WIDE_SCREEN } from '../../shared/ui/use-media-query.ts';
import styles from './sticky-buy-bar.module.css';

/** Whether the element is off screen (scrolled past, or not yet reached). */
function useOffScreen(anchor: RefObject<HTMLElement | null>, watch: boolean): boolean {
  const [off, setOff] = useState(false);
  useEffect(() => {
    const element = anchor.current;
    if (!watch || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setOff(!entry!.isIntersecting));
    observer.observe(element);
    return () => observer.disconnect();
  }, [anchor, watch]);
  return watch && off;
}

/**
 * On a phone the price and "add to basket" stay at hand (docs/product/storefront.md §2): a bar fixed
 * to the bottom while the panel's own button is off screen. It sits under the header, dialogs and the
 * cookie notice (a lower z-index), and the page gets room at its end so nothing is hidden under it.
 * While a size is still needed, its button takes the shopper to the size field instead.
 */
export function StickyBuyBar({
  anchor,
  title,
  price,
  needsSize,
  customSize,
  canAdd,
  flash,
  onAdd,
}: {
  /** The panel's own buttons: the bar shows while they are off screen. */
  anchor: RefObject<HTMLElement | null>;
  title: string;
  price: PricedItem;
  needsSize: boolean;
  customSize: boolean;
  canAdd: boolean;
  flash: boolean;
  onAdd: () => void;
}) {
  const { t } = useTranslation();
  const phone = !useMediaQuery(WIDE_SCREEN);
  const shown = useOffScreen(anchor, phone);

  useEffect(() => {
    if (!phone) return;
    document.body.classList.add(styles.roomForBar!);
    return () => document.body.classList.remove(styles.roomForBar!);
  }, [phone]);

  if (!phone) return null;

  const chooseSize = () => {
    const panel = anchor.current?.parentElement;
    panel?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    panel?.querySelector<HTMLElement>('[data-size-field]')?.focus({ preventScroll: true });
  };

  return (
    // A second "add to basket" for the thumb only: screen readers and keyboards have the panel's own
    // button, so the bar stays out of the accessibility tree and the tab order.
    <div
      className={styles.bar}
      data-shown={shown}
      aria-hidden="true"
      inert={!shown}
      data-testid="sticky-buy-bar"
    >
      <div className={styles.summary}>
        <span className={styles.title}>{title}</span>
        <SalePrice item={price} className={styles.price} size="line" />
      </div>
      {needsSize ? (
        <Button variant="secondary" className={styles.button} onClick={chooseSize} tabIndex={-1}>
          {customSize ? t('productDetail.sticky.typeSize') : t('productDetail.size.choose')}
        </Button>
      ) : (
        <Button className={styles.button} disabled={!canAdd} onClick={onAdd} data-flash={flash} tabIndex={-1}>
          <ShoppingBag size={16} strokeWidth={1.5} aria-hidden="true" />
          {flash ? t('productDetail.addedShort') : t('productDetail.addToCart')}
        </Button>
      )}
    </div>
  );
}
