import { useQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { type AdminOrder, formatMoney } from '@kehribar/contracts/plain';
import { adminReads } from '../../api/reads.ts';
import { useAdminText, type AdminTextKey } from '../../i18n/use-admin-text.ts';
import { formatDateTime } from '../../lib/format.ts';
import { orderLabel } from '../../lib/order-number.ts';
import { adminPath } from '../../layout/menu.ts';
import styles from '../../ui/admin.module.css';
import { AdminPage, Section } from '../../ui/page.tsx';
import { QueryView } from '../../ui/states.tsx';
import { OrderStatus } from './order-status.tsx';

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

/** docs/product/back-office.md §2 order detail: read only, with a back button. */
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
          if (o.paymentError) rows.push(['orders.paymentError', o.paymentError]);
          if (o.shippingCode) {
            rows.push(['orders.shippingCode', <span className={styles.mono}>{o.shippingCode}</span>]);
            if (o.shippingCarrier) rows.push(['orders.carrierName', o.shippingCarrier]);
            if (o.trackingUrl)
              rows.push([
                'orders.tracking',
                <a href={o.trackingUrl} target="_blank" rel="noopener noreferrer">
                  {o.trackingUrl}
                </a>,
              ]);
          }
          return (
            <>
              <dl className={styles.details} aria-label={t('orders.title')}>
                {rows.map(([label, value]) => (
                  <Fragment key={label}>
                    <dt>{t(label)}</dt>
                    <dd>{value}</dd>
                  </Fragment>
                ))}
              </dl>
              <Section title={t('orders.items')}>
                <div className={styles.tableWrap}>
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
                      </tr>
                    </thead>
                    <tbody>
                      {o.orderItems.map((item) => (
                        <tr key={item.orderItemId}>
                          <td>
                            {language === 'en-EN' && item.productNameEN
                              ? item.productNameEN
                              : item.productName}
                          </td>
                          <td>
                            {(language === 'en-EN' && item.variantNameEN
                              ? item.variantNameEN
                              : item.variantName) ?? '—'}
                          </td>
                          <td>{item.size}</td>
                          <td className={styles.num}>{money(item.price)}</td>
                          <td className={styles.num}>{item.quantity}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </Section>
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
              <div>{back}</div>
            </>
          );
        }}
      </QueryView>
    </AdminPage>
  );
}
