import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { toDecimal, toMinor, type Currency, type InstallmentTable, type Language } from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { MESSAGES } from '../../platform/messages.ts';
import { gatewayFor, iyzicoLocale, type CardInstallments } from '../../platform/payments/gateway.ts';
import { installmentCapOf } from '../basket/index.ts';
import { ProductReader } from '../catalog/index.ts';

/** How long the provider's answer for one price is kept: rates change rarely, pages render often. */
export const INSTALLMENT_TABLE_TTL_MS = 15 * 60_000;
const CACHED_PRICES = 500;

/**
 * Payment/GetInstallmentTable (docs/decisions/041-product-page-instalments-size-guide-share.md): a
 * product's instalments per card family before any card is typed, from the provider's no-BIN instalment
 * information, within its category's cap (decision 028). Quoted in TRY whatever the shopper browses in:
 * only Turkish credit cards take instalments, and a buyer billed in Türkiye pays in TRY.
 */
export class InstallmentTableService {
  private readonly products: ProductReader;
  /** The provider's answers by price, currency and cap; a pending look-up is shared, a failed one dropped. */
  private readonly answers: LRUCache<string, Promise<CardInstallments[]>>;

  constructor(
    private readonly ctx: AppContext,
    options: { ttlMs?: number; now?: () => number } = {},
  ) {
    this.products = new ProductReader(ctx.db);
    const now = options.now ?? (() => performance.now());
    this.answers = new LRUCache({
      max: CACHED_PRICES,
      ttl: options.ttlMs ?? INSTALLMENT_TABLE_TTL_MS,
      perf: { now },
    });
  }

  async table(
    productId: string,
    view: { language: Language; currency: Currency },
  ): Promise<InstallmentTable> {
    const currency: Currency = 'TRY';
    const product = await this.products.byId(productId.toLowerCase(), { language: view.language, currency });
    if (!product) throw notFound(MESSAGES.productNotFound);
    const { maxInstallments } = this.ctx.config;
    const cap = await installmentCapOf(this.ctx.db, [product.id], maxInstallments);
    const price = toMinor(product.price);
    const base = { productId: product.id, price: toDecimal(price), currency, shownCurrency: view.currency };
    if (cap <= 1) {
      return {
        ...base,
        maxInstallments: 1,
        singlePaymentReason: maxInstallments <= 1 ? 'shop' : 'category',
        families: [],
      };
    }
    const families = (await this.quote(price, currency, cap, view.language))
      .map((card) => ({
        cardFamilyName: card.cardFamilyName,
        bankName: card.bankName,
        rows: card.installmentPrices
          .filter((p) => p.installmentNumber <= cap)
          .map((p) => ({
            installmentNumber: p.installmentNumber,
            monthly: toDecimal(p.installmentPrice),
            total: toDecimal(p.totalPrice),
          })),
      }))
      .filter((family) => family.rows.length > 1);
    return {
      ...base,
      maxInstallments: cap,
      singlePaymentReason: families.length === 0 ? 'provider' : null,
      families,
    };
  }

  /** The provider's answer, kept per (price, currency, cap); a failure is 503 and is not kept. */
  private quote(price: number, currency: Currency, cap: number, language: Language) {
    const key = `${price}|${currency}|${cap}`;
    let answer = this.answers.get(key);
    if (!answer) {
      answer = gatewayFor(this.ctx).installmentInfo({
        price,
        currency,
        locale: iyzicoLocale(language),
        conversationId: randomUUID(),
      });
      this.answers.set(key, answer);
      answer.catch(() => {
        if (this.answers.peek(key) === answer) this.answers.delete(key);
      });
    }
    return answer.catch((error: unknown) => {
      this.ctx.log.warn({ err: error }, 'instalment table unavailable');
      throw new AppError(503, 'PAYMENT_FAILED', MESSAGES.paymentUnavailable);
    });
  }
}
