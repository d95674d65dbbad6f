import { intlLocale } from '@kehribar/contracts/plain';
/**
 * A coupon's rate as each language writes a percent: "%10" in Turkish, "10%" in English (the locale's
 * own percent pattern), with up to two decimals ("%12,5" / "12.5%").
 */
export function formatPercent(rate: number, language: 'tr-TR' | 'en-EN' = 'tr-TR'): string {
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(rate / 100);
}
