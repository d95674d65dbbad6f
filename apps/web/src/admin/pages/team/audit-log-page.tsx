import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ENDPOINTS, type AuditEntry, type AuditLogQuery } from '@kehribar/contracts/plain';
import { api } from '../../../shared/api/client.ts';
import { useAdminText } from '../../i18n/use-admin-text.ts';
import { formatDateTime } from '../../lib/format.ts';
import styles from '../../ui/admin.module.css';
import { DataTable, type Column } from '../../ui/data-table.tsx';
import { TextField } from '../../ui/fields.tsx';
import { AdminPage, Section } from '../../ui/page.tsx';
import { Pager } from '../../ui/pager.tsx';
import { QueryView } from '../../ui/states.tsx';

const PAGE_SIZES = [20, 50, 100] as const;
type Filter = 'actor' | 'action' | 'from' | 'to';
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Every write endpoint, offered as the action filter's suggestions. */
const ACTIONS = Object.values(ENDPOINTS)
  .flatMap((actions) => Object.values(actions))
  .filter((e) => e.method === 'POST')
  .map((e) => e.path.replace('/api/', ''))
  .sort();

/** The page's state from its address, so a filtered page can be reloaded, shared and gone back to. */
function readParams(params: URLSearchParams): AuditLogQuery & { page: number; pageSize: number } {
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const size = Number.parseInt(params.get('pageSize') ?? '', 10);
  const pick = (key: Filter) => params.get(key)?.trim() || undefined;
  const day = (key: 'from' | 'to') => (DAY.test(pick(key) ?? '') ? pick(key) : undefined);
  return {
    page,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : 50,
    actor: pick('actor'),
    action: pick('action'),
    from: day('from'),
    to: day('to'),
  };
}

/**
 * The audit log (docs/decisions/030-staff-roles-and-audit-log.md): every back-office write, newest first,
 * paged on the server, filtered by who, what and when; times in Türkiye time.
 */
export default function AuditLogPage() {
  const { t } = useAdminText();
  const [params, setParams] = useSearchParams();
  const query = readParams(params);
  const [draft, setDraft] = useState<Record<Filter, string>>(() => ({
    actor: query.actor ?? '',
    action: query.action ?? '',
    from: query.from ?? '',
    to: query.to ?? '',
  }));
  const log = useQuery({
    queryKey: ['admin', 'audit-log', query],
    queryFn: ({ signal }) => api.call(ENDPOINTS.Account.GetAuditLog, { query, signal }),
    placeholderData: keepPreviousData,
  });

  const go = (changes: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, String(value));
    }
    setParams(next);
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    go({ ...draft, page: undefined });
  };
  const clear = () => {
    setDraft({ actor: '', action: '', from: '', to: '' });
    go({ actor: undefined, action: undefined, from: undefined, to: undefined, page: undefined });
  };

  const columns = useMemo<Column<AuditEntry>[]>(
    () => [
      {
        key: 'at',
        header: t('audit.when'),
        render: (e) => formatDateTime(e.at),
        className: styles.nowrap,
      },
      { key: 'actor', header: t('audit.who'), render: (e) => e.actorEmail || '–' },
      {
        key: 'action',
        header: t('audit.what'),
        render: (e) => <code className={styles.mono}>{e.action}</code>,
        className: styles.nowrap,
      },
      {
        key: 'target',
        header: t('audit.target'),
        render: (e) => (e.targetId ? <code className={styles.mono}>{e.targetId}</code> : '–'),
      },
      {
        key: 'summary',
        header: t('audit.summary'),
        render: (e) => <Summary text={e.summary} />,
      },
    ],
    [t],
  );

  const total = log.data?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / query.pageSize));
  const field = (key: Filter) => ({
    value: draft[key],
    onChange: (event: { target: { value: string } }) =>
      setDraft((d) => ({ ...d, [key]: event.target.value })),
  });

  return (
    <AdminPage title={t('audit.title')}>
      <p className={styles.lead}>{t('audit.lead')}</p>
      <form className={`${styles.panel} ${styles.form}`} onSubmit={apply} aria-label={t('audit.filters')}>
        <div className={styles.grid4}>
          <TextField label={t('audit.who')} type="search" autoComplete="off" {...field('actor')} />
          <TextField
            label={t('audit.what')}
            type="search"
            autoComplete="off"
            list="audit-actions"
            {...field('action')}
          />
          <TextField label={t('audit.from')} type="date" {...field('from')} />
          <TextField label={t('audit.to')} type="date" {...field('to')} />
        </div>
        <datalist id="audit-actions">
          {ACTIONS.map((a) => (
            <option key={a} value={a} />
          ))}
        </datalist>
        <div className={styles.formActions}>
          <button type="button" className={styles.btnGhost} onClick={clear}>
            {t('audit.clear')}
          </button>
          <button type="submit" className={styles.btnPrimary}>
            <Search size={15} aria-hidden="true" />
            {t('audit.apply')}
          </button>
        </div>
      </form>
      <Section
        title={t('audit.entries')}
        actions={
          <label className={styles.inlineForm}>
            <span className={styles.label}>{t('audit.pageSize')}</span>
            <select
              className={styles.select}
              value={query.pageSize}
              onChange={(event) => go({ pageSize: event.target.value, page: undefined })}
            >
              {PAGE_SIZES.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
        }
      >
        <QueryView query={log}>
          {(data) =>
            data.items.length === 0 ? (
              <p className={styles.state} role="status">
                {t('audit.empty')}
              </p>
            ) : (
              <DataTable
                label={t('audit.entries')}
                rows={data.items}
                columns={columns}
                rowKey={(e) => e.id}
                testId="audit-table"
              />
            )
          }
        </QueryView>
        <Pager
          label={t('audit.paging')}
          status={t('audit.pageOf', { page: Math.min(query.page, pages), pages, total })}
          page={query.page}
          pages={pages}
          onPage={(page) => go({ page })}
        />
      </Section>
    </AdminPage>
  );
}

const SHORT = 140;
const CELL = { display: 'block', minWidth: 260, maxWidth: 520 } as const;

/** The logged request: short ones as they are, long ones folded open on demand. */
function Summary({ text }: { text: string }) {
  const { t } = useAdminText();
  const shown = text === '{}' ? '' : text;
  // A width of its own: in a table that scrolls sideways on a phone, the cell would shrink to a sliver.
  if (shown.length <= SHORT)
    return (
      <code className={styles.mono} style={{ ...CELL, wordBreak: 'break-all' }}>
        {shown || '–'}
      </code>
    );
  return (
    <details style={CELL}>
      <summary>
        <code className={styles.mono}>{shown.slice(0, SHORT)}…</code> {t('audit.more')}
      </summary>
      <code className={styles.mono} style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
        {shown}
      </code>
    </details>
  );
}
