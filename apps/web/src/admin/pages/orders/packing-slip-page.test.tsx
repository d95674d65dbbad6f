// @vitest-environment happy-dom
import type { AdminOrder } from '@kehribar/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminOrder } from '../../../test/admin-order.ts';
import { renderInTurkish } from '../../../test/render.tsx';
import { tr } from '../../i18n/tr.ts';
import { canUse, menuItemOf } from '../../layout/menu.ts';
import PackingSlipPage from './packing-slip-page.tsx';

let order: AdminOrder;
let tradeName: string;

beforeEach(() => {
  order = adminOrder();
  tradeName = 'Kehribar Takı Ltd. Şti.';
  const payload = btoa(JSON.stringify({ exp: 4_102_444_800 })).replace(/=+$/, '');
  sessionStorage.setItem('token', `eyJhbGciOiJub25lIn0.${payload}.`);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const { pathname } = new URL(url, 'http://shop.test');
      const data = pathname.endsWith('/GetOrderById')
        ? order
        : {
            staticContent: {
              sellerTradeName: tradeName,
              sellerAddress: 'Nişantaşı, İstanbul',
              sellerPhone: '',
            },
            lastAddedProducts: [],
            banners: [],
          };
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

async function showSlip() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderInTurkish(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/admin-panel/orders/${order.id}/packing-slip`]}>
        <Routes>
          <Route path="/admin-panel/orders/:id/packing-slip" element={<PackingSlipPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const slip = await screen.findByTestId('packing-slip');
  await within(slip).findByText(tradeName);
  return slip;
}

describe('the packing slip', () => {
  it('shows the seller, the order, the delivery address and each line with its price and the totals', async () => {
    order = adminOrder({ discountAmount: 500, appliedCoupon: 'YAZ10', totalPrice: 3000 }, [
      { quantity: 3, price: 1000, lineTotal: 3000, variantName: '50 cm zincir', size: '16' },
      { quantity: 1, price: 500, lineTotal: 500 },
    ]);
    const slip = await showSlip();
    expect(slip.textContent).toContain('#1042');
    expect(slip.textContent).toContain('Ayşe Yılmaz');
    expect(slip.textContent).toContain('Bağdat Caddesi No: 12');
    expect(slip.textContent).toContain('+90 532 123 45 67');
    const rows = within(slip).getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent))).toEqual([
      ['Damla Kolye 1', '50 cm zincir', '16', '3', '₺1.000,00', '₺3.000,00'],
      ['Damla Kolye 2', '—', 'Standart', '1', '₺500,00', '₺500,00'],
    ]);
    const totals = within(slip).getByLabelText(tr['slip.totals']);
    expect(totals.textContent).toContain('₺3.500,00');
    expect(totals.textContent).toContain('YAZ10');
    expect(totals.textContent).toContain('−₺500,00');
    expect(totals.textContent).toContain(`${tr['orders.total']}₺3.000,00`);
    expect(slip.textContent).not.toContain(tr['slip.giftPackage']);
  });

  it('carries no price or total at all when the order is a gift package', async () => {
    order = adminOrder({ giftPackage: true, discountAmount: 500, appliedCoupon: 'YAZ10' });
    const slip = await showSlip();
    const text = slip.textContent ?? '';
    expect(text).toContain('Damla Kolye 1');
    expect(text).toContain(tr['slip.giftPackage']);
    for (const money of ['₺', 'TRY', '1.000', '3.000', '500,00', 'YAZ10']) expect(text).not.toContain(money);
    for (const label of [
      'orders.itemPrice',
      'slip.lineTotal',
      'slip.subtotal',
      'orders.total',
      'orders.discount',
    ] as const)
      expect(text).not.toContain(tr[label]);
    expect(within(slip).queryByLabelText(tr['slip.totals'])).toBeNull();
  });

  it('shows the gift note in its own box, line breaks kept', async () => {
    order = adminOrder({ giftPackage: true, giftNote: 'Doğum günün kutlu olsun!\nSevgiyle, Can' });
    const slip = await showSlip();
    const note = within(slip).getByTestId('slip-gift-note');
    expect(note.textContent).toContain(tr['orders.giftNote']);
    expect(note.querySelector('p')?.textContent).toBe('Doğum günün kutlu olsun!\nSevgiyle, Can');
  });

  it('leaves the note box out when there is no note, and names the shop when no trade name is set', async () => {
    tradeName = '';
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderInTurkish(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[`/o/${order.id}`]}>
          <Routes>
            <Route path="/o/:id" element={<PackingSlipPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const slip = await screen.findByTestId('packing-slip');
    expect(await within(slip).findByText(tr['app.shop'])).toBeTruthy();
    expect(within(slip).queryByTestId('slip-gift-note')).toBeNull();
  });

  it('prints through the browser when the print button is pressed', async () => {
    // happy-dom has no print; the browser's is what the button must reach.
    const print = vi.fn();
    vi.stubGlobal('print', print);
    await showSlip();
    const button = screen.getByRole('button', { name: tr['slip.print'] });
    await vi.waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    await userEvent.click(button);
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('is open to Staff, as the order it belongs to is', () => {
    const item = menuItemOf(`/admin-panel/orders/${order.id}/packing-slip`);
    expect(item?.path).toBe('orders');
    expect(canUse('Staff', item!.needs)).toBe(true);
  });
});
