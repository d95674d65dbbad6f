import { useMutation } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import type { CancelStockNoticeResponse } from '@kehribar/contracts/plain';
import { ENDPOINTS } from '@kehribar/contracts/plain';
import { Link, useSearchParams } from 'react-router';
import { api } from '../../shared/api/client.ts';
import { ApiError } from '../../shared/api/api-error.ts';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { useDocumentTitle } from '../../shared/navigation/use-document-title.ts';
import { Button, buttonClass } from '../../shared/ui/button.tsx';
import { Ornament } from '../../shared/ui/ornament.tsx';
import styles from './unsubscribe-page.module.css';

/**
 * /back-in-stock/cancel?token=… (docs/decisions/042-back-in-stock-and-gift-note.md): the cancel link of a
 * back-in-stock mail. One button deletes that one request; no sign-in, the signed token is the proof.
 * Opening the page changes nothing by itself, so a mail scanner that follows links cancels nothing.
 */
export default function StockNoticeCancelPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('backInStock.cancelTitle'));
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const cancel = useMutation({
    mutationFn: (): Promise<CancelStockNoticeResponse> =>
      api.call(ENDPOINTS.Products.CancelStockNotice, { body: { token }, query: {}, auth: false }),
    meta: { errorModal: false },
  });
  const failure =
    cancel.error instanceof ApiError && cancel.error.serverMessage
      ? cancel.error.serverMessage
      : cancel.isError
        ? t('backInStock.cancelMissing')
        : undefined;

  return (
    <section className={`container ${styles.page}`} aria-labelledby="stock-notice-cancel-title">
      <div className={styles.card}>
        {cancel.isSuccess ? (
          <div role="status" className={styles.done}>
            <span className={styles.check} aria-hidden="true">
              <Check size={24} strokeWidth={1.5} />
            </span>
            <h1 className={styles.title} id="stock-notice-cancel-title">
              {t('backInStock.cancelDoneTitle')}
            </h1>
            <p className={styles.lead}>{cancel.data.message}</p>
            <Link to="/" className={buttonClass({ variant: 'secondary' })}>
              {t('backInStock.home')}
            </Link>
          </div>
        ) : (
          <>
            <span className={styles.eyebrow}>{t('backInStock.cancelEyebrow')}</span>
            <h1 className={styles.title} id="stock-notice-cancel-title">
              {t('backInStock.cancelTitle')}
            </h1>
            <Ornament className={styles.ornament} />
            {token ? (
              <>
                <p className={styles.lead}>{t('backInStock.cancelLead')}</p>
                {failure && (
                  <p className={styles.failure} role="alert">
                    {failure}
                  </p>
                )}
                <Button onClick={() => cancel.mutate()} disabled={cancel.isPending}>
                  {cancel.isPending ? t('backInStock.cancelWorking') : t('backInStock.cancelConfirm')}
                </Button>
              </>
            ) : (
              <>
                <p className={styles.failure} role="alert">
                  {t('backInStock.cancelMissing')}
                </p>
                <Link to="/" className={buttonClass({ variant: 'secondary' })}>
                  {t('backInStock.home')}
                </Link>
              </>
            )}
          </>
        )}
      </div>
    </section>
  );
}
