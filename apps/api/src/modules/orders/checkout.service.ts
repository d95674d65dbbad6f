import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  API,
  cardDigits,
  CONTRACT_VERSION,
  formatMoney,
  toDecimal,
  type CheckoutContracts,
  type CheckoutOrderResponse,
  type checkoutOrderRequestSchema,
} from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import { orderItems, orders, type KeptAddress } from '../../db/schema/index.ts';
import { AppError, badRequest, conflict } from '../../platform/errors.ts';
import { fill, MESSAGES, translate } from '../../platform/messages.ts';
import {
  gatewayFor,
  iyzicoLocale,
  PaymentProviderError,
  type PaymentGateway,
} from '../../platform/payments/gateway.ts';
import { holdCouponUse } from '../coupons/index.ts';
import { MarketingConsents } from '../newsletter/index.ts';
import { legalDocuments } from './legal-documents.ts';
import {
  buildDraft,
  legalInputOf,
  sellerInfo,
  type CheckoutDetails,
  type OrderDraft,
} from './order-draft.ts';
import type { Shopper } from '../../platform/shopper.ts';
import { recordEvent } from './order-events.ts';
import { reserveStock } from './order.repository.ts';
import { OrderSettlement, stockChanged } from './settlement.service.ts';

type CheckoutRequest = z.output<typeof checkoutOrderRequestSchema>;

/** iyzico does not take card payments below this (minor units of any currency). */
const MIN_CARD_AMOUNT = 100;

/**
 * order/CheckoutOrder: prices the caller's basket on the server, reserves the stock and the coupon's use
 * and creates the order (status Created) in one transaction, then starts 3-D Secure with the bank. The
 * card number and CVC go to the bank and nowhere else: the order keeps the BIN and the last four digits.
 */
export class CheckoutService {
  private readonly gateway: PaymentGateway;
  private readonly settlement: OrderSettlement;

  constructor(private readonly ctx: AppContext) {
    this.gateway = gatewayFor(ctx);
    this.settlement = new OrderSettlement(ctx);
  }

  /** The pre-information form and contract for what the shopper is about to buy. */
  async contracts(details: CheckoutDetails, shopper: Shopper): Promise<CheckoutContracts> {
    const draft = await buildDraft(this.ctx, details, shopper);
    const installment = Math.min(details.installmentNumber, draft.maxInstallments);
    const docs = legalDocuments(
      legalInputOf(draft, await sellerInfo(this.ctx), { paidTotal: draft.total, installment }),
    );
    return {
      version: CONTRACT_VERSION,
      ...docs,
      currency: draft.shopper.currency,
      total: toDecimal(draft.total),
      maxInstallments: draft.maxInstallments,
    };
  }

