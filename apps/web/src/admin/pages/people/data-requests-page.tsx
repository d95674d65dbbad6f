import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ENDPOINTS, type DataRequest } from '@kehribar/contracts/plain';
import { api } from '../../../shared/api/client.ts';
import { adminReads } from '../../api/reads.ts';
import { useAdminMutation } from '../../api/use-admin-mutation.ts';
import { useAdminText } from '../../i18n/use-admin-text.ts';
import { formatDateTime } from '../../lib/format.ts';
import styles from '../../ui/admin.module.css';
import { confirmAction } from '../../ui/confirm.tsx';
import { DataTable, type Column } from '../../ui/data-table.tsx';
import { AdminPage, Section } from '../../ui/page.tsx';
import { QueryView } from '../../ui/states.tsx';

const OVERDUE = { color: 'var(--color-danger)', fontWeight: 600 } as const;

/**
 * The log of personal-data requests (docs/decisions/027-customer-data-rights.md): each with its 30-day
 * deadline, overdue open ones in red, and "mark answered", which records who and when.
 */
export default function DataRequestsPage() {
  const { t } = useAdminText();
  const requests = useQuery(adminReads.dataRequests());
  const [notes, setNotes] = useState<Record<number, string>>({});
  const answer = useAdminMutation({
    mutationFn: (body: { id: number; note: string }) =>
      api.call(ENDPOINTS.Account.AnswerDataRequest, { body }),
    success: 'dataRequests.answered',
    failure: 'dataRequests.answerFailed',
  });

  const columns = useMemo<Column<DataRequest>[]>(() => {
    const overdue = (r: DataRequest) => r.status === 'open' && new Date(r.deadline).getTime() < Date.now();
    const markAnswered = async (r: DataRequest) => {
      if (
        !(await confirmAction({
          message: `${r.email} — ${t(`dataRequests.type.${r.type}`)}`,
          title: t('dataRequests.answerTitle'),
        }))
      )
        return;
      answer.mutate({ id: r.id, note: notes[r.id] ?? '' });
    };
    return [
      {
        key: 'received',
        header: t('dataRequests.received'),
        value: (r) => r.receivedAt,
        render: (r) => formatDateTime(r.receivedAt),
        sortable: true,
        className: styles.nowrap,
      },
      {
        key: 'deadline',
        header: t('dataRequests.deadline'),
        value: (r) => r.deadline,
        render: (r) => (
          <span style={overdue(r) ? OVERDUE : undefined} data-overdue={overdue(r) || undefined}>
            {formatDateTime(r.deadline)}
            {overdue(r) && ` · ${t('dataRequests.overdue')}`}
          </span>
        ),
        sortable: true,
        className: styles.nowrap,
      },
      { key: 'name', header: t('common.name'), value: (r) => r.name, filterable: true },
      { key: 'email', header: t('common.email'), value: (r) => r.email, sortable: true, filterable: true },
      {
        key: 'type',
        header: t('dataRequests.type'),
        value: (r) => t(`dataRequests.type.${r.type}`),
        sortable: true,
        filterable: true,
      },
      {
        key: 'message',
        header: t('dataRequests.message'),
        value: (r) => r.message,
        render: (r) => (
          <div style={{ minWidth: 200, whiteSpace: 'pre-line' }}>
            {r.source === 'account' ? t('dataRequests.selfService') : r.message}
            {r.source === 'account' && r.note && ` · ${t('dataRequests.keptOrders')}: ${r.note}`}
          </div>
        ),
        filterable: true,
      },
      {
        key: 'status',
        header: t('dataRequests.status'),
        value: (r) => r.status,
        render: (r) =>
          r.status === 'answered' ? (
            <div>
              {t('dataRequests.status.answered')}
              <div
                className={styles.nowrap}
                style={{ color: 'var(--color-muted)', fontSize: 'var(--text-sm)' }}
              >
                {[r.answeredBy, formatDateTime(r.answeredAt)].filter(Boolean).join(' · ')}
              </div>
              {r.source === 'form' && r.note && <div style={{ fontSize: 'var(--text-sm)' }}>{r.note}</div>}
            </div>
          ) : (
            <div style={{ display: 'flex', flexDirection: 'column', gap: 6, minWidth: 180 }}>
              <input
                className={styles.input}
                aria-label={t('dataRequests.note')}
                placeholder={t('dataRequests.note')}
                value={notes[r.id] ?? ''}
                maxLength={2000}
                onChange={(event) => setNotes((all) => ({ ...all, [r.id]: event.target.value }))}
              />
              <button
                type="button"
                className={styles.btnPrimary}
                onClick={() => void markAnswered(r)}
                disabled={answer.isPending}
              >
                {t('dataRequests.answer')}
              </button>
            </div>
          ),
        sortable: true,
      },
    ];
  }, [t, answer, notes]);

  return (
    <AdminPage title={t('dataRequests.title')}>
      <p className={styles.lead}>{t('dataRequests.lead')}</p>
      <Section title={t('dataRequests.title')}>
        <QueryView query={requests} empty={t('dataRequests.empty')}>
          {(list) => (
            <DataTable label={t('dataRequests.title')} rows={list} columns={columns} rowKey={(r) => r.id} />
          )}
        </QueryView>
      </Section>
    </AdminPage>
  );
}
