// @vitest-environment happy-dom
import type { Order } from '@kehribar/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderInTurkish, turkish } from '../../test/render.tsx';
import { ApiError } from '../api/api-error.ts';
import type { ReturnItems } from './order-changes.ts';
import { ReturnDialog } from './return-dialog.tsx';
import { shippedTestOrder } from './test-order.ts';

const { t } = turkish;

// The dialog's code loads on first use; loading it once here keeps the first test within its waits.
beforeAll(() => import('../ui/modal-dialog.tsx'));
afterEach(cleanup);

function showDialog(requestReturn: (items: ReturnItems, key: string) => Promise<Order>) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const order = shippedTestOrder();
  renderInTurkish(
    <QueryClientProvider client={client}>
      <ReturnDialog order={order} open onOpenChange={() => undefined} requestReturn={requestReturn} />
    </QueryClientProvider>,
  );
  return order;
}

const lineNamed = async (name: string) =>
  (await screen.findAllByTestId('return-line')).find((li) => li.textContent?.includes(name))!;

describe('the return dialog', () => {
  it('refuses to send with no line chosen', async () => {
    const requestReturn = vi.fn<(items: ReturnItems, key: string) => Promise<Order>>();
    showDialog(requestReturn);
    await userEvent.click(await screen.findByRole('button', { name: t('orders.return.submit') }));
    expect(await screen.findByText(t('orders.return.noLine'))).toBeTruthy();
    expect(requestReturn).not.toHaveBeenCalled();
  });

  it('shows a personalised line as not returnable, with the reason', async () => {
    showDialog(vi.fn());
    const bracelet = await lineNamed('İsimli Bileklik');
    expect(bracelet.textContent).toContain(t('orders.return.personalised'));
    expect(within(bracelet).queryByRole('combobox')).toBeNull();
  });

  it('asks for a reason, then sends the chosen units and reasons once, and says how to send the parcel', async () => {
    const answered = { ...shippedTestOrder(), orderStatus: 6 as const };
    const requestReturn = vi.fn(async () => answered);
    const order = showDialog(requestReturn);
    const necklace = await lineNamed('Damla Kolye');
    await userEvent.selectOptions(within(necklace).getByLabelText(t('orders.return.quantity')), '2');
    await userEvent.click(screen.getByRole('button', { name: t('orders.return.submit') }));
    expect(await within(necklace).findByText(t('orders.return.reasonShort'))).toBeTruthy();
    expect(requestReturn).not.toHaveBeenCalled();

    await userEvent.type(within(necklace).getByLabelText(/İade nedeni/), '  Beden olmadı ');
    await userEvent.click(screen.getByRole('button', { name: t('orders.return.submit') }));
    expect(await screen.findByTestId('return-instructions')).toBeTruthy();
    expect(requestReturn).toHaveBeenCalledTimes(1);
    const [items, key] = requestReturn.mock.calls[0] as unknown as [ReturnItems, string];
    expect(items).toEqual([
      { orderItemId: order.orderItems[0]!.orderItemId, quantity: 2, reason: 'Beden olmadı' },
    ]);
    expect(key).toMatch(/^[\w-]{36}$/);
    expect(screen.getByTestId('return-carrier').textContent).toBe('Yurtiçi Kargo');
    expect(screen.getByTestId('return-code').textContent).toBe('KHR-4411');
    expect(screen.getByText(t('orders.instructions.within'))).toBeTruthy();
    expect(screen.getByText(t('orders.instructions.refund'))).toBeTruthy();
  });

  it("shows the server's refusal in the dialog and sends a retry with the same key", async () => {
    const requestReturn = vi
      .fn<(items: ReturnItems, key: string) => Promise<Order>>()
      .mockRejectedValue(
        new ApiError(409, 'Bu sipariş için açık bir iade talebi zaten var.', 'RETURN_NOT_ALLOWED'),
      );
    showDialog(requestReturn);
    const necklace = await lineNamed('Damla Kolye');
    await userEvent.selectOptions(within(necklace).getByLabelText(t('orders.return.quantity')), '1');
    await userEvent.type(within(necklace).getByLabelText(/İade nedeni/), 'Renk farklı');
    await userEvent.click(screen.getByRole('button', { name: t('orders.return.submit') }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Bu sipariş için açık bir iade talebi zaten var.',
    );
    await userEvent.click(screen.getByRole('button', { name: t('orders.return.submit') }));
    expect(requestReturn).toHaveBeenCalledTimes(2);
    expect(requestReturn.mock.calls[1]![1]).toBe(requestReturn.mock.calls[0]![1]);
  });
});
