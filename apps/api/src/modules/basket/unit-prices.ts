import { effectivePrices, type EffectivePrices, type SaleColumns } from '@kehribar/contracts';

/** The catalogue's price and sale columns of a basket line: the product's, and its option's if it has one. */
export interface LinePriceColumns {
  variantId: string | null;
  product: SaleColumns;
  variant: { [K in keyof SaleColumns]: SaleColumns[K] | null } | null;
}

/**
 * A line's unit prices now: the option's when it has one, else the product's, each the sale price while
 * a sale is on (effectivePrices, docs/decisions/025-sale-prices-and-reference-price.md). The basket, the
 * coupon, the order and its e-mails all price a line through this.
 */
export function unitPricesOf(line: LinePriceColumns, now = Date.now()): EffectivePrices {
  const v = line.variant;
  if (line.variantId && v && v.priceTRY !== null) {
    return effectivePrices(
      {
        priceTRY: v.priceTRY,
        priceUSD: v.priceUSD ?? 0,
        priceForeign: v.priceForeign ?? 0,
        salePriceTRY: v.salePriceTRY,
        salePriceUSD: v.salePriceUSD,
        salePriceForeign: v.salePriceForeign,
        referencePriceTRY: v.referencePriceTRY,
        referencePriceUSD: v.referencePriceUSD,
        referencePriceForeign: v.referencePriceForeign,
        saleStartedAt: v.saleStartedAt,
        saleEndDate: v.saleEndDate,
      },
      now,
    );
  }
  return effectivePrices(line.product, now);
}
