// Basket writes: many guests, each changing the quantity of a line in their own basket, as shoppers do.
import autocannon from './support/autocannon.ts';
import { API, type Basket, type ProductPage, type TokenResponse } from '@kehribar/contracts';
import { call, type Shop } from './support/shop.ts';

export interface WriteFigure {
  database: string;
  rps: number;
  p99: number;
  p50: number;
  errors: number;
  /** The server process's CPU time per write, in microseconds (PostgreSQL's own work is not in it). */
  cpuMicros: number;
}

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

interface Shopper {
  headers: Record<string, string>;
  /** Writes sent so far: the quantity alternates between 1 and 2, so every write changes the line. */
  writes: number;
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
    writes: 0,
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
  // A guest's writes follow one another, as a shopper's do: each request takes a guest with nothing in
  // flight and gives it back with the answer (plain round robin let two writes of one basket overlap
  // whenever answers came back out of order, and the second then waited for the basket's lock).
  const free = [...shoppers];
  let next = 0;
  const run = (duration: number) =>
    autocannon({
      url: shop.url + API.Baskets.SaveOrUpdateBasket,
      method: 'POST',
      connections: CONNECTIONS,
      duration,
      requests: [
        {
          setupRequest: (request, context) => {
            // Only a request lost without an answer keeps its guest; then the pool can run dry.
            const shopper = free.shift() ?? shoppers[next++ % shoppers.length]!;
            context.shopper = shopper;
            return { ...request, headers: shopper.headers, body: shopper.body(1 + (shopper.writes++ % 2)) };
          },
          onResponse: (_status, _body, context) => {
            if (context.shopper) free.push(context.shopper as Shopper);
          },
        },
      ],
    });
  await run(2); // warm-up
  const cpuBefore = shop.server.cpuSeconds();
  const result = await run(SECONDS);
  const cpuAfter = shop.server.cpuSeconds();
  return {
    database,
    rps: result.requests.average,
    p99: result.latency.p99,
    p50: result.latency.p50,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuMicros:
      cpuBefore === undefined || cpuAfter === undefined || result.requests.total === 0
        ? NaN
        : ((cpuAfter - cpuBefore) * 1e6) / result.requests.total,
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
