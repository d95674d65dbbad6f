// @vitest-environment happy-dom
import { API, type Order } from '@kehribar/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testOrder } from '../../shared/orders/test-order.ts';
import { renderInTurkish, turkish } from '../../test/render.tsx';
import { OrderList } from './order-list.tsx';

const { t } = turkish;

/** What the list asked the API for: path, JSON body and Idempotency-Key of each call. */
let calls: { path: string; body: unknown; key: string | undefined }[];

beforeAll(() => import('../../shared/ui/modal-dialog.tsx'));

beforeEach(() => {
  calls = [];
  const payload = btoa(JSON.stringify({ exp: 4_102_444_800 })).replace(/=+$/, '');
  sessionStorage.setItem('token', `eyJhbGciOiJub25lIn0.${payload}.`);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = new URL(url, 'http://shop.test').pathname;
      const headers = init.headers as Record<string, string>;
      calls.push({ path, body: init.body && JSON.parse(String(init.body)), key: headers['Idempotency-Key'] });
      const data: Order | Order[] =
        path === API.Order.CancelOrder
          ? { ...testOrder(), orderStatus: 2, canCancel: false, canceledAt: '2026-03-02T10:00:00.000Z' }
          : [testOrder()];
      return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('my orders', () => {
  it('cancels the customer’s own order by its id, with an Idempotency-Key, and shows it cancelled', async () => {
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    renderInTurkish(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <OrderList />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: t('orders.actions.cancel') }));
    await userEvent.click(await screen.findByRole('button', { name: t('orders.cancel.confirm') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const cancel = calls.find((c) => c.path === API.Order.CancelOrder)!;
    expect(cancel.body).toEqual({ orderId: testOrder().id });
    expect(cancel.key).toMatch(/^[\w-]{36}$/);
    expect(screen.getByTestId('order-status').textContent).toBe(t('orders.status.canceled'));
    expect(screen.queryByRole('button', { name: t('orders.actions.cancel') })).toBeNull();
  });
});
