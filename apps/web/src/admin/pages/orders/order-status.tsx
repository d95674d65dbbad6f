import { useAdminText } from '../../i18n/use-admin-text.ts';
import { orderStatusName, type OrderStatusName } from '@kehribar/contracts/plain';
import styles from '../../ui/admin.module.css';

/** Waiting on the owner is 'warn'; settled is 'ok'; money given back is 'muted'; lost is 'bad'. */
const TONE: Record<OrderStatusName, 'ok' | 'warn' | 'bad' | 'muted' | undefined> = {
  created: 'warn',
  completed: 'warn',
  paymentCheck: 'warn',
  shipped: 'ok',
  delivered: 'ok',
  returnRequested: 'warn',
  returned: 'muted',
  canceled: 'bad',
  failed: 'bad',
  unknown: undefined,
};

/** An order's status as a badge (docs/product/back-office.md §4, docs/decisions/024-after-sale.md). */
export function OrderStatus({ status }: { status: number }) {
  const { t } = useAdminText();
  const key = orderStatusName(status);
  return (
    <span className={styles.badge} data-tone={TONE[key]} data-status={status}>
      {t(`orders.status.${key}`)}
    </span>
  );
}
