import type { Currency } from './constants.ts';
import { PRICE_FIELD, type PricesMinor } from './money.ts';

/**
 * Sale prices and the reference price of docs/decisions/025-sale-prices-and-reference-price.md.
 * This is the one rule of "the price paid now" for a product or an option: product views, lists,
 * the basket, checkout, coupons, e-mails and JSON-LD all take their price from `effectivePrices`.
 */

/** The sale columns of a product or variant, in minor units; null where the owner set no sale. */
export interface SaleColumns extends PricesMinor {
  salePriceTRY: number | null;
  salePriceUSD: number | null;
  salePriceForeign: number | null;
  /** The lowest price in the 30 days before the sale began, computed by the shop when the sale was written. */
  referencePriceTRY: number | null;
  referencePriceUSD: number | null;
  referencePriceForeign: number | null;
  saleStartedAt: Date | string | null;
  saleEndDate: Date | string | null;
}

export const SALE_FIELD: Record<Currency, 'salePriceTRY' | 'salePriceUSD' | 'salePriceForeign'> = {
  TRY: 'salePriceTRY',
  USD: 'salePriceUSD',
  EUR: 'salePriceForeign',
};

export const REFERENCE_FIELD: Record<
  Currency,
  'referencePriceTRY' | 'referencePriceUSD' | 'referencePriceForeign'
> = {
  TRY: 'referencePriceTRY',
  USD: 'referencePriceUSD',
  EUR: 'referencePriceForeign',
};

export const CURRENCIES_OF_SALE: readonly Currency[] = ['TRY', 'USD', 'EUR'];

/** The days before a sale's start whose lowest price is the reference (the regulation's 30 days). */
export const REFERENCE_WINDOW_DAYS = 30;

const time = (value: Date | string | null): number | null =>
  value === null ? null : new Date(value).getTime();

/** Whether the sale is running at `now`: started, not ended. */
export function saleRunning(item: SaleColumns, now: number = Date.now()): boolean {
  const start = time(item.saleStartedAt);
  const end = time(item.saleEndDate);
  return start !== null && start <= now && (end === null || end > now);
}

/**
 * The sale price in `currency` when it may be shown as a sale now: running, and below the reference
 * price (a "sale" not below it is shown as a plain price); otherwise null.
 */
export function saleIn(item: SaleColumns, currency: Currency, now: number = Date.now()): number | null {
  const sale = item[SALE_FIELD[currency]];
  const reference = item[REFERENCE_FIELD[currency]];
  if (sale === null || reference === null || !saleRunning(item, now)) return null;
  return sale > 0 && sale < reference ? sale : null;
}

export interface EffectivePrices {
  /** What is paid now in each currency: the sale price while it is on, else the regular price. */
  paid: PricesMinor;
  /** The struck-through reference per currency; null where that currency is not on sale now. */
  reference: { TRY: number | null; USD: number | null; EUR: number | null };
}

export function effectivePrices(item: SaleColumns, now: number = Date.now()): EffectivePrices {
  const paid = { priceTRY: item.priceTRY, priceUSD: item.priceUSD, priceForeign: item.priceForeign };
  const reference: EffectivePrices['reference'] = { TRY: null, USD: null, EUR: null };
  for (const currency of CURRENCIES_OF_SALE) {
    const sale = saleIn(item, currency, now);
    if (sale === null) continue;
    paid[PRICE_FIELD[currency]] = sale;
    reference[currency] = item[REFERENCE_FIELD[currency]];
  }
  return { paid, reference };
}

/** The whole percentage a sale takes off its reference, rounded down so the badge never overstates it. */
export function discountPercent(sale: number, reference: number): number {
  if (reference <= 0 || sale >= reference) return 0;
  return Math.floor(((reference - sale) * 100) / reference);
}

/** An item with no sale columns set (rows written before sales existed, or options without a sale). */
export const NO_SALE = {
  salePriceTRY: null,
  salePriceUSD: null,
  salePriceForeign: null,
  referencePriceTRY: null,
  referencePriceUSD: null,
  referencePriceForeign: null,
  saleStartedAt: null,
  saleEndDate: null,
} as const;
