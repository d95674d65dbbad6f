import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { formatMoney, toDecimal, toMinor, type Currency } from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import { sandboxPayments } from '../../db/schema/index.ts';
import { fieldsSignature } from '../../platform/payments/signature.ts';
import { SANDBOX_PREFIX } from '../../platform/payments/gateway.ts';
import {
  BANK_ERRORS,
  binInfo,
  CARD_FAMILY_BINS,
  decodeScenario,
  encodeScenario,
  installmentQuotes,
  luhnValid,
  scenarioOf,
  type BankErrorCode,
  type BinInfo,
} from './cards.ts';
import { callbackPostPage, messagePage, SANDBOX_SMS_CODE, smsPage, threeDsStartHtml } from './pages.ts';

/**
 * The sandbox bank: iyzico's instalment, 3-D Secure initialize and auth calls, and the issuer's 3-D
 * Secure page, with its state in a table so that several API processes agree on a payment. Giving money
 * back (cancel, refund) is in sandbox-returns.service.ts.
 */

type Lang = 'tr' | 'en';
type Body = Record<string, unknown>;
const langOf = (v: unknown): Lang => (v === 'en' ? 'en' : 'tr');
const priceText = z
  .union([z.string(), z.number()])
  .transform((v) => String(v))
  .pipe(z.string().regex(/^\d+(\.\d{1,8})?$/));
const text = z.string().trim().min(1);
const address = z.object({
  contactName: text,
  city: text,
  country: text,
  address: text,
  zipCode: z.string().optional(),
});

const initializeSchema = z.object({
  locale: z.string().optional(),
  conversationId: z.string().optional(),
  price: priceText,
  paidPrice: priceText,
  installment: z
    .union([z.string(), z.number()])
    .optional()
    .transform((v) => Number(v ?? 1))
    .pipe(z.number().int().min(1).max(12)),
  currency: z.enum(['TRY', 'USD', 'EUR']).default('TRY'),
  basketId: z.string().optional(),
  callbackUrl: z.url({ protocol: /^https?$/ }),
  paymentCard: z.object({
    cardHolderName: text,
    cardNumber: z.string(),
    expireMonth: z.string(),
    expireYear: z.string(),
    cvc: z.string(),
  }),
  buyer: z.object({
    id: text,
    name: text,
    surname: text,
    identityNumber: text,
    email: z.email(),
    registrationAddress: text,
    ip: text,
    city: text,
    country: text,
  }),
  shippingAddress: address,
  billingAddress: address,
  basketItems: z
    .array(
      z.object({
        id: text,
        name: text,
        category1: text,
        itemType: z.enum(['PHYSICAL', 'VIRTUAL']),
        price: priceText,
      }),
    )
    .min(1),
});

export class SandboxBank {
  constructor(
    private readonly ctx: AppContext,
    private readonly secretKey: string,
  ) {}

  failure(locale: unknown, code: BankErrorCode, conversationId?: unknown, detail?: string): Body {
    const lang = langOf(locale);
    return {
      status: 'failure',
      errorCode: code,
      errorMessage: `${BANK_ERRORS[code][lang]}${detail ? `: ${detail}` : ''}`,
      locale: lang,
      systemTime: Date.now(),
      ...(typeof conversationId === 'string' ? { conversationId } : {}),
    };
  }

  success(locale: unknown, conversationId: unknown, body: Body): Body {
    return {
      status: 'success',
      locale: langOf(locale),
      systemTime: Date.now(),
      ...(typeof conversationId === 'string' ? { conversationId } : {}),
      ...body,
    };
  }