  async checkout(request: CheckoutRequest, shopper: Shopper): Promise<CheckoutOrderResponse> {
    if (request.contractVersion !== CONTRACT_VERSION)
      throw conflict('CONFLICT', MESSAGES.contractVersionOutdated);
    await this.settlement.abandonUnpaid(
      shopper.ownerKey,
      translate(MESSAGES.paymentSuperseded, shopper.language),
    );
    const draft = await buildDraft(this.ctx, request, shopper);
    if (draft.total < MIN_CARD_AMOUNT) {
      throw badRequest(
        fill(MESSAGES.amountTooSmall, {
          amount: formatMoney(toDecimal(MIN_CARD_AMOUNT), draft.shopper.currency, shopper.language),
        }),
      );
    }
    refuseAboveCap(request.installmentNumber, draft.maxInstallments);
    const now = new Date();
    // The shopper agreed when they submitted a valid checkout: the consent is theirs whatever then
    // happens to the stock, the order or the payment (docs/decisions/044-retention-and-consent-proof.md).
    if (request.subscribeToNewsletter) await this.recordConsent(draft, now);
    const card = cardDigits(request.cardNumber);
    const bin = card.slice(0, 6);
    const paidPrice = await this.chargeFor(draft, bin, request.installmentNumber);

    const orderId = randomUUID();
    const itemIds = draft.lines.map(() => randomUUID());
    const token = randomBytes(24).toString('base64url');
    const paymentExpiresAt = new Date(
      now.getTime() + Math.round(this.ctx.config.paymentTimeoutMinutes * 60_000),
    );
    const seller = await sellerInfo(this.ctx);

    const order = await this.ctx.db.transaction(async (tx) => {
      // The coupon's use is spent here, not at payment (decision 018), and comes back if the order fails.
      const couponUse = draft.coupon
        ? await holdCouponUse(
            tx,
            draft.coupon.coupon.id,
            { email: draft.email, userId: shopper.userId },
            draft.shopper.currency,
          )
        : null;
      await reserveStock(
        tx,
        draft.lines.map((l) => ({
          productId: l.productId,
          quantity: l.quantity,
          name: shopper.language === 'en-EN' ? l.line.titleEN : l.line.title,
        })),
      );
      const [row] = await tx
        .insert(orders)
        .values({
          id: orderId,
          token,
          buyerId: shopper.buyerId,
          basketKey: shopper.ownerKey,
          userId: shopper.userId,
          email: draft.email,
          phoneNumber: draft.phoneNumber,
          language: shopper.language,
          // What the card is charged in: TRY when billed in Türkiye (decision 028).
          currency: draft.shopper.currency,
          subtotal: draft.subtotal,
          discountAmount: draft.discount,
          totalPrice: draft.total,
          paidPrice,
          couponId: draft.coupon?.coupon.id ?? null,
          appliedCoupon: draft.coupon?.coupon.couponCode ?? null,
          installmentNumber: request.installmentNumber,
          ...addressColumns(draft),
          cardBin: bin,
          cardLastFour: card.slice(-4),
          paymentConversationId: orderId,
          paymentExpiresAt,
          contractVersion: CONTRACT_VERSION,
          contractAcceptedAt: now,
          contractIp: shopper.ip,
          subscribeToNewsletter: request.subscribeToNewsletter,
          addressesToKeep: addressesToKeep(request, draft),
          giftNote: request.giftNote ?? null,
          giftPackage: request.giftPackage,
          orderCreateDate: now,
        })
        .returning();
      await couponUse?.record(orderId);
      await recordEvent(tx, orderId, 'placed', {
        actor: 'shopper',
        userId: shopper.userId,
        email: draft.email,
      });
      await tx.insert(orderItems).values(
        draft.lines.map((l, i) => ({
          id: itemIds[i],
          orderId,
          personalised: draft.personalised.has(l.productId),
          productId: l.productId,
          variantId: l.line.variantId,
          productName: l.line.title,
          productNameEN: l.line.titleEN,
          variantName: l.line.variantName ?? null,
          variantNameEN: l.line.variantNameEN ?? null,
          imageUrl: l.line.imageUrl,
          size: l.line.size,
          quantity: l.quantity,
          unitPrice: l.unit,
          lineTotal: l.unit * l.quantity,
        })),
      );
      // The texts the shopper accepted, filled with this order's number, time and address.
      const docs = legalDocuments(
        legalInputOf(draft, seller, {
          paidTotal: paidPrice,
          installment: request.installmentNumber,
          order: { number: row!.orderNumber, date: now },
          acceptance: { at: now, ip: shopper.ip },
        }),
      );
      await tx
        .update(orders)
        .set({ contractText: docs.distanceSellingContract, preInformationText: docs.preInformationForm })
        .where(eq(orders.id, orderId));
      return row!;
    });
    await stockChanged(this.ctx);

    try {
      const { paymentId, htmlContent } = await this.gateway.initialize3ds({
        locale: iyzicoLocale(shopper.language),
        conversationId: orderId,
        basketId: String(order.orderNumber),
        currency: draft.shopper.currency,
        price: draft.total,
        paidPrice,
        installment: request.installmentNumber,
        callbackUrl: `${this.ctx.config.publicUrl}${API.Payment.Callback3ds}`,
        card: {
          holderName: request.cardName,
          number: card,
          expireMonth: request.expiration.slice(0, 2),
          expireYear: `20${request.expiration.slice(3)}`,
          cvc: request.cvv,
        },
        buyer: {
          id: shopper.buyerId,
          name: draft.firstName,
          surname: draft.lastName,
          email: draft.email,
          gsmNumber: gsm(draft.phoneNumber),
          ip: shopper.ip,
          address: iyzicoAddress(draft.billing),
        },
        shippingAddress: iyzicoAddress(draft.shipping),
        billingAddress: iyzicoAddress(draft.billing),
        basketItems: basketItemsOf(draft, itemIds),
      });
      await this.ctx.db.update(orders).set({ paymentId }).where(eq(orders.id, orderId));
      return {
        htmlContent,
        token,
        orderNumber: order.orderNumber,
        paymentExpiresAt: paymentExpiresAt.toISOString(),
      };
    } catch (error) {
      // The bank refused to start (or could not be reached): the order fails and its stock goes back.
      if (!(error instanceof PaymentProviderError))
        this.ctx.log.error({ err: error, orderId }, '3-D Secure initialize failed');
      const reason = error instanceof PaymentProviderError ? error.bankMessage : 'initialize failed';
      this.ctx.metrics.paymentFailed('start_refused');
      await this.settlement.fail(orderId, reason, { by: 'unclaimed' });
      throw paymentError(error);
    }
  }

