// @vitest-environment happy-dom
import { API, type Basket, type BasketItem } from '@kehribar/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeOverlay, openOverlay, overlayStore } from '../../shared/state/shop-state.ts';
import { renderInTurkish } from '../../test/render.tsx';
import { BasketDialog } from './basket-dialog.tsx';

const line = (id: string, name: string, quantity: number, price: number): BasketItem => ({
  basketItemId: id,
  productId: `5f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3a${id.slice(-2)}`,
  productName: name,
  productNameEN: name,
  productImageUrl: null,
  collectionId: null,
  quantity,
  size: 'Standart',
  color: null,
  isVariant: false,
  variantId: null,
  variantName: null,
  variantNameEN: null,
  isNewItem: false,
  referencePrice: null,
  priceTRY: price,
  priceUSD: price / 40,
  priceForeign: price / 40,
  price,
  lineTotal: price * quantity,
  stock: 10,
});

const NECKLACE = line('0b9e7c1e-5d0e-4d8e-9f43-2a4b1c6d7e01', 'Damla Kolye', 2, 1000);
const RING = line('0b9e7c1e-5d0e-4d8e-9f43-2a4b1c6d7e02', 'Güneş Yüzük', 1, 750);

const basketOf = (items: BasketItem[]): Basket => {
  const totalAmount = items.reduce((sum, item) => sum + item.lineTotal, 0);
  return {
    nonUserBasketId: null,
    basketItems: items,
    currency: 'TRY',
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    totalAmount,
    calculatedTotalAmount: totalAmount,
  };
};

/** The server's basket, which the fake basket endpoints read and change as the real ones do. */
let lines: BasketItem[];
/** The paths the drawer called, in order. */
let calls: string[];

function answer(url: string, init: RequestInit): Basket {
  const { pathname, searchParams } = new URL(url, 'http://shop.test');
  calls.push(pathname);
  if (pathname.endsWith(API.Baskets.QuantityRefresher)) {
    const [change] = (JSON.parse(String(init.body)) as { basketItems: BasketItem[] }).basketItems;
    lines = lines.map((item) =>
      item.basketItemId === change!.basketItemId
        ? { ...item, quantity: change!.quantity, lineTotal: item.price * change!.quantity }
        : item,
    );
  } else if (pathname.endsWith(API.Baskets.DeleteBasketItem)) {
    lines = lines.filter((item) => item.basketItemId !== searchParams.get('basketItemId'));
  }
  return basketOf(lines);
}

// The dialog's code and the lines' code are lazy chunks: loaded once here, so no test pays for the first
// transform of them (seconds on a busy machine) within its own time limit.
beforeAll(async () => {
  await Promise.all([import('../../shared/ui/modal-dialog.tsx'), import('./basket-content.tsx')]);
}, 60_000);

beforeEach(() => {
  calls = [];
  // A guest token that does not expire, so the drawer's calls go straight to the basket endpoints.
  const payload = btoa(JSON.stringify({ exp: 4_102_444_800 })).replace(/=+$/, '');
  sessionStorage.setItem('token', `eyJhbGciOiJub25lIn0.${payload}.`);
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async (url: string, init: RequestInit) =>
        new Response(JSON.stringify(answer(url, init)), { headers: { 'content-type': 'application/json' } }),
    ),
  );
});

