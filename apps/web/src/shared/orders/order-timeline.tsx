import { ORDER_STATUS, type Order, type OrderEventType } from '@kehribar/contracts/plain';
import { formatDate } from '../i18n/format-date.ts';
import { useTranslation } from '../i18n/react.tsx';
import { useLocale } from '../i18n/use-locale.ts';
import styles from './after-sale.module.css';

/** The catalogue's key of an event type (orders.timeline.<key>). */
const KEYS: Record<OrderEventType, string> = {
  placed: 'placed',
  paid: 'paid',
  failed: 'failed',
  payment_check: 'paymentCheck',
  shipped: 'shipped',
  shipping_corrected: 'shippingCorrected',
  delivered: 'delivered',
  canceled: 'canceled',
  refunded: 'refunded',
  return_requested: 'returnRequested',
  return_received: 'returnReceived',
  personal_data_erased: 'personalDataErased',
  retention_period_ended: 'retentionPeriodEnded',
  invoice_attached: 'invoiceAttached',
};

type Tone = 'done' | 'stop' | 'money';
const TONES: Partial<Record<OrderEventType, Tone>> = {
  failed: 'stop',
  canceled: 'stop',
  refunded: 'money',
  return_requested: 'money',
  return_received: 'money',
};

/** The steps still to come while an order is on its usual way, shown faint after what happened. */
const NEXT: Partial<Record<number, OrderEventType[]>> = {
  [ORDER_STATUS.Completed]: ['shipped', 'delivered'],
  [ORDER_STATUS.Shipped]: ['delivered'],
  [ORDER_STATUS.ReturnRequested]: ['return_received'],
};

/** The order's history as the shopper follows it (docs/decisions/024-after-sale.md, decision 2), oldest first. */
export function OrderTimeline({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { language } = useLocale();
  const next = NEXT[order.orderStatus] ?? [];
  return (
    <ol className={styles.timeline} data-testid="order-timeline">
      {order.timeline.map((step, index) => (
        <li
          key={`${step.type}-${step.at}-${index}`}
          className={styles.step}
          data-tone={TONES[step.type] ?? 'done'}
        >
          <span className={styles.dot} aria-hidden="true" />
          <span className={styles.stepLabel}>{t(`orders.timeline.${KEYS[step.type]}`)}</span>
          <time className={styles.stepTime} dateTime={step.at}>
            {formatDate(step.at, language, true)}
          </time>
        </li>
      ))}
      {next.map((type) => (
        <li key={`next-${type}`} className={styles.step} data-tone="next">
          <span className={styles.dot} aria-hidden="true" />
          <span className={styles.stepLabel}>{t(`orders.timeline.${KEYS[type]}`)}</span>
          <span className={styles.stepTime}>{t('orders.timeline.next')}</span>
        </li>
      ))}
    </ol>
  );
}
