import { useAdminText } from '../../i18n/use-admin-text.ts';
import { orderStatusKey } from '../../lib/format.ts';
import styles from '../../ui/admin.module.css';

const TONE = {
  created: 'warn',
  completed: 'ok',
  canceled: 'bad',
  failed: 'bad',
  unknown: undefined,
} as const;

/** An order's status as a badge: 0-3 named, anything else unknown (docs/product/back-office.md §4). */
export function OrderStatus({ status }: { status: number }) {
  const { t } = useAdminText();
  const key = orderStatusKey(status);
  return (
    <span className={styles.badge} data-tone={TONE[key]} data-status={status}>
      {t(`orders.status.${key}`)}
    </span>
  );
}
