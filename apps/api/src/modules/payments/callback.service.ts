import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { ORDER_STATUS, PAYMENT_RESULT_ERRORS, type Language } from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import { orders } from '../../db/schema/index.ts';
import { languageOf } from '../../platform/language.ts';
import { MESSAGES, say, translate } from '../../platform/messages.ts';
import { returnCharge, type ChargeToReturn } from '../../platform/payments/charge-return.ts';
import {
  gatewayFor,
  iyzicoLocale,
  OUTCOME_UNKNOWN,
  PaymentProviderError,
  type ThreedsAuthResult,
} from '../../platform/payments/gateway.ts';
import type { OrderRow } from '../orders/index.ts';
import { OrderSettlement } from '../orders/index.ts';
import { firstCheckAt } from './payment-check.service.ts';

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
  switch (mdStatus) {
    case '0':
      return say(MESSAGES.threeDsFailed, language);
    case '2':
    case '3':
    case '4':
      return say(MESSAGES.threeDsNotEnrolled, language);
    default:
      return say(MESSAGES.threeDsError, language, { mdStatus: mdStatus ?? '-' });
  }
}

/**
 * payment/Callback3ds: the bank posts the 3-D Secure result here. A forged post changes nothing; a
 * genuine one is claimed by exactly one request, which charges the card (3dsecure/auth) and settles the
 * order. A charge the order can no longer take (the sweep failed it meanwhile) goes back to the card at
 * once (decision 018); a charge whose outcome is unknown leaves the order in PaymentCheck for the payment
 * check (docs/decisions/024-after-sale.md). Answers where to send the shopper.
 */
export class PaymentCallbackService {
  private readonly settlement: OrderSettlement;

  constructor(private readonly ctx: AppContext) {
    this.settlement = new OrderSettlement(ctx);
  }

  async handle(fields: CallbackFields): Promise<string> {
    const gateway = gatewayFor(this.ctx);
    if (!gateway.callbackSignatureValid(fields)) {
      this.ctx.log.warn(
        { conversationId: fields.conversationId },
        '3-D Secure callback with an invalid signature ignored',
      );
      return `/payment-result?error=${PAYMENT_RESULT_ERRORS.invalidSignature}`;
    }
    const orderId = fields.conversationId ?? '';
    const [order] = UUID.test(orderId)
      ? await this.ctx.db.select().from(orders).where(eq(orders.id, orderId))
      : [];
    if (!order || !order.paymentId || order.paymentId !== fields.paymentId) {
      return `/payment-result?error=${PAYMENT_RESULT_ERRORS.unknownOrder}`;
    }
    const location = `/payment-result?token=${encodeURIComponent(order.token)}`;
    if (order.orderStatus !== ORDER_STATUS.Created) return location;

    // One callback claims the order; a replay or a racing twin finds the claim taken and only redirects.
    // From here on only this claim may fail or complete the order (settlement.service FailedBy).
    const claimedAt = new Date();
    const [claimed] = await this.ctx.db
      .update(orders)
      .set({ callbackClaimedAt: claimedAt })
      .where(
        and(
          eq(orders.id, order.id),
          eq(orders.orderStatus, ORDER_STATUS.Created),
          isNull(orders.callbackClaimedAt),
        ),
      )
      .returning({ id: orders.id });
    if (!claimed) return location;
    const claim = { by: 'claim' as const, claimedAt };

    const language = languageOf(order.language);
    if (fields.status !== 'success' || fields.mdStatus !== '1') {
      this.ctx.metrics.paymentFailed('threeds');
      await this.settlement.fail(order.id, mdStatusText(fields.mdStatus, language), claim);
      return location;
    }
    let paid: ThreedsAuthResult;
    try {
      paid = await gateway.auth3ds({
        paymentId: order.paymentId,
        conversationId: order.id,
        conversationData: fields.conversationData,
        locale: iyzicoLocale(language),
      });
    } catch (error) {
      if (error instanceof PaymentProviderError && !OUTCOME_UNKNOWN.includes(error.errorCode)) {
        this.ctx.metrics.paymentFailed('declined');
        await this.settlement.fail(order.id, error.bankMessage, claim);
        return location;
      }
      // No answer (or one that cannot be trusted) does not mean no charge: the payment check asks the
      // provider what happened, and completes or fails the order by its answer.
      const reason =
        error instanceof PaymentProviderError ? `${error.errorCode}: ${error.bankMessage}` : 'auth failed';
      this.ctx.log.error(
        { err: error, orderId: order.id, paymentId: order.paymentId },
        '3-D Secure auth outcome unknown: the order waits for the payment check',
      );
      const waits = await this.settlement.awaitPaymentCheck(
        order.id,
        reason,
        claimedAt,
        firstCheckAt(new Date()),
      );
      // The sweep failed the order meanwhile (the claim went stale): whatever was charged goes back.
      if (!waits)
        await this.giveBack(
          order,
          { paymentId: order.paymentId, currency: order.currency, itemTransactions: [] },
          'charge outcome unknown for a failed order',
        );
      return location;
    }
    if (paid.price !== order.totalPrice || paid.currency !== order.currency) {
      // Money was taken, so the order completes; the mismatch is for a person to look at.
      this.ctx.log.error(
        { orderId: order.id, paid: paid.price, expected: order.totalPrice },
        'charged amount differs from the order',
      );
    }
    const completed = await this.settlement.complete(order.id, claim, {
      paymentId: paid.paymentId,
      paidPrice: paid.paidPrice,
      installment: paid.installment,
      itemTransactions: paid.itemTransactions,
    });
    if (!completed) {
      // The shopper must never pay for an order that did not complete.
      await this.giveBack(
        order,
        { paymentId: paid.paymentId, currency: order.currency, itemTransactions: paid.itemTransactions },
        'card charged for an order that can no longer complete',
      );
    }
    return location;
  }

  /** Returns a charge of an order that is not completing, and says on the order that the money went back. */
  private async giveBack(
    order: OrderRow,
    charge: Pick<ChargeToReturn, 'paymentId' | 'currency' | 'itemTransactions'>,
    why: string,
  ): Promise<void> {
    const context = { orderId: order.id, orderNumber: order.orderNumber, paymentId: charge.paymentId };
    this.ctx.log.error(context, `${why}: returning the payment to the card`);
    const language = languageOf(order.language);
    try {
      const returned = await returnCharge(gatewayFor(this.ctx), {
        ...charge,
        locale: iyzicoLocale(language),
        conversationId: order.id,
        ip: order.contractIp ?? '127.0.0.1',
      });
      this.ctx.log.error(
        { ...context, how: returned.how, amount: returned.returns.reduce((a, r) => a + r.price, 0) },
        'payment returned to the card',
      );
      // The payment-result page shows the shopper why the order failed, and now that the money went back.
      const note = translate(MESSAGES.paymentReturned, language);
      await this.ctx.db
        .update(orders)
        .set({ paymentError: sql`left(concat_ws(' ', ${orders.paymentError}, ${note}::text), 500)` })
        .where(and(eq(orders.id, order.id), ne(orders.orderStatus, ORDER_STATUS.Completed)));
    } catch (err) {
      const bank =
        err instanceof PaymentProviderError
          ? { errorCode: err.errorCode, bankMessage: err.bankMessage }
          : { err };
      this.ctx.log.error(
        { ...context, ...bank },
        'the payment could not be returned: if the card was charged, refund it by hand in the iyzico panel',
      );
    }
  }
}
