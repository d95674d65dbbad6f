import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, PackageCheck, Undo2, UserPlus, Wallet, Scale } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  DASHBOARD_DAYS,
  DASHBOARD_PERIODS,
  ENDPOINTS,
  type CurrencyRevenue,
  type Dashboard,
} from '@kehribar/contracts/plain';
import { adminReads } from '../api/reads.ts';
import { useAdminText, type AdminTextKey } from '../i18n/use-admin-text.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { adminPath, canUse, menuItemOf } from '../layout/menu.ts';
import { CacheTool } from './dashboard/cache-tool.tsx';
import { money } from './dashboard/money.ts';
import { RevenueChart } from './dashboard/revenue-chart.tsx';
import { StockThresholdForm } from './dashboard/stock-threshold-form.tsx';
import dash from './dashboard/dashboard.module.css';
import { RefundDue } from './orders/refund-due.tsx';
import styles from '../ui/admin.module.css';
import { AdminPage, Section } from '../ui/page.tsx';
import { ErrorState, LoadingRows } from '../ui/states.tsx';

/** The period in the address (?days=), so a reload or a shared link keeps it; anything else is 30 days. */
function usePeriod(): number {
  const [params] = useSearchParams();
  const days = Number(params.get('days'));
  return Number.isInteger(days) && days >= DASHBOARD_DAYS.min && days <= DASHBOARD_DAYS.max
    ? days
    : DASHBOARD_DAYS.default;
}

/**
 * docs/product/back-office.md §2 dashboard: revenue per currency for today, 7 and 30 days, the period's
 * daily chart, what waits for the owner, best sellers, low stock, and the cache tool. Every figure comes
 * computed from Order/GetDashboard (docs/decisions/031-dashboard-figures.md).
 */
export default function DashboardPage() {
  const { t } = useAdminText();
  const days = usePeriod();
  const figures = useQuery(adminReads.dashboard(days));
  // A Staff member sees only what the screens they may open show (decision 030).
  const { backOfficeRole } = useSession();
  const differences = useQuery({
    ...adminReads.paymentDifferences(),
    enabled: canUse(backOfficeRole, ENDPOINTS.Order.GetPaymentDifferences),
  });
  const data = figures.data;

  return (
    <AdminPage title={t('dashboard.title')} actions={<PeriodPicker days={days} />}>
      {figures.isError ? (
        <ErrorState error={figures.error} onRetry={() => void figures.refetch()} />
      ) : !data ? (
        <LoadingRows rows={6} />
      ) : (
        <>
          <RevenueCards data={data} />
          <Queues data={data} differences={differences.data?.length} />
          <Section title={t('dash.chartTitle', { days: data.days })}>
            {data.series.length === 0 ? (
              <p className={`${styles.panel} ${styles.muted}`}>{t('dash.noSales')}</p>
            ) : (
              <div className={dash.charts}>
                {data.series.map((s) => (
                  <RevenueChart key={s.currency} series={s} />
                ))}
              </div>
            )}
          </Section>
          <div className={dash.columns}>
            <BestSellers data={data} />
            <LowStock data={data} />
          </div>
        </>
      )}
      {canUse(backOfficeRole, ENDPOINTS.Products.CacheClear) && <CacheTool />}
    </AdminPage>
  );
}

function PeriodPicker({ days }: { days: number }) {
  const { t } = useAdminText();
  return (
    <nav className={dash.periods} aria-label={t('dash.period')}>
      {DASHBOARD_PERIODS.map((n) => (
        <Link
          key={n}
          to={`?days=${n}`}
          className={dash.period}
          aria-current={n === days ? 'page' : undefined}
          data-testid={`period-${n}`}
        >
          {t('dash.days', { days: n })}
        </Link>
      ))}
    </nav>
  );
}

const SPANS: { key: 'today' | 'last7Days' | 'last30Days'; label: AdminTextKey }[] = [
  { key: 'today', label: 'dash.today' },
  { key: 'last7Days', label: 'dash.last7' },
  { key: 'last30Days', label: 'dash.last30' },
];

