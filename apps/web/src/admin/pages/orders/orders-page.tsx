import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import {
  DEFAULT_SORTS,
  ENDPOINTS,
  formatMoney,
  ORDER_SORT_COLUMNS,
  ORDER_STATUS_NAMES,
  type AdminOrder,
} from '@kehribar/contracts/plain';
import { adminReads } from '../../api/reads.ts';
import { useAdminText } from '../../i18n/use-admin-text.ts';
import { refundDeadlineOf } from '../../lib/after-sale.ts';
import { formatDateTime } from '../../lib/format.ts';
import type { ListSpec } from '../../lib/list-state.ts';
import { orderLabel } from '../../lib/order-number.ts';
import { adminPath } from '../../layout/menu.ts';
import styles from '../../ui/admin.module.css';
import { AdminPage } from '../../ui/page.tsx';
import { ServerTable, type ServerColumn } from '../../ui/server-table.tsx';
import { useServerList } from '../../ui/use-server-list.ts';
import { ExportButton } from '../../ui/export-button.tsx';
import { OrderStatus } from './order-status.tsx';
import { RefundDue } from './refund-due.tsx';
import { ShippingForm } from './shipping-form.tsx';

/** The orders list's address: ?status= is also how the dashboard's counters link to their orders. */
const ORDERS_LIST: ListSpec = {
  sortColumns: ORDER_SORT_COLUMNS,
  defaultSort: DEFAULT_SORTS.orders,
  statuses: ORDER_STATUS_NAMES,
};

/**
 * docs/product/back-office.md §2 orders list: paged, sorted and searched on the server (number, names,
 * e-mail), newest first; rows open the order; rows without a code can ship it. Orders are named by the
 * number customers see ('#1042'; the uuid is the cell's title). A status menu keeps one state of the
 * order machine (docs/decisions/024-after-sale.md).
 */
export default function OrdersPage() {
  const { t, language } = useAdminText();
  const navigate = useNavigate();
  const list = useServerList(ORDERS_LIST, adminReads.ordersPage);

  const columns = useMemo<ServerColumn<AdminOrder>[]>(
    () => [
      {
        key: 'number',
        header: t('orders.id'),
        render: (o) => (
          <span className={styles.mono} title={o.id}>
            {orderLabel(o)}
          </span>
        ),
        sortKey: 'number',
        className: styles.nowrap,
      },
      { key: 'email', header: t('common.email'), render: (o) => o.email, sortKey: 'email' },
      { key: 'phone', header: t('common.phone'), render: (o) => o.phoneNumber, className: styles.nowrap },
      {
        key: 'total',
        header: t('orders.total'),
        render: (o) => formatMoney(o.totalPrice, o.currency, language),
        sortKey: 'total',
        numeric: true,
      },
      {
        key: 'status',
        header: t('orders.status'),
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
        sortKey: 'status',
      },
      {
        key: 'date',
        header: t('orders.date'),
        render: (o) => formatDateTime(o.orderCreateDate),
        sortKey: 'date',
        className: styles.nowrap,
      },
      {
        key: 'shipping',
        header: t('orders.shippingCode'),
        render: (o) =>
          o.shippingCode ? <span className={styles.mono}>{o.shippingCode}</span> : <ShippingForm order={o} />,
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
      <ServerTable
        label={t('orders.title')}
        list={list}
        columns={columns}
        searchPlaceholder={t('lists.orders.search')}
        empty={t('orders.empty')}
        filters={
          <label className={styles.inlineForm} style={{ alignItems: 'center' }}>
            <span className={styles.label}>{t('orders.statusFilter')}</span>
            <select
              className={styles.select}
              style={{ width: 'auto', minHeight: 30 }}
              value={list.state.status}
              onChange={(event) => list.setStatus(event.target.value)}
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
        rowKey={(o) => o.id}
        onRowClick={(o) => void navigate(adminPath(`orders/${o.id}`))}
        rowLabel={(o) => t('orders.detailTitle', { number: orderLabel(o) })}
        testId="orders-table"
      />
    </AdminPage>
  );
}
