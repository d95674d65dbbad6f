// @vitest-environment happy-dom
import { API, type AdminOrder } from '@kehribar/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminOrder } from '../../../test/admin-order.ts';
import { renderInTurkish } from '../../../test/render.tsx';
import { RefundDialog } from './refund-dialog.tsx';

interface Call {
  path: string;
  headers: Record<string, string>;
  body: unknown;
}
let calls: Call[];
let answer: { status: number; body: unknown };

beforeEach(() => {
  calls = [];
  answer = { status: 200, body: { data: adminOrder() } };
  // A token that does not expire, so the write goes straight out.
  const payload = btoa(JSON.stringify({ exp: 4_102_444_800 })).replace(/=+$/, '');
  sessionStorage.setItem('token', `eyJhbGciOiJub25lIn0.${payload}.`);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({
        path: new URL(url, 'http://shop.test').pathname,
        headers: init.headers as Record<string, string>,
        body: init.body && JSON.parse(String(init.body)),
      });
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
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

function openDialog(order: AdminOrder) {
  const onClose = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  renderInTurkish(
    <QueryClientProvider client={queryClient}>
      <RefundDialog order={order} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { onClose };
}

/** The dialog's code loads on first use (shared/ui/modal.tsx), slowly on a test machine's first open. */
const shown = () => screen.findByRole('dialog', {}, { timeout: 10_000 });

const refunds = () => calls.filter((c) => c.path === API.Order.RefundOrder);
const total = () => screen.getByTestId('refund-total');
/** 3 × 1.000,00 TL and 1 × 500,00 TL, paid 3.500,00 TL. */
const order = adminOrder();
const [big, small] = order.orderItems as [AdminOrder['orderItems'][number], AdminOrder['orderItems'][number]];

describe('the refund dialog', () => {
  it('shows what the chosen units give back before anything is sent, and sends them with a key', async () => {
    const user = userEvent.setup();
    const { onClose } = openDialog(order);
    await shown();
    const units = screen.getByRole('spinbutton', { name: 'Damla Kolye 1: iade edilecek adet' });
    expect(screen.getByTestId('refund-left').textContent).toContain('Kartta kalan: ₺3.500,00');
    await user.type(units, '1');
    expect(total().textContent).toContain('Karta geri dönecek: ₺1.000,00');
    await user.type(screen.getByRole('spinbutton', { name: 'Damla Kolye 2: iade edilecek adet' }), '1');
    expect(total().textContent).toContain('Karta geri dönecek: ₺1.500,00');
    expect(refunds()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '₺1.500,00 iade et' }));
    await waitFor(() => expect(refunds()).toHaveLength(1));
    expect(refunds()[0]!.body).toEqual({
      orderId: order.id,
      items: [
        { orderItemId: big.orderItemId, quantity: 1 },
        { orderItemId: small.orderItemId, quantity: 1 },
      ],
    });
    expect(refunds()[0]!.headers['Idempotency-Key']).toMatch(/^[\w.:-]{8,100}$/);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('refuses an amount above what is left on the card without sending it', async () => {
    const user = userEvent.setup();
    openDialog(
      adminOrder({ refundedAmount: 1000 }, [
        { quantity: 3, price: 1000, lineTotal: 3000, refundedAmount: 1000 },
        { quantity: 1, price: 500, lineTotal: 500 },
      ]),
    );
    await shown();
    await user.click(screen.getByRole('radio', { name: 'Tutar yazarak' }));
    await user.type(screen.getByRole('textbox', { name: 'İade tutarı (TRY)' }), '2500,01');
    expect(screen.getByRole('alert').textContent).toContain('En fazla ₺2.500,00 iade edilebilir.');
    await user.click(screen.getByRole('button', { name: /iade et$/ }));
    expect(refunds()).toHaveLength(0);
  });

  it('sends a typed amount as a decimal, and the same key again when the owner retries', async () => {
    const user = userEvent.setup();
    answer = {
      status: 502,
      body: { errorMessage: 'Banka iadeyi reddetti: işlem bulunamadı.', code: 'REFUND_REFUSED' },
    };
    const { onClose } = openDialog(order);
    await shown();
    await user.click(screen.getByRole('radio', { name: 'Tutar yazarak' }));
    await user.type(screen.getByRole('textbox', { name: 'İade tutarı (TRY)' }), '125,50');
    expect(total().textContent).toContain('₺125,50');
    const send = screen.getByRole('button', { name: '₺125,50 iade et' });
    await user.click(send);
    // The bank's refusal is shown in the dialog, which stays open.
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Banka iadeyi reddetti: işlem bulunamadı.',
    );
    expect(onClose).not.toHaveBeenCalled();
    answer = { status: 200, body: { data: adminOrder() } };
    await user.click(send);
    await waitFor(() => expect(refunds()).toHaveLength(2));
    expect(refunds().map((c) => c.body)).toEqual([
      { orderId: order.id, amount: 125.5 },
      { orderId: order.id, amount: 125.5 },
    ]);
    expect(refunds()[1]!.headers['Idempotency-Key']).toBe(refunds()[0]!.headers['Idempotency-Key']);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('asks for a choice when nothing is chosen', async () => {
    const user = userEvent.setup();
    openDialog(order);
    await shown();
    await user.click(screen.getByRole('button', { name: '₺0,00 iade et' }));
    expect(screen.getByRole('alert').textContent).toContain('İade edilecek bir adet ya da tutar seçin.');
    expect(refunds()).toHaveLength(0);
  });
});
