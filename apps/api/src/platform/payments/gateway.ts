import Iyzipay from 'iyzipay';
import type { FastifyBaseLogger } from 'fastify';
import { toMinor, type Currency, type Language } from '@kehribar/contracts';
import type { Config } from '../../config.ts';
import { hmacHex, verifyFieldsSignature } from './signature.ts';

/**
 * The card payment port: the official iyzipay client, promisified and in minor units. With IYZICO_* set
 * it talks to iyzico; without, the very same client talks to the iyzico-compatible sandbox this API
 * serves under /iyzico-sandbox, so both paths run the same code.
 */

export const SANDBOX_PREFIX = '/iyzico-sandbox';
const TIMEOUT_MS = 30_000;

export interface GatewayOptions {
  uri: string;
  apiKey: string;
  secretKey: string;
  sandbox: boolean;
}

/** The sandbox's merchant keys, derived from the server secret so nobody has to configure them. */
export function sandboxCredentials(config: Pick<Config, 'jwtSecret'>): { apiKey: string; secretKey: string } {
  return {
    apiKey: `sandbox-${hmacHex(config.jwtSecret, 'iyzico-sandbox:api-key').slice(0, 32)}`,
    secretKey: `sandbox-${hmacHex(config.jwtSecret, 'iyzico-sandbox:secret-key').slice(0, 40)}`,
  };
}

export function gatewayOptions(config: Config): GatewayOptions {
  if (config.iyzico)
    return {
      uri: config.iyzico.baseUrl,
      apiKey: config.iyzico.apiKey,
      secretKey: config.iyzico.secretKey,
      sandbox: false,
    };
  return { uri: `${config.publicUrl}${SANDBOX_PREFIX}`, ...sandboxCredentials(config), sandbox: true };
}

/** iyzico said no (a decline, a validation error) or could not be reached. */
export class PaymentProviderError extends Error {
  constructor(
    readonly errorCode: string,
    readonly bankMessage: string,
  ) {
    super(`iyzico ${errorCode}: ${bankMessage}`);
  }
}

/** Errors after which the bank may or may not have done what it was asked (charged the card, above all). */
export const OUTCOME_UNKNOWN: readonly string[] = ['UNREACHABLE', 'TIMEOUT', 'SIGNATURE', 'MISMATCH'];

export const iyzicoLocale = (language: Language) => (language === 'en-EN' ? 'en' : 'tr');
/** iyzico takes decimal text ('1250.5'); amounts are minor units everywhere else. */
export const iyzicoPrice = (minor: number) => (minor / 100).toFixed(2);
const minorOf = (value: unknown) => toMinor(Number(value));

export interface InstallmentOption {
  installmentNumber: number;
  installmentPrice: number;
  totalPrice: number;
}
export interface CardInstallments {
  binNumber: string;
  price: number;
  cardType: string;
  cardAssociation: string;
  cardFamilyName: string;
  bankName: string;
  bankCode: number;
  force3ds: boolean;
  commercial: boolean;
  installmentPrices: InstallmentOption[];
}

export interface PartyAddress {
  contactName: string;
  address: string;
  city: string;
  country: string;
  zipCode: string;
}

export interface ThreedsInitializeInput {
  locale: 'tr' | 'en';
  conversationId: string;
  basketId: string;
  currency: Currency;
  price: number;
  paidPrice: number;
  installment: number;
  callbackUrl: string;
  card: { holderName: string; number: string; expireMonth: string; expireYear: string; cvc: string };
  buyer: {
    id: string;
    name: string;
    surname: string;
    email: string;
    gsmNumber: string;
    ip: string;
    address: PartyAddress;
  };
  shippingAddress: PartyAddress;
  billingAddress: PartyAddress;
  basketItems: { id: string; name: string; category1: string; price: number }[];
}

export interface ThreedsAuthResult {
  paymentId: string;
  conversationId: string;
  basketId: string;
  currency: string;
  price: number;
  paidPrice: number;
  installment: number;
  cardAssociation: string | null;
  binNumber: string | null;
  lastFourDigits: string | null;
  /** One per basket item: what a refund names (paymentTransactionId) and what it may give back at most. */
  itemTransactions: { itemId: string; paymentTransactionId: string; paidPrice: number }[];
}

/** Money given back by the bank: a void (cancel) of a whole payment, or a refund of one item transaction. */
export interface PaymentReturn {
  paymentId: string;
  /** The refunded item transaction; absent for a void. */
  paymentTransactionId?: string;
  /** Minor units given back. */
  price: number;
  currency: string;
}

export interface ReturnInput {
  locale: 'tr' | 'en';
  conversationId: string;
  /** The shopper's address, which iyzico asks for with every return. */
  ip: string;
}

