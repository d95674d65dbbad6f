import { useMutation, useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useMemo } from 'react';
import { ENDPOINTS, type ContactMessage, type Subscriber } from '@kehribar/contracts/plain';
import { adminReads } from '../../api/reads.ts';
import { useAdminText } from '../../i18n/use-admin-text.ts';
import { formatDateTime } from '../../lib/format.ts';
import styles from '../../ui/admin.module.css';
import { DataTable, type Column } from '../../ui/data-table.tsx';
import { AdminPage, Section } from '../../ui/page.tsx';
import { ExportButton } from '../../ui/export-button.tsx';
import { QueryView } from '../../ui/states.tsx';
import { downloadIysExport } from './iys-export.ts';

/**
 * docs/product/back-office.md §2 subscribers: the newsletter subscribers with each one's consent record
 * (when, from which form, IP, text version, unsubscribed), the İYS export, and the contact-us messages,
 * with the spec's empty messages (docs/decisions/026-marketing-consent-and-privacy-notice.md).
 */
export default function SubscribersPage() {
  const { t } = useAdminText();
  const subscribers = useQuery(adminReads.subscribers());
  const contacts = useQuery(adminReads.contacts());
  const exportIys = useMutation({ mutationFn: downloadIysExport });

  const subscriberColumns = useMemo<Column<Subscriber>[]>(
    () => [
      { key: 'id', header: t('common.id'), value: (s) => s.id, sortable: true, numeric: true },
      { key: 'email', header: t('common.email'), value: (s) => s.email, sortable: true, filterable: true },
      {
        key: 'date',
        header: t('subscribers.since'),
        value: (s) => formatDateTime(s.createdAt),
        sortable: true,
        className: styles.nowrap,
      },
      {
        key: 'status',
        header: t('subscribers.status'),
        value: (s) =>
          s.consentedAt === null
            ? t('subscribers.noRecord')
            : s.unsubscribedAt === null
              ? t('subscribers.active')
              : t('subscribers.unsubscribed'),
        filterable: true,
      },
      {
        key: 'consentedAt',
        header: t('subscribers.consentedAt'),
        value: (s) => (s.consentedAt ? formatDateTime(s.consentedAt) : '—'),
        className: styles.nowrap,
      },
      {
        key: 'source',
        header: t('subscribers.source'),
        value: (s) => (s.source ? t(`subscribers.source.${s.source}`) : '—'),
        filterable: true,
      },
      { key: 'ip', header: t('subscribers.ip'), value: (s) => s.ip ?? '—', className: styles.nowrap },
      {
        key: 'textVersion',
        header: t('subscribers.textVersion'),
        value: (s) => s.textVersion ?? '—',
        className: styles.nowrap,
      },
      {
        key: 'unsubscribedAt',
        header: t('subscribers.unsubscribedAt'),
        value: (s) => (s.unsubscribedAt ? formatDateTime(s.unsubscribedAt) : '—'),
        className: styles.nowrap,
      },
      {
        key: 'history',
        header: t('subscribers.history'),
        value: (s) => String(s.consents.length),
        numeric: true,
      },
    ],
    [t],
  );
  const contactColumns = useMemo<Column<ContactMessage>[]>(
    () => [
      { key: 'name', header: t('common.name'), value: (c) => c.name, sortable: true, filterable: true },
      { key: 'email', header: t('common.email'), value: (c) => c.email, sortable: true, filterable: true },
      { key: 'phone', header: t('common.phone'), value: (c) => c.phoneNumber ?? '', filterable: true },
      {
        key: 'info',
        header: t('subscribers.message'),
        value: (c) => c.info,
        render: (c) => <div style={{ minWidth: 240, whiteSpace: 'pre-line' }}>{c.info}</div>,
        filterable: true,
      },
      {
        key: 'date',
        header: t('subscribers.since'),
        value: (c) => formatDateTime(c.createdAt),
        sortable: true,
        className: styles.nowrap,
      },
    ],
    [t],
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
        <QueryView query={subscribers} empty={t('subscribers.empty')}>
          {(list) => (
            <DataTable
              label={t('subscribers.list')}
              rows={list}
              columns={subscriberColumns}
              rowKey={(s) => s.id}
              initialSort={{ key: 'date', direction: 'desc' }}
            />
          )}
        </QueryView>
      </Section>
      <Section title={t('subscribers.contacts')}>
        <QueryView query={contacts} empty={t('subscribers.contactsEmpty')}>
          {(list) => (
            <DataTable
              label={t('subscribers.contacts')}
              rows={list}
              columns={contactColumns}
              rowKey={(c) => c.id}
              initialSort={{ key: 'date', direction: 'desc' }}
            />
          )}
        </QueryView>
      </Section>
    </AdminPage>
  );
}
