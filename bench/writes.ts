// Basket writes: many guests, each changing the quantity of a line in their own basket, as shoppers do.
import autocannon from 'autocannon';
import { API, type Basket, type ProductPage, type TokenResponse } from '@kehribar/contracts';
import { call, type Shop } from './support/shop.ts';

export interface WriteFigure {
  database: string;
  rps: number;
  p99: number;
  errors: number;
}

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

interface Shopper {
  headers: Record<string, string>;
  body: (quantity: number) => string;
}

/** One guest with one basket line; the benchmark then sets that line's quantity again and again. */
async function newShopper(shop: Shop, productId: string): Promise<Shopper> {
  const guest = await call<TokenResponse>(
    shop.url,
    'POST',
    API.Account.ClientCredentials,
    {},
    {
      clientId: 'kehribar-web',
      clientSecret: 'kehribar-web-public-client',
    },
  );
  const headers = {
    ...shop.headers,
    authorization: `Bearer ${guest.token}`,
    sessionid: guest.sessionId ?? '',
  };
  const nonUserBasketId = guest.nonUserId;
  const basket = await call<Basket>(shop.url, 'POST', API.Baskets.SaveOrUpdateBasket, headers, {
    nonUserBasketId,
    basketItems: [{ productId, quantity: 1 }],
  });
  const basketItemId = basket.basketItems[0]?.basketItemId;
  if (!basketItemId) throw new Error('SaveOrUpdateBasket answered a basket without the line');
  return {
    headers,
    body: (quantity) =>
      JSON.stringify({ nonUserBasketId, basketItems: [{ basketItemId, productId, quantity }] }),
  };
}

export async function benchWrites(
  shop: Shop,
  database: string,
  log: (line: string) => void,
): Promise<WriteFigure> {
  log(`basket writes on ${database}: ${CONNECTIONS} guests…`);
  const productId = await basketableProduct(shop);
  const shoppers: Shopper[] = [];
  for (let i = 0; i < CONNECTIONS; i++) shoppers.push(await newShopper(shop, productId));
  let next = 0;
  const run = (duration: number) =>
    autocannon({
      url: shop.url + API.Baskets.SaveOrUpdateBasket,
      method: 'POST',
      connections: CONNECTIONS,
      duration,
      requests: [
        {
          // Round robin: the 50 requests in flight belong to 50 different guests.
          setupRequest: (request) => {
            const shopper = shoppers[next++ % shoppers.length]!;
            return { ...request, headers: shopper.headers, body: shopper.body(1 + (next % 2)) };
          },
        },
      ],
    });
  await run(2); // warm-up
  const result = await run(SECONDS);
  return {
    database,
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** A product that goes into a basket without a size and has stock for two (rings need a size). */
async function basketableProduct(shop: Shop): Promise<string> {
  const page = await call<ProductPage>(
    shop.url,
    'POST',
    API.Products.GetAllProductListWithFinderWithPagination,
    shop.headers,
    {
      page: 1,
      pageSize: 60,
    },
  );
  for (const product of page.items) {
    if (product.stock < 2) continue;
    try {
      await newShopper(shop, product.id);
      return product.id;
    } catch {
      // a size is required: try the next one
    }
  }
  throw new Error('No product of the first page goes into a basket without a size');
}
