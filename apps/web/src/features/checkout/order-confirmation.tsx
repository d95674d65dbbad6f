import { Check, Mail, MapPin, PackageCheck, Receipt, Truck, Undo2, X, type LucideIcon } from 'lucide-react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { Link } from 'react-router';
import {
  DEFAULT_SIZE,
  intlLocale,
  ORDER_STATUS,
  type Order,
  orderStatusName,
} from '@kehribar/contracts/plain';
import { useLocale } from '../../shared/i18n/use-locale.ts';
import { thumbnailOf } from '../../shared/media/thumbnail.ts';
import { ROUTES } from '../../shared/navigation/links.ts';
import type { OrderChanges } from '../../shared/orders/order-changes.ts';
import { OrderAfterSale } from '../../shared/orders/order-after-sale.tsx';
import { buttonClass } from '../../shared/ui/button.tsx';
import { OrderGift } from '../../shared/orders/order-gift.tsx';
import styles from './payment-result.module.css';

/** After the sale the page says where the order is instead of thanking again. */
const STAGE_ICONS: Partial<Record<number, LucideIcon>> = {
  [ORDER_STATUS.Shipped]: Truck,
  [ORDER_STATUS.Delivered]: PackageCheck,
  [ORDER_STATUS.Canceled]: X,
  [ORDER_STATUS.ReturnRequested]: Undo2,
  [ORDER_STATUS.Returned]: Undo2,
};

/**
 * A paid order (docs/product/storefront.md §2 'Payment-result'): thanks, the facts, where the order is
 * and what the shopper may do about it (docs/decisions/024-after-sale.md), addresses, items, totals.
 */
