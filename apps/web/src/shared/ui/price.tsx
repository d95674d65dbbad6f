import type { Currency } from '@kehribar/contracts/plain';
import { useLocale } from '../i18n/use-locale.ts';

export interface PriceProps {
  /** A decimal amount as the API shows it (e.g. 1250.5). */
  amount: number;
  /** The amount's currency; the shopper's currency when left out. */
  currency?: Currency;
  className?: string;
}

/** A price in its currency with the narrow symbol (₺1.250,00, $42.50, €39.00), in the shop's language. */
export function Price({ amount, currency, className }: PriceProps) {
  const { price } = useLocale();
  return (
    <span className={className} data-price={amount}>
      {price(amount, currency)}
    </span>
  );
}
