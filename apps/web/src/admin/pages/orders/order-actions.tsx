import { Ban, PackageCheck, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { formatMoney, toDecimal, type AdminOrder } from '@kehribar/contracts';
import { AFTER_SALE, useAfterSale } from '../../api/after-sale.ts';
import { useAdminText } from '../../i18n/use-admin-text.ts';
import { leftOnOrder, ownerActions } from '../../lib/after-sale.ts';
import { orderLabel } from '../../lib/order-number.ts';
import styles from '../../ui/admin.module.css';
import { confirmAction } from '../../ui/confirm.tsx';
import { DeliveryDialog } from './delivery-dialog.tsx';
import { RefundDialog } from './refund-dialog.tsx';

type Dialog = { kind: 'refund' | 'deliver'; opening: number } | null;

/**
 * The owner's after-sale buttons (docs/decisions/024-after-sale.md), each shown only when the server
 * would accept it now. Every opening of a dialog is a new Idempotency-Key (the dialog mounts afresh).
 */
export function OrderActions({ order }: { order: AdminOrder }) {
  const { t, language } = useAdminText();
  const [dialog, setDialog] = useState<Dialog>(null);
  const cancel = useAfterSale(AFTER_SALE.cancel, {
    success: 'msg.canceled',
    failure: 'msg.cancelFailed',
  });
  const can = ownerActions(order);
  const money = (decimal: number) => formatMoney(decimal, order.currency, language);
  const open = (kind: 'refund' | 'deliver') => setDialog((d) => ({ kind, opening: (d?.opening ?? 0) + 1 }));

  const askCancel = async () => {
    cancel.reset();
    const detail =
      order.refundedAmount > 0
        ? t('after.cancelDetail', {
            paid: money(order.paidPrice ?? 0),
            refunded: money(order.refundedAmount),
          })
        : '';
    const ok = await confirmAction({
      title: t('after.cancelTitle', { number: orderLabel(order) }),
      message: t('after.cancelMessage', { amount: money(toDecimal(leftOnOrder(order))), detail }),
      confirmLabel: t('after.cancelConfirm'),
    });
    if (ok) cancel.send({ orderId: order.id });
  };

  if (!can.cancel && !can.refund && !can.deliver) return null;
  return (
    <div className={styles.formActions} role="group" aria-label={t('after.actions')}>
      {can.deliver && (
        <button type="button" className={styles.btnPrimary} onClick={() => open('deliver')}>
          <PackageCheck size={15} aria-hidden="true" />
          {t('after.deliver')}
        </button>
      )}
      {can.refund && (
        <button type="button" className={styles.btn} onClick={() => open('refund')}>
          <Undo2 size={15} aria-hidden="true" />
          {t('after.refund')}
        </button>
      )}
      {can.cancel && (
        <button
          type="button"
          className={styles.btnDanger}
          disabled={cancel.pending}
          onClick={() => void askCancel()}
        >
          <Ban size={15} aria-hidden="true" />
          {t('after.cancel')}
        </button>
      )}
      {cancel.error && (
        <p className={styles.error} role="alert">
          {cancel.error}
        </p>
      )}
      {dialog?.kind === 'refund' && (
        <RefundDialog key={dialog.opening} order={order} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'deliver' && (
        <DeliveryDialog key={dialog.opening} order={order} onClose={() => setDialog(null)} />
      )}
    </div>
  );
}
