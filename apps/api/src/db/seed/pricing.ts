/**
 * The demo's exchange rates: roughly 1 USD ≈ 41 TRY and 1 EUR ≈ 48 TRY. Foreign prices are set
 * by the shop, not converted at checkout, so they are rounded the way a shop would price them.
 */
const TRY_PER_USD = 41;
const TRY_PER_EUR = 48;

/** Whole units rounded to a shop price: to 1 below 100, to 5 below 1,000, else to 10. */
function nice(amount: number): number {
  const step = amount < 100 ? 1 : amount < 1000 ? 5 : 10;
  return Math.max(step, Math.round(amount / step) * step);
}

export interface Prices {
  priceTRY: number;
  priceUSD: number;
  /** EUR. */
  priceForeign: number;
}

/** Prices in minor units (kuruş, cents) for a price in whole lira. */
export function pricesFor(lira: number): Prices {
  return {
    priceTRY: lira * 100,
    priceUSD: nice(lira / TRY_PER_USD) * 100,
    priceForeign: nice(lira / TRY_PER_EUR) * 100,
  };
}