function RevenueCards({ data }: { data: Dashboard }) {
  const { t, language } = useAdminText();
  return (
    <section className={dash.revenue} aria-label={t('dash.revenue')}>
      {SPANS.map(({ key, label }) => {
        const rows = data.revenue[key];
        // With no sale at all the card still reads as lira, the shop's own currency.
        const shown: CurrencyRevenue[] = rows.length
          ? rows
          : [{ currency: 'TRY', paid: 0, refunded: 0, net: 0, orders: 0 }];
        return (
          <article key={key} className={dash.revenueCard} data-testid={`revenue-${key}`}>
            <header className={dash.revenueHead}>
              <Wallet size={15} aria-hidden="true" />
              <h2 className={dash.revenueTitle}>{t(label)}</h2>
              <span className={dash.orderCount} data-testid={`orders-${key}`}>
                {t('dash.orders', { count: data.orderCount[key] })}
              </span>
            </header>
            <ul className={dash.currencyList}>
              {shown.map((r) => (
                <li key={r.currency} data-currency={r.currency}>
                  <span className={dash.net} data-testid={`net-${key}-${r.currency}`}>
                    {money(r.net, r.currency, language)}
                  </span>
                  <span className={dash.breakdown}>
                    {t('dash.paid')} {money(r.paid, r.currency, language)}
                    {r.refunded > 0 && (
                      <>
                        {' · '}
                        {t('dash.refunded')} {money(r.refunded, r.currency, language)}
                      </>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          </article>
        );
      })}
    </section>
  );
}

function Queues({ data, differences }: { data: Dashboard; differences: number | undefined }) {
  const { t } = useAdminText();
  const tiles: {
    id: string;
    label: AdminTextKey;
    value: number | undefined;
    to: string;
    icon: ReactNode;
    alert?: boolean;
    note?: ReactNode;
  }[] = [
    {
      id: 'paidOrders',
      label: 'dashboard.paidOrders',
      value: data.toShip,
      to: 'orders?status=completed',
      icon: <PackageCheck size={16} aria-hidden="true" />,
      alert: data.toShip > 0,
    },
    {
      id: 'openReturns',
      label: 'dashboard.openReturns',
      value: data.openReturns,
      to: data.nextRefund ? `orders/${data.nextRefund.orderId}` : 'orders?status=returnRequested',
      icon: <Undo2 size={16} aria-hidden="true" />,
      alert: data.openReturns > 0,
      note: data.nextRefund && (
        <>
          {t('dashboard.refundNext')} <RefundDue dueAt={data.nextRefund.dueAt} />
        </>
      ),
    },
    {
      id: 'paymentDifferences',
      label: 'dashboard.paymentDifferences',
      value: differences,
      to: 'payment-differences',
      icon: <Scale size={16} aria-hidden="true" />,
      alert: !!differences,
      note: differences === 0 && t('dashboard.paymentDifferencesNone'),
    },
    {
      id: 'lowStock',
      label: 'dash.lowStockCount',
      value: data.lowStockCount,
      to: 'products',
      icon: <AlertTriangle size={16} aria-hidden="true" />,
      alert: data.lowStockCount > 0,
    },
    {
      id: 'subscribers',
      label: 'dash.subscribersGained',
      value: data.subscribersGained,
      to: 'subscribers',
      icon: <UserPlus size={16} aria-hidden="true" />,
      note: t('dash.inDays', { days: data.days }),
    },
  ];
  if (data.paymentChecks > 0)
    tiles.splice(3, 0, {
      id: 'paymentChecks',
      label: 'dash.paymentChecks',
      value: data.paymentChecks,
      to: 'orders?status=paymentCheck',
      icon: <AlertTriangle size={16} aria-hidden="true" />,
      alert: true,
    });
  const { backOfficeRole } = useSession();
  const open = tiles.filter((tile) => canUse(backOfficeRole, menuItemOf(tile.to)?.needs ?? null));
  return (
    <Section title={t('dash.waiting')}>
      <div className={dash.tiles}>
        {open.map((tile) => (
          <Link
            key={tile.id}
            to={adminPath(tile.to)}
            className={dash.tile}
            data-alert={tile.alert || undefined}
            data-testid={`stat-${tile.id}`}
          >
            <span className={dash.tileLabel}>
              {tile.icon}
              {t(tile.label)}
            </span>
            <span className={dash.tileValue}>{tile.value ?? '–'}</span>
            {tile.note && <span className={dash.tileNote}>{tile.note}</span>}
          </Link>
        ))}
      </div>
    </Section>
  );
}

function BestSellers({ data }: { data: Dashboard }) {
  const { t, language, isEnglish } = useAdminText();
  return (
    <Section title={t('dash.bestSellers', { days: data.days })}>
      {data.bestSellers.length === 0 ? (
        <p className={`${styles.panel} ${styles.muted}`}>{t('dash.noSales')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="best-sellers">
            <thead>
              <tr>
                <th scope="col">{t('dash.product')}</th>
                <th scope="col" className={styles.num}>
                  {t('dash.units')}
                </th>
                <th scope="col" className={styles.num}>
                  {t('dash.productRevenue')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.bestSellers.map((b, i) => {
                const name = isEnglish ? b.nameEN : b.name;
                return (
                  <tr key={b.productId}>
                    <td>
                      <span className={dash.rank}>{i + 1}</span>
                      {b.exists ? (
                        <Link to={adminPath(`products/${b.productId}`)}>{name}</Link>
                      ) : (
                        <span className={styles.muted} title={t('dash.productGone')}>
                          {name}
                        </span>
                      )}
                    </td>
                    <td className={styles.num}>{b.units}</td>
                    <td className={styles.num}>
                      {b.revenue.map((r) => (
                        <span key={r.currency} className={dash.amountLine}>
                          {money(r.amount, r.currency, language)}
                        </span>
                      ))}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}

function LowStock({ data }: { data: Dashboard }) {
  const { t, isEnglish } = useAdminText();
  return (
    <Section title={t('dash.lowStock')}>
      <div className={dash.stockPanel}>
        {data.lowStock.length === 0 ? (
          <p className={styles.muted}>{t('dash.noLowStock', { threshold: data.lowStockThreshold })}</p>
        ) : (
          <ul className={dash.stockList} data-testid="low-stock">
            {data.lowStock.map((item) => (
              <li key={item.productId}>
                <Link to={adminPath(`products/${item.productId}`)}>
                  {isEnglish ? item.nameEN : item.name}
                </Link>
                <span className={dash.stockFigure} data-empty={item.stock === 0 || undefined}>
                  {item.stock === 0 ? t('dash.outOfStock') : t('dash.inStock', { count: item.stock })}
                </span>
                <span className={dash.stockThreshold}>
                  {t(item.ownThreshold ? 'dash.ownThreshold' : 'dash.shopThreshold', {
                    threshold: item.threshold,
                  })}
                </span>
              </li>
            ))}
          </ul>
        )}
        {data.lowStockCount > data.lowStock.length && (
          <p className={styles.muted}>
            {t('dash.lowStockMore', { count: data.lowStockCount - data.lowStock.length })}
          </p>
        )}
        <StockThresholdForm current={data.lowStockThreshold} />
      </div>
    </Section>
  );
}
