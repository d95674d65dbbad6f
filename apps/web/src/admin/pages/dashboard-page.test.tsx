// @vitest-environment happy-dom
import type { Dashboard } from '@kehribar/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInTurkish } from '../../test/render.tsx';
import { tr } from '../i18n/tr.ts';
import DashboardPage from './dashboard-page.tsx';

const day = (d: string, net: number, orders: number) => ({ day: d, net, orders });
const figures: Dashboard = {
  days: 7,
  from: '2026-11-20',
  to: '2026-11-26',
  timeZone: 'Europe/Istanbul',
  revenue: {
    today: [{ currency: 'TRY', paid: 125_050, refunded: 25_000, net: 100_050, orders: 2 }],
    last7Days: [
      { currency: 'TRY', paid: 500_000, refunded: 25_000, net: 475_000, orders: 6 },
      { currency: 'USD', paid: 12_000, refunded: 0, net: 12_000, orders: 1 },
    ],
    last30Days: [],
    period: [],
  },
  orderCount: { today: 2, last7Days: 7, last30Days: 7, period: 7 },
  series: [
    {
      currency: 'TRY',
      days: [day('2026-11-25', 374_950, 4), day('2026-11-26', -25_000, 0)],
    },
  ],
  bestSellers: [
    {
      productId: 'p-1',
      name: 'Damla Kolye',
      nameEN: 'Drop Necklace',
      exists: true,
      units: 5,
      revenue: [
        { currency: 'TRY', amount: 300_000 },
        { currency: 'USD', amount: 12_000 },
      ],
    },
    { productId: 'p-gone', name: 'Eski Küpe', nameEN: 'Old Earrings', exists: false, units: 1, revenue: [] },
  ],
  lowStock: [
    {
      productId: 'p-2',
      name: 'Çiçek Küpe',
      nameEN: 'Flower Earrings',
      stock: 0,
      threshold: 2,
      ownThreshold: false,
    },
    { productId: 'p-3', name: 'Tesbih', nameEN: 'Prayer Beads', stock: 4, threshold: 5, ownThreshold: true },
  ],
  lowStockCount: 2,
  lowStockThreshold: 2,
  toShip: 3,
  openReturns: 0,
  nextRefund: null,
  paymentChecks: 0,
  subscribersGained: 4,
};

let asked: string[];
let answer: Dashboard;

beforeEach(() => {
  asked = [];
  answer = figures;
  const payload = btoa(JSON.stringify({ exp: 4_102_444_800 })).replace(/=+$/, '');
  sessionStorage.setItem('token', `eyJhbGciOiJub25lIn0.${payload}.`);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const { pathname, search } = new URL(url, 'http://shop.test');
      asked.push(`${pathname}${search}`);
      const data = pathname.endsWith('/GetDashboard') ? answer : [];
      return new Response(JSON.stringify({ data }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function showPage(path = '/admin-panel/dashboard?days=7') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderInTurkish(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <DashboardPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the dashboard', () => {
  it('asks for the period in the address and marks it in the switch', async () => {
    showPage();
    await screen.findByTestId('revenue-today');
    expect(asked).toContain('/api/Order/GetDashboard?days=7');
    expect(screen.getByTestId('period-7').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('period-30').getAttribute('aria-current')).toBeNull();
  });

  it('takes 30 days when the address holds no usable period', async () => {
    showPage('/admin-panel/dashboard?days=9999');
    await screen.findByTestId('revenue-today');
    expect(asked).toContain('/api/Order/GetDashboard?days=30');
  });

  it('shows each currency’s net apart, with what was taken and refunded, and lira when nothing moved', async () => {
    showPage();
    expect((await screen.findByTestId('net-today-TRY')).textContent).toBe('₺1.000,50');
    expect(screen.getByTestId('revenue-today').textContent).toContain('Tahsilat ₺1.250,50 · İade ₺250,00');
    expect(screen.getByTestId('net-last7Days-TRY').textContent).toBe('₺4.750,00');
    expect(screen.getByTestId('net-last7Days-USD').textContent).toBe('$120,00');
    // No refund in dollars: no refund line.
    expect(screen.getByTestId('net-last7Days-USD').parentElement!.textContent).not.toContain('İade');
    expect(screen.getByTestId('net-last30Days-TRY').textContent).toBe('₺0,00');
    expect(screen.getByTestId('orders-last7Days').textContent).toBe('7 sipariş');
  });

  it('links best sellers and low stock to their products, a deleted product without a link', async () => {
    showPage();
    const best = await screen.findByTestId('best-sellers');
    expect(within(best).getByRole('link', { name: 'Damla Kolye' }).getAttribute('href')).toBe(
      '/admin-panel/products/p-1',
    );
    expect(within(best).queryByRole('link', { name: 'Eski Küpe' })).toBeNull();
    expect(best.textContent).toContain('$120,00');
    const low = screen.getByTestId('low-stock');
    expect(within(low).getByRole('link', { name: 'Çiçek Küpe' }).getAttribute('href')).toBe(
      '/admin-panel/products/p-2',
    );
    expect(low.textContent).toContain(tr['dash.outOfStock']);
    expect(low.textContent).toContain('Ürünün kendi eşiği: 5');
  });

  it('draws a day with more refunded than taken below the line', async () => {
    showPage();
    const chart = await screen.findByTestId('chart-TRY');
    const bars = [...chart.querySelectorAll('rect')];
    expect(bars).toHaveLength(2);
    expect(bars[1]!.getAttribute('class')).toMatch(/barNegative/);
    expect(bars[0]!.querySelector('title')!.textContent).toContain('₺3.749,50');
  });

  it('draws a year as weeks, each bar the sum of its seven days', async () => {
    const year = Array.from({ length: 365 }, (_, i) =>
      day(new Date(Date.UTC(2025, 10, 27 + i)).toISOString().slice(0, 10), 100, 1),
    );
    answer = { ...figures, series: [{ currency: 'TRY', days: year }] };
    showPage();
    const bars = [...(await screen.findByTestId('chart-TRY')).querySelectorAll('rect')];
    expect(bars).toHaveLength(53);
    expect(bars[0]!.querySelector('title')!.textContent).toBe('27.11.2025 – 03.12.2025: ₺7,00 · 7 sipariş');
    expect(bars[52]!.querySelector('title')!.textContent).toContain('₺1,00 · 1 sipariş');
  });
});