  /**
   * POST /payment/iyzipos/installment: one card's options when a BIN is sent; without one, as iyzico
   * answers an amount alone, every card family's (without the card's own fields).
   */
  installments(body: Body): Body {
    const bin = body.binNumber === undefined || body.binNumber === null ? null : String(body.binNumber);
    const price = priceText.safeParse(body.price);
    if ((bin !== null && !/^\d{6,8}$/.test(bin)) || !price.success)
      return this.failure(body.locale, '11', body.conversationId, 'binNumber, price');
    const amount = toMinor(Number(price.data));
    const currency = String(body.currency ?? 'TRY');
    const optionsOf = (card: BinInfo) => ({
      price: toDecimal(amount),
      cardFamilyName: card.cardFamilyName,
      force3ds: card.cardType === 'DEBIT_CARD' ? 1 : 0,
      bankCode: card.bankCode,
      bankName: card.bankName,
      forceCvc: 0,
      installmentPrices: installmentQuotes(card, amount, currency, this.ctx.config.maxInstallments).map(
        (q) => ({
          installmentPrice: toDecimal(q.installmentPrice),
          totalPrice: toDecimal(q.totalPrice),
          installmentNumber: q.installmentNumber,
        }),
      ),
    });
    if (bin === null)
      return this.success(body.locale, body.conversationId, {
        installmentDetails: CARD_FAMILY_BINS.map((b) => optionsOf(binInfo(b))),
      });
    const card = binInfo(bin.slice(0, 6));
    return this.success(body.locale, body.conversationId, {
      installmentDetails: [
        {
          binNumber: card.bin,
          cardType: card.cardType,
          cardAssociation: card.cardAssociation,
          commercial: card.commercial ? 1 : 0,
          dccEnabled: 0,
          agricultureEnabled: 0,
          ...optionsOf(card),
        },
      ],
    });
  }

  /** POST /payment/3dsecure/initialize: checks the request and the card, answers the 3-D Secure start page. */
  async initialize(body: Body): Promise<Body> {
    const parsed = initializeSchema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return this.failure(
        body.locale,
        '11',
        body.conversationId,
        issue ? `${issue.path.join('.')} ${issue.message}` : undefined,
      );
    }
    const r = parsed.data;
    const fail = (code: BankErrorCode, detail?: string) =>
      this.failure(r.locale, code, r.conversationId, detail);
    const number = r.paymentCard.cardNumber.replace(/\s/g, '');
    if (!luhnValid(number)) return fail('12');
    if (!expiryValid(r.paymentCard.expireMonth, r.paymentCard.expireYear)) return fail('14');
    const card = binInfo(number.slice(0, 6));
    if (
      !new RegExp(card.cardAssociation === 'AMERICAN_EXPRESS' ? '^\\d{4}$' : '^\\d{3}$').test(
        r.paymentCard.cvc,
      )
    )
      return fail('15');

    const price = toMinor(Number(r.price));
    const paidPrice = toMinor(Number(r.paidPrice));
    const items = r.basketItems.map((i) => ({ itemId: i.id, price: toMinor(Number(i.price)) }));
    if (items.reduce((a, i) => a + i.price, 0) !== price || items.some((i) => i.price <= 0))
      return fail('5001');
    if (paidPrice < price) return fail('11', 'paidPrice');
    const quotes = installmentQuotes(card, price, r.currency, this.ctx.config.maxInstallments);
    if (!quotes.some((q) => q.installmentNumber === r.installment)) return fail('5002');

    const scenario = scenarioOf(number);
    if (scenario.kind === 'initFail') return fail(scenario.code);

