import { Check, PenLine, ShieldCheck, ShoppingBag, Truck, Undo2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { intlLocale, isSizeValid, LIMITS, normaliseSize, type Product } from '@kehribar/contracts/plain';
import { useLocale } from '../../shared/i18n/use-locale.ts';
import { useAddToBasket } from '../../shared/queries/basket.ts';
import { openOverlay } from '../../shared/state/shop-state.ts';
import { Button } from '../../shared/ui/button.tsx';
import { FavoriteButton } from '../../shared/ui/favorite-button.tsx';
import { SaleBadge, SalePrice } from '../../shared/ui/sale-price.tsx';
import { notify } from '../../shared/ui/toast.tsx';
import { SizeField, sizeHintKey } from './size-field.tsx';
import { SizeGuide } from './size-guide.tsx';
import { StickyBuyBar } from './sticky-buy-bar.tsx';
import styles from './purchase-panel.module.css';

// Only a sold-out piece offers it: its code (and the form kit's) stays out of the page's first load.
const BackInStockForm = lazy(() =>
  import('./back-in-stock-form.tsx').then((m) => ({ default: m.BackInStockForm })),
);

/**
 * When a sale starts or ends, in the shop's own time zone so the server's render and the browser's agree
 * (docs/decisions/025-sale-prices-and-reference-price.md).
 */
function saleMoment(iso: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Istanbul',
  }).format(new Date(iso));
}

/** Options (variants), size, add to cart with its 500 ms flash, and the heart. Keyed by product id. */
export function PurchasePanel({ product, title }: { product: Product; title: string }) {
  const { t } = useTranslation();
  const { text, language } = useLocale();
  const [variantId, setVariantId] = useState<string | null>(null);
  const [size, setSize] = useState('');
  const [flash, setFlash] = useState(false);
  const add = useAddToBasket();
  const hintId = useId();
  const actionsRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => setFlash(false), LIMITS.buttonFlashMs);
    return () => clearTimeout(timer);
  }, [flash]);

  const variant = product.variants.find((v) => v.id === variantId);
  const price = variant ?? product;
  const soldOut = product.stock <= 0;
  const sizeValid = isSizeValid(product.category, size);
  const canAdd = sizeValid && !soldOut && !add.isPending;

  const addToCart = () => {
    if (!canAdd) return;
    add.mutate(
      {
        productId: product.id,
        variantId: variant?.id ?? null,
        size: normaliseSize(product.category, size),
        color: product.color,
        quantity: 1,
      },
      {
        onSuccess: () => {
          setFlash(true);
          notify.success(t('productDetail.added', { name: title }), {
            action: { label: t('productDetail.viewBasket'), onClick: () => openOverlay('basket') },
          });
        },
      },
    );
  };

  return (
    <div className={styles.panel}>
      <div className={styles.priceRow}>
        <SalePrice item={price} className={styles.price} size="page" />
        <SaleBadge percent={price.discountPercent} />
      </div>
      {price.referencePrice !== null && price.saleStartDate && (
        // The Ministry of Trade asks sales to state when they start and end (decision 025).
        <p className={styles.saleEnds}>
          {price.saleEndDate
            ? t('sale.period', {
                start: saleMoment(price.saleStartDate, language),
                end: saleMoment(price.saleEndDate, language),
              })
            : t('sale.since', { start: saleMoment(price.saleStartDate, language) })}
        </p>
      )}

      {product.variants.length > 0 && (
        <div className={styles.field}>
          <span className={styles.fieldLabel} id={`${hintId}-options`}>
            {t('productDetail.options')}
          </span>
          <div className={styles.chips} role="group" aria-labelledby={`${hintId}-options`}>
            {product.variants.map((v) => (
              <button
                key={v.id}
                type="button"
                className={styles.chip}
                aria-pressed={v.id === variantId}
                onClick={() => setVariantId(v.id === variantId ? null : v.id)}
              >
                {text(v.variantName, v.variantNameEN)}
              </button>
            ))}
          </div>
        </div>
      )}

      <SizeField
        rule={product.category}
        value={size}
        onChange={setSize}
        describedBy={!sizeValid ? hintId : undefined}
      />
      <SizeGuide rule={product.category} />

      <div className={styles.actions} ref={actionsRef}>
        <Button
          variant={soldOut ? 'secondary' : 'primary'}
          className={[styles.add, flash && styles.flash].filter(Boolean).join(' ')}
          disabled={!canAdd}
          aria-describedby={!sizeValid && !soldOut ? hintId : undefined}
          onClick={addToCart}
          data-flash={flash}
        >
          {flash ? (
            <Check size={18} strokeWidth={1.8} aria-hidden="true" />
          ) : (
            <ShoppingBag size={17} strokeWidth={1.5} aria-hidden="true" />
          )}
          {soldOut
            ? t('productDetail.soldOut')
            : flash
              ? t('productDetail.addedShort')
              : t('productDetail.addToCart')}
        </Button>
        <FavoriteButton productId={product.id} productName={title} look="outline" />
      </div>
      {soldOut ? (
        <>
          <p className={styles.note}>{t('productDetail.soldOutLead')}</p>
          <Suspense fallback={null}>
            <BackInStockForm key={variantId} productId={product.id} variantId={variantId} />
          </Suspense>
        </>
      ) : !sizeValid ? (
        <p className={styles.hint} id={hintId} role="note">
          {t(sizeHintKey(product.category))}
        </p>
      ) : product.stock <= 3 ? (
        <p className={styles.note}>{t('productDetail.lastPieces', { count: product.stock })}</p>
      ) : null}

      {!soldOut && (
        <StickyBuyBar
          anchor={actionsRef}
          title={title}
          price={price}
          needsSize={!sizeValid}
          customSize={product.category.isCustomSizeInput}
          canAdd={canAdd}
          flash={flash}
          onAdd={addToCart}
        />
      )}

      <ul className={styles.assurances}>
        <li>
          <Truck size={17} strokeWidth={1.4} aria-hidden="true" />
          {t('productDetail.freeShipping')}
        </li>
        <li>
          <ShieldCheck size={17} strokeWidth={1.4} aria-hidden="true" />
          {t('productDetail.securePayment')}
        </li>
        <li>
          {product.personalised ? (
            <PenLine size={17} strokeWidth={1.4} aria-hidden="true" />
          ) : (
            <Undo2 size={17} strokeWidth={1.4} aria-hidden="true" />
          )}
          {t(product.personalised ? 'productDetail.personalised' : 'productDetail.returnable')}
        </li>
      </ul>
    </div>
  );
}
