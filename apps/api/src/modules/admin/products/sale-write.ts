import {
  CURRENCIES_OF_SALE,
  NO_SALE,
  PRICE_FIELD,
  REFERENCE_FIELD,
  SALE_FIELD,
  saleRunning,
  toDecimal,
  toMinor,
  type Currency,
  type PricesMinor,
  type SaleColumns,
} from '@kehribar/contracts';
import { badRequest } from '../../../platform/errors.ts';
import { fill, MESSAGES, type MessageText } from '../../../platform/messages.ts';
import type { Executor } from '../shared/galleries.ts';
import { recordHistory, referencePrices, type HistoryEntry, type PricedItem } from './price-history.ts';

/** The price and sale fields of a product or option write, as the contracts parse them (decimals). */
export interface PriceInput {
  priceTRY: number;
  priceUSD: number;
  priceForeign: number;
  salePriceTRY: number | null;
  salePriceUSD: number | null;
  salePriceForeign: number | null;
  saleEndDate: string | null;
}

type SaleSet = Omit<SaleColumns, keyof PricesMinor> & {
  saleStartedAt: Date | null;
  saleEndDate: Date | null;
};
export type PriceColumns = PricesMinor & SaleSet;

const FIELD_PATH: Record<Currency, string> = {
  TRY: 'body.salePriceTRY',
  USD: 'body.salePriceUSD',
  EUR: 'body.salePriceForeign',
};

const minorOrNull = (v: number | null) => (v === null ? null : toMinor(v));

const refuse = (currency: Currency, text: MessageText) =>
  badRequest(text, [{ path: FIELD_PATH[currency], text }]);

/**
 * The price columns a write stores, and the history rows it adds (docs/decisions/025-sale-prices-and-reference-price.md).
 * A sale begins now when it is new or its prices changed; an unchanged running sale keeps its start and
 * its reference (only its end date may move). Refused with 400: an end date not in the future, a sale
 * price not below the reference price (the lowest of the 30 days before the sale began), one not below
 * the regular price, and a sale on an item with no earlier price.
 */
export async function writePrices(
  db: Executor,
  item: PricedItem,
  before: SaleColumns | null,
  input: PriceInput,
  now: Date,
): Promise<PriceColumns> {
  const regular: PricesMinor = {
    priceTRY: toMinor(input.priceTRY),
    priceUSD: toMinor(input.priceUSD),
    priceForeign: toMinor(input.priceForeign),
  };
  const sale: Record<Currency, number | null> = {
    TRY: minorOrNull(input.salePriceTRY),
    USD: minorOrNull(input.salePriceUSD),
    EUR: minorOrNull(input.salePriceForeign),
  };
  const hasSale = CURRENCIES_OF_SALE.some((c) => sale[c] !== null);
  const end = hasSale && input.saleEndDate ? new Date(input.saleEndDate) : null;
  if (end && end.getTime() <= now.getTime()) {
    throw badRequest(MESSAGES.saleEndInPast, [{ path: 'body.saleEndDate', text: MESSAGES.saleEndInPast }]);
  }

  const wasRunning = before !== null && saleRunning(before, now.getTime());
  const sameSale =
    wasRunning && hasSale && CURRENCIES_OF_SALE.every((c) => before[SALE_FIELD[c]] === sale[c]);
  let columns: SaleSet = { ...NO_SALE };
  if (sameSale) {
    columns = {
      salePriceTRY: before.salePriceTRY,
      salePriceUSD: before.salePriceUSD,
      salePriceForeign: before.salePriceForeign,
      referencePriceTRY: before.referencePriceTRY,
      referencePriceUSD: before.referencePriceUSD,
      referencePriceForeign: before.referencePriceForeign,
      saleStartedAt: new Date(before.saleStartedAt!),
      saleEndDate: end,
    };
  } else if (hasSale) {
    const references = await referencePrices(db, item, now);
    columns = { ...columns, saleStartedAt: now, saleEndDate: end };
    for (const currency of CURRENCIES_OF_SALE) {
      const price = sale[currency];
      if (price === null) continue;
      const reference = references[currency];
      if (reference === null) throw refuse(currency, MESSAGES.saleWithoutPriceHistory);
      const shown = (minor: number) => `${toDecimal(minor).toFixed(2)} ${currency}`;
      if (price >= reference) {
        throw refuse(currency, fill(MESSAGES.saleNotBelowReference, { reference: shown(reference) }));
      }
      columns[SALE_FIELD[currency]] = price;
      columns[REFERENCE_FIELD[currency]] = reference;
    }
  }
  for (const currency of CURRENCIES_OF_SALE) {
    const price = columns[SALE_FIELD[currency]];
    if (price !== null && price >= regular[PRICE_FIELD[currency]]) {
      throw refuse(currency, MESSAGES.saleNotBelowPrice);
    }
  }

  await recordHistory(db, item, historyEntries(before, regular, columns, now), now);
  return { ...regular, ...columns };
}

/** One row per currency whose regular price changed, and one per currency whose sale changed. */
function historyEntries(
  before: SaleColumns | null,
  regular: PricesMinor,
  after: SaleSet,
  now: Date,
): HistoryEntry[] {
  const entries: HistoryEntry[] = [];
  const running = before !== null && saleRunning(before, now.getTime());
  for (const currency of CURRENCIES_OF_SALE) {
    const field = PRICE_FIELD[currency];
    if (before === null || before[field] !== regular[field]) {
      entries.push({ currency, kind: 'regular', price: regular[field], validUntil: null });
    }
    const saleBefore = running ? before[SALE_FIELD[currency]] : null;
    const endBefore = running && before.saleEndDate ? new Date(before.saleEndDate).getTime() : null;
    const saleAfter = after[SALE_FIELD[currency]];
    const endAfter = after.saleEndDate?.getTime() ?? null;
    if (saleBefore !== saleAfter || (saleAfter !== null && endBefore !== endAfter)) {
      entries.push({ currency, kind: 'sale', price: saleAfter, validUntil: after.saleEndDate });
    }
  }
  return entries;
}