    const paymentId = String(randomInt(1_000_000_000, 9_999_999_999));
    const conversationId = r.conversationId ?? '';
    await this.ctx.db.insert(sandboxPayments).values({
      paymentId,
      conversationId,
      locale: langOf(r.locale),
      callbackUrl: r.callbackUrl,
      basketId: r.basketId ?? '',
      currency: r.currency,
      price,
      paidPrice,
      installment: r.installment,
      basketItems: items,
      binNumber: number.slice(0, 6),
      lastFourDigits: number.slice(-4),
      cardType: card.cardType,
      cardAssociation: card.cardAssociation,
      cardFamily: card.cardFamilyName,
      bankName: card.bankName,
      scenario: encodeScenario(scenario),
      status: 'initialized',
    });
    const html = threeDsStartHtml(this.pageUrl(paymentId), paymentId);
    return this.success(r.locale, r.conversationId, {
      threeDSHtmlContent: Buffer.from(html, 'utf8').toString('base64'),
      paymentId,
      signature: fieldsSignature([paymentId, conversationId], this.secretKey),
    });
  }

  pageUrl(paymentId: string): string {
    return `${this.ctx.config.publicUrl}${SANDBOX_PREFIX}/3ds/${encodeURIComponent(paymentId)}`;
  }

  /** GET/POST /iyzico-sandbox/3ds/:id — the issuer's page; with a code (or a cancel) it answers the merchant. */
  async page(
    paymentId: string,
    form: { smsCode?: string; action?: string },
  ): Promise<{ status: number; html: string }> {
    const [p] = await this.ctx.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.paymentId, paymentId));
    if (!p)
      return { status: 404, html: messagePage('tr', '3-D Secure', 'Ödeme bulunamadı. / Payment not found.') };
    const lang = langOf(p.locale);
    const done = {
      status: 409,
      html: messagePage(
        lang,
        '3-D Secure',
        lang === 'en' ? 'This payment has already been processed.' : 'Bu işlem daha önce sonuçlandı.',
      ),
    };
    if (p.status !== 'initialized') return done;

    const scenario = decodeScenario(p.scenario);
    let mdStatus: string;
    let message: string;
    if (scenario.kind === 'notEnrolled') {
      // The issuer has no 3-D Secure enrolment for this card: no code is asked, the answer is mdStatus 4.
      mdStatus = '4';
      message =
        lang === 'en'
          ? 'This card is not enrolled in 3-D Secure. Returning to the shop…'
          : 'Kartınız 3-D Secure sistemine kayıtlı değil. Mağazaya yönlendiriliyorsunuz…';
    } else if (form.smsCode === undefined && form.action === undefined) {
      const amount = formatMoney(
        toDecimal(p.paidPrice),
        p.currency as Currency,
        lang === 'en' ? 'en-EN' : 'tr-TR',
      );
      const maskedCard = `${p.binNumber.slice(0, 4)} ${p.binNumber.slice(4, 6)}** **** ${p.lastFourDigits}`;
      return {
        status: 200,
        html: smsPage({
          lang,
          action: this.pageUrl(paymentId),
          merchant: 'Kehribar',
          amount,
          bankName: p.bankName,
          maskedCard,
          installment: p.installment,
        }),
      };
    } else if (form.action === 'cancel') {
      mdStatus = '0';
      message =
        lang === 'en'
          ? 'The payment was cancelled. Returning to the shop…'
          : 'Ödeme iptal edildi. Mağazaya yönlendiriliyorsunuz…';
    } else if ((form.smsCode ?? '').trim() === SANDBOX_SMS_CODE && scenario.kind !== 'failed3ds') {
      mdStatus = '1';
      message =
        lang === 'en' ? 'Verified. Returning to the shop…' : 'Doğrulandı. Mağazaya yönlendiriliyorsunuz…';
    } else {
      mdStatus = '0';
      message =
        lang === 'en'
          ? 'Verification failed. Returning to the shop…'
          : 'Doğrulama başarısız. Mağazaya yönlendiriliyorsunuz…';
    }

    const claimed = await this.ctx.db
      .update(sandboxPayments)
      .set({ status: mdStatus === '1' ? 'authenticated' : 'failed3ds', mdStatus, updatedAt: new Date() })
      .where(and(eq(sandboxPayments.paymentId, paymentId), eq(sandboxPayments.status, 'initialized')))
      .returning({ paymentId: sandboxPayments.paymentId });
    if (claimed.length === 0) return done;

    const status = mdStatus === '1' ? 'success' : 'failure';
    const fields = {
      status,
      paymentId,
      conversationData: p.conversationData,
      conversationId: p.conversationId,
      mdStatus,
    };
    const signature = fieldsSignature(
      [fields.conversationData, fields.conversationId, fields.mdStatus, fields.paymentId, fields.status],
      this.secretKey,
    );
    return { status: 200, html: callbackPostPage(lang, p.callbackUrl, { ...fields, signature }, message) };
  }

  /** POST /payment/3dsecure/auth: charges a payment whose 3-D Secure check passed. */
  async auth(body: Body): Promise<Body> {
    const paymentId = String(body.paymentId ?? '');
    const [p] = paymentId
      ? await this.ctx.db.select().from(sandboxPayments).where(eq(sandboxPayments.paymentId, paymentId))
      : [];
    if (!p || p.conversationId !== String(body.conversationId ?? ''))
      return this.failure(body.locale, '5003', body.conversationId);
    if (p.status === 'paid' || p.status === 'declined')
      return this.failure(body.locale, '5005', body.conversationId);
    if (p.status !== 'authenticated') return this.failure(body.locale, '5004', body.conversationId);

    const scenario = decodeScenario(p.scenario);
    const next = scenario.kind === 'decline' ? 'declined' : 'paid';
    const moved = await this.ctx.db
      .update(sandboxPayments)
      .set({ status: next, updatedAt: new Date(), ...(next === 'paid' ? { paidAt: new Date() } : {}) })
      .where(and(eq(sandboxPayments.paymentId, paymentId), eq(sandboxPayments.status, 'authenticated')))
      .returning({ paymentId: sandboxPayments.paymentId });
    if (moved.length === 0) return this.failure(body.locale, '5005', body.conversationId);
    if (scenario.kind === 'decline') return this.failure(body.locale, scenario.code, body.conversationId);

    const price = toDecimal(p.price);
    const paidPrice = toDecimal(p.paidPrice);
    return this.success(body.locale, p.conversationId, {
      price,
      paidPrice,
      installment: p.installment,
      paymentId,
      fraudStatus: 1,
      merchantCommissionRate: 0,
      merchantCommissionRateAmount: 0,
      iyziCommissionRateAmount: 0,
      iyziCommissionFee: 0,
      cardType: p.cardType,
      cardAssociation: p.cardAssociation,
      cardFamily: p.cardFamily,
      binNumber: p.binNumber,
      lastFourDigits: p.lastFourDigits,
      basketId: p.basketId,
      currency: p.currency,
      itemTransactions: p.basketItems.map((i, n) => ({
        itemId: i.itemId,
        paymentTransactionId: paymentTransactionId(paymentId, n),
        transactionStatus: 2,
        price: toDecimal(i.price),
        paidPrice: toDecimal(itemPaidPrices(p)[n]!),
      })),
      authCode: String(randomInt(100_000, 999_999)),
      phase: 'AUTH',
      mdStatus: 1,
      hostReference: `mock${paymentId}`,
      signature: fieldsSignature(
        [paymentId, p.currency, p.basketId, p.conversationId, paidPrice, price],
        this.secretKey,
      ),
    });
  }
}

