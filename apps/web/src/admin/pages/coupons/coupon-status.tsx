import { useAdminText } from '../../i18n/use-admin-text.ts';
import type { CouponStatus } from '../../lib/coupon-status.ts';
import styles from '../../ui/admin.module.css';

const TONE = { active: 'ok', notStarted: 'warn', expired: 'muted', usedUp: 'muted' } as const;

/** A coupon's standing as a badge, like an order's status: Aktif, Başlamadı, Süresi doldu, Tükendi. */
export function CouponStatusBadge({ status }: { status: CouponStatus }) {
  const { t } = useAdminText();
  return (
    <span className={styles.badge} data-tone={TONE[status]} data-status={status}>
      {t(`coupon.status.${status}`)}
    </span>
  );
}