  /** What the card is charged: the total, or the bank's instalment total for the chosen count. */
  private async chargeFor(draft: OrderDraft, bin: string, installment: number): Promise<number> {
    if (installment === 1) return draft.total;
    const options = await this.gateway
      .installmentInfo({
        binNumber: bin,
        price: draft.total,
        currency: draft.shopper.currency,
        locale: iyzicoLocale(draft.shopper.language),
        conversationId: randomUUID(),
      })
      .catch((error: unknown) => {
        throw paymentError(error);
      });
    const option = options[0]?.installmentPrices.find((p) => p.installmentNumber === installment);
    if (!option) throw badRequest(MESSAGES.installmentUnavailable);
    return option.totalPrice;
  }

  /**
   * Records the checkout's marketing consent, dated when the form was submitted, with its welcome mail in
   * one transaction. A retried checkout finds the consent in force and records and sends nothing again
   * (MarketingConsents.give). A failure is logged: subscribing never stands between the shopper and the
   * payment.
   */
  private async recordConsent(draft: OrderDraft, at: Date): Promise<void> {
    const consents = new MarketingConsents(this.ctx);
    const input = {
      email: draft.email,
      source: 'checkout',
      ip: draft.shopper.ip,
      language: draft.shopper.language,
      at,
    } as const;
    await this.ctx.db
      .transaction((tx) => consents.give(input, tx))
      .catch((err: unknown) =>
        this.ctx.log.warn({ err }, 'recording the checkout newsletter consent failed'),
      );
  }
}

/** The typed addresses a signed-in customer asked to keep; the order holds them until it is paid. */
function addressesToKeep(request: CheckoutRequest, d: OrderDraft): KeptAddress[] | null {
  if (!request.saveNewAddress || !d.shopper.userId || d.newAddresses.length === 0) return null;
  return d.newAddresses.map(({ address, isShipping }) => ({ ...address, isShipping }));
}

function addressColumns(d: OrderDraft) {
  return {
    contactName: d.shipping.contactName,
    addressLine: d.shipping.addressLine,
    city: d.shipping.city,
    state: d.shipping.state,
    zipCode: d.shipping.zipCode,
    country: d.shipping.country,
    billingContactName: d.billing.contactName,
    billingAddressLine: d.billing.addressLine,
    billingCity: d.billing.city,
    billingState: d.billing.state,
    billingZipCode: d.billing.zipCode,
    billingCountry: d.billing.country,
  };
}

const iyzicoAddress = (a: OrderDraft['shipping']) => ({
  contactName: a.contactName,
  address: `${a.addressLine}, ${a.state}`,
  city: a.city,
  country: a.country,
  zipCode: a.zipCode,
});

/**
 * iyzico's basket: one item per line at its discounted total, named by the order line's id so the item
 * transaction the bank answers can be refunded per line; lines the coupon made free are left out.
 */
function basketItemsOf(d: OrderDraft, itemIds: readonly string[]) {
  return d.lines
    .map((l, i) => ({
      id: itemIds[i]!,
      name: l.line.title,
      category1: 'Takı',
      price: l.unit * l.quantity - (d.lineDiscounts[i] ?? 0),
    }))
    .filter((i) => i.price > 0);
}

/** '+90…' as iyzico wants it; Turkish numbers typed as 05xx… or 5xx… get the country code. */
function gsm(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+')) return `+${digits}`;
  if (digits.length === 11 && digits.startsWith('0')) return `+9${digits}`;
  if (digits.length === 10) return `+90${digits}`;
  return `+${digits}`;
}

/** The basket's categories cap the instalments (decision 028): above the cap is a clear 400, not the bank's refusal. */
function refuseAboveCap(installment: number, cap: number): void {
  if (installment <= cap) return;
  throw badRequest(
    cap === 1 ? MESSAGES.installmentsSingleOnly : fill(MESSAGES.installmentAboveCap, { max: cap }),
  );
}

function paymentError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (
    error instanceof PaymentProviderError &&
    !['UNREACHABLE', 'TIMEOUT', 'SIGNATURE', 'MISMATCH'].includes(error.errorCode)
  ) {
    return new AppError(402, 'PAYMENT_FAILED', fill(MESSAGES.paymentRefused, { reason: error.bankMessage }));
  }
  return new AppError(503, 'PAYMENT_FAILED', MESSAGES.paymentUnavailable);
}
