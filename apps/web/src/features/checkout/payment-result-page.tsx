import { useQueryClient } from '@tanstack/react-query';
import { AlertCircle, Clock, SearchX } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { Link, useSearchParams } from 'react-router';
import { ORDER_STATUS, PAID_ORDER_STATUSES, type Order } from '@kehribar/contracts/plain';
import { isApiError } from '../../shared/api/api-error.ts';
import { ROUTES } from '../../shared/navigation/links.ts';
import { useDocumentTitle } from '../../shared/navigation/use-document-title.ts';
import { basketQueryKey } from '../../shared/queries/basket.ts';
import { buttonClass } from '../../shared/ui/button.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { useOrderByToken, useOrderChangesByToken } from './api.ts';
import { clearDraft } from './checkout-draft.ts';
import { OrderConfirmation } from './order-confirmation.tsx';
import styles from './payment-result.module.css';

/**
 * /payment-result?token=…: where the bank's callback sends the shopper. The order is loaded only when a
 * token is present (docs/product/storefront.md §4); a failed payment says so and leads back to the kept basket. A
 * callback that could not be verified arrives as ?error=… without a token. When the bank posts inside
 * the 3-D Secure frame, a head script of index.html takes the whole window here first
 * (build/leave-payment-frame.ts). The order e-mails link here too: a paid order is followed after the sale
 * (docs/decisions/024-after-sale.md), and a guest cancels or returns from here.
 */
export default function PaymentResultPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const error = params.get('error');
  const order = useOrderByToken(token);
  const changes = useOrderChangesByToken(token ?? '');
  const queryClient = useQueryClient();
  useDocumentTitle(t('checkout.resultDocumentTitle'));

  const status = order.data?.orderStatus;
  useEffect(() => {
    if (status === undefined) return;
    // Paid: the server emptied the basket. Failed: it is kept. Either way the badge should follow.
    void queryClient.invalidateQueries({ queryKey: basketQueryKey });
    if (status === ORDER_STATUS.Completed) clearDraft();
  }, [status, queryClient]);

  let body: ReactNode;
  if (!token) {
    body = error ? (
      <Failure title={t('checkout.result.invalidTitle')} lead={t('checkout.result.invalidLead')} />
    ) : (
      <Notice
        icon={<SearchX size={28} strokeWidth={1.2} />}
        title={t('checkout.result.noTokenTitle')}
        lead={t('checkout.result.noTokenLead')}
      />
    );
  } else if (order.isPending) {
    body = <ResultSkeleton label={t('checkout.result.loading')} />;
  } else if (order.isError || !order.data) {
    const notFound = isApiError(order.error) && order.error.status === 404;
    body = (
      <Notice
        icon={<SearchX size={28} strokeWidth={1.2} />}
        title={t('checkout.result.notFoundTitle')}
        lead={notFound ? t('checkout.result.notFoundLead') : t('errors.pageLead')}
      />
    );
  } else if (wasPaid(order.data)) {
    body = <OrderConfirmation order={order.data} changes={changes} />;
  } else if (order.data.orderStatus === ORDER_STATUS.Failed) {
    body = (
      <Failure
        title={t('checkout.result.failedTitle')}
        lead={t('checkout.result.failedLead')}
        reason={order.data.paymentError}
        orderNumber={order.data.orderNumber}
      />
    );
  } else if (order.data.orderStatus === ORDER_STATUS.Created) {
    body = (
      <Notice
        icon={<Clock size={28} strokeWidth={1.2} />}
        title={t('checkout.result.pendingTitle')}
        lead={t('checkout.result.pendingLead')}
        busy
      />
    );
  } else if (order.data.orderStatus === ORDER_STATUS.PaymentCheck) {
    body = (
      <Notice
        icon={<Clock size={28} strokeWidth={1.2} />}
        title={t('checkout.result.paymentCheckTitle')}
        lead={t('checkout.result.paymentCheckLead')}
      />
    );
  } else {
    body = (
      <Notice
        icon={<AlertCircle size={28} strokeWidth={1.2} />}
        title={t('checkout.result.canceledTitle')}
        lead={t('checkout.result.canceledLead')}
      />
    );
  }

  return <div className={`container ${styles.page}`}>{body}</div>;
}

/** Paid, and followed after the sale; a cancelled order counts when it had been paid (its money went back). */
const wasPaid = (order: Order) =>
  PAID_ORDER_STATUSES.includes(order.orderStatus) ||
  (order.orderStatus === ORDER_STATUS.Canceled && order.paidPrice !== null);

function Failure({
  title,
  lead,
  reason,
  orderNumber,
}: {
  title: string;
  lead: string;
  reason?: string | null;
  orderNumber?: number;
}) {
  const { t } = useTranslation();
  return (
    <section className={styles.notice} data-state="failed" data-testid="payment-failed">
      <span className={styles.noticeMark} aria-hidden="true">
        <AlertCircle size={28} strokeWidth={1.2} />
      </span>
      <p className={styles.eyebrow}>{t('checkout.result.failedEyebrow')}</p>
      <h1 className={styles.noticeTitle}>{title}</h1>
      <p className={styles.noticeLead}>{lead}</p>
      {reason && (
        <p className={styles.reason} data-testid="payment-error">
          {t('checkout.result.failedReason', { reason })}
        </p>
      )}
      {orderNumber !== undefined && (
        <p className={styles.muted}>
          {t('checkout.result.orderNumber')}: #{orderNumber}
        </p>
      )}
      <div className={styles.actions}>
        <Link to={ROUTES.basket} className={buttonClass()}>
          {t('checkout.result.toBasket')}
        </Link>
        <Link to={ROUTES.checkout} className={buttonClass({ variant: 'secondary' })}>
          {t('checkout.result.tryAgain')}
        </Link>
      </div>
    </section>
  );
}

function Notice({
  icon,
  title,
  lead,
  busy,
}: {
  icon: ReactNode;
  title: string;
  lead: string;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section className={styles.notice} aria-busy={busy || undefined} data-testid="payment-notice">
      <span className={styles.noticeMark} data-busy={busy || undefined} aria-hidden="true">
        {icon}
      </span>
      <h1 className={styles.noticeTitle}>{title}</h1>
      <p className={styles.noticeLead}>{lead}</p>
      {!busy && (
        <div className={styles.actions}>
          <Link to={ROUTES.home} className={buttonClass({ variant: 'secondary' })}>
            {t('checkout.result.home')}
          </Link>
        </div>
      )}
    </section>
  );
}

function ResultSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.skeleton} aria-busy="true" aria-label={label}>
      <Skeleton width={64} height={64} />
      <Skeleton text width="40%" />
      <Skeleton height={40} width="70%" />
      <Skeleton height={160} />
    </div>
  );
}
