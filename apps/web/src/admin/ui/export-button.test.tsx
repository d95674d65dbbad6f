// @vitest-environment happy-dom
import { API, TOKEN_TYPES } from '@kehribar/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInTurkish } from '../../test/render.tsx';
import { syncSession } from '../../shared/session/session-store.ts';
import { ExportButton } from './export-button.tsx';

let requested: URL[];

function signIn(role: string) {
  const payload = btoa(JSON.stringify({ exp: 4_102_444_800, role })).replace(/=+$/, '');
  sessionStorage.setItem('token', `eyJhbGciOiJub25lIn0.${payload}.`);
  sessionStorage.setItem('tokenType', TOKEN_TYPES.customer);
  syncSession();
}

let saved: { name: string }[];

beforeEach(() => {
  requested = [];
  saved = [];
  // The shop owner's session: exports are the Owner's (decision 030).
  signIn('Customer,Admin,Owner');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requested.push(new URL(url, 'http://shop.test'));
      return new Response(new Uint8Array([0xef, 0xbb, 0xbf, 0x41, 0x3b, 0x42]), {
        status: 200,
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="orders-2026-11-01_2026-11-26.csv"',
        },
      });
    }),
  );
  // What the browser saves: the link's name and the blob's bytes.
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:export');
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download });
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function show(props: Parameters<typeof ExportButton>[0]) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  renderInTurkish(
    <QueryClientProvider client={queryClient}>
      <ExportButton {...props} />
    </QueryClientProvider>,
  );
}

describe('the Export button', () => {
  it('asks for the days first, refuses a range that ends before it starts, then downloads with them', async () => {
    const user = userEvent.setup();
    show({ path: API.Order.ExportOrders, fileName: 'orders.csv', withRange: true, testId: 'export' });
    await user.click(screen.getByRole('button', { name: 'Dışa aktar' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    const from = screen.getByLabelText('Başlangıç');
    const to = screen.getByLabelText('Bitiş');
    fireEvent.change(from, { target: { value: '2026-11-20' } });
    fireEvent.change(to, { target: { value: '2026-11-10' } });
    expect(dialog.textContent).toContain('Bitiş tarihi başlangıç tarihinden önce olamaz.');
    expect(screen.getByRole('button', { name: 'CSV indir' })).toHaveProperty('disabled', true);
    expect(requested).toHaveLength(0);

    fireEvent.change(to, { target: { value: '2026-11-26' } });
    await user.click(screen.getByRole('button', { name: 'CSV indir' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(requested[0]!.pathname).toBe(API.Order.ExportOrders);
    expect(Object.fromEntries(requested[0]!.searchParams)).toEqual({ from: '2026-11-20', to: '2026-11-26' });
    expect(saved[0]!.name).toBe('orders-2026-11-01_2026-11-26.csv');
  });

  it('downloads a list without a range at once', async () => {
    const user = userEvent.setup();
    show({ path: API.Account.ExportCustomers, fileName: 'customers.csv' });
    await user.click(screen.getByRole('button', { name: 'Dışa aktar' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(requested[0]!.pathname).toBe(API.Account.ExportCustomers);
    expect(requested[0]!.search).toBe('');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not offered to a Staff member, whom the server would refuse', () => {
    signIn('Customer,Admin,Staff');
    show({ path: API.Order.ExportOrders, fileName: 'orders.csv', withRange: true });
    expect(screen.queryByRole('button', { name: 'Dışa aktar' })).toBeNull();
  });
});
