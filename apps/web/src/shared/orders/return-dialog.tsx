import { DEFAULT_SIZE, type Order, type OrderItem } from '@kehribar/contracts/plain';
import { useMutation } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { formatDate } from '../i18n/format-date.ts';
import { useTranslation } from '../i18n/react.tsx';
import { useLocale } from '../i18n/use-locale.ts';
import { Button } from '../ui/button.tsx';
import { SelectField, TextAreaField } from '../ui/form/index.ts';
import { Modal } from '../ui/modal.tsx';
import { errorText } from './error-text.ts';
import { newRequestKey, type OrderChanges } from './order-changes.ts';
import { ReturnInstructions } from './return-instructions.tsx';
import { returnRequestOf, type ReturnChoice, type ReturnProblem } from './return-form.ts';
import styles from './after-sale.module.css';

interface ReturnDialogProps {
  order: Order;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  requestReturn: OrderChanges['requestReturn'];
}

/**
 * A withdrawal (docs/decisions/024-after-sale.md, decision 6): how many units of each line go back and why, at
 * least one line; personalised lines cannot be chosen. Once the shop has it, the dialog says how to send
 * the parcel.
 */
export function ReturnDialog({ order, open, onOpenChange, requestReturn }: ReturnDialogProps) {
  const { t } = useTranslation();
  const { language } = useLocale();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<Order | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDone(null);
  }
  const opened = done?.returns.find((r) => r.status === 'requested');
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={done ? t('orders.return.doneTitle') : t('orders.return.title')}
      description={done ? undefined : t('orders.return.lead')}
      size="md"
    >
      {done ? (
        <div className={styles.dialogBody} data-testid="return-done">
          {opened && (
            <p className={styles.doneMark}>
              <CircleCheck size={20} strokeWidth={1.5} aria-hidden="true" />
              {t('orders.returns.requestedAt', { date: formatDate(opened.requestedAt, language) })}
            </p>
          )}
          <ReturnInstructions shipping={done.returnShipping} headingLevel={3} />
          <div className={styles.dialogActions}>
            <Button onClick={() => onOpenChange(false)}>{t('orders.return.close')}</Button>
          </div>
        </div>
      ) : (
        // Mounted per opening: a fresh Idempotency-Key and an empty form.
        <ReturnForm
          order={order}
          requestReturn={requestReturn}
          onBusy={setBusy}
          onDone={setDone}
          onClose={() => onOpenChange(false)}
        />
      )}
    </Modal>
  );
}

function ReturnForm({
  order,
  requestReturn,
  onBusy,
  onDone,
  onClose,
}: Pick<ReturnDialogProps, 'order' | 'requestReturn'> & {
  onBusy: (busy: boolean) => void;
  onDone: (order: Order) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useLocale();
  const [key] = useState(newRequestKey);
  const [choices, setChoices] = useState<Record<string, ReturnChoice>>({});
  const [problems, setProblems] = useState<{ form?: ReturnProblem; reasons: Record<string, ReturnProblem> }>({
    reasons: {},
  });
  const send = useMutation({
    mutationFn: (items: Parameters<OrderChanges['requestReturn']>[0]) => requestReturn(items, key),
    meta: { errorModal: false },
    onMutate: () => onBusy(true),
    onSettled: () => onBusy(false),
    onSuccess: onDone,
  });

  const choose = (id: string, change: Partial<ReturnChoice>) => {
    setChoices((all) => ({ ...all, [id]: { quantity: 0, reason: '', ...all[id], ...change } }));
    setProblems((p) => ({
      reasons: Object.fromEntries(Object.entries(p.reasons).filter(([k]) => k !== id)),
    }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = returnRequestOf(order.orderItems, choices);
    if ('problems' in request) return setProblems(request.problems);
    setProblems({ reasons: {} });
    send.mutate(request.items);
  };

  return (
    <form className={styles.dialogBody} onSubmit={submit} noValidate aria-label={t('orders.return.title')}>
      {order.returnDeadline && (
        <p className={styles.dialogMuted}>
          {t('orders.return.deadline', { date: formatDate(order.returnDeadline, language) })}
        </p>
      )}
      <ul className={styles.returnLines}>
        {order.orderItems.map((line) => (
          <ReturnLine
            key={line.orderItemId}
            line={line}
            choice={choices[line.orderItemId]}
            problem={problems.reasons[line.orderItemId]}
            disabled={send.isPending}
            onChange={(change) => choose(line.orderItemId, change)}
          />
        ))}
      </ul>
      {problems.form && (
        <p className={styles.serverError} role="alert">
          {t(`orders.return.${problems.form}`)}
        </p>
      )}
      {send.isError && (
        <p className={styles.serverError} role="alert">
          {errorText(send.error, t)}
        </p>
      )}
      <div className={styles.dialogActions}>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? t('orders.return.pending') : t('orders.return.submit')}
        </Button>
        <Button variant="secondary" onClick={onClose} disabled={send.isPending}>
          {t('orders.return.cancel')}
        </Button>
      </div>
    </form>
  );
}

function ReturnLine({
  line,
  choice,
  problem,
  disabled,
  onChange,
}: {
  line: OrderItem;
  choice: ReturnChoice | undefined;
  problem: ReturnProblem | undefined;
  disabled: boolean;
  onChange: (change: Partial<ReturnChoice>) => void;
}) {
  const { t } = useTranslation();
  const { text } = useLocale();
  const name = text(line.productName, line.productNameEN);
  const meta = [
    line.variantName ? text(line.variantName, line.variantNameEN) : null,
    line.size && line.size !== DEFAULT_SIZE ? line.size : null,
    t('checkout.result.quantity', { count: line.quantity }),
  ].filter(Boolean);
  const quantity = choice?.quantity ?? 0;
  const returnable = line.returnableQuantity > 0;
  return (
    <li className={styles.returnLine} data-testid="return-line" data-returnable={returnable || undefined}>
      <div className={styles.returnLineHead}>
        <span className={styles.returnLineName}>{name}</span>
        <span className={styles.returnLineMeta}>{meta.join(' · ')}</span>
      </div>
      {returnable ? (
        <>
          <SelectField
            className={styles.quantityField}
            label={t('orders.return.quantity')}
            value={String(quantity)}
            disabled={disabled}
            onChange={(event) => onChange({ quantity: Number(event.target.value) })}
          >
            {Array.from({ length: line.returnableQuantity + 1 }, (_, n) => (
              <option key={n} value={n}>
                {n === 0 ? t('orders.return.none') : n}
              </option>
            ))}
          </SelectField>
          {quantity > 0 && (
            <TextAreaField
              className={styles.reasonField}
              label={t('orders.return.reason')}
              required
              rows={2}
              maxLength={500}
              hint={t('orders.return.reasonHint')}
              error={problem ? t(`orders.return.${problem}`) : undefined}
              value={choice?.reason ?? ''}
              disabled={disabled}
              onChange={(event) => onChange({ reason: event.target.value })}
            />
          )}
        </>
      ) : (
        <p className={styles.notReturnable}>
          {line.personalised ? t('orders.return.personalised') : t('orders.return.nothingLeft')}
        </p>
      )}
    </li>
  );
}
