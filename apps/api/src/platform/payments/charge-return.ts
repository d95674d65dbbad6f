import type { Currency } from '@kehribar/contracts';
import {
  PaymentProviderError,
  type PaymentGateway,
  type PaymentReturn,
  type ReturnInput,
} from './gateway.ts';

/** A charge to give back in full: the payment, and its item transactions for when a void is refused. */
export interface ChargeToReturn extends ReturnInput {
  paymentId: string;
  currency: Currency;
  itemTransactions: readonly { paymentTransactionId: string; paidPrice: number }[];
}

export interface ChargeReturned {
  how: 'voided' | 'refunded';
  returns: PaymentReturn[];
}

/** The bank answered and said no (as opposed to not answering, or answering something unexpected). */
const refusedByBank = (error: unknown) =>
  error instanceof PaymentProviderError &&
  !['UNREACHABLE', 'TIMEOUT', 'SIGNATURE', 'MISMATCH'].includes(error.errorCode);

/**
 * Gives a whole charge back (decision 018): a void while the bank's day is open, which never reaches the
 * card statement; when the bank refuses the void (its day has closed), a refund of every item
 * transaction for what it was paid. Throws when the money could not be shown to have gone back.
 */
export async function returnCharge(gateway: PaymentGateway, charge: ChargeToReturn): Promise<ChargeReturned> {
  const base = { locale: charge.locale, conversationId: charge.conversationId, ip: charge.ip };
  try {
    return { how: 'voided', returns: [await gateway.cancel({ ...base, paymentId: charge.paymentId })] };
  } catch (error) {
    if (!refusedByBank(error) || charge.itemTransactions.length === 0) throw error;
  }
  const returns: PaymentReturn[] = [];
  for (const item of charge.itemTransactions) {
    if (item.paidPrice <= 0) continue;
    returns.push(
      await gateway.refund({
        ...base,
        paymentTransactionId: item.paymentTransactionId,
        price: item.paidPrice,
        currency: charge.currency,
      }),
    );
  }
  return { how: 'refunded', returns };
}
