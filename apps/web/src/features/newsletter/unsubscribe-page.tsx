import { useMutation } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import type { UnsubscribeResponse } from '@kehribar/contracts/plain';
import { ENDPOINTS } from '@kehribar/contracts/plain';
import { Link, useSearchParams } from 'react-router';
import { api } from '../../shared/api/client.ts';
import { ApiError } from '../../shared/api/api-error.ts';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { useDocumentTitle } from '../../shared/navigation/use-document-title.ts';
import { Button, buttonClass } from '../../shared/ui/button.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import styles from './unsubscribe-page.module.css';

/**
 * /unsubscribe?token=… (docs/decisions/026-marketing-consent-and-privacy-notice.md): the link of every
 * marketing mail. One button ends the consent; no sign-in, the signed token is the proof. Opening the page
 * changes nothing by itself, so a mail scanner that follows links cannot unsubscribe anyone.
 */
export default function UnsubscribePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('unsubscribe.title'));
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const unsubscribe = useMutation({
    mutationFn: (): Promise<UnsubscribeResponse> =>
      api.call(ENDPOINTS.Subscriber.Unsubscribe, { body: { token }, query: {}, auth: false }),
    meta: { errorModal: false },
  });
  const failure =
    unsubscribe.error instanceof ApiError && unsubscribe.error.serverMessage
      ? unsubscribe.error.serverMessage
      : unsubscribe.isError
        ? t('unsubscribe.missing')
        : undefined;

  return (
    <section className={`container ${styles.page}`} aria-labelledby="unsubscribe-title">
      <div className={styles.card}>
        {unsubscribe.isSuccess ? (
          <div role="status" className={styles.done}>
            <span className={styles.check} aria-hidden="true">
              <Check size={24} strokeWidth={1.5} />
            </span>
            <h1 className={styles.title} id="unsubscribe-title">
              {t('unsubscribe.doneTitle')}
            </h1>
            <p className={styles.lead}>{unsubscribe.data.message}</p>
            <p className={styles.note}>{t('unsubscribe.again')}</p>
            <Link to="/" className={buttonClass({ variant: 'secondary' })}>
              {t('unsubscribe.home')}
            </Link>
          </div>
        ) : (
          <>
            <PageHeader
              size="form"
              eyebrow={t('unsubscribe.eyebrow')}
              title={t('unsubscribe.title')}
              titleId="unsubscribe-title"
              lead={token ? t('unsubscribe.lead') : undefined}
            />
            {token ? (
              <>
                {failure && (
                  <p className={styles.failure} role="alert">
                    {failure}
                  </p>
                )}
                <Button onClick={() => unsubscribe.mutate()} disabled={unsubscribe.isPending}>
                  {unsubscribe.isPending ? t('unsubscribe.working') : t('unsubscribe.confirm')}
                </Button>
              </>
            ) : (
              <>
                <p className={styles.failure} role="alert">
                  {t('unsubscribe.missing')}
                </p>
                <Link to="/" className={buttonClass({ variant: 'secondary' })}>
                  {t('unsubscribe.home')}
                </Link>
              </>
            )}
          </>
        )}
      </div>
    </section>
  );
}