/**
 * A payment as the provider's payment detail (POST /payment/detail) tells it now. `status`: success when
 * the card was charged (iyzico's paymentStatus SUCCESS), failure when it was refused, incomplete while
 * 3-D Secure never reached the charge (INIT_THREEDS, CALLBACK_THREEDS and the like).
 */
export interface PaymentDetail {
  status: 'success' | 'failure' | 'incomplete';
  /** iyzico's own paymentStatus, for the logs. */
  providerStatus: string;
  paymentId: string;
  conversationId: string;
  currency: string;
  price: number;
  paidPrice: number;
  installment: number;
  /**
   * Whether the payment was voided, and per item transaction what was refunded: null when the answer
   * does not say (iyzico documents neither on payment detail; its reporting service lists them as
   * `cancels` and per item `refunds`, which is what is read here and what the sandbox answers).
   */
  cancelled: boolean | null;
  itemTransactions: {
    itemId: string;
    paymentTransactionId: string;
    paidPrice: number;
    refunded: number | null;
  }[];
}

type Body = Record<string, unknown>;

export class PaymentGateway {
  private readonly client: Iyzipay;

  constructor(
    readonly options: GatewayOptions,
    private readonly log: FastifyBaseLogger,
    private readonly maxInstallments: number,
  ) {
    this.client = new Iyzipay({ uri: options.uri, apiKey: options.apiKey, secretKey: options.secretKey });
  }

  /**
   * iyzico's instalment information for an amount: for one card when `binNumber` is given, else for
   * every card family the merchant's account offers (a product page's table, decision 041).
   */
  async installmentInfo(input: {
    binNumber?: string;
    price: number;
    currency: Currency;
    locale: 'tr' | 'en';
    conversationId: string;
  }): Promise<CardInstallments[]> {
    const body = await this.call('installmentInfo', (cb) =>
      this.client.installmentInfo.retrieve(
        {
          locale: input.locale,
          conversationId: input.conversationId,
          binNumber: input.binNumber,
          price: iyzicoPrice(input.price),
          currency: input.currency,
        },
        cb,
      ),
    );
    const details = Array.isArray(body.installmentDetails) ? (body.installmentDetails as Body[]) : [];
    return details.map((d) => ({
      binNumber: String(d.binNumber ?? input.binNumber ?? ''),
      price: minorOf(d.price),
      cardType: String(d.cardType ?? ''),
      cardAssociation: String(d.cardAssociation ?? ''),
      cardFamilyName: String(d.cardFamilyName ?? ''),
      bankName: String(d.bankName ?? ''),
      bankCode: Number(d.bankCode ?? 0),
      force3ds: Number(d.force3ds ?? 0) === 1,
      commercial: Number(d.commercial ?? 0) === 1,
      // The shop's own cap applies on top of whatever the merchant account allows.
      installmentPrices: ((d.installmentPrices as Body[] | undefined) ?? [])
        .map((p) => ({
          installmentNumber: Number(p.installmentNumber),
          installmentPrice: minorOf(p.installmentPrice),
          totalPrice: minorOf(p.totalPrice),
        }))
        .filter((p) => p.installmentNumber >= 1 && p.installmentNumber <= this.maxInstallments),
    }));
  }

  /** Starts a 3-D Secure payment; answers the bank's page (HTML) to show the shopper. */
  async initialize3ds(input: ThreedsInitializeInput): Promise<{ paymentId: string; htmlContent: string }> {
    const address = (a: PartyAddress) => ({
      contactName: a.contactName,
      city: a.city,
      country: a.country,
      address: a.address,
      zipCode: a.zipCode,
    });
    const body = await this.call('threedsInitialize', (cb) =>
      this.client.threedsInitialize.create(
        {
          locale: input.locale,
          conversationId: input.conversationId,
          price: iyzicoPrice(input.price),
          paidPrice: iyzicoPrice(input.paidPrice),
          currency: input.currency,
          installment: String(input.installment),
          basketId: input.basketId,
          paymentChannel: Iyzipay.PAYMENT_CHANNEL.WEB,
          paymentGroup: Iyzipay.PAYMENT_GROUP.PRODUCT,
          callbackUrl: input.callbackUrl,
          paymentCard: {
            cardHolderName: input.card.holderName,
            cardNumber: input.card.number,
            expireMonth: input.card.expireMonth,
            expireYear: input.card.expireYear,
            cvc: input.card.cvc,
            registerCard: '0',
          },
          buyer: {
            id: input.buyer.id,
            name: input.buyer.name,
            surname: input.buyer.surname,
            gsmNumber: input.buyer.gsmNumber,
            email: input.buyer.email,
            // iyzico requires a national id; the shop does not collect it, and iyzico documents this
            // placeholder for merchants that do not.
            identityNumber: '11111111111',
            registrationAddress: input.buyer.address.address,
            ip: input.buyer.ip,
            city: input.buyer.address.city,
            country: input.buyer.address.country,
            zipCode: input.buyer.address.zipCode,
          },
          shippingAddress: address(input.shippingAddress),
          billingAddress: address(input.billingAddress),
          basketItems: input.basketItems.map((i) => ({
            id: i.id,
            name: i.name,
            category1: i.category1,
            itemType: Iyzipay.BASKET_ITEM_TYPE.PHYSICAL,
            price: iyzicoPrice(i.price),
          })),
        },
        cb,
      ),
    );
    const paymentId = String(body.paymentId ?? '');
    this.checkSignature('threedsInitialize', [body.paymentId, body.conversationId], body.signature);
    if (String(body.conversationId) !== input.conversationId || !paymentId)
      throw new PaymentProviderError('MISMATCH', 'Unexpected 3-D Secure answer');
    const html = Buffer.from(String(body.threeDSHtmlContent ?? ''), 'base64').toString('utf8');
    return { paymentId, htmlContent: html };
  }