afterEach(() => {
  cleanup();
  act(() => closeOverlay());
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

/** Where the router is: the drawer's links and its checkout button lead away from the page. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname}</output>;
}

/** The drawer on a page, closed, as every page mounts it; `items` is the server's basket. */
function showShop(items: BasketItem[]) {
  lines = items;
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  renderInTurkish(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/about-us']}>
        <Routes>
          <Route path="*" element={<Address />} />
        </Routes>
        <BasketDialog />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function openBasket() {
  act(() => openOverlay('basket'));
  return screen.findByRole('dialog', { name: 'Sepetim' }, { timeout: 5_000 });
}

const total = (drawer: HTMLElement) =>
  Number(
    within(drawer).getByTestId('basket-total').querySelector('[data-price]')!.getAttribute('data-price'),
  );

describe('the basket drawer', () => {
  it('stays closed until the basket overlay is opened, then lists each line with the count and total', async () => {
    showShop([NECKLACE, RING]);
    expect(screen.queryByRole('dialog')).toBeNull();

    const drawer = await openBasket();
    const shown = await within(drawer).findAllByTestId('basket-line');
    expect(shown.map((li) => li.getAttribute('data-basket-item-id'))).toEqual([
      NECKLACE.basketItemId,
      RING.basketItemId,
    ]);
    expect(within(drawer).getByRole('link', { name: 'Damla Kolye' })).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'Güneş Yüzük' })).toBeTruthy();
    expect(within(drawer).getByText('3 ürün')).toBeTruthy();
    expect(total(drawer)).toBe(2750);
  });

  it('sends a stepped quantity and shows the total the server answers with', async () => {
    const user = userEvent.setup();
    showShop([NECKLACE, RING]);
    const drawer = await openBasket();
    const ring = within(await within(drawer).findByRole('group', { name: 'Güneş Yüzük adedi' }));

    await user.click(ring.getByRole('button', { name: 'Bir artır' }));
    expect(ring.getByRole('spinbutton', { name: 'Adet' })).toHaveProperty('value', '2');
    await waitFor(() => expect(total(drawer)).toBe(3500));
    expect(calls.filter((path) => path.endsWith(API.Baskets.QuantityRefresher))).toHaveLength(1);
    expect(within(drawer).getByText('4 ürün')).toBeTruthy();
  });

  it('drops a removed line and keeps the others, with the total of what is left', async () => {
    const user = userEvent.setup();
    showShop([NECKLACE, RING]);
    const drawer = await openBasket();

    await user.click(
      await within(drawer).findByRole('button', { name: 'Damla Kolye ürününü sepetten çıkar' }),
    );
    await waitFor(() => expect(within(drawer).getAllByTestId('basket-line')).toHaveLength(1));
    expect(within(drawer).queryByRole('link', { name: 'Damla Kolye' })).toBeNull();
    expect(within(drawer).getByRole('link', { name: 'Güneş Yüzük' })).toBeTruthy();
    expect(total(drawer)).toBe(750);
  });

  it('says the basket is empty once its last line is removed, and offers the way back to the shop', async () => {
    const user = userEvent.setup();
    showShop([RING]);
    const drawer = await openBasket();

    await user.click(
      await within(drawer).findByRole('button', { name: 'Güneş Yüzük ürününü sepetten çıkar' }),
    );
    expect(await within(drawer).findByRole('heading', { name: 'Sepetiniz boş' })).toBeTruthy();
    expect(within(drawer).queryByTestId('basket-line')).toBeNull();
    expect(within(drawer).queryByTestId('basket-total')).toBeNull();
    expect(within(drawer).getByRole('link', { name: 'Alışverişe devam et' }).getAttribute('href')).toBe(
      '/products',
    );
  });

  it('opens on an empty basket with the empty message and no checkout', async () => {
    showShop([]);
    const drawer = await openBasket();
    expect(await within(drawer).findByRole('heading', { name: 'Sepetiniz boş' })).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: /Alışverişi tamamla/ })).toBeNull();
  });

  it('closes with its close button, and the shop-wide overlay with it', async () => {
    const user = userEvent.setup();
    showShop([RING]);
    const drawer = await openBasket();
    await within(drawer).findAllByTestId('basket-line');

    await user.click(within(drawer).getByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(overlayStore.get()).toBeNull();
  });

  it('closes with Escape', async () => {
    const user = userEvent.setup();
    showShop([RING]);
    const drawer = await openBasket();
    await within(drawer).findAllByTestId('basket-line');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(overlayStore.get()).toBeNull();
  });

  it('closes when the shopper follows a line to its product', async () => {
    const user = userEvent.setup();
    showShop([RING]);
    const drawer = await openBasket();

    await user.click(await within(drawer).findByRole('link', { name: 'Güneş Yüzük' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('address').textContent).toBe(`/product/${RING.productId}`);
  });

  it('closes and leads to checkout from its checkout button', async () => {
    const user = userEvent.setup();
    showShop([NECKLACE]);
    const drawer = await openBasket();

    await user.click(await within(drawer).findByRole('button', { name: 'Alışverişi tamamla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('address').textContent).toBe('/checkout');
  });
});
