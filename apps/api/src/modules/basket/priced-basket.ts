import { priceIn, type Basket, type CouponLine, type Currency, type PricesMinor } from '@kehribar/contracts';
import { findBasketId, loadLines, type BasketLine, type DbOrTx } from './basket.repository.ts';
import { present } from './basket.service.ts';
import { unitPricesOf } from './unit-prices.ts';

/** A basket line with its unit prices from the catalogue: the option's when it has one. */
export interface PricedLine extends CouponLine {
  line: BasketLine;
  prices: PricesMinor;
}

export interface PricedBasket {
  lines: PricedLine[];
  /** The basket as the Baskets API shows it, in the request's currency. */
  basket: Basket;
}

/** A line's unit prices now: the sale price while a sale is on (unit-prices.ts). */
export function paidPricesOf(line: BasketLine): PricesMinor {
  return unitPricesOf(line).paid;
}

/** The caller's own basket (never the client's copy), priced on the server. */
export async function loadPricedBasket(
  db: DbOrTx,
  ownerKey: string,
  currency: Currency,
): Promise<PricedBasket> {
  const basketId = await findBasketId(db, ownerKey);
  const rows = basketId ? await loadLines(db, basketId) : [];
  const lines = rows.map((line) => {
    const prices = paidPricesOf(line);
    return {
      line,
      prices,
      productId: line.productId,
      collectionId: line.collectionId,
      quantity: line.quantity,
      unit: priceIn(prices, currency),
      unitTRY: prices.priceTRY,
    };
  });
  return { lines, basket: present(ownerKey, rows, currency) };
}
