import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  CACHE_KEYS,
  type CacheClearResponse,
  ENDPOINTS,
  type Endpoint,
  ORDER_STATUS,
} from '@kehribar/contracts/plain';
import { api } from '../../shared/api/client.ts';
import { adminReads } from '../api/reads.ts';
import { useAdminMutation } from '../api/use-admin-mutation.ts';
import { useAdminText, type AdminTextKey } from '../i18n/use-admin-text.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { adminPath, canUse } from '../layout/menu.ts';
import { openReturnsDue } from '../lib/after-sale.ts';
import { RefundDue } from './orders/refund-due.tsx';
import styles from '../ui/admin.module.css';
import { AdminPage, Section } from '../ui/page.tsx';

const KEYS = Object.values(CACHE_KEYS);

/**
 * docs/product/back-office.md §2 dashboard: clears a server cache entry by the typed key (Products/CacheClear), with
 * the real key names as clickable hints, and a few counts.
 */
export default function DashboardPage() {
  const { t } = useAdminText();
  const [key, setKey] = useState('');
  // A Staff member sees only the figures of the screens they may open (decision 030).
  const { backOfficeRole } = useSession();
  const can = (needs: Endpoint) => canUse(backOfficeRole, needs);
  const orders = useQuery(adminReads.orders());
  const products = useQuery(adminReads.products());
  const users = useQuery({ ...adminReads.users(), enabled: can(ENDPOINTS.Account.GetAllUsers) });
  const differences = useQuery({
    ...adminReads.paymentDifferences(),
    enabled: can(ENDPOINTS.Order.GetPaymentDifferences),
  });
  const clear = useAdminMutation<string, CacheClearResponse>({
    mutationFn: (cacheSetting) => api.call(ENDPOINTS.Products.CacheClear, { query: { cacheSetting } }),
    success: (data) => t('msg.cacheCleared', { keys: data.cleared.join(', ') }),
    failure: 'msg.cacheFailed',
  });
  // Paid and not shipped yet: since issue 18 shipping moves an order on to Shipped.
  const toShip = orders.data?.filter((o) => o.orderStatus === ORDER_STATUS.Completed).length;

  // Open returns wait for a refund the law wants within 14 days of the request (decision 024).
  const returns = orders.data ? openReturnsDue(orders.data) : undefined;
  const nearest = returns?.nearest;

  const all: {
    label: AdminTextKey;
    value: number | undefined;
    to: string;
    needs?: Endpoint;
    note?: ReactNode;
  }[] = [
    { label: 'dashboard.orders', value: orders.data?.length, to: 'orders' },
    { label: 'dashboard.paidOrders', value: toShip, to: 'orders?status=completed' },
    {
      label: 'dashboard.openReturns',
      value: returns?.count,
      to: nearest ? `orders/${nearest.orderId}` : 'orders?status=returnRequested',
      note: nearest && (
        <>
          {t('dashboard.refundNext')} <RefundDue dueAt={nearest.dueAt} />
        </>
      ),
    },
    {
      label: 'dashboard.paymentDifferences',
      value: differences.data?.length,
      to: 'payment-differences',
      needs: ENDPOINTS.Order.GetPaymentDifferences,
      note: differences.data?.length === 0 && t('dashboard.paymentDifferencesNone'),
    },
    { label: 'dashboard.products', value: products.data?.length, to: 'products' },
    {
      label: 'dashboard.customers',
      value: users.data?.length,
      to: 'customers',
      needs: ENDPOINTS.Account.GetAllUsers,
    },
  ];
  const stats = all.filter((stat) => !stat.needs || can(stat.needs));

  return (
    <AdminPage title={t('dashboard.title')}>
      <Section title={t('dashboard.counts')}>
        <div className={styles.stats}>
          {stats.map((stat) => (
            <Link
              key={stat.label}
              to={adminPath(stat.to)}
              className={styles.stat}
              data-testid={`stat-${stat.label.replace('dashboard.', '')}`}
            >
              <span className={styles.statValue}>{stat.value ?? '–'}</span>
              <span className={styles.statLabel}>{t(stat.label)}</span>
              {stat.note && <span className={styles.statNote}>{stat.note}</span>}
            </Link>
          ))}
        </div>
      </Section>
      {can(ENDPOINTS.Products.CacheClear) && (
        <Section title={t('dashboard.cacheTitle')}>
          <form
            className={styles.panel}
            onSubmit={(event) => {
              event.preventDefault();
              if (key.trim()) clear.mutate(key.trim());
            }}
          >
            <p className={styles.lead}>{t('dashboard.cacheLead')}</p>
            <div className={styles.inlineForm}>
              <div className={styles.field} style={{ flex: '1 1 240px' }}>
                <label className={styles.label} htmlFor="cache-key">
                  {t('dashboard.cacheKey')}
                </label>
                <input
                  id="cache-key"
                  className={styles.input}
                  value={key}
                  onChange={(event) => setKey(event.target.value)}
                  autoComplete="off"
                  spellCheck={false}
                  list="cache-keys"
                />
                <datalist id="cache-keys">
                  {KEYS.map((name) => (
                    <option key={name} value={name} />
                  ))}
                </datalist>
              </div>
              <button type="submit" className={styles.btnPrimary} disabled={!key.trim() || clear.isPending}>
                <RefreshCw size={15} aria-hidden="true" />
                {t('dashboard.cacheButton')}
              </button>
            </div>
            <div className={styles.field}>
              <span className={styles.label}>{t('dashboard.cacheHints')}</span>
              <div className={styles.chips}>
                {KEYS.map((name) => (
                  <button key={name} type="button" className={styles.chip} onClick={() => setKey(name)}>
                    <code className={styles.mono}>{name}</code>
                    <span className={styles.muted}>{t(`dashboard.key.${name}` as AdminTextKey)}</span>
                  </button>
                ))}
              </div>
            </div>
          </form>
        </Section>
      )}
    </AdminPage>
  );
}