  /** Finishes a 3-D Secure payment after the bank's callback: this is the charge. */
  async auth3ds(input: {
    paymentId: string;
    conversationId: string;
    conversationData?: string;
    locale: 'tr' | 'en';
  }): Promise<ThreedsAuthResult> {
    const body = await this.call('threedsPayment', (cb) =>
      this.client.threedsPayment.create(
        {
          locale: input.locale,
          conversationId: input.conversationId,
          paymentId: input.paymentId,
          conversationData: input.conversationData,
        },
        cb,
      ),
    );
    this.checkSignature(
      'threedsPayment',
      [body.paymentId, body.currency, body.basketId, body.conversationId, body.paidPrice, body.price],
      body.signature,
    );
    if (String(body.paymentId) !== input.paymentId || String(body.conversationId) !== input.conversationId) {
      throw new PaymentProviderError('MISMATCH', 'Unexpected payment answer');
    }
    return {
      paymentId: String(body.paymentId),
      conversationId: String(body.conversationId),
      basketId: String(body.basketId ?? ''),
      currency: String(body.currency ?? ''),
      price: minorOf(body.price),
      paidPrice: minorOf(body.paidPrice),
      installment: Number(body.installment ?? 1),
      cardAssociation: typeof body.cardAssociation === 'string' ? body.cardAssociation : null,
      binNumber: typeof body.binNumber === 'string' ? body.binNumber : null,
      lastFourDigits: typeof body.lastFourDigits === 'string' ? body.lastFourDigits : null,
      itemTransactions: (Array.isArray(body.itemTransactions) ? (body.itemTransactions as Body[]) : []).map(
        (i) => ({
          itemId: String(i.itemId ?? ''),
          paymentTransactionId: String(i.paymentTransactionId ?? ''),
          paidPrice: minorOf(i.paidPrice),
        }),
      ),
    };
  }

  /**
   * Voids a whole payment (iyzico's cancel): the charge never reaches the card statement. Banks take it
   * only on the day of the payment, before their end-of-day; after that, refund each item transaction.
   */
  async cancel(input: ReturnInput & { paymentId: string }): Promise<PaymentReturn> {
    const body = await this.call('cancel', (cb) =>
      this.client.cancel.create(
        {
          locale: input.locale,
          conversationId: input.conversationId,
          paymentId: input.paymentId,
          ip: input.ip,
        },
        cb,
      ),
    );
    this.checkSignature(
      'cancel',
      [body.paymentId, body.price, body.currency, body.conversationId],
      body.signature,
    );
    if (String(body.paymentId) !== input.paymentId)
      throw new PaymentProviderError('MISMATCH', 'Unexpected cancel answer');
    return { paymentId: input.paymentId, price: minorOf(body.price), currency: String(body.currency ?? '') };
  }

  /** Refunds part or all of one item transaction; several refunds may follow, never above what was paid. */
  async refund(
    input: ReturnInput & { paymentTransactionId: string; price: number; currency: Currency },
  ): Promise<PaymentReturn> {
    const body = await this.call('refund', (cb) =>
      this.client.refund.create(
        {
          locale: input.locale,
          conversationId: input.conversationId,
          paymentTransactionId: input.paymentTransactionId,
          price: iyzicoPrice(input.price),
          currency: input.currency,
          ip: input.ip,
        },
        cb,
      ),
    );
    this.checkSignature(
      'refund',
      [body.paymentId, body.price, body.currency, body.conversationId],
      body.signature,
    );
    if (String(body.paymentTransactionId) !== input.paymentTransactionId)
      throw new PaymentProviderError('MISMATCH', 'Unexpected refund answer');
    return {
      paymentId: String(body.paymentId ?? ''),
      paymentTransactionId: input.paymentTransactionId,
      price: minorOf(body.price),
      currency: String(body.currency ?? ''),
    };
  }

