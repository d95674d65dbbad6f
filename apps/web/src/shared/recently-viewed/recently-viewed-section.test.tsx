// @vitest-environment happy-dom
import type { Product } from '@kehribar/contracts/plain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInTurkish } from '../../test/render.tsx';
import { recordView, viewedIds } from './recently-viewed.ts';
import { RecentlyViewed } from './recently-viewed-section.tsx';

const CURRENT = '00000000-0000-4000-8000-000000000001';
const EARLIER = '00000000-0000-4000-8000-000000000002';
const REMOVED = '00000000-0000-4000-8000-000000000003';

/** The catalogue's answer today: the name and price as they are now, not as when the piece was seen. */
const product = (id: string, title: string, price: number): Product =>
  ({
    id,
    title,
    titleEN: title,
    description: '',
    descriptionEN: '',
    color: null,
    size: 'Standart',
    gender: 1,
    genderName: 'Kadın',
    categoryId: 4,
    categoryName: 'Küpe',
    subCategoryId: null,
    collectionId: null,
    collectionName: null,
    createdTime: '2026-11-01T10:00:00.000Z',
    isBestSeller: false,
    isExclusive: false,
    personalised: false,
    stock: 5,
    lowStockThreshold: null,
    priceTRY: price,
    priceUSD: 48,
    priceForeign: 45,
    price,
    currency: 'TRY',
    salePriceTRY: null,
    salePriceUSD: null,
    salePriceForeign: null,
    saleEndDate: null,
    saleStartDate: null,
    referencePriceTRY: null,
    referencePriceUSD: null,
    referencePriceForeign: null,
    referencePrice: null,
    discountPercent: null,
    productImageFiles: [],
    variants: [],
    category: { id: 4, name: 'Küpe', nameEN: 'Earrings', sizeOptions: null, isCustomSizeInput: false },
  }) as Product;

let asked: string[];
let requests: () => number;

beforeEach(() => {
  asked = [];
  // A guest token that does not expire, so nothing asks for one.
  const payload = btoa(JSON.stringify({ exp: 4_102_444_800 })).replace(/=+$/, '');
  sessionStorage.setItem('token', `eyJhbGciOiJub25lIn0.${payload}.`);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const ids = new URL(url, 'http://shop.test').searchParams.get('ids')?.split(',') ?? [];
      asked.push(...ids);
      // The shop answers the products it still has, in the order asked.
      const catalogue: Record<string, Product> = {
        [EARLIER]: product(EARLIER, 'Damla Küpe', 1250),
        [CURRENT]: product(CURRENT, 'Güneş Yüzük', 900),
      };
      return Response.json({ data: ids.flatMap((id) => catalogue[id] ?? []) });
    }),
  );
  requests = () =>
    vi.mocked(fetch).mock.calls.filter(([url]) => String(url).includes('GetProductsByIds')).length;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

const show = (current?: string) =>
  renderInTurkish(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <RecentlyViewed current={current} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('recently viewed products', () => {
  it('shows the pieces other than the one on screen, read in one request, and drops a removed one', async () => {
    recordView(REMOVED);
    recordView(EARLIER);
    recordView(CURRENT);
    show(CURRENT);

    const section = await screen.findByTestId('recently-viewed');
    expect(await screen.findByText('Damla Küpe')).toBeTruthy();
    expect(section.textContent).toContain('Son baktıklarınız');
    expect(section.textContent).not.toContain('Güneş Yüzük');
    expect(asked).toEqual([EARLIER, REMOVED]);
    expect(requests()).toBe(1);
    await waitFor(() => expect(viewedIds()).toEqual([CURRENT, EARLIER]));
  });

  it('shows nothing before anything was viewed, and asks nothing', async () => {
    show();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByTestId('recently-viewed')).toBeNull();
    expect(asked).toEqual([]);
  });
});
