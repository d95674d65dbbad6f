import { PackageCheck } from 'lucide-react';
import { formatMoney, toDecimal, type AdminOrder } from '@kehribar/contracts';
import { AFTER_SALE, useAfterSale } from '../../api/after-sale.ts';
import { useAdminText } from '../../i18n/use-admin-text.ts';
import { openReturnOf, refundForUnits } from '../../lib/after-sale.ts';
import { formatDateTime } from '../../lib/format.ts';
import styles from '../../ui/admin.module.css';
import { confirmAction } from '../../ui/confirm.tsx';
import { Section } from '../../ui/page.tsx';
import { lineName } from './line-name.ts';
import { RefundDue } from './refund-due.tsx';

/**
 * The order's returns (docs/decisions/024-after-sale.md point 6): each with its lines and reasons; the
 * open one is received here, which refunds the returned units' share and puts them back on the shelf.
 */
export function ReturnsSection({ order }: { order: AdminOrder }) {
  const { t, language } = useAdminText();
  const money = (decimal: number) => formatMoney(decimal, order.currency, language);
  const open = openReturnOf(order);
  const receive = useAfterSale(AFTER_SALE.completeReturn, {
    success: 'msg.returnReceived',
    failure: 'msg.returnFailed',
  });
  if (order.returns.length === 0) return null;

  const toRefund = open ? money(toDecimal(refundForUnits(order, open.lines))) : '';
  const ask = async () => {
    if (!open) return;
    receive.reset();
    const ok = await confirmAction({
      title: t('after.receiveTitle'),
      message: t('after.receiveMessage', { amount: toRefund }),
      confirmLabel: t('after.receiveConfirm'),
    });
    if (ok) receive.send({ orderId: order.id, returnId: open.id });
  };

  const title = t('after.returnsTitle');
  return (
    <Section title={title}>
      {order.returns.map((r) => {
        const heading =
          r.status === 'requested'
            ? t('after.returnOpen', { date: formatDateTime(r.requestedAt) })
            : t('after.returnDone', {
                date: formatDateTime(r.requestedAt),
                completed: formatDateTime(r.completedAt),
                amount: money(r.refundedAmount),
              });
        return (
          <div key={r.id} className={styles.panel} data-testid="order-return" data-return-status={r.status}>
            <p className={styles.lead}>
              <strong>{heading}</strong>
            </p>
            <ul>
              {r.lines.map((l) => {
                const line = order.orderItems.find((i) => i.orderItemId === l.orderItemId);
                return (
                  <li key={l.orderItemId}>
                    {line ? lineName(line, language) : l.orderItemId} × {l.quantity}
                    <span className={styles.muted}>
                      {' '}
                      — {t('after.returnReason')}: {l.reason}
                    </span>
                  </li>
                );
              })}
            </ul>
            {r.id === open?.id && (
              <>
                <p className={styles.hint}>
                  {t('after.refundDue')} <RefundDue dueAt={r.refundDueAt} />
                  <br />
                  {t('after.refundDueLead')}
                </p>
                {receive.error && (
                  <p className={styles.error} role="alert">
                    {receive.error}
                  </p>
                )}
                <button
                  type="button"
                  className={styles.btnPrimary}
                  style={{ justifySelf: 'start' }}
                  disabled={receive.pending}
                  onClick={() => void ask()}
                >
                  <PackageCheck size={15} aria-hidden="true" />
                  {t('after.receive', { amount: toRefund })}
                </button>
              </>
            )}
          </div>
        );
      })}
    </Section>
  );
}
