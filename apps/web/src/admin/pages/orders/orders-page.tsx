import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  ENDPOINTS,
  formatMoney,
  ORDER_STATUS_NAMES,
  orderStatusName,
  type AdminOrder,
  type OrderStatusName,
} from '@kehribar/contracts/plain';
import { adminReads } from '../../api/reads.ts';
import { useAdminText } from '../../i18n/use-admin-text.ts';
import { refundDeadlineOf } from '../../lib/after-sale.ts';
import { formatDateTime } from '../../lib/format.ts';
import { orderLabel, orderMatches } from '../../lib/order-number.ts';
import { adminPath } from '../../layout/menu.ts';
import styles from '../../ui/admin.module.css';
import { DataTable, type Column } from '../../ui/data-table.tsx';
import { AdminPage } from '../../ui/page.tsx';
import { ExportButton } from '../../ui/export-button.tsx';
import { QueryView } from '../../ui/states.tsx';
import { OrderStatus } from './order-status.tsx';
import { RefundDue } from './refund-due.tsx';
import { ShippingForm } from './shipping-form.tsx';

/**
 * docs/product/back-office.md §2 orders list: newest first; rows open the order; rows without a code can ship it.
 * Orders are named by the number customers see ('#1042'; the uuid is the cell's title), and the
 * column's filter finds an order by that number or by its uuid. A status menu keeps one state of the
 * order machine (docs/decisions/024-after-sale.md), on the loaded list.
 */
export default function OrdersPage() {
  const { t, language } = useAdminText();
  const navigate = useNavigate();
  const orders = useQuery(adminReads.orders());
  // In the address, so the dashboard's counters link to their orders and a reload keeps the choice.
  const [params, setParams] = useSearchParams();
  const asked = params.get('status');
  const status = ORDER_STATUS_NAMES.find((key) => key === asked) ?? '';
  const setStatus = (key: OrderStatusName | '') => setParams(key ? { status: key } : {}, { replace: true });

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
        value: (o) => t(`orders.status.${orderStatusName(o.orderStatus)}`),
        // An open return shows when its refund is due (docs/decisions/024-after-sale.md, "Refund deadline").
        render: (o) => {
          const due = refundDeadlineOf(o);
          return (
            <span className={styles.statusCell}>
              <OrderStatus status={o.orderStatus} />
              {due && <RefundDue dueAt={due.dueAt} />}
            </span>
          );
        },
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
    <AdminPage
      title={t('orders.title')}
      actions={
        <ExportButton
          path={ENDPOINTS.Order.ExportOrders.path}
          fileName="orders.csv"
          withRange
          testId="export-orders"
        />
      }
    >
      <QueryView query={orders} empty={t('orders.empty')}>
        {(list) => (
          <DataTable
            label={t('orders.title')}
            rows={status ? list.filter((o) => orderStatusName(o.orderStatus) === status) : list}
            tools={
              <label className={styles.inlineForm} style={{ alignItems: 'center' }}>
                <span className={styles.label}>{t('orders.statusFilter')}</span>
                <select
                  className={styles.select}
                  style={{ width: 'auto', minHeight: 30 }}
                  value={status}
                  onChange={(event) => setStatus(event.target.value as OrderStatusName | '')}
                  data-testid="orders-status-filter"
                >
                  <option value="">{t('orders.allStatuses')}</option>
                  {ORDER_STATUS_NAMES.map((key) => (
                    <option key={key} value={key}>
                      {t(`orders.status.${key}`)}
                    </option>
                  ))}
                </select>
              </label>
            }
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
