// @vitest-environment happy-dom
import type { PaymentDifference } from '@kehribar/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInTurkish } from '../../../test/render.tsx';
import { tr } from '../../i18n/tr.ts';
import PaymentDifferencesPage from './payment-differences-page.tsx';

const refundedByHand: PaymentDifference = {
  id: 'd1',
  orderId: '7d0c9a8b-6e5f-4a3b-9c2d-1e0f9a8b7c6d',
  orderNumber: 1042,
  orderItemId: null,
  lineName: null,
  lineNameEN: null,
  kind: 'refunded',
  currency: 'TRY',
  ours: 0,
  theirs: 1250.5,
  foundAt: '2026-03-03T01:05:00.000Z',
};
const lineInUsd: PaymentDifference = {
  ...refundedByHand,
  id: 'd2',
  orderId: '0b9e7c1e-5d0e-4d8e-9f43-2a4b1c6d7e80',
  orderNumber: 1043,
  orderItemId: '5f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3a4b',
  lineName: 'Damla Kolye',
  lineNameEN: 'Drop Necklace',
  kind: 'line_refunded',
  currency: 'USD',
  ours: 40,
  theirs: null,
};

let asked: string[];
let lists: PaymentDifference[][];

beforeEach(() => {
  asked = [];
  lists = [];
  const payload = btoa(JSON.stringify({ exp: 4_102_444_800 })).replace(/=+$/, '');
  sessionStorage.setItem('token', `eyJhbGciOiJub25lIn0.${payload}.`);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const { pathname, search } = new URL(url, 'http://shop.test');
      asked.push(`${pathname}${search}`);
      // Each answer in turn; the last one stays.
      const data = lists.length > 1 ? lists.shift()! : (lists[0] ?? []);
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

function showPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderInTurkish(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <PaymentDifferencesPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the payment differences page', () => {
  it('says everything matches when nothing is open', async () => {
    lists = [[]];
    showPage();
    expect(await screen.findByText(tr['differences.empty'])).toBeTruthy();
    expect(screen.queryByTestId('payment-differences')).toBeNull();
  });

  it('lists each difference with its order link, what differs and both amounts in the order’s currency', async () => {
    lists = [[refundedByHand, lineInUsd]];
    showPage();
    const table = await screen.findByTestId('payment-differences');
    const rows = [...table.querySelectorAll<HTMLElement>('tbody tr')];
    expect(rows).toHaveLength(2);
    const first = rows.find((r) => r.textContent?.includes('#1042'))!;
    expect(within(first).getByRole('link', { name: '#1042 numaralı siparişi aç' }).getAttribute('href')).toBe(
      `/admin-panel/orders/${refundedByHand.orderId}`,
    );
    expect(first.textContent).toContain(tr['differences.kind.refunded']);
    expect(first.textContent).toContain('₺0,00');
    expect(first.textContent).toContain('₺1.250,50');
    const second = rows.find((r) => r.textContent?.includes('#1043'))!;
    expect(second.textContent).toContain(`${tr['differences.kind.line_refunded']} — Damla Kolye`);
    expect(second.textContent).toContain('$40,00');
    // iyzico did not say: shown as unknown, not as zero.
    expect(second.textContent).toContain(tr['differences.notSaid']);
  });

  it('compares the chosen day on demand and shows what it found', async () => {
    lists = [[], [lineInUsd]];
    showPage();
    await screen.findByText(tr['differences.empty']);
    const day = screen.getByLabelText(tr['differences.day']);
    await userEvent.clear(day);
    await userEvent.type(day, '2026-03-02');
    await userEvent.click(screen.getByRole('button', { name: tr['differences.run'] }));
    await waitFor(() => expect(asked).toContain('/api/Order/GetPaymentDifferences?run=true&day=2026-03-02'));
    expect(await screen.findByTestId('payment-differences')).toBeTruthy();
  });
});
