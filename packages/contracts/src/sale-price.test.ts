import { describe, expect, it } from 'vitest';
import { discountPercent, effectivePrices, NO_SALE, saleIn, type SaleColumns } from './sale-price.ts';

/** The one rule of the price paid (docs/decisions/025-sale-prices-and-reference-price.md). */
const NOW = Date.parse('2026-11-25T12:00:00Z');
const item = (extra: Partial<SaleColumns> = {}): SaleColumns => ({
  priceTRY: 100000,
  priceUSD: 3000,
  priceForeign: 2800,
  ...NO_SALE,
  salePriceTRY: 80000,
  referencePriceTRY: 85000,
  saleStartedAt: new Date(NOW - 60_000),
  saleEndDate: null,
  ...extra,
});

describe('effectivePrices', () => {
  it('pays the sale price in the currencies on sale and the regular price in the others', () => {
    expect(effectivePrices(item(), NOW)).toEqual({
      paid: { priceTRY: 80000, priceUSD: 3000, priceForeign: 2800 },
      reference: { TRY: 85000, USD: null, EUR: null },
    });
  });

  it('shows the plain price once the sale has ended, before it starts, and for a "sale" not below its reference', () => {
    const plain = { priceTRY: 100000, priceUSD: 3000, priceForeign: 2800 };
    expect(effectivePrices(item({ saleEndDate: new Date(NOW) }), NOW).paid).toEqual(plain);
    expect(effectivePrices(item({ saleStartedAt: new Date(NOW + 1000) }), NOW).paid).toEqual(plain);
    expect(effectivePrices(item({ salePriceTRY: 85000 }), NOW).paid).toEqual(plain);
    expect(saleIn(item({ saleEndDate: new Date(NOW + 1) }), 'TRY', NOW)).toBe(80000);
    expect(effectivePrices({ ...item(), ...NO_SALE }, NOW).reference).toEqual({
      TRY: null,
      USD: null,
      EUR: null,
    });
  });
});

describe('discountPercent', () => {
  it('rounds down, so the badge never overstates the reduction', () => {
    expect(discountPercent(80000, 85000)).toBe(5);
    expect(discountPercent(85000, 100000)).toBe(15);
    expect(discountPercent(165750, 195000)).toBe(15);
    expect(discountPercent(1658, 1950)).toBe(14);
    expect(discountPercent(100, 100)).toBe(0);
  });
});
