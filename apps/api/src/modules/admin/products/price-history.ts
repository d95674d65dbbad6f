import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import { CURRENCIES_OF_SALE, REFERENCE_WINDOW_DAYS, type Currency } from '@kehribar/contracts';
import { priceHistory } from '../../../db/schema/index.ts';
import type { Executor } from '../shared/galleries.ts';

/** A product (variantId null) or one of its options. */
export interface PricedItem {
  productId: string;
  variantId: string | null;
}

export interface HistoryRow {
  kind: 'regular' | 'sale';
  price: number | null;
  validFrom: Date;
  validUntil: Date | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The lowest price the item had in the window of REFERENCE_WINDOW_DAYS before `saleStart`
 * (docs/decisions/025-sale-prices-and-reference-price.md): every regular or sale price in effect at some
 * moment of [start − 30 days, start). A price set before the window counts only while it was still in
 * effect when the window opened (the last one of its kind before it); a price changed away earlier is
 * ignored. With less history the lowest over what exists; with none, null.
 */
export function lowestInWindow(rows: readonly HistoryRow[], saleStart: Date): number | null {
  const start = saleStart.getTime();
  const windowStart = start - REFERENCE_WINDOW_DAYS * DAY_MS;
  let lowest: number | null = null;
  for (const kind of ['regular', 'sale'] as const) {
    const before = rows
      .filter((r) => r.kind === kind && r.validFrom.getTime() < start)
      .sort((a, b) => a.validFrom.getTime() - b.validFrom.getTime());
    const inWindow = before.filter((r) => r.validFrom.getTime() >= windowStart);
    const openingRow = before.filter((r) => r.validFrom.getTime() < windowStart).at(-1);
    for (const row of openingRow ? [openingRow, ...inWindow] : inWindow) {
      if (row.price === null) continue;
      // A sale that had already ended when the window opened was not a price of the window.
      if (row.validUntil && row.validUntil.getTime() <= windowStart) continue;
      if (lowest === null || row.price < lowest) lowest = row.price;
    }
  }
  return lowest;
}

function itemWhere(item: PricedItem, currency: Currency) {
  return and(
    eq(priceHistory.productId, item.productId),
    item.variantId === null ? isNull(priceHistory.variantId) : eq(priceHistory.variantId, item.variantId),
    eq(priceHistory.currency, currency),
  );
}

/** The reference price of a sale beginning at `saleStart`, per currency, from the price history. */
export async function referencePrices(
  db: Executor,
  item: PricedItem,
  saleStart: Date,
): Promise<Record<Currency, number | null>> {
  const result: Record<Currency, number | null> = { TRY: null, USD: null, EUR: null };
  for (const currency of CURRENCIES_OF_SALE) {
    const rows = await db
      .select({
        kind: priceHistory.kind,
        price: priceHistory.price,
        validFrom: priceHistory.validFrom,
        validUntil: priceHistory.validUntil,
      })
      .from(priceHistory)
      .where(and(itemWhere(item, currency), lt(priceHistory.validFrom, saleStart)))
      .orderBy(asc(priceHistory.validFrom));
    result[currency] = lowestInWindow(rows, saleStart);
  }
  return result;
}

export interface HistoryEntry {
  currency: Currency;
  kind: 'regular' | 'sale';
  price: number | null;
  validUntil: Date | null;
}

export async function recordHistory(
  db: Executor,
  item: PricedItem,
  entries: readonly HistoryEntry[],
  at: Date,
): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(priceHistory).values(entries.map((e) => ({ ...item, ...e, validFrom: at })));
}
