import { randomUUID } from 'node:crypto';
import { basketTotals, chargeCurrency, toDecimal, toMinor, type InstallmentsInfo } from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { fill, MESSAGES } from '../../platform/messages.ts';
import { gatewayFor, iyzicoLocale, PaymentProviderError } from '../../platform/payments/gateway.ts';
import { applyCoupon } from '../coupons/index.ts';
import { installmentCapOf, loadPricedBasket } from '../basket/index.ts';
import type { Shopper } from '../../platform/shopper.ts';

/**
 * payment/InstallmentsInfo: the card's instalment options for what the caller will really pay — their
 * own basket after the coupon — whatever price the client sent. Checkout asks the bank again anyway.
 */
export class InstallmentsService {
  constructor(private readonly ctx: AppContext) {}

  async info(
    browsing: Shopper,
    input: { binNumber: string; price?: number; couponCode?: string | null; billingCountry?: string | null },
    buyerEmail: string | null,
  ): Promise<InstallmentsInfo> {
    // Quoted in the currency the card will be charged in (decision 028): TRY when billed in Türkiye.
    const currency = chargeCurrency(input.billingCountry, browsing.currency);
    const shopper = currency === browsing.currency ? browsing : { ...browsing, currency };
    const { lines } = await loadPricedBasket(this.ctx.db, shopper.ownerKey, shopper.currency);
    const cap = await installmentCapOf(
      this.ctx.db,
      lines.map((l) => l.productId),
      this.ctx.config.maxInstallments,
    );
    let price: number;
    if (lines.length > 0) {
      price = basketTotals(lines).total;
      const code = input.couponCode?.trim();
      if (code) {
        // A code that no longer applies is ignored here; checkout says why.
        const applied = await applyCoupon(this.ctx.db, code, lines, shopper.currency, {
          email: buyerEmail,
          userId: shopper.userId,
          basketKey: shopper.ownerKey,
        }).catch(() => null);
        if (applied) price = applied.computation.afterApplyTotal;
      }
    } else if (input.price !== undefined) {
      price = toMinor(input.price);
    } else {
      throw badRequest(MESSAGES.basketEmpty);
    }
    if (price <= 0) return { price: 0, currency: shopper.currency, installmentDetails: [] };

    const details = await gatewayFor(this.ctx)
      .installmentInfo({
        binNumber: input.binNumber,
        price,
        currency: shopper.currency,
        locale: iyzicoLocale(shopper.language),
        conversationId: randomUUID(),
      })
      .catch((error: unknown) => {
        if (error instanceof PaymentProviderError && !['UNREACHABLE', 'TIMEOUT'].includes(error.errorCode)) {
          throw new AppError(
            400,
            'PAYMENT_FAILED',
            fill(MESSAGES.paymentRefused, { reason: error.bankMessage }),
          );
        }
        throw new AppError(503, 'PAYMENT_FAILED', MESSAGES.paymentUnavailable);
      });
    return {
      price: toDecimal(price),
      currency: shopper.currency,
      installmentDetails: details.map((d) => ({
        ...d,
        price: toDecimal(d.price),
        // The basket's categories cap the counts offered (decision 028).
        installmentPrices: d.installmentPrices
          .filter((p) => p.installmentNumber <= cap)
          .map((p) => ({
            installmentNumber: p.installmentNumber,
            price: toDecimal(p.installmentPrice),
            totalPrice: toDecimal(p.totalPrice),
          })),
      })),
    };
  }
}
