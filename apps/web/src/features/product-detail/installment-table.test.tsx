// @vitest-environment happy-dom
import { formatMoney, type InstallmentTable as Table } from '@kehribar/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/api-error.ts';
import { renderInTurkish, turkish } from '../../test/render.tsx';
import { InstallmentTable, installmentTableQuery } from './installment-table.tsx';

const api = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../shared/api/client.ts', () => ({ api }));

const { t } = turkish;
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A phone or a wide screen, as useMediaQuery reads it. */
function screenIs(wide: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) => ({ matches: wide, media: query, addEventListener() {}, removeEventListener() {} }) as never,
  );
}

const PRODUCT = '5f0c7a2e-7a51-4d5b-9a67-0d3c1b2a4e11';
const table = (over: Partial<Table> = {}): Table => ({
  productId: PRODUCT,
  price: 1200,
  currency: 'TRY',
  shownCurrency: 'TRY',
  maxInstallments: 3,
  singlePaymentReason: null,
  families: [
    {
      cardFamilyName: 'Bonus',
      bankName: 'Garanti BBVA',
      rows: [
        { installmentNumber: 1, monthly: 1200, total: 1200 },
        { installmentNumber: 2, monthly: 622.8, total: 1245.6 },
        { installmentNumber: 3, monthly: 422.4, total: 1267.2 },
      ],
    },
    {
      cardFamilyName: 'World',
      bankName: 'Yapı ve Kredi Bankası',
      rows: [
        { installmentNumber: 1, monthly: 1200, total: 1200 },
        { installmentNumber: 2, monthly: 623.7, total: 1247.4 },
      ],
    },
  ],
  ...over,
});

function show(data: Table | undefined) {
  const client = new QueryClient();
  if (data) client.setQueryData(installmentTableQuery(PRODUCT).queryKey, data);
  renderInTurkish(
    <QueryClientProvider client={client}>
      <InstallmentTable productId={PRODUCT} />
    </QueryClientProvider>,
  );
  return client;
}
const tl = (amount: number) => formatMoney(amount, 'TRY', 'tr-TR');

describe('the instalment table', () => {
  it('shows a table per card family, each count with its monthly and total amount, under a summary', () => {
    show(table());
    const bonus = screen.getByRole('table', { name: /Bonus/ });
    expect(within(bonus).getByText('Garanti BBVA')).toBeTruthy();
    const rows = within(bonus).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      `${t('productExtras.installments.count')}${t('productExtras.installments.monthly')}${t('productExtras.installments.total')}`,
      `1${tl(1200)}${tl(1200)}`,
      `2${tl(622.8)}${tl(1245.6)}`,
      `3${tl(422.4)}${tl(1267.2)}`,
    ]);
    expect(screen.getByRole('table', { name: /World/ })).toBeTruthy();
    const summary = screen.getByTestId('installments').querySelector('summary')!;
    expect(summary.textContent).toContain(t('productExtras.installments.upTo', { count: 3 }));
  });

  it('is collapsed to its summary on a phone and open on a wide screen', () => {
    screenIs(false);
    show(table());
    expect(screen.getByTestId('installments').hasAttribute('open')).toBe(false);
    cleanup();
    screenIs(true);
    show(table());
    expect(screen.getByTestId('installments').hasAttribute('open')).toBe(true);
  });

  it('says "Tek çekim" and why for a single-payment category, with no table of one row', () => {
    show(table({ maxInstallments: 1, singlePaymentReason: 'category', families: [] }));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('heading', { name: t('productExtras.installments.singleTitle') })).toBeTruthy();
    expect(screen.getByText(t('productExtras.installments.reason.category'))).toBeTruthy();
  });

  it('says the table is in Turkish lira, at the TRY price, to a shopper browsing in another currency', () => {
    show(table({ shownCurrency: 'USD' }));
    expect(screen.getByText(t('productExtras.installments.inTry', { price: tl(1200) }))).toBeTruthy();
  });

  it('shows nothing when the provider cannot be reached (the API answers 503)', async () => {
    api.call.mockRejectedValueOnce(
      new ApiError(503, 'Ödeme hizmetine şu anda ulaşılamıyor.', 'PAYMENT_FAILED'),
    );
    const client = show(undefined);
    const key = installmentTableQuery(PRODUCT).queryKey;
    await waitFor(() => expect(client.getQueryState(key)?.status).toBe('error'));
    expect(api.call).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('installments')).toBeNull();
  });
});
