import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { type AdminOrder, formatMoney } from '@kehribar/contracts/plain';
import { adminReads } from '../../api/reads.ts';
import { useAdminText } from '../../i18n/use-admin-text.ts';
import { formatDateTime, orderStatusKey } from '../../lib/format.ts';
import { orderLabel, orderMatches } from '../../lib/order-number.ts';
import { adminPath } from '../../layout/menu.ts';
import styles from '../../ui/admin.module.css';
import { DataTable, type Column } from '../../ui/data-table.tsx';
import { AdminPage } from '../../ui/page.tsx';
import { QueryView } from '../../ui/states.tsx';
import { OrderStatus } from './order-status.tsx';
import { ShippingForm } from './shipping-form.tsx';

/**
 * docs/product/back-office.md §2 orders list: newest first; rows open the order; rows without a code can ship it.
 * Orders are named by the number customers see ('#1042'; the uuid is the cell's title), and the
 * column's filter finds an order by that number or by its uuid.
 */
export default function OrdersPage() {
  const { t, language } = useAdminText();
  const navigate = useNavigate();
  const orders = useQuery(adminReads.orders());

  const columns = useMemo<Column<AdminOrder>[]>(
    () => [
      {
        key: 'number',
        header: t('orders.id'),
        value: (o) => o.orderNumber,
        render: (o) => (
          <span className={styles.mono} title={o.id}>
            {orderLabel(o)}
          </span>
        ),
        sortable: true,
        filterable: true,
        match: orderMatches,
        className: styles.nowrap,
      },
      { key: 'email', header: t('common.email'), value: (o) => o.email, sortable: true, filterable: true },
      {
        key: 'phone',
        header: t('common.phone'),
        value: (o) => o.phoneNumber,
        filterable: true,
        className: styles.nowrap,
      },
      {
        key: 'total',
        header: t('orders.total'),
        value: (o) => o.totalPrice,
        render: (o) => formatMoney(o.totalPrice, o.currency, language),
        sortable: true,
        numeric: true,
      },
      {
        key: 'status',
        header: t('orders.status'),
        value: (o) => t(`orders.status.${orderStatusKey(o.orderStatus)}`),
        render: (o) => <OrderStatus status={o.orderStatus} />,
        sortable: true,
        filterable: true,
      },
      {
        key: 'date',
        header: t('orders.date'),
        value: (o) => formatDateTime(o.orderCreateDate),
        sortable: true,
        filterable: true,
        className: styles.nowrap,
      },
      {
        key: 'shipping',
        header: t('orders.shippingCode'),
        value: (o) => o.shippingCode ?? '',
        render: (o) =>
          o.shippingCode ? <span className={styles.mono}>{o.shippingCode}</span> : <ShippingForm order={o} />,
        filterable: true,
      },
    ],
    [t, language],
  );

  return (
    <AdminPage title={t('orders.title')}>
      <QueryView query={orders} empty={t('orders.empty')}>
        {(list) => (
          <DataTable
            label={t('orders.title')}
            rows={list}
            columns={columns}
            rowKey={(o) => o.id}
            onRowClick={(o) => void navigate(adminPath(`orders/${o.id}`))}
            rowLabel={(o) => t('orders.detailTitle', { number: orderLabel(o) })}
            initialSort={{ key: 'date', direction: 'desc' }}
            testId="orders-table"
          />
        )}
      </QueryView>
    </AdminPage>
  );
}
