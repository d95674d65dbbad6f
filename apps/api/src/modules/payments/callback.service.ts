import { and, eq, isNull } from 'drizzle-orm';
import { ORDER_STATUS, PAYMENT_RESULT_ERRORS, type Language } from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import { orders } from '../../db/schema/index.ts';
import { gatewayFor, iyzicoLocale, PaymentProviderError } from '../../platform/payments/gateway.ts';
import { OrderSettlement } from '../orders/settlement.service.ts';

export interface CallbackFields {
  status?: string;
  paymentId?: string;
  conversationData?: string;
  conversationId?: string;
  mdStatus?: string;
  signature?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Why the bank's 3-D Secure check did not pass, by mdStatus (iyzico's documented values). */
function mdStatusText(mdStatus: string | undefined, language: Language): string {
  const en = language === 'en-EN';
  switch (mdStatus) {
    case '0':
      return en ? '3-D Secure verification failed.' : '3-D Secure doğrulaması başarısız oldu.';
    case '2':
    case '3':
    case '4':
      return en ? 'The card is not enrolled in 3-D Secure.' : 'Kart 3-D Secure sistemine kayıtlı değil.';
    default:
      return en ? `3-D Secure error (mdStatus ${mdStatus ?? '-'}).` : `3-D Secure hatası (mdStatus ${mdStatus ?? '-'}).`;
  }
}

/**
 * payment/Callback3ds: the bank posts the 3-D Secure result here. A forged post changes nothing; a
 * genuine one is claimed by exactly one request, which charges the card (3dsecure/auth) and settles the
 * order. Answers where to send the shopper.
 */
export class PaymentCallbackService {
  private readonly settlement: OrderSettlement;

  constructor(private readonly ctx: AppContext) {
    this.settlement = new OrderSettlement(ctx);
  }

  async handle(fields: CallbackFields): Promise<string> {
    const gateway = gatewayFor(this.ctx);
    if (!gateway.callbackSignatureValid(fields)) {
      this.ctx.log.warn({ conversationId: fields.conversationId }, '3-D Secure callback with an invalid signature ignored');
      return `/payment-result?error=${PAYMENT_RESULT_ERRORS.invalidSignature}`;
    }
    const orderId = fields.conversationId ?? '';
    const [order] = UUID.test(orderId) ? await this.ctx.db.select().from(orders).where(eq(orders.id, orderId)) : [];
    if (!order || !order.paymentId || order.paymentId !== fields.paymentId) {
      return `/payment-result?error=${PAYMENT_RESULT_ERRORS.unknownOrder}`;
    }
    const location = `/payment-result?token=${encodeURIComponent(order.token)}`;
    if (order.orderStatus !== ORDER_STATUS.Created) return location;

    // One callback claims the order; a replay or a racing twin finds the claim taken and only redirects.
    const [claimed] = await this.ctx.db
      .update(orders)
      .set({ callbackClaimedAt: new Date() })
      .where(and(eq(orders.id, order.id), eq(orders.orderStatus, ORDER_STATUS.Created), isNull(orders.callbackClaimedAt)))
      .returning({ id: orders.id });
    if (!claimed) return location;

    const language: Language = order.language === 'en-EN' ? 'en-EN' : 'tr-TR';
    if (fields.status !== 'success' || fields.mdStatus !== '1') {
      await this.settlement.fail(order.id, mdStatusText(fields.mdStatus, language));
      return location;
    }
    try {
      const paid = await gateway.auth3ds({
        paymentId: order.paymentId,
        conversationId: order.id,
        conversationData: fields.conversationData,
        locale: iyzicoLocale(language),
      });
      if (paid.price !== order.totalPrice || paid.currency !== order.currency) {
        // Money was taken, so the order completes; the mismatch is for a person to look at.
        this.ctx.log.error({ orderId: order.id, paid: paid.price, expected: order.totalPrice }, 'charged amount differs from the order');
      }
      await this.settlement.complete(order.id, { paymentId: paid.paymentId, paidPrice: paid.paidPrice, installment: paid.installment });
    } catch (error) {
      const reason = error instanceof PaymentProviderError ? error.bankMessage : 'payment failed';
      if (!(error instanceof PaymentProviderError)) this.ctx.log.error({ err: error, orderId: order.id }, '3-D Secure auth failed');
      await this.settlement.fail(order.id, reason);
    }
    return location;
  }
}