export function OrderConfirmation({ order, changes }: { order: Order; changes: OrderChanges }) {
  const { t } = useTranslation();
  const justPaid = order.orderStatus === ORDER_STATUS.Completed;
  const stage = orderStatusName(order.orderStatus);
  const StageIcon = STAGE_ICONS[order.orderStatus] ?? Check;
  const { price, text, language } = useLocale();
  const money = (amount: number) => price(amount, order.currency);
  const date = new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(order.orderCreateDate));
  const name = order.contactName.split(/\s+/)[0] ?? '';
  const instalments =
    order.installmentNumber > 1
      ? t('checkout.result.instalmentCount', { count: order.installmentNumber })
      : t('checkout.result.single');
  const paidDiffers = order.paidPrice !== null && order.paidPrice !== order.totalPrice;

  return (
    <article className={styles.confirmation} data-testid="order-confirmation">
      <header className={styles.hero} data-stage={stage}>
        <span className={styles.heroMark} aria-hidden="true">
          <StageIcon size={30} strokeWidth={1.4} />
        </span>
        {justPaid ? (
          <>
            <p className={styles.eyebrow}>{t('checkout.result.eyebrow')}</p>
            <h1 className={styles.heroTitle}>
              {name ? t('checkout.result.thanks', { name }) : t('checkout.result.thanksNoName')}
            </h1>
            <p className={styles.heroLead}>{t('checkout.result.lead')}</p>
            <p className={styles.mailLine} data-testid="email-sent">
              <Mail size={16} strokeWidth={1.5} aria-hidden="true" />
              {t('checkout.result.emailSent', { email: order.email })}
            </p>
          </>
        ) : (
          <>
            <p className={styles.eyebrow}>{t('checkout.result.after.eyebrow')}</p>
            <h1 className={styles.heroTitle}>{t(`checkout.result.after.${stage}Title`)}</h1>
            <p className={styles.heroLead}>{t(`checkout.result.after.${stage}Lead`)}</p>
          </>
        )}
      </header>

      <dl className={styles.facts}>
        <div>
          <dt>{t('checkout.result.orderNumber')}</dt>
          <dd data-testid="order-number">#{order.orderNumber}</dd>
        </div>
        <div>
          <dt>{t('checkout.result.date')}</dt>
          <dd>{date}</dd>
        </div>
        <div>
          <dt>{t('checkout.result.total')}</dt>
          <dd data-testid="order-total">
            {money(order.totalPrice)} <span className={styles.currency}>{order.currency}</span>
          </dd>
        </div>
        <div>
          <dt>{t('checkout.result.instalments')}</dt>
          <dd data-testid="order-instalments">{instalments}</dd>
        </div>
      </dl>

      <OrderAfterSale order={order} changes={changes} headingLevel={2} />

      <div className={styles.addresses}>
        <section className={styles.addressBox} aria-label={t('checkout.result.shipping')}>
          <h2 className={styles.boxTitle}>
            <MapPin size={16} strokeWidth={1.5} aria-hidden="true" />
            {t('checkout.result.shipping')}
          </h2>
          <address className={styles.address} data-testid="order-shipping">
            <strong>{order.contactName}</strong>
            <span>{order.addressLine}</span>
            <span>
              {order.zipCode} {order.state} / {order.city}
            </span>
            <span>{order.country}</span>
          </address>
        </section>
        <section className={styles.addressBox} aria-label={t('checkout.result.billing')}>
          <h2 className={styles.boxTitle}>
            <Receipt size={16} strokeWidth={1.5} aria-hidden="true" />
            {t('checkout.result.billing')}
          </h2>
          <address className={styles.address} data-testid="order-billing">
            <strong>{order.billingContactName}</strong>
            <span>{order.billingAddressLine}</span>
            <span>
              {order.billingZipCode} {order.billingState} / {order.billingCity}
            </span>
            <span>{order.billingCountry}</span>
          </address>
        </section>
      </div>

      <OrderGift order={order} />

      <section className={styles.itemsBox} aria-labelledby="order-items-title">
        <h2 id="order-items-title" className={styles.boxTitle}>
          {t('checkout.result.items')}
        </h2>
        <ul className={styles.items}>
          {order.orderItems.map((item) => {
            const image = thumbnailOf(item.imageUrl);
            return (
              <li key={item.orderItemId} className={styles.item} data-testid="order-item">
                <span className={styles.thumb}>
                  {image && <img src={image} width={72} height={72} alt="" loading="lazy" />}
                </span>
                <span className={styles.itemMain}>
                  <span className={styles.itemName}>{text(item.productName, item.productNameEN)}</span>
                  <span className={styles.itemMeta}>
                    {item.variantName && <span>{text(item.variantName, item.variantNameEN)}</span>}
                    {item.size && item.size !== DEFAULT_SIZE && <span>{item.size}</span>}
                    <span>{t('checkout.result.quantity', { count: item.quantity })}</span>
                    {item.returnedQuantity > 0 && (
                      <span>{t('orders.line.returned', { count: item.returnedQuantity })}</span>
                    )}
                    {item.personalised && <span>{t('orders.line.personalised')}</span>}
                  </span>
                </span>
                <span className={styles.itemPrice}>{money(item.lineTotal)}</span>
              </li>
            );
          })}
        </ul>
        <dl className={styles.totals}>
          <div>
            <dt>{t('checkout.result.subtotal')}</dt>
            <dd>{money(order.subtotal)}</dd>
          </div>
          {order.discountAmount > 0 && (
            <div className={styles.discount}>
              <dt>
                {t('checkout.result.discount')}
                {order.appliedCoupon ? ` (${order.appliedCoupon})` : ''}
              </dt>
              <dd>−{money(order.discountAmount)}</dd>
            </div>
          )}
          <div>
            <dt>{t('checkout.result.shippingCost')}</dt>
            <dd className={styles.free}>{t('checkout.summary.free')}</dd>
          </div>
          <div className={styles.grand}>
            <dt>{t('checkout.result.total')}</dt>
            <dd>{money(order.totalPrice)}</dd>
          </div>
          {paidDiffers && order.paidPrice !== null && (
            <div className={styles.paid}>
              <dt>
                {t('checkout.result.paid')} · {instalments}
              </dt>
              <dd data-testid="order-paid">{money(order.paidPrice)}</dd>
            </div>
          )}
        </dl>
      </section>

      <div className={styles.actions}>
        <Link to={ROUTES.products} className={buttonClass()}>
          {t('checkout.result.continueShopping')}
        </Link>
        <Link to={ROUTES.home} className={buttonClass({ variant: 'secondary' })}>
          {t('checkout.result.home')}
        </Link>
      </div>
    </article>
  );
}
