import { useState } from 'react';
import { formatMoney, toDecimal, toMinor, type AdminOrder } from '@kehribar/contracts';
import { Modal } from '../../../shared/ui/modal.tsx';
import { AFTER_SALE, useAfterSale } from '../../api/after-sale.ts';
import { useAdminText } from '../../i18n/use-admin-text.ts';
import {
  leftOnLine,
  leftOnOrder,
  lineSpent,
  refundForUnits,
  type RefundUnits,
} from '../../lib/after-sale.ts';
import { parseDecimal } from '../../lib/format.ts';
import { orderLabel } from '../../lib/order-number.ts';
import styles from '../../ui/admin.module.css';
import { CheckField, TextField } from '../../ui/fields.tsx';
import { lineName } from './line-name.ts';

type Mode = 'units' | 'amount';

/**
 * A refund to the card (docs/decisions/024-after-sale.md): units of lines, each unit its share of what
 * its line paid, or an amount taken from the lines in order. The amount that goes back is shown before
 * it is sent, and anything above what is left on the card is refused here.
 */
export function RefundDialog({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const { t, language } = useAdminText();
  const money = (minor: number) => formatMoney(toDecimal(minor), order.currency, language);
  const [mode, setMode] = useState<Mode>('units');
  const [units, setUnits] = useState<Record<string, string>>({});
  const [amountText, setAmountText] = useState('');
  const [tried, setTried] = useState(false);
  const refund = useAfterSale(
    AFTER_SALE.refund,
    { success: 'msg.refunded', failure: 'msg.refundFailed' },
    onClose,
  );

  const left = leftOnOrder(order);
  const chosen: RefundUnits = order.orderItems
    .map((l) => ({ orderItemId: l.orderItemId, quantity: Math.trunc(Number(units[l.orderItemId] ?? 0)) }))
    .filter((u) => u.quantity > 0);
  const typed = parseDecimal(amountText);
  const total = mode === 'units' ? refundForUnits(order, chosen) : typed != null ? toMinor(typed) : 0;

  let problem: string | null = null;
  if (mode === 'amount' && amountText.trim() && (typed == null || Number.isNaN(typed) || typed <= 0))
    problem = t('after.refundAmountInvalid');
  else if (total > left) problem = t('after.refundTooMuch', { amount: money(left) });
  else if (total <= 0) problem = t('after.refundNothing');
  // Typing too much is said at once; an empty choice only once the owner tries to send it.
  const shownProblem = problem && (tried || total > 0 || amountText.trim()) ? problem : null;

  const submit = () => {
    setTried(true);
    if (problem) return;
    refund.send(
      mode === 'units'
        ? { orderId: order.id, items: chosen }
        : { orderId: order.id, amount: toDecimal(total) },
    );
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && !refund.pending && onClose()}
      title={t('after.refundTitle', { number: orderLabel(order) })}
      size="md"
    >
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <p className={styles.lead} data-testid="refund-left">
          {t('after.refundLeft', { amount: money(left) })}
        </p>
        <fieldset className={styles.field} style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className={styles.label}>{t('after.refundHow')}</legend>
          <div className={styles.inlineForm}>
            {(['units', 'amount'] as const).map((m) => (
              <CheckField
                key={m}
                type="radio"
                name="refund-mode"
                label={t(m === 'units' ? 'after.refundByUnits' : 'after.refundByAmount')}
                checked={mode === m}
                onChange={() => setMode(m)}
              />
            ))}
          </div>
        </fieldset>
        {mode === 'units' ? (
          order.orderItems.map((line) => (
            <TextField
              key={line.orderItemId}
              label={t('after.refundUnitsFor', { product: lineName(line, language) })}
              hint={t('after.refundLineLeft', {
                quantity: line.quantity,
                amount: money(leftOnLine(line)),
              })}
              type="number"
              inputMode="numeric"
              min={0}
              max={line.quantity}
              step={1}
              disabled={lineSpent(order, line)}
              value={units[line.orderItemId] ?? ''}
              onChange={(event) => {
                const n = Math.min(line.quantity, Math.max(0, Math.trunc(Number(event.target.value) || 0)));
                setUnits((u) => ({ ...u, [line.orderItemId]: event.target.value === '' ? '' : String(n) }));
              }}
            />
          ))
        ) : (
          <TextField
            label={t('after.refundAmount', { currency: order.currency })}
            inputMode="decimal"
            autoComplete="off"
            value={amountText}
            onChange={(event) => setAmountText(event.target.value)}
          />
        )}
        <p className={styles.lead} aria-live="polite" data-testid="refund-total">
          <strong>{t('after.refundTotal', { amount: money(Math.max(0, total)) })}</strong>
        </p>
        {(shownProblem ?? refund.error) && (
          <p className={styles.error} role="alert">
            {shownProblem ?? refund.error}
          </p>
        )}
        <div className={styles.formActions} style={{ justifyContent: 'flex-end' }}>
          <button type="button" className={styles.btn} onClick={onClose} disabled={refund.pending}>
            {t('common.cancel')}
          </button>
          <button type="submit" className={styles.btnDanger} disabled={refund.pending}>
            {t('after.refundConfirm', { amount: money(Math.max(0, total)) })}
          </button>
        </div>
      </form>
    </Modal>
  );
}
