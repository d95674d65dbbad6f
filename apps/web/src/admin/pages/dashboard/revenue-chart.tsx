import type { DailySeries } from '@kehribar/contracts/plain';
import { useAdminText } from '../../i18n/use-admin-text.ts';
import { formatDayDotted } from '../../lib/format.ts';
import { money } from './money.ts';
import admin from '../../ui/admin.module.css';
import styles from './dashboard.module.css';

const WIDTH = 600;
const HEIGHT = 140;
/** Beyond about three months a bar a day is thinner than a pixel on a phone: the bars become weeks. */
const DAILY_UP_TO = 92;

interface Bar {
  first: string;
  last: string;
  net: number;
  orders: number;
}

function barsOf(days: DailySeries['days']): Bar[] {
  const size = days.length > DAILY_UP_TO ? 7 : 1;
  const bars: Bar[] = [];
  for (let i = 0; i < days.length; i += size) {
    const group = days.slice(i, i + size);
    bars.push({
      first: group[0]!.day,
      last: group.at(-1)!.day,
      net: group.reduce((a, d) => a + d.net, 0),
      orders: group.reduce((a, d) => a + d.orders, 0),
    });
  }
  return bars;
}

/**
 * One currency's net revenue as bars, a day each, a week each beyond three months (docs/product/back-office.md
 * §2, dashboard): drawn here as SVG, with each bar's figures in its title and the whole in the label for
 * screen readers.
 */
export function RevenueChart({ series }: { series: DailySeries }) {
  const { t, language } = useAdminText();
  const { currency, days } = series;
  const bars = barsOf(days);
  const values = bars.map((b) => b.net);
  const top = Math.max(0, ...values);
  const bottom = Math.min(0, ...values);
  const range = top - bottom || 1;
  const baseline = (top / range) * HEIGHT;
  const slot = WIDTH / bars.length;
  const gap = Math.min(4, slot * 0.25);
  const total = values.reduce((a, b) => a + b, 0);
  const orders = days.reduce((a, d) => a + d.orders, 0);
  const best = days.reduce((a, d) => (d.net > a.net ? d : a), days[0]!);
  const first = days[0]?.day;
  const last = days.at(-1)?.day;

  return (
    <figure className={styles.chart} data-testid={`chart-${currency}`}>
      <figcaption className={styles.chartHead}>
        <span className={styles.chartCurrency}>{currency}</span>
        <span className={styles.chartTotal}>{money(total, currency, language)}</span>
        <span className={admin.muted}>{t('dash.chartOrders', { count: orders })}</span>
        {best && best.net > 0 && (
          <span className={admin.muted}>
            {t('dash.chartBest', {
              day: formatDayDotted(best.day),
              amount: money(best.net, currency, language),
            })}
          </span>
        )}
      </figcaption>
      <svg
        className={styles.chartSvg}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        shapeRendering="crispEdges"
        role="img"
        aria-label={t('dash.chartLabel', {
          currency,
          from: formatDayDotted(first ?? ''),
          to: formatDayDotted(last ?? ''),
          total: money(total, currency, language),
        })}
      >
        <line x1={0} x2={WIDTH} y1={baseline} y2={baseline} className={styles.chartBase} />
        {bars.map((d, i) => {
          const h = (Math.abs(d.net) / range) * HEIGHT;
          const y = d.net >= 0 ? baseline - h : baseline;
          const when =
            d.first === d.last
              ? formatDayDotted(d.first)
              : `${formatDayDotted(d.first)} – ${formatDayDotted(d.last)}`;
          return (
            <rect
              key={d.first}
              x={i * slot + gap / 2}
              y={y}
              width={Math.max(slot - gap, 0.5)}
              height={d.net === 0 ? 0 : Math.max(h, 1)}
              className={d.net < 0 ? styles.barNegative : styles.bar}
            >
              <title>
                {`${when}: ${money(d.net, currency, language)} · ${t('dash.chartOrders', { count: d.orders })}`}
              </title>
            </rect>
          );
        })}
      </svg>
      <div className={styles.chartAxis} aria-hidden="true">
        <span>{formatDayDotted(first ?? '')}</span>
        <span>{top > 0 ? `${t('dash.chartMax')} ${money(top, currency, language)}` : ''}</span>
        <span>{formatDayDotted(last ?? '')}</span>
      </div>
    </figure>
  );
}
