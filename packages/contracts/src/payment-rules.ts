import type { Currency } from './constants.ts';
import { foldTurkish } from './text.ts';

/**
 * The currency a buyer is charged in (docs/decisions/028-try-for-residents-and-jewellery-instalments.md):
 * a contract between residents of Türkiye is made in TRY, so a buyer whose billing address is in Türkiye
 * pays in TRY whatever currency they browse in; a buyer billed abroad pays in the currency shown.
 * The country is free text, so the names a buyer may type for Türkiye are compared folded.
 */
const TURKIYE_NAMES = new Set([
  'turkiye',
  'turkey',
  'tr',
  'tur',
  'turkei',
  'turquie',
  'turchia',
  'turquia',
  'turkije',
  'turkiye cumhuriyeti',
  'republic of turkiye',
  'republic of turkey',
]);

export function billedInTurkiye(country: string | null | undefined): boolean {
  return TURKIYE_NAMES.has(foldTurkish(country ?? ''));
}

export function chargeCurrency(billingCountry: string | null | undefined, shown: Currency): Currency {
  return billedInTurkiye(billingCountry) ? 'TRY' : shown;
}

/**
 * The instalment count a category allows when the owner has not set one: a single payment, because card
 * rules forbid instalments on jewellery bought by credit card (docs/decisions/028-try-for-residents-and-jewellery-instalments.md).
 * A basket allows the lowest cap of its products' categories, and never more than MAX_INSTALLMENTS.
 */
export const DEFAULT_CATEGORY_INSTALLMENTS = 1;

export function basketInstallmentCap(categoryCaps: readonly (number | null)[], globalMax: number): number {
  let cap = globalMax;
  for (const c of categoryCaps) cap = Math.min(cap, c ?? DEFAULT_CATEGORY_INSTALLMENTS);
  return Math.max(1, cap);
}
