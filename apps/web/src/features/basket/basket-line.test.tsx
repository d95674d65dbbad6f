// @vitest-environment happy-dom
import { API, LIMITS, type Basket, type BasketItem } from '@kehribar/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInTurkish } from '../../test/render.tsx';
import { BasketLine } from './basket-line.tsx';

const line = (overrides: Partial<BasketItem> = {}): BasketItem => ({
  basketItemId: '0b9e7c1e-5d0e-4d8e-9f43-2a4b1c6d7e80',
  productId: '5f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3a4b',
  productName: 'Damla Kolye',
  productNameEN: 'Drop Necklace',
  productImageUrl: null,
  collectionId: null,
  quantity: 2,
  size: 'Standart',
  color: null,
  isVariant: false,
  variantId: null,
  variantName: null,
  variantNameEN: null,
  isNewItem: false,
  referencePrice: null,
  priceTRY: 1000,
  priceUSD: 30,
  priceForeign: 30,
  price: 1000,
  lineTotal: 2000,
  stock: 10,
  ...overrides,
});

/** What the line asked the API for: path and JSON body of each call past the token. */
let calls: { path: string; body: unknown }[];

beforeEach(() => {
  calls = [];
  // A guest token that does not expire, so the line's writes go straight to the basket endpoints.
  const payload = btoa(JSON.stringify({ exp: 4_102_444_800 })).replace(/=+$/, '');
  sessionStorage.setItem('token', `eyJhbGciOiJub25lIn0.${payload}.`);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({
        path: new URL(url, 'http://shop.test').pathname,
        body: init.body && JSON.parse(String(init.body)),
      });
      const basket: Basket = {
        nonUserBasketId: null,
        basketItems: [],
        currency: 'TRY',
        itemCount: 0,
        totalAmount: 0,
        calculatedTotalAmount: 0,
      };
      return new Response(JSON.stringify(basket), { headers: { 'content-type': 'application/json' } });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function showLine(item: BasketItem) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  renderInTurkish(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ul>
          <BasketLine item={item} currency="TRY" />
        </ul>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return {
    quantity: screen.getByRole('spinbutton', { name: 'Adet' }) as HTMLInputElement,
    decrease: screen.getByRole('button', { name: 'Bir azalt' }) as HTMLButtonElement,
    increase: screen.getByRole('button', { name: 'Bir artır' }) as HTMLButtonElement,
  };
}

const sent = (path: string) => calls.filter((call) => call.path.endsWith(path));

describe('a basket line', () => {
  it('cannot go below one: minus is disabled at a quantity of one', () => {
    const { decrease, increase } = showLine(line({ quantity: 1 }));
    expect(decrease.disabled).toBe(true);
    expect(increase.disabled).toBe(false);
  });

  it('stops plus at the stock left, so the shopper cannot ask for more than there is', async () => {
    const user = userEvent.setup();
    const { quantity, increase } = showLine(line({ quantity: 2, stock: 3 }));
    await user.click(increase);
    expect(quantity.value).toBe('3');
    expect(increase.disabled).toBe(true);
  });

  it("stops plus at the basket's limit when the stock is larger", () => {
    const { increase } = showLine(line({ quantity: LIMITS.maxBasketQuantity, stock: 500 }));
    expect(increase.disabled).toBe(true);
  });

  it('sends one quantity update for several quick clicks, with the final quantity', async () => {
    const user = userEvent.setup();
    const { quantity, increase } = showLine(line({ quantity: 2 }));
    await user.click(increase);
    await user.click(increase);
    await user.click(increase);
    expect(quantity.value).toBe('5');
    await waitFor(() => expect(sent(API.Baskets.QuantityRefresher)).toHaveLength(1));
    expect(sent(API.Baskets.QuantityRefresher)[0]!.body).toMatchObject({
      basketItems: [{ basketItemId: line().basketItemId, quantity: 5 }],
    });
  });

  it("clamps a typed quantity to the basket's limit when the stock is larger, and sends it", async () => {
    const user = userEvent.setup();
    const { quantity } = showLine(line({ quantity: 2, stock: 500 }));
    await user.clear(quantity);
    await user.type(quantity, '250');
    await user.tab();
    expect(quantity.value).toBe(String(LIMITS.maxBasketQuantity));
    await waitFor(() => expect(sent(API.Baskets.QuantityRefresher)).toHaveLength(1));
    expect(sent(API.Baskets.QuantityRefresher)[0]!.body).toMatchObject({
      basketItems: [{ quantity: LIMITS.maxBasketQuantity }],
    });
  });

  it('removes the line with its remove button, named for the product', async () => {
    const user = userEvent.setup();
    showLine(line());
    await user.click(screen.getByRole('button', { name: 'Damla Kolye ürününü sepetten çıkar' }));
    await waitFor(() => expect(sent(API.Baskets.DeleteBasketItem)).toHaveLength(1));
  });
});
