import { useQuery } from '@tanstack/react-query';
import { Check, EyeOff } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { ENDPOINTS, REVIEW_SORT_COLUMNS, REVIEW_STATES, type AdminReview } from '@kehribar/contracts/plain';
import { api } from '../../../shared/api/client.ts';
import { useAdminMutation } from '../../api/use-admin-mutation.ts';
import { adminReads } from '../../api/reads.ts';
import { useAdminText } from '../../i18n/use-admin-text.ts';
import { formatDateTime } from '../../lib/format.ts';
import type { ListSpec } from '../../lib/list-state.ts';
import styles from '../../ui/admin.module.css';
import { AdminPage } from '../../ui/page.tsx';
import { ServerTable, type ServerColumn } from '../../ui/server-table.tsx';
import { useServerList } from '../../ui/use-server-list.ts';

const REVIEWS_LIST: ListSpec = {
  sortColumns: REVIEW_SORT_COLUMNS,
  defaultSort: '-date',
  statuses: REVIEW_STATES,
};
const TONES = { pending: 'warn', approved: 'ok', hidden: 'muted' } as const;

/**
 * "Yorumlar" (docs/product/back-office.md §2, docs/decisions/043-reviews-from-buyers.md): every review,
 * paged on the server, filtered by state, with the number awaiting approval. The owner approves or hides
 * a review and never edits its words; each decision is in the audit log.
 */
export default function ReviewsPage() {
  const { t } = useAdminText();
  const list = useServerList(REVIEWS_LIST, adminReads.reviewsPage);
  const pending = useQuery(adminReads.reviewsPending()).data;
  const decide = useAdminMutation<{ review: AdminReview; approve: boolean }>({
    mutationFn: ({ review, approve }) =>
      api.call(approve ? ENDPOINTS.Reviews.ApproveReview : ENDPOINTS.Reviews.HideReview, {
        body: { id: review.id },
      }),
    success: (_data, { approve }) => t(approve ? 'reviews.approved' : 'reviews.hidden'),
    failure: 'reviews.failed',
  });

  const columns = useMemo<ServerColumn<AdminReview>[]>(
    () => [
      {
        key: 'product',
        header: t('reviews.product'),
        render: (r) => (
          <Link to={`/product/${encodeURIComponent(r.productId)}#reviews`} target="_blank" rel="noopener">
            {r.productTitle}
          </Link>
        ),
      },
      {
        key: 'rating',
        header: t('reviews.rating'),
        render: (r) => (
          <span role="img" aria-label={t('reviews.ratingOf', { rating: r.rating })} className={styles.nowrap}>
            <span aria-hidden="true">{'★'.repeat(r.rating)}</span>
            <span aria-hidden="true" className={styles.muted}>
              {'☆'.repeat(5 - r.rating)}
            </span>
          </span>
        ),
        sortKey: 'rating',
      },
      {
        key: 'review',
        header: t('reviews.review'),
        render: (r) => (
          <div style={{ minWidth: 260, maxWidth: 520, whiteSpace: 'pre-line' }} lang={r.language.slice(0, 2)}>
            {r.title && <strong>{r.title}</strong>}
            {r.title && <br />}
            {r.text}
          </div>
        ),
      },
      {
        key: 'author',
        header: t('reviews.author'),
        render: (r) => (
          <span className={styles.statusCell}>
            <span>{r.authorName}</span>
            <small className={styles.muted}>{r.authorEmail}</small>
          </span>
        ),
      },
      {
        key: 'date',
        header: t('reviews.date'),
        render: (r) => formatDateTime(r.createdAt),
        sortKey: 'date',
        className: styles.nowrap,
      },
      {
        key: 'status',
        header: t('reviews.status'),
        render: (r) => (
          <span className={styles.statusCell}>
            <span className={styles.badge} data-tone={TONES[r.status]}>
              {t(`reviews.state.${r.status}`)}
            </span>
            {r.moderatedAt && (
              <small className={styles.muted}>
                {t('reviews.decidedBy', { date: formatDateTime(r.moderatedAt), by: r.moderatedBy ?? '—' })}
              </small>
            )}
          </span>
        ),
        className: styles.nowrap,
      },
      {
        key: 'actions',
        header: t('common.actions'),
        pinEnd: true,
        render: (r) => (
          <span className={styles.rowActions}>
            {r.status !== 'approved' && (
              <button
                type="button"
                className={styles.btn}
                disabled={decide.isPending}
                onClick={() => decide.mutate({ review: r, approve: true })}
                aria-label={t('reviews.approveOf', { name: r.authorName })}
              >
                <Check size={14} aria-hidden="true" />
                {t('reviews.approve')}
              </button>
            )}
            {r.status !== 'hidden' && (
              <button
                type="button"
                className={styles.btnGhost}
                disabled={decide.isPending}
                onClick={() => decide.mutate({ review: r, approve: false })}
                aria-label={t('reviews.hideOf', { name: r.authorName })}
              >
                <EyeOff size={14} aria-hidden="true" />
                {t('reviews.hide')}
              </button>
            )}
          </span>
        ),
      },
    ],
    [t, decide],
  );

  return (
    <AdminPage
      title={t('reviews.title')}
      actions={
        pending !== undefined && (
          <span
            className={styles.badge}
            data-tone={pending > 0 ? 'warn' : 'muted'}
            data-testid="reviews-pending"
          >
            {t('reviews.pending', { count: pending })}
          </span>
        )
      }
    >
      <p className={styles.lead}>{t('reviews.lead')}</p>
      <ServerTable
        label={t('reviews.title')}
        list={list}
        columns={columns}
        searchPlaceholder={t('reviews.search')}
        empty={t('reviews.empty')}
        filters={
          <label className={styles.inlineForm} style={{ alignItems: 'center' }}>
            <span className={styles.label}>{t('reviews.statusFilter')}</span>
            <select
              className={styles.select}
              style={{ width: 'auto', minHeight: 30 }}
              value={list.state.status}
              onChange={(event) => list.setStatus(event.target.value)}
              data-testid="reviews-status-filter"
            >
              <option value="">{t('reviews.all')}</option>
              {REVIEW_STATES.map((state) => (
                <option key={state} value={state}>
                  {t(`reviews.state.${state}`)}
                </option>
              ))}
            </select>
          </label>
        }
        rowKey={(r) => r.id}
        testId="reviews-table"
      />
    </AdminPage>
  );
}
