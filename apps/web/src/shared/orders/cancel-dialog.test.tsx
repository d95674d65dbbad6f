// @vitest-environment happy-dom
import { formatMoney, type Order } from '@kehribar/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderInTurkish, turkish } from '../../test/render.tsx';
import { ApiError } from '../api/api-error.ts';
import { CancelDialog } from './cancel-dialog.tsx';
import { testOrder } from './test-order.ts';

const { t } = turkish;

// The dialog's code loads on first use; loading it once here keeps the first test within its waits.
beforeAll(() => import('../ui/modal-dialog.tsx'));
afterEach(cleanup);

function Harness({ cancel }: { cancel: (key: string) => Promise<Order> }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open again
      </button>
      <CancelDialog order={testOrder()} open={open} onOpenChange={setOpen} cancel={cancel} />
    </>
  );
}

function showDialog(cancel: (key: string) => Promise<Order>) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  renderInTurkish(
    <QueryClientProvider client={client}>
      <Harness cancel={cancel} />
    </QueryClientProvider>,
  );
}

describe('the cancel dialog', () => {
  it('says the whole payment goes back to the card, cancels on confirmation and closes', async () => {
    const cancel = vi.fn<(key: string) => Promise<Order>>(async () => ({
      ...testOrder(),
      orderStatus: 2,
      canCancel: false,
    }));
    showDialog(cancel);
    const dialog = await screen.findByRole('dialog', { name: t('orders.cancel.title') });
    expect(dialog.textContent).toContain(
      t('orders.cancel.money', { amount: formatMoney(2500, 'TRY', 'tr-TR') }),
    );
    await userEvent.click(screen.getByRole('button', { name: t('orders.cancel.confirm') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(cancel.mock.calls[0]![0]).toMatch(/^[\w-]{36}$/);
  });

  it("shows the server's refusal in the dialog, and a new opening brings a new key", async () => {
    const cancel = vi
      .fn<(key: string) => Promise<Order>>()
      .mockRejectedValue(new ApiError(409, 'Bu sipariş artık iptal edilemez.', 'INVALID_STATE'));
    showDialog(cancel);
    await userEvent.click(await screen.findByRole('button', { name: t('orders.cancel.confirm') }));
    expect((await screen.findByRole('alert')).textContent).toBe('Bu sipariş artık iptal edilemez.');
    await userEvent.click(screen.getByRole('button', { name: t('orders.cancel.keep') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'open again' }));
    await userEvent.click(await screen.findByRole('button', { name: t('orders.cancel.confirm') }));
    await waitFor(() => expect(cancel).toHaveBeenCalledTimes(2));
    expect(cancel.mock.calls[1]![0]).not.toBe(cancel.mock.calls[0]![0]);
  });
});