/**
 * What the card paid for each basket item: its price plus its share of the instalment interest, the
 * shares summing to the payment's paidPrice (the largest remainders get the odd kuruş).
 */
export function itemPaidPrices(p: {
  price: number;
  paidPrice: number;
  basketItems: { price: number }[];
}): number[] {
  const extra = p.paidPrice - p.price;
  const shares = p.basketItems.map((i) => (p.price > 0 ? (extra * i.price) / p.price : 0));
  const paid = shares.map((share, n) => p.basketItems[n]!.price + Math.floor(share));
  let left = p.paidPrice - paid.reduce((a, v) => a + v, 0);
  const order = shares.map((share, n) => [share - Math.floor(share), n] as const).sort((a, b) => b[0] - a[0]);
  for (const [, n] of order) {
    if (left <= 0) break;
    paid[n]! += 1;
    left -= 1;
  }
  return paid;
}

/** An item transaction's id: the payment's id and the item's place in the basket (01, 02, …). */
export const paymentTransactionId = (paymentId: string, index: number) =>
  `${paymentId}${String(index + 1).padStart(2, '0')}`;

/** MM and YY or YYYY of a card that has not run out (valid to the end of its month). */
function expiryValid(month: string, year: string): boolean {
  if (!/^\d{1,2}$/.test(month) || !/^(\d{2}|\d{4})$/.test(year)) return false;
  const m = Number(month);
  const y = year.length === 2 ? 2000 + Number(year) : Number(year);
  const now = new Date();
  return m >= 1 && m <= 12 && y * 12 + m >= now.getFullYear() * 12 + now.getMonth() + 1;
}
