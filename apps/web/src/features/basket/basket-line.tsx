import { Minus, Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { Link } from 'react-router';
import { type BasketItem, type Currency, DEFAULT_SIZE, LIMITS } from '@kehribar/contracts/plain';
import { useLocale } from '../../shared/i18n/use-locale.ts';
import { thumbnailOf } from '../../shared/media/thumbnail.ts';
import { productUrl } from '../../shared/navigation/links.ts';
import { useRemoveBasketItem, useUpdateQuantity } from '../../shared/queries/basket.ts';
import { Price } from '../../shared/ui/price.tsx';
import { SalePrice } from '../../shared/ui/sale-price.tsx';
import { clampQuantity, MIN_QUANTITY, stepQuantity } from './quantity.ts';
import { StockNote } from './stock-note.tsx';
import drawer from '../../shared/ui/side-drawer.module.css';
import styles from './basket.module.css';

/** Steppers wait this long for more clicks before they send the new quantity. */
const STEP_DELAY_MS = 350;

/** One basket line: picture, name, option and size, quantity (typed or stepped), prices, remove. */
export function BasketLine({
  item,
  currency,
  onNavigate,
}: {
  item: BasketItem;
  currency: Currency;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const { text } = useLocale();
  const update = useUpdateQuantity();
  const remove = useRemoveBasketItem();
  const inputId = useId();
  const name = text(item.productName, item.productNameEN);
  const option = item.variantName ? text(item.variantName, item.variantNameEN) : null;
  const max = Math.max(
    MIN_QUANTITY,
    Math.min(LIMITS.maxBasketQuantity, item.stock || LIMITS.maxBasketQuantity),
  );

  // What the input shows; follows the server whenever the server's quantity changes.
  const [draft, setDraft] = useState(String(item.quantity));
  // Set when a typed quantity was more than the stock: the line says so, politely, under itself.
  const [capped, setCapped] = useState<number | null>(null);
  const [serverQuantity, setServerQuantity] = useState(item.quantity);
  if (serverQuantity !== item.quantity) {
    setServerQuantity(item.quantity);
    setDraft(String(item.quantity));
  }

  const latest = useRef(item.quantity);
  latest.current = item.quantity;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = (quantity: number) => {
    clearTimeout(timer.current);
    if (quantity === latest.current) return;
    update.mutate(
      { basketItemId: item.basketItemId, quantity },
      // Refused (e.g. more than the stock): the toast says why, the input goes back.
      { onError: () => setDraft(String(latest.current)) },
    );
  };
  const step = (delta: 1 | -1) => {
    const next = stepQuantity(
      clampQuantity(draft, item.quantity),
      delta,
      delta > 0 ? max : LIMITS.maxBasketQuantity,
    );
    setDraft(String(next));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => send(next), STEP_DELAY_MS);
  };
  const commitTyped = () => {
    const typed = clampQuantity(draft, item.quantity);
    const next = Math.min(typed, max);
    setCapped(next < typed ? next : null);
    setDraft(String(next));
    send(next);
  };

  const shown = clampQuantity(draft, item.quantity);
  const image = thumbnailOf(item.productImageUrl);
  const busy = update.isPending || remove.isPending;

  return (
    <li
      className={styles.line}
      data-busy={busy}
      data-removing={remove.isPending}
      data-testid="basket-line"
      data-basket-item-id={item.basketItemId}
    >
      <Link
        to={productUrl(item.productId)}
        className={styles.thumb}
        onClick={onNavigate}
        tabIndex={-1}
        aria-hidden="true"
      >
        {image && (
          <img
            src={image}
            width={96}
            height={96}
            alt=""
            loading="lazy"
            onError={(event) => {
              if (
                item.productImageUrl &&
                event.currentTarget.src !== new URL(item.productImageUrl, location.href).href
              ) {
                event.currentTarget.src = item.productImageUrl;
              }
            }}
          />
        )}
      </Link>
      <div className={styles.lineMain}>
        <div className={drawer.itemHead}>
          <Link to={productUrl(item.productId)} className={drawer.itemName} onClick={onNavigate}>
            {name}
          </Link>
          <button
            type="button"
            className={drawer.remove}
            aria-label={t('basket.remove', { name })}
            title={t('basket.removeShort')}
            disabled={remove.isPending}
            onClick={() => remove.mutate({ basketItemId: item.basketItemId, productId: item.productId })}
          >
            <Trash2 size={16} strokeWidth={1.4} aria-hidden="true" />
          </button>
        </div>
        <p className={styles.lineMeta}>
          {option && <span>{t('basket.option', { option })}</span>}
          {item.size && item.size !== DEFAULT_SIZE && <span>{t('basket.size', { size: item.size })}</span>}
          <span>
            {t('basket.unitPrice')}{' '}
            <SalePrice
              item={{ price: item.price, currency, referencePrice: item.referencePrice }}
              size="line"
            />
          </span>
        </p>
        <div className={styles.lineFoot}>
          <div className={styles.stepper} role="group" aria-label={t('basket.quantityOf', { name })}>
            <button
              type="button"
              className={styles.stepButton}
              aria-label={t('basket.decrease')}
              disabled={shown <= MIN_QUANTITY}
              onClick={() => step(-1)}
            >
              <Minus size={14} strokeWidth={1.6} aria-hidden="true" />
            </button>
            <label htmlFor={inputId} className="visually-hidden">
              {t('basket.quantity')}
            </label>
            <input
              id={inputId}
              className={styles.quantity}
              type="number"
              inputMode="numeric"
              min={MIN_QUANTITY}
              max={LIMITS.maxBasketQuantity}
              step={1}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onBlur={commitTyped}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  commitTyped();
                }
              }}
            />
            <button
              type="button"
              className={styles.stepButton}
              aria-label={t('basket.increase')}
              disabled={shown >= max}
              onClick={() => step(1)}
            >
              <Plus size={14} strokeWidth={1.6} aria-hidden="true" />
            </button>
          </div>
          <Price amount={item.lineTotal} currency={currency} className={styles.lineTotal} />
        </div>
        <StockNote stock={item.stock} capped={capped} />
      </div>
    </li>
  );
}
