import type { Order } from '@kehribar/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { useLocale } from '../i18n/use-locale.ts';
import { Button } from '../ui/button.tsx';
import { Modal } from '../ui/modal.tsx';
import { notify } from '../ui/toast.tsx';
import { errorText } from './error-text.ts';
import { newRequestKey, type OrderChanges } from './order-changes.ts';
import styles from './after-sale.module.css';

interface CancelDialogProps {
  order: Order;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  cancel: OrderChanges['cancel'];
}

/**
 * Asks before cancelling a paid order that has not shipped: the whole payment goes back to the card
 * (docs/decisions/024-after-sale.md, decision 3). The server's refusal is shown here, not in the error modal.
 */
export function CancelDialog({ order, open, onOpenChange, cancel }: CancelDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={t('orders.cancel.title')}
      description={t('orders.cancel.lead', { number: order.orderNumber })}
      size="sm"
    >
      {/* Mounted per opening: a fresh Idempotency-Key and no error of the last time. */}
      <CancelBody order={order} cancel={cancel} onBusy={setBusy} onClose={() => onOpenChange(false)} />
    </Modal>
  );
}

function CancelBody({
  order,
  cancel,
  onBusy,
  onClose,
}: Pick<CancelDialogProps, 'order' | 'cancel'> & { onBusy: (busy: boolean) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const { price } = useLocale();
  const [key] = useState(newRequestKey);
  const change = useMutation({
    mutationFn: cancel,
    meta: { errorModal: false },
    onMutate: () => onBusy(true),
    onSettled: () => onBusy(false),
  });
  const paid = (order.paidPrice ?? order.totalPrice) - order.refundedAmount;
  const confirm = () =>
    change.mutate(key, {
      onSuccess: () => {
        notify.success(t('orders.cancel.done'));
        onClose();
      },
    });
  return (
    <div className={styles.dialogBody}>
      <p className={styles.moneyNote}>{t('orders.cancel.money', { amount: price(paid, order.currency) })}</p>
      <p className={styles.dialogMuted}>{t('orders.cancel.when')}</p>
      {change.isError && (
        <p className={styles.serverError} role="alert">
          {errorText(change.error, t)}
        </p>
      )}
      <div className={styles.dialogActions}>
        <Button onClick={confirm} disabled={change.isPending}>
          {change.isPending ? t('orders.cancel.pending') : t('orders.cancel.confirm')}
        </Button>
        <Button variant="secondary" onClick={onClose} disabled={change.isPending}>
          {t('orders.cancel.keep')}
        </Button>
      </div>
    </div>
  );
}
