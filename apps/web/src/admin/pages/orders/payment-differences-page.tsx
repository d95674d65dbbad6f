import { useQuery } from '@tanstack/react-query';
import { Scale } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ENDPOINTS, formatMoney, type PaymentDifference } from '@kehribar/contracts/plain';
import { api } from '../../../shared/api/client.ts';
import { adminReads } from '../../api/reads.ts';
import { useAdminMutation } from '../../api/use-admin-mutation.ts';
import { useAdminText, type AdminTextKey } from '../../i18n/use-admin-text.ts';
import { formatDateTime, todayInShop } from '../../lib/format.ts';
import { adminPath } from '../../layout/menu.ts';
import styles from '../../ui/admin.module.css';
import { DataTable, type Column } from '../../ui/data-table.tsx';
import { AdminPage, Section } from '../../ui/page.tsx';
import { QueryView } from '../../ui/states.tsx';

/**
 * The owner's list of payment differences (docs/decisions/024-after-sale.md, "Reconciliation"): what the
 * nightly comparison with iyzico found that does not match, each with its order, and a comparison of a
 * chosen day on demand. Nothing here changes an order: the owner opens it and decides.
 */
export default function PaymentDifferencesPage() {
  const { t } = useAdminText();
  const differences = useQuery(adminReads.paymentDifferences());
  return (
    <AdminPage title={t('differences.title')}>
      <p className={styles.lead}>{t('differences.lead')}</p>
      <RunComparison />
      <Section title={t('differences.openTitle')}>
        <QueryView query={differences} empty={t('differences.empty')}>
          {(list) => <DifferencesTable list={list} />}
        </QueryView>
      </Section>
    </AdminPage>
  );
}

/** Compares one day with iyzico now (the nightly job does the day before by itself). */
function RunComparison() {
  const { t } = useAdminText();
  const today = todayInShop();
  const [day, setDay] = useState(today);
  const run = useAdminMutation<string, PaymentDifference[]>({
    mutationFn: (asked) =>
      api.call(ENDPOINTS.Order.GetPaymentDifferences, { query: { run: 'true', day: asked } }),
    success: (found, asked) => t('differences.ran', { day: asked, count: found.length }),
    failure: 'differences.runFailed',
  });
  return (
    <Section title={t('differences.runTitle')}>
      <form
        className={styles.inlineForm}
        onSubmit={(event) => {
          event.preventDefault();
          if (day) run.mutate(day);
        }}
      >
        <div className={styles.field}>
          <label className={styles.label} htmlFor="difference-day">
            {t('differences.day')}
          </label>
          <input
            id="difference-day"
            type="date"
            className={styles.input}
            value={day}
            max={today}
            min="2000-01-01"
            required
            onChange={(event) => setDay(event.target.value)}
          />
        </div>
        <button type="submit" className={styles.btnPrimary} disabled={!day || run.isPending}>
          <Scale size={15} aria-hidden="true" />
          {t('differences.run')}
        </button>
      </form>
    </Section>
  );
}

/** The open differences: the order (a link to it), what differs, both sides' amounts, when found. */
export function DifferencesTable({ list }: { list: readonly PaymentDifference[] }) {
  const { t, language } = useAdminText();
  const navigate = useNavigate();
  const columns = useMemo<Column<PaymentDifference>[]>(() => {
    const amount = (d: PaymentDifference, side: 'ours' | 'theirs') => {
      const value = d[side];
      return value === null ? (
        <span className={styles.muted}>{t('differences.notSaid')}</span>
      ) : (
        formatMoney(value, d.currency, language)
      );
    };
    const line = (d: PaymentDifference) => (language === 'en-EN' ? d.lineNameEN : d.lineName) ?? d.lineName;
    return [
      {
        key: 'order',
        header: t('differences.order'),
        value: (d) => d.orderNumber,
        render: (d) => (
          <Link
            to={adminPath(`orders/${d.orderId}`)}
            className={styles.mono}
            aria-label={t('differences.openOrder', { number: `#${d.orderNumber}` })}
            onClick={(event) => event.stopPropagation()}
          >
            #{d.orderNumber}
          </Link>
        ),
        sortable: true,
        filterable: true,
        className: styles.nowrap,
      },
      {
        key: 'what',
        header: t('differences.what'),
        value: (d) => `${t(`differences.kind.${d.kind}` as AdminTextKey)} ${line(d) ?? ''}`,
        render: (d) => (
          <span data-kind={d.kind}>
            {t(`differences.kind.${d.kind}` as AdminTextKey)}
            {line(d) && <span className={styles.muted}> — {line(d)}</span>}
          </span>
        ),
        filterable: true,
      },
      {
        key: 'ours',
        header: t('differences.ours'),
        value: (d) => d.ours ?? -1,
        render: (d) => amount(d, 'ours'),
        numeric: true,
        className: styles.nowrap,
      },
      {
        key: 'theirs',
        header: t('differences.theirs'),
        value: (d) => d.theirs ?? -1,
        render: (d) => amount(d, 'theirs'),
        numeric: true,
        className: styles.nowrap,
      },
      {
        key: 'found',
        header: t('differences.foundAt'),
        value: (d) => formatDateTime(d.foundAt),
        sortable: true,
        className: styles.nowrap,
      },
    ];
  }, [t, language]);
  return (
    <DataTable
      label={t('differences.openTitle')}
      rows={list}
      columns={columns}
      rowKey={(d) => d.id}
      onRowClick={(d) => void navigate(adminPath(`orders/${d.orderId}`))}
      rowLabel={(d) => t('differences.openOrder', { number: `#${d.orderNumber}` })}
      initialSort={{ key: 'found', direction: 'desc' }}
      testId="payment-differences"
    />
  );
}
