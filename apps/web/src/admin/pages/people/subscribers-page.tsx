import { useMutation } from '@tanstack/react-query';
import { Check, Download, RotateCcw } from 'lucide-react';
import { useMemo } from 'react';
import {
  CONTACT_SORT_COLUMNS,
  CONTACT_STATES,
  DEFAULT_SORTS,
  ENDPOINTS,
  SUBSCRIBER_SORT_COLUMNS,
  type HandledContactMessage,
  type Subscriber,
} from '@kehribar/contracts/plain';
import { api } from '../../../shared/api/client.ts';
import { adminReads } from '../../api/reads.ts';
import { useAdminMutation } from '../../api/use-admin-mutation.ts';
import { useAdminText } from '../../i18n/use-admin-text.ts';
import { formatDateTime } from '../../lib/format.ts';
import type { ListSpec } from '../../lib/list-state.ts';
import styles from '../../ui/admin.module.css';
import { AdminPage, Section } from '../../ui/page.tsx';
import { ServerTable, type ServerColumn } from '../../ui/server-table.tsx';
import { useServerList } from '../../ui/use-server-list.ts';
import { ExportButton } from '../../ui/export-button.tsx';
import { downloadIysExport } from './iys-export.ts';
import { IysSummary } from './iys-summary.tsx';

const SUBSCRIBERS_LIST: ListSpec = {
  sortColumns: SUBSCRIBER_SORT_COLUMNS,
  defaultSort: DEFAULT_SORTS.subscribers,
};
/** The second list of the page keeps its own address parameters (contacts.page, contacts.status …). */
const CONTACTS_LIST: ListSpec = {
  sortColumns: CONTACT_SORT_COLUMNS,
  defaultSort: DEFAULT_SORTS.contacts,
  statuses: CONTACT_STATES,
  prefix: 'contacts.',
};

/**
 * docs/product/back-office.md §2 subscribers: the newsletter subscribers with each one's consent record
 * (when, from which form, IP, text version, unsubscribed), the İYS export, and the contact-us messages,
 * with the spec's empty messages (docs/decisions/026-marketing-consent-and-privacy-notice.md). Both lists
 * are paged, sorted and searched on the server; a contact message is marked answered, or open again.
 */
