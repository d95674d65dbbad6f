import { refundUrgency, type RefundUrgency } from '@kehribar/contracts/plain';
import { useAdminText } from '../../i18n/use-admin-text.ts';
import { formatDate } from '../../lib/format.ts';
import styles from '../../ui/admin.module.css';

const TONE: Record<RefundUrgency, 'bad' | 'warn' | 'ok'> = { overdue: 'bad', soon: 'warn', ok: 'ok' };

/**
 * The last day to refund an open return (docs/decisions/024-after-sale.md, "Refund deadline"), red when
 * it has passed and amber within three days.
 */
export function RefundDue({ dueAt, now }: { dueAt: string; now?: Date }) {
  const { t } = useAdminText();
  const urgency = refundUrgency(dueAt, now);
  return (
    <span className={styles.nowrap} data-testid="refund-due" data-urgency={urgency}>
      {formatDate(dueAt)}{' '}
      <span className={styles.badge} data-tone={TONE[urgency]}>
        {t(`after.urgency.${urgency}`)}
      </span>
    </span>
  );
}
