import { useTranslation } from '../i18n/react.tsx';
import { orderStatusName } from '@kehribar/contracts/plain';
import { orderStatusKey } from './order-status.ts';
import styles from './after-sale.module.css';

/** An order's status as a coloured label, by its tone: under way, done, stopped or money going back. */
export function StatusPill({ status, className }: { status: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={[styles.pill, className].filter(Boolean).join(' ')}
      data-status={orderStatusName(status)}
      data-testid="order-status"
    >
      {t(orderStatusKey(status))}
    </span>
  );
}
