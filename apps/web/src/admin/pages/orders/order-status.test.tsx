// @vitest-environment happy-dom
import { ORDER_STATUS } from '@kehribar/contracts';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderStatus } from './order-status.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const labelOf = (status: number) => {
  const { container, unmount } = render(<OrderStatus status={status} />);
  const badge = container.querySelector('[data-status]')!;
  const seen = { text: badge.textContent, tone: badge.getAttribute('data-tone') };
  unmount();
  return seen;
};

describe('an order status badge', () => {
  it('names every state of the order machine in Turkish', () => {
    const names = Object.values(ORDER_STATUS).map((s) => labelOf(s).text);
    expect(names).toEqual([
      'Oluşturuldu',
      'Ödendi',
      'İptal edildi',
      'Başarısız',
      'Kargoda',
      'Teslim edildi',
      'İade talebi',
      'İade alındı',
      'Ödeme kontrolde',
    ]);
    expect(labelOf(42).text).toBe('Bilinmiyor');
  });

  it('names them in English when the back office is in English', () => {
    localStorage.setItem('language', 'en-EN');
    expect(
      [ORDER_STATUS.Shipped, ORDER_STATUS.Delivered, ORDER_STATUS.ReturnRequested, ORDER_STATUS.Returned].map(
        (s) => labelOf(s).text,
      ),
    ).toEqual(['Shipped', 'Delivered', 'Return requested', 'Returned']);
    expect(labelOf(ORDER_STATUS.PaymentCheck).text).toBe('Payment being checked');
  });

  it('marks what waits on the owner apart from what is settled or lost', () => {
    expect(labelOf(ORDER_STATUS.Completed).tone).toBe('warn');
    expect(labelOf(ORDER_STATUS.ReturnRequested).tone).toBe('warn');
    expect(labelOf(ORDER_STATUS.Delivered).tone).toBe('ok');
    expect(labelOf(ORDER_STATUS.Canceled).tone).toBe('bad');
  });
});
