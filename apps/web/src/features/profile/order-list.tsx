import { REVIEWABLE_ORDER_STATUSES, type Order, type OrderStatus } from '@kehribar/contracts/plain';
import { ChevronDown, Package } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { Link } from 'react-router';
import { useLocale } from '../../shared/i18n/use-locale.ts';
import { ROUTES } from '../../shared/navigation/links.ts';
import { buttonClass } from '../../shared/ui/button.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { formatDate } from '../../shared/i18n/format-date.ts';
import { OrderAfterSale } from '../../shared/orders/order-after-sale.tsx';
import { StatusPill } from '../../shared/orders/status-pill.tsx';
import { useOrderChanges, useOrders } from './api.ts';
import { OrderGift } from '../../shared/orders/order-gift.tsx';
import styles from './order-list.module.css';
import section from './section.module.css';

/** My orders (docs/product/storefront.md §2): one collapsible row per order, newest first. */
export function OrderList() {
  const { t } = useTranslation();
  const orders = useOrders();
  const list = orders.data ?? [];
  return (
    <section className={section.section} aria-labelledby="profile-orders">
      <div className={section.head}>
        <h2 className={section.title} id="profile-orders">
          {t('profile.orders.title')}
        </h2>
        {orders.data && (
          <span className={section.count}>{t('profile.orders.count', { count: list.length })}</span>
        )}
      </div>
      {orders.isPending ? (
        <div className={styles.list}>
          {[0, 1].map((i) => (
            <Skeleton key={i} height={76} />
          ))}
        </div>
      ) : list.length === 0 ? (
        <div className={section.empty}>
          <Package size={22} strokeWidth={1.5} aria-hidden="true" />
          <p>{orders.isError ? t('profile.orders.failed') : t('profile.orders.empty')}</p>
          <Link to={ROUTES.products} className={buttonClass({ variant: 'link' })}>
            {t('profile.orders.browse')}
          </Link>
        </div>
      ) : (
        <ul className={styles.list}>
          {list.map((order, index) => (
            <li key={order.id}>
              <OrderRow order={order} initiallyOpen={index === 0 && list.length === 1} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function OrderRow({ order, initiallyOpen }: { order: Order; initiallyOpen: boolean }) {
  const { t } = useTranslation();
  const { language, price, text } = useLocale();
  const [open, setOpen] = useState(initiallyOpen);
  const panelId = useId();
  const changes = useOrderChanges(order.id);
  const itemCount = order.orderItems.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <article className={`${section.card} ${styles.order}`} data-open={open || undefined}>
      <h3 className={styles.heading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          <span className={styles.number}>
            <span className={styles.label}>{t('profile.orders.number')}</span>#{order.orderNumber}
          </span>
          <span className={styles.date}>{formatDate(order.orderCreateDate, language)}</span>
          <StatusPill status={order.orderStatus} className={styles.status} />
          <span className={styles.total}>{price(order.totalPrice, order.currency)}</span>
          <ChevronDown className={styles.chevron} size={18} strokeWidth={1.5} aria-hidden="true" />
        </button>
      </h3>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <ul className={styles.items} aria-label={t('profile.orders.items', { count: itemCount })}>
          {order.orderItems.map((item) => (
            <li key={item.orderItemId} className={styles.item}>
              {item.imageUrl ? (
                <img
                  className={styles.thumb}
                  src={item.imageUrl}
                  alt=""
                  width={56}
                  height={56}
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                <span className={styles.thumb} aria-hidden="true" />
              )}
              <div className={styles.itemText}>
                <Link to={`/product/${encodeURIComponent(item.productId)}`} className={styles.itemName}>
                  {text(item.productName, item.productNameEN)}
                </Link>
                <span className={styles.itemMeta}>
                  {[
                    item.variantName ? text(item.variantName, item.variantNameEN) : null,
                    item.size && item.size !== 'Standart' ? item.size : null,
                    `${item.quantity} × ${price(item.price, order.currency)}`,
                    item.personalised ? t('orders.line.personalised') : null,
                    item.returnedQuantity > 0
                      ? t('orders.line.returned', { count: item.returnedQuantity })
                      : null,
                    item.refundedAmount > 0
                      ? t('orders.line.refunded', { amount: price(item.refundedAmount, order.currency) })
                      : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
                {REVIEWABLE_ORDER_STATUSES.includes(order.orderStatus as OrderStatus) && (
                  <Link
                    to={`/product/${encodeURIComponent(item.productId)}#reviews`}
                    className={styles.reviewLink}
                  >
                    {t('reviews.writeFromOrder')}
                  </Link>
                )}
              </div>
              <span className={styles.itemTotal}>{price(item.lineTotal, order.currency)}</span>
            </li>
          ))}
        </ul>

        <dl className={styles.summary}>
          {order.discountAmount > 0 && (
            <>
              <dt>{t('profile.orders.subtotal')}</dt>
              <dd>{price(order.subtotal, order.currency)}</dd>
              <dt>
                {t('profile.orders.discount')}
                {order.appliedCoupon ? ` (${order.appliedCoupon})` : ''}
              </dt>
              <dd>−{price(order.discountAmount, order.currency)}</dd>
            </>
          )}
          <dt>{t('profile.orders.shipping')}</dt>
          <dd>{t('profile.orders.freeShipping')}</dd>
          {order.installmentNumber > 1 && (
            <>
              <dt>{t('profile.orders.installments')}</dt>
              <dd>{order.installmentNumber}</dd>
            </>
          )}
          <dt className={styles.grand}>{t('profile.orders.total')}</dt>
          <dd className={styles.grand}>{price(order.totalPrice, order.currency)}</dd>
          {order.paidPrice != null && order.paidPrice !== order.totalPrice && (
            <>
              <dt>{t('profile.orders.paid')}</dt>
              <dd>{price(order.paidPrice, order.currency)}</dd>
            </>
          )}
        </dl>

        <OrderAfterSale
          order={order}
          changes={changes}
          headingLevel={4}
          hideStatus
          className={styles.afterSale}
        />

        <div className={styles.addresses}>
          <AddressBlock
            title={t('profile.orders.shipTo')}
            lines={[
              order.contactName,
              order.addressLine,
              `${order.zipCode} ${order.state} / ${order.city}`,
              order.country,
            ]}
          />
          <AddressBlock
            title={t('profile.orders.billTo')}
            lines={[
              order.billingContactName,
              order.billingAddressLine,
              `${order.billingZipCode} ${order.billingState} / ${order.billingCity}`,
              order.billingCountry,
            ]}
          />
        </div>
        <OrderGift order={order} />
      </div>
    </article>
  );
}

function AddressBlock({ title, lines }: { title: string; lines: (string | null | undefined)[] }) {
  const shown = lines.map((line) => line?.trim()).filter((line) => line && line !== '/');
  return (
    <div className={styles.block}>
      <h4 className={styles.blockTitle}>{title}</h4>
      <p>
        {shown.length
          ? shown.map((line, i) => (
              <span key={i}>
                {line}
                <br />
              </span>
            ))
          : '—'}
      </p>
    </div>
  );
}
