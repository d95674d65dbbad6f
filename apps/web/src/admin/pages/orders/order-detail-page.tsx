import { useQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { Printer } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { formatMoney, type AdminOrder } from '@kehribar/contracts/plain';
import { adminReads } from '../../api/reads.ts';
import { useAdminText, type AdminTextKey } from '../../i18n/use-admin-text.ts';
import { carrierName } from '../../lib/carriers.ts';
import { ownerActions } from '../../lib/after-sale.ts';
import { formatDateTime } from '../../lib/format.ts';
import { orderLabel } from '../../lib/order-number.ts';
import { adminPath } from '../../layout/menu.ts';
import styles from '../../ui/admin.module.css';
import gift from './order-gift.module.css';
import { AdminPage, Section } from '../../ui/page.tsx';
import { QueryView } from '../../ui/states.tsx';
import { EventHistory } from './event-history.tsx';
import { OrderActions } from './order-actions.tsx';
import { OrderStatus } from './order-status.tsx';
import { ReturnsSection } from './returns-section.tsx';
import { ShippingForm } from './shipping-form.tsx';
import { InvoiceSection } from './invoice-section.tsx';

type AddressKind = 'billing' | 'shipping';

function addressOf(order: AdminOrder, kind: AddressKind) {
  return kind === 'billing'
    ? {
        contactName: order.billingContactName,
        addressLine: order.billingAddressLine,
        city: order.billingCity,
        state: order.billingState,
        country: order.billingCountry,
        zipCode: order.billingZipCode,
      }
    : {
        contactName: order.contactName,
        addressLine: order.addressLine,
        city: order.city,
        state: order.state,
        country: order.country,
        zipCode: order.zipCode,
      };
}

/**
 * docs/product/back-office.md §2 order detail, with a back button; after the sale (docs/decisions/024-after-sale.md)
 * the owner ships, corrects the code, marks delivery, refunds, cancels and receives returns here, and
 * reads the order's history.
 */
export default function OrderDetailPage() {
  const { t, language } = useAdminText();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const order = useQuery(adminReads.order(id));
  const back = (
    <button type="button" className={styles.btn} onClick={() => void navigate(adminPath('orders'))}>
      {t('common.back')}
    </button>
  );

  return (
    <AdminPage
      title={order.data ? t('orders.detailTitle', { number: orderLabel(order.data) }) : t('orders.title')}
      back={adminPath('orders')}
      actions={
        order.data && (
          <Link to={adminPath(`orders/${id}/packing-slip`)} className={styles.btn}>
            <Printer size={15} aria-hidden="true" />
            {t('slip.open')}
          </Link>
        )
      }
    >
      <QueryView query={order}>
        {(o) => {
          const money = (amount: number) => formatMoney(amount, o.currency, language);
          const rows: [AdminTextKey, ReactNode][] = [
            ['orders.orderNumber', orderLabel(o)],
            ['orders.orderId', <span className={styles.mono}>{o.id}</span>],
            ['common.email', o.email],
            ['common.phone', o.phoneNumber],
            ['orders.total', money(o.totalPrice)],
            ['orders.currency', o.currency],
            ['orders.installments', o.installmentNumber],
            ['orders.status', <OrderStatus status={o.orderStatus} />],
            ['orders.createdAt', formatDateTime(o.orderCreateDate)],
          ];
          if (o.appliedCoupon)
            rows.push(['orders.coupon', `${o.appliedCoupon} (−${money(o.discountAmount)})`]);
          if (o.paidPrice != null) rows.push(['orders.paid', money(o.paidPrice)]);
          if (o.refundedAmount > 0)
            rows.push([
              'orders.refunded',
              <span data-testid="order-refunded">{money(o.refundedAmount)}</span>,
            ]);
          if (o.giftNote) rows.push(['orders.giftNote', <q className={gift.giftNote}>{o.giftNote}</q>]);
          if (o.giftPackage) rows.push(['orders.giftPackage', t('orders.giftPackageYes')]);
          if (o.paymentError) rows.push(['orders.paymentError', o.paymentError]);
          if (o.canceledAt) rows.push(['orders.canceledAt', formatDateTime(o.canceledAt)]);
          if (o.shippedAt) rows.push(['orders.shippedAt', formatDateTime(o.shippedAt)]);
          if (o.deliveredAt) rows.push(['orders.deliveredAt', formatDateTime(o.deliveredAt)]);
          if (o.returnDeadline) rows.push(['orders.returnDeadline', formatDateTime(o.returnDeadline)]);
          if (o.shippingCode) {
            rows.push(['orders.shippingCode', <span className={styles.mono}>{o.shippingCode}</span>]);
            if (o.shippingCarrier) rows.push(['orders.carrierName', carrierName(o.shippingCarrier, t)]);
            if (o.trackingUrl)
              rows.push([
                'orders.tracking',
                <a href={o.trackingUrl} target="_blank" rel="noopener noreferrer">
                  {o.trackingUrl}
                </a>,
              ]);
          }
          const can = ownerActions(o);
          return (
            <>
              <OrderActions order={o} />
              <dl className={styles.details} aria-label={t('orders.title')}>
                {rows.map(([label, value]) => (
                  <Fragment key={label}>
                    <dt>{t(label)}</dt>
                    <dd>{value}</dd>
                  </Fragment>
                ))}
              </dl>
              <Section title={t('orders.items')}>
                <div className={styles.tableWrap} tabIndex={0}>
                  <table className={styles.table} aria-label={t('orders.items')}>
                    <thead>
                      <tr>
                        <th scope="col">{t('orders.itemName')}</th>
                        <th scope="col">{t('orders.itemVariant')}</th>
                        <th scope="col">{t('orders.itemSize')}</th>
                        <th scope="col" className={styles.num}>
                          {t('orders.itemPrice')}
                        </th>
                        <th scope="col" className={styles.num}>
                          {t('orders.itemQuantity')}
                        </th>
                        <th scope="col" className={styles.num}>
                          {t('orders.itemReturned')}
                        </th>
                        <th scope="col" className={styles.num}>
                          {t('orders.itemRefunded')}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {o.orderItems.map((item) => (
                        <tr key={item.orderItemId}>
                          <td>
                            {language === 'en-EN' && item.productNameEN
                              ? item.productNameEN
                              : item.productName}
                            {item.personalised && (
                              <>
                                {' '}
                                <span className={styles.badge} data-tone="muted">
                                  {t('orders.personalised')}
                                </span>
                              </>
                            )}
                          </td>
                          <td>
                            {(language === 'en-EN' && item.variantNameEN
                              ? item.variantNameEN
                              : item.variantName) ?? '—'}
                          </td>
                          <td>{item.size}</td>
                          <td className={styles.num}>{money(item.price)}</td>
                          <td className={styles.num}>{item.quantity}</td>
                          <td className={styles.num}>{item.returnedQuantity || ''}</td>
                          <td className={`${styles.num} ${styles.nowrap}`}>
                            {item.refundedAmount > 0 ? money(item.refundedAmount) : ''}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </Section>
              {(can.ship || can.correctShipping) && (
                <Section title={t('after.shippingTitle')}>
                  {can.correctShipping && <p className={styles.hint}>{t('after.correctLead')}</p>}
                  <ShippingForm key={`${o.orderStatus}-${o.shippingCode ?? ''}`} order={o} wrap />
                </Section>
              )}
              <ReturnsSection order={o} />
              <InvoiceSection order={o} />
              <div className={styles.grid2}>
                {(['billing', 'shipping'] as const).map((kind) => {
                  const address = addressOf(o, kind);
                  return (
                    <Section key={kind} title={t(`orders.${kind}`)}>
                      <dl className={styles.details} aria-label={t(`orders.${kind}`)}>
                        {(Object.keys(address) as (keyof typeof address)[]).map((field) => (
                          <Fragment key={field}>
                            <dt>{t(`orders.${field}`)}</dt>
                            <dd>{address[field] || '—'}</dd>
                          </Fragment>
                        ))}
                      </dl>
                    </Section>
                  );
                })}
              </div>
              <EventHistory order={o} />
              <div>{back}</div>
            </>
          );
        }}
      </QueryView>
    </AdminPage>
  );
}
