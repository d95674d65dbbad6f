import { useState } from 'react';
import type { AdminOrder } from '@kehribar/contracts';
import { Modal } from '../../../shared/ui/modal.tsx';
import { AFTER_SALE, useAfterSale } from '../../api/after-sale.ts';
import { useAdminText } from '../../i18n/use-admin-text.ts';
import { formatDateTime, shopDateTimeInput, shopDateTimeToIso } from '../../lib/format.ts';
import { orderLabel } from '../../lib/order-number.ts';
import styles from '../../ui/admin.module.css';
import { CheckField, TextField } from '../../ui/fields.tsx';

/**
 * Shipped → Delivered, now or at the carrier's time (docs/decisions/024-after-sale.md): the 14 days
 * to withdraw run from it, so it is never in the future nor before the parcel left.
 */
export function DeliveryDialog({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const { t } = useAdminText();
  const [now, setNow] = useState(true);
  const [when, setWhen] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const deliver = useAfterSale(
    AFTER_SALE.deliver,
    { success: 'msg.delivered', failure: 'msg.deliverFailed' },
    onClose,
  );

  const submit = () => {
    if (now) {
      deliver.send({ orderId: order.id });
      return;
    }
    const iso = shopDateTimeToIso(when);
    const at = iso ? new Date(iso).getTime() : NaN;
    let refusal: string | null = null;
    if (!iso) refusal = t('after.deliverMissing');
    else if (at > Date.now()) refusal = t('after.deliverFuture');
    else if (order.shippedAt && at < new Date(order.shippedAt).getTime() - 60_000)
      refusal = t('after.deliverBeforeShip', { date: formatDateTime(order.shippedAt) });
    setProblem(refusal);
    if (iso && !refusal) deliver.send({ orderId: order.id, deliveredAt: iso });
  };

  const message = problem ?? deliver.error;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && !deliver.pending && onClose()}
      title={t('after.deliverTitle', { number: orderLabel(order) })}
      size="sm"
    >
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <p className={styles.lead}>{t('after.deliverLead')}</p>
        <div className={styles.inlineForm}>
          <CheckField
            type="radio"
            name="delivered-when"
            label={t('after.deliverNow')}
            checked={now}
            onChange={() => setNow(true)}
          />
          <CheckField
            type="radio"
            name="delivered-when"
            label={t('after.deliverAt')}
            checked={!now}
            onChange={() => setNow(false)}
          />
        </div>
        {!now && (
          <TextField
            label={t('after.deliverWhen')}
            type="datetime-local"
            value={when}
            min={order.shippedAt ? shopDateTimeInput(order.shippedAt) : undefined}
            max={shopDateTimeInput(new Date())}
            onChange={(event) => setWhen(event.target.value)}
          />
        )}
        {message && (
          <p className={styles.error} role="alert">
            {message}
          </p>
        )}
        <div className={styles.formActions} style={{ justifyContent: 'flex-end' }}>
          <button type="button" className={styles.btn} onClick={onClose} disabled={deliver.pending}>
            {t('common.cancel')}
          </button>
          <button type="submit" className={styles.btnPrimary} disabled={deliver.pending}>
            {t('after.deliver')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
