import { ChevronDown, ShoppingBag } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { type Basket, type CouponPriceResult, DEFAULT_SIZE } from '@kehribar/contracts/plain';
import { useLocale } from '../../shared/i18n/use-locale.ts';
import { thumbnailOf } from '../../shared/media/thumbnail.ts';
import styles from './order-summary.module.css';

export interface OrderSummaryProps {
  basket: Basket;
  coupon: CouponPriceResult | null;
  /** The discount-code box (shipping step) or the applied code (payment step). */
  couponSlot?: ReactNode;
  /**
   * What the card is charged, when it differs from the total: instalments that add interest, or TRY for a
   * buyer billed in Türkiye while browsing in another currency (docs/decisions/028-try-for-residents-and-jewellery-instalments.md).
   */
  charged?: { count: number; total: number; currency?: Basket['currency'] } | null;
}

/** The basket's lines and the totals: subtotal, discount, free shipping, total (docs/product/storefront.md §2). */
export function OrderSummary({ basket, coupon, couponSlot, charged }: OrderSummaryProps) {
  const { t } = useTranslation();
  const { price } = useLocale();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const currency = coupon?.currency ?? basket.currency;
  const subtotal = coupon?.generalTotal ?? basket.totalAmount;
  const total = coupon?.afterApplyTotal ?? basket.totalAmount;
  const chargedIn = charged?.currency ?? currency;
  const showCharged = charged && (chargedIn !== currency || (charged.count > 1 && charged.total !== total));

  return (
    <section className={styles.summary} aria-labelledby={`${listId}-title`} data-testid="order-summary">
      <h2 id={`${listId}-title`} className={styles.title}>
        {t('checkout.summary.title')}
        <span className={styles.count}>{t('checkout.summary.items', { count: basket.itemCount })}</span>
      </h2>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        <ShoppingBag size={18} strokeWidth={1.4} aria-hidden="true" />
        <span className={styles.toggleText}>
          {open ? t('checkout.summary.hide') : t('checkout.summary.show')}
        </span>
        <ChevronDown
          size={16}
          strokeWidth={1.6}
          aria-hidden="true"
          className={styles.chevron}
          data-open={open}
        />
        <span className={styles.toggleCount}>{t('checkout.summary.items', { count: basket.itemCount })}</span>
      </button>

      <ul id={listId} className={styles.lines} data-open={open}>
        {basket.basketItems.map((item) => (
          <SummaryLine key={item.basketItemId} item={item} currency={basket.currency} />
        ))}
      </ul>

      {couponSlot && <div className={styles.coupon}>{couponSlot}</div>}

      <dl className={styles.totals}>
        <div>
          <dt>{t('checkout.summary.subtotal')}</dt>
          <dd data-testid="summary-subtotal">{price(subtotal, currency)}</dd>
        </div>
        {coupon && (
          <div className={styles.discount}>
            <dt>{t('checkout.summary.discountWithCode', { code: coupon.couponDTO.couponCode })}</dt>
            <dd data-testid="summary-discount">−{price(coupon.discountAmount, currency)}</dd>
          </div>
        )}
        <div>
          <dt>{t('checkout.summary.shipping')}</dt>
          <dd className={styles.free}>{t('checkout.summary.free')}</dd>
        </div>
        <div className={styles.grand}>
          <dt>{coupon ? t('checkout.summary.afterDiscount') : t('checkout.summary.total')}</dt>
          <dd data-testid="summary-total">{price(total, currency)}</dd>
        </div>
        {showCharged && (
          <div className={styles.charged}>
            <dt>
              {chargedIn !== currency
                ? t('checkout.summary.chargedInLira')
                : t('checkout.summary.instalmentTotal', { count: charged.count })}
            </dt>
            <dd data-testid="summary-charged">{price(charged.total, chargedIn)}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}

function SummaryLine({
  item,
  currency,
}: {
  item: Basket['basketItems'][number];
  currency: Basket['currency'];
}) {
  const { t } = useTranslation();
  const { text, price } = useLocale();
  const image = thumbnailOf(item.productImageUrl);
  const option = item.variantName ? text(item.variantName, item.variantNameEN) : null;
  return (
    <li className={styles.line} data-testid="summary-line">
      <span className={styles.thumb}>
        {image && <img src={image} width={72} height={72} alt="" loading="lazy" />}
        <span className={styles.badge} aria-hidden="true">
          {item.quantity}
        </span>
      </span>
      <span className={styles.lineMain}>
        <span className={styles.lineName}>{text(item.productName, item.productNameEN)}</span>
        <span className={styles.lineMeta}>
          {option && <span>{t('checkout.summary.option', { option })}</span>}
          {item.size && item.size !== DEFAULT_SIZE && (
            <span>{t('checkout.summary.size', { size: item.size })}</span>
          )}
          <span>{t('checkout.summary.quantity', { count: item.quantity })}</span>
        </span>
      </span>
      <span className={styles.linePrice}>{price(item.lineTotal, currency)}</span>
    </li>
  );
}
