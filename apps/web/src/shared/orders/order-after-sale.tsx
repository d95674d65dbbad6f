import { CARRIER_NAMES, type Carrier, type Order } from '@kehribar/contracts/plain';
import { ExternalLink, PackageX, Undo2 } from 'lucide-react';
import { useId, useState } from 'react';
import { formatDate } from '../i18n/format-date.ts';
import { useTranslation } from '../i18n/react.tsx';
import { useLocale } from '../i18n/use-locale.ts';
import { Button } from '../ui/button.tsx';
import { CancelDialog } from './cancel-dialog.tsx';
import { InvoiceDownload } from './invoice-download.tsx';
import { canReturn, type OrderChanges } from './order-changes.ts';
import { OrderTimeline } from './order-timeline.tsx';
import { ReturnDialog } from './return-dialog.tsx';
import { ReturnInstructions } from './return-instructions.tsx';
import { StatusPill } from './status-pill.tsx';
import styles from './after-sale.module.css';

interface OrderAfterSaleProps {
  order: Order;
  changes: OrderChanges;
  /** The level of the section's heading in its page. */
  headingLevel?: 2 | 3 | 4;
  /** The page shows the status label elsewhere already (the order list's row). */
  hideStatus?: boolean;
  className?: string;
}

/**
 * An order after the sale (docs/decisions/024-after-sale.md): its history, delivery and the last day to
 * return, what went back to the card, its returns with how to send them, and the cancel and return actions
 * while the order allows them.
 */