  /**
   * The payment as the provider knows it now, by its id or by the conversation id it was started with
   * (the order's id). Signed like a charge: [paymentId, currency, basketId, conversationId, paidPrice,
   * price], as iyzipay's own samples verify it.
   */
  async retrieve(input: {
    paymentId?: string;
    conversationId?: string;
    locale: 'tr' | 'en';
  }): Promise<PaymentDetail> {
    const body = await this.call('paymentDetail', (cb) =>
      this.client.payment.retrieve(
        {
          locale: input.locale,
          conversationId: input.conversationId,
          paymentId: input.paymentId,
          paymentConversationId: input.conversationId,
        },
        cb,
      ),
    );
    this.checkSignature(
      'paymentDetail',
      [body.paymentId, body.currency, body.basketId, body.conversationId, body.paidPrice, body.price],
      body.signature,
    );
    if (
      (input.paymentId !== undefined && String(body.paymentId) !== input.paymentId) ||
      (input.conversationId !== undefined && String(body.conversationId) !== input.conversationId)
    )
      throw new PaymentProviderError('MISMATCH', 'Unexpected payment detail answer');
    const providerStatus = String(body.paymentStatus ?? '');
    const refundsOf = (item: Body) =>
      Array.isArray(item.refunds)
        ? (item.refunds as Body[]).reduce((sum, r) => sum + minorOf(r.price), 0)
        : null;
    return {
      status:
        providerStatus === 'SUCCESS' ? 'success' : providerStatus === 'FAILURE' ? 'failure' : 'incomplete',
      providerStatus,
      paymentId: String(body.paymentId),
      conversationId: String(body.conversationId ?? ''),
      currency: String(body.currency ?? ''),
      price: minorOf(body.price),
      paidPrice: minorOf(body.paidPrice),
      installment: Number(body.installment ?? 1),
      cancelled: Array.isArray(body.cancels) ? body.cancels.length > 0 : null,
      itemTransactions: (Array.isArray(body.itemTransactions) ? (body.itemTransactions as Body[]) : []).map(
        (i) => ({
          itemId: String(i.itemId ?? ''),
          paymentTransactionId: String(i.paymentTransactionId ?? ''),
          paidPrice: minorOf(i.paidPrice),
          refunded: refundsOf(i),
        }),
      ),
    };
  }

  /** The 3-D Secure callback's signature: [conversationData, conversationId, mdStatus, paymentId, status]. */
  callbackSignatureValid(f: {
    conversationData?: string;
    conversationId?: string;
    mdStatus?: string;
    paymentId?: string;
    status?: string;
    signature?: string;
  }): boolean {
    return verifyFieldsSignature(
      [f.conversationData, f.conversationId, f.mdStatus, f.paymentId, f.status],
      this.options.secretKey,
      f.signature,
    );
  }

  private checkSignature(what: string, fields: unknown[], signature: unknown): void {
    // iyzico signs its answers; an answer without a signature comes from an older API version over TLS.
    if (signature === undefined) return this.log.warn({ what }, 'iyzico answer without a signature');
    if (!verifyFieldsSignature(fields, this.options.secretKey, String(signature))) {
      throw new PaymentProviderError('SIGNATURE', 'The payment answer has an invalid signature');
    }
  }

  /** One client call as a promise; a failure answer becomes a PaymentProviderError. Never logs the request. */
  private call(
    what: string,
    start: (cb: (error: Error | null, result: unknown) => void) => void,
  ): Promise<Body> {
    return new Promise<Body>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new PaymentProviderError('TIMEOUT', 'The payment service did not answer in time')),
        TIMEOUT_MS,
      );
      start((error, result) => {
        clearTimeout(timer);
        if (error) {
          this.log.error({ what, message: error.message }, 'payment service unreachable');
          return reject(new PaymentProviderError('UNREACHABLE', 'The payment service could not be reached'));
        }
        const body = (typeof result === 'object' && result !== null ? result : {}) as Body;
        if (body.status !== 'success') {
          const code = String(body.errorCode ?? 'UNKNOWN');
          const message = String(body.errorMessage ?? 'Ödeme işlemi tamamlanamadı');
          this.log.info({ what, errorCode: code }, 'payment service refused');
          return reject(new PaymentProviderError(code, message));
        }
        resolve(body);
      });
    });
  }
}

const gateways = new WeakMap<object, PaymentGateway>();

/** The app's one gateway (the checkout, the callback and the instalment lookup share it). */
export function gatewayFor(ctx: { config: Config; log: FastifyBaseLogger }): PaymentGateway {
  let gateway = gateways.get(ctx);
  if (!gateway)
    gateways.set(
      ctx,
      (gateway = new PaymentGateway(gatewayOptions(ctx.config), ctx.log, ctx.config.maxInstallments)),
    );
  return gateway;
}