export default function SubscribersPage() {
  const { t } = useAdminText();
  const subscribers = useServerList(SUBSCRIBERS_LIST, adminReads.subscribersPage);
  const contacts = useServerList(CONTACTS_LIST, adminReads.contactsPage);
  const exportIys = useMutation({ mutationFn: downloadIysExport });
  const mark = useAdminMutation<{ message: HandledContactMessage; handled: boolean }>({
    mutationFn: ({ message, handled }) =>
      api.call(ENDPOINTS.Account.MarkContactMessageHandled, { body: { id: message.id, handled } }),
    success: (_data, { handled }) => t(handled ? 'lists.contacts.markedHandled' : 'lists.contacts.reopened'),
    failure: 'lists.contacts.markFailed',
  });

  const subscriberColumns = useMemo<ServerColumn<Subscriber>[]>(
    () => [
      { key: 'id', header: t('common.id'), render: (s) => s.id, numeric: true },
      { key: 'email', header: t('common.email'), render: (s) => s.email, sortKey: 'email' },
      {
        key: 'date',
        header: t('subscribers.since'),
        render: (s) => formatDateTime(s.createdAt),
        sortKey: 'date',
        className: styles.nowrap,
      },
      {
        key: 'status',
        header: t('subscribers.status'),
        render: (s) =>
          s.consentedAt === null
            ? t('subscribers.noRecord')
            : s.unsubscribedAt === null
              ? t('subscribers.active')
              : t('subscribers.unsubscribed'),
      },
      {
        key: 'consentedAt',
        header: t('subscribers.consentedAt'),
        render: (s) => (s.consentedAt ? formatDateTime(s.consentedAt) : '—'),
        className: styles.nowrap,
      },
      {
        key: 'source',
        header: t('subscribers.source'),
        render: (s) => (s.source ? t(`subscribers.source.${s.source}`) : '—'),
      },
      { key: 'ip', header: t('subscribers.ip'), render: (s) => s.ip ?? '—', className: styles.nowrap },
      {
        key: 'textVersion',
        header: t('subscribers.textVersion'),
        render: (s) => s.textVersion ?? '—',
        className: styles.nowrap,
      },
      {
        key: 'unsubscribedAt',
        header: t('subscribers.unsubscribedAt'),
        render: (s) => (s.unsubscribedAt ? formatDateTime(s.unsubscribedAt) : '—'),
        className: styles.nowrap,
      },
      {
        key: 'history',
        header: t('subscribers.history'),
        render: (s) => String(s.consents.length),
        numeric: true,
      },
    ],
    [t],
  );
  const contactColumns = useMemo<ServerColumn<HandledContactMessage>[]>(
    () => [
      { key: 'name', header: t('common.name'), render: (c) => c.name, sortKey: 'name' },
      { key: 'email', header: t('common.email'), render: (c) => c.email, sortKey: 'email' },
      { key: 'phone', header: t('common.phone'), render: (c) => c.phoneNumber ?? '' },
      {
        key: 'info',
        header: t('subscribers.message'),
        render: (c) => <div style={{ minWidth: 240, whiteSpace: 'pre-line' }}>{c.info}</div>,
      },
      {
        key: 'date',
        header: t('subscribers.since'),
        render: (c) => formatDateTime(c.createdAt),
        sortKey: 'date',
        className: styles.nowrap,
      },
      {
        key: 'handled',
        header: t('lists.contacts.status'),
        render: (c) =>
          c.handledAt ? (
            <span className={styles.statusCell}>
              <span className={styles.badge} data-tone="ok">
                {t('lists.contacts.handled')}
              </span>
              <small className={styles.muted}>
                {t('lists.contacts.handledBy', { date: formatDateTime(c.handledAt), by: c.handledBy ?? '—' })}
              </small>
            </span>
          ) : (
            <span className={styles.badge} data-tone="warn">
              {t('lists.contacts.open')}
            </span>
          ),
        className: styles.nowrap,
      },
      {
        key: 'actions',
        header: t('common.actions'),
        pinEnd: true,
        render: (c) => {
          const handled = c.handledAt !== null;
          return (
            <button
              type="button"
              className={handled ? styles.btnGhost : styles.btn}
              disabled={mark.isPending}
              onClick={() => mark.mutate({ message: c, handled: !handled })}
              aria-label={t(handled ? 'lists.contacts.reopenOf' : 'lists.contacts.markHandledOf', {
                name: c.name,
              })}
            >
              {handled ? <RotateCcw size={14} aria-hidden="true" /> : <Check size={14} aria-hidden="true" />}
              {t(handled ? 'lists.contacts.reopen' : 'lists.contacts.markHandled')}
            </button>
          );
        },
      },
    ],
    [t, mark],
  );

  return (
    <AdminPage
      title={t('subscribers.title')}
      actions={
        <ExportButton
          path={ENDPOINTS.Account.ExportSubscribers.path}
          fileName="subscribers.csv"
          testId="export-subscribers"
        />
      }
    >
      <Section
        title={t('subscribers.list')}
        actions={
          <button
            type="button"
            className={styles.btn}
            onClick={() => exportIys.mutate()}
            disabled={exportIys.isPending}
            title={t('subscribers.exportHint')}
          >
            <Download size={16} aria-hidden="true" />
            {t('subscribers.export')}
          </button>
        }
      >
        <IysSummary />
        <ServerTable
          label={t('subscribers.list')}
          list={subscribers}
          columns={subscriberColumns}
          searchPlaceholder={t('lists.subscribers.search')}
          empty={t('subscribers.empty')}
          rowKey={(s) => s.id}
          testId="subscribers-table"
        />
      </Section>
      <Section title={t('subscribers.contacts')}>
        <ServerTable
          label={t('subscribers.contacts')}
          list={contacts}
          columns={contactColumns}
          searchPlaceholder={t('lists.contacts.search')}
          empty={t('subscribers.contactsEmpty')}
          filters={
            <label className={styles.inlineForm} style={{ alignItems: 'center' }}>
              <span className={styles.label}>{t('lists.contacts.filter')}</span>
              <select
                className={styles.select}
                style={{ width: 'auto', minHeight: 30 }}
                value={contacts.state.status}
                onChange={(event) => contacts.setStatus(event.target.value)}
                data-testid="contacts-status-filter"
              >
                <option value="">{t('lists.contacts.all')}</option>
                {CONTACT_STATES.map((state) => (
                  <option key={state} value={state}>
                    {t(`lists.contacts.${state}`)}
                  </option>
                ))}
              </select>
            </label>
          }
          rowKey={(c) => c.id}
          testId="contacts-table"
        />
      </Section>
    </AdminPage>
  );
}