export function OrderAfterSale({
  order,
  changes,
  headingLevel = 2,
  hideStatus,
  className,
}: OrderAfterSaleProps) {
  const { t } = useTranslation();
  const { language, price } = useLocale();
  const headingId = useId();
  const [dialog, setDialog] = useState<'cancel' | 'return' | null>(null);
  const Heading = `h${headingLevel}` as const;
  const returnable = canReturn(order);
  const carrier = order.shippingCarrier
    ? (CARRIER_NAMES[order.shippingCarrier as Carrier] ?? order.shippingCarrier)
    : null;
  const returns = [...order.returns].reverse();
  const subLevel = Math.min(headingLevel + 1, 6) as 3 | 4 | 5;

  return (
    <section
      className={[styles.afterSale, className].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
      data-testid="order-after-sale"
    >
      <div className={styles.historyColumn}>
        <div className={styles.head}>
          <Heading id={headingId} className={styles.title}>
            {t('orders.timeline.title')}
          </Heading>
          {!hideStatus && <StatusPill status={order.orderStatus} />}
        </div>
        <OrderTimeline order={order} />
      </div>

      <div className={styles.sideColumn}>
        {hasFacts(order) && (
          <dl className={styles.facts}>
            {order.shippingCode && (
              <div>
                <dt>{t('orders.facts.shipment')}</dt>
                <dd>
                  {carrier && <span>{carrier} · </span>}
                  <span className={styles.code}>{order.shippingCode}</span>
                  {order.trackingUrl && (
                    <a
                      className={styles.track}
                      href={order.trackingUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {t('orders.facts.track')}
                      <ExternalLink size={14} strokeWidth={1.5} aria-hidden="true" />
                    </a>
                  )}
                </dd>
              </div>
            )}
            {order.deliveredAt && (
              <div>
                <dt>{t('orders.facts.delivered')}</dt>
                <dd data-testid="order-delivered">{formatDate(order.deliveredAt, language)}</dd>
              </div>
            )}
            {order.returnDeadline && (
              <div>
                <dt>{t('orders.facts.returnDeadline')}</dt>
                <dd data-testid="order-return-deadline">{formatDate(order.returnDeadline, language)}</dd>
              </div>
            )}
            {order.canceledAt && (
              <div>
                <dt>{t('orders.facts.canceled')}</dt>
                <dd>{formatDate(order.canceledAt, language)}</dd>
              </div>
            )}
            {order.refundedAmount > 0 && (
              <div>
                <dt>{t('orders.facts.refunded')}</dt>
                <dd className={styles.refunded} data-testid="order-refunded">
                  {price(order.refundedAmount, order.currency)}
                </dd>
              </div>
            )}
            <InvoiceDownload order={order} />
          </dl>
        )}

        {returns.map((r) => (
          <ReturnSummary key={r.id} order={order} orderReturn={r} headingLevel={subLevel} />
        ))}

        {(order.canCancel || returnable) && (
          <div className={styles.actions}>
            {order.canCancel && (
              <div className={styles.action}>
                <Button variant="secondary" onClick={() => setDialog('cancel')}>
                  <PackageX size={16} strokeWidth={1.5} aria-hidden="true" />
                  {t('orders.actions.cancel')}
                </Button>
                <p className={styles.actionHint}>{t('orders.actions.cancelHint')}</p>
              </div>
            )}
            {returnable && (
              <div className={styles.action}>
                <Button variant="secondary" onClick={() => setDialog('return')}>
                  <Undo2 size={16} strokeWidth={1.5} aria-hidden="true" />
                  {t('orders.actions.return')}
                </Button>
                <p className={styles.actionHint}>{t('orders.actions.returnHint')}</p>
              </div>
            )}
          </div>
        )}
      </div>

      {/* Always mounted: the order the answer brings no longer offers the action, but the dialog must close itself. */}
      <CancelDialog
        order={order}
        open={dialog === 'cancel'}
        onOpenChange={(open) => setDialog(open ? 'cancel' : null)}
        cancel={changes.cancel}
      />
      <ReturnDialog
        order={order}
        open={dialog === 'return'}
        onOpenChange={(open) => setDialog(open ? 'return' : null)}
        requestReturn={changes.requestReturn}
      />
    </section>
  );
}

const hasFacts = (o: Order) =>
  Boolean(
    o.shippingCode ||
    o.deliveredAt ||
    o.returnDeadline ||
    o.canceledAt ||
    o.refundedAmount > 0 ||
    o.invoiceUrl,
  );

function ReturnSummary({
  order,
  orderReturn,
  headingLevel,
}: {
  order: Order;
  orderReturn: Order['returns'][number];
  headingLevel: 3 | 4 | 5;
}) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  const { language, price, text } = useLocale();
  const open = orderReturn.status === 'requested';
  return (
    <article className={styles.returnBox} data-status={orderReturn.status} data-testid="order-return">
      <div className={styles.returnHead}>
        <Heading className={styles.returnTitle}>{t('orders.returns.title')}</Heading>
        <span className={styles.pill} data-status={open ? 'returnRequested' : 'returned'}>
          {t(`orders.returns.${orderReturn.status}`)}
        </span>
      </div>
      <p className={styles.returnDates}>
        {t('orders.returns.requestedAt', { date: formatDate(orderReturn.requestedAt, language) })}
        {orderReturn.completedAt &&
          ` · ${t('orders.returns.completedAt', { date: formatDate(orderReturn.completedAt, language) })}`}
      </p>
      <ul className={styles.returnItems}>
        {orderReturn.lines.map((l) => {
          const line = order.orderItems.find((i) => i.orderItemId === l.orderItemId);
          return (
            <li key={l.orderItemId}>
              <span className={styles.returnItemName}>
                {l.quantity} × {line ? text(line.productName, line.productNameEN) : '—'}
              </span>
              <span className={styles.returnReason}>{t('orders.returns.reason', { reason: l.reason })}</span>
            </li>
          );
        })}
      </ul>
      {orderReturn.refundedAmount > 0 && (
        <p className={styles.returnRefund}>
          {t('orders.returns.refunded', { amount: price(orderReturn.refundedAmount, order.currency) })}
        </p>
      )}
      {open && (
        <p className={styles.returnDates} data-testid="return-refund-by">
          {t('orders.returns.refundBy', { date: formatDate(orderReturn.refundDueAt, language) })}
        </p>
      )}
      {open && (
        <ReturnInstructions
          shipping={order.returnShipping}
          headingLevel={Math.min(headingLevel + 1, 6) as 4 | 5 | 6}
        />
      )}
    </article>
  );
}
