import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import { toDecimal } from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import { sandboxPayments, sandboxRefunds } from '../../db/schema/index.ts';
import { fieldsSignature } from '../../platform/payments/signature.ts';
import { itemPaidPrices, paymentTransactionId, type SandboxBank } from './sandbox-bank.service.ts';

type Body = Record<string, unknown>;
type LedgerStatus = (typeof sandboxPayments.$inferSelect)['status'];

/** iyzico's paymentStatus for each step of the sandbox's ledger. */
const PAYMENT_STATUS: Record<LedgerStatus, string> = {
  initialized: 'INIT_THREEDS',
  authenticated: 'CALLBACK_THREEDS',
  failed3ds: 'FAILURE',
  declined: 'FAILURE',
  paid: 'SUCCESS',
  // A void leaves the charge a SUCCESS; the void itself is listed under `cancels`.
  cancelled: 'SUCCESS',
};

const idText = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/**
 * The sandbox bank's payment detail (POST /payment/detail): a payment by its id or by the conversation
 * id it was started with (the latest, when one conversation started several), answered and signed as
 * iyzico answers a charge ([paymentId, currency, basketId, conversationId, paidPrice, price]). Besides
 * iyzico's documented fields it lists the void (`cancels`) and each item transaction's `refunds`, as
 * iyzico's reporting service does, so the shop can compare what the bank gave back with its records.
 */
export class SandboxDetail {
  constructor(
    private readonly ctx: AppContext,
    private readonly secretKey: string,
    private readonly bank: SandboxBank,
  ) {}

  /** POST /payment/detail */
  async detail(body: Body): Promise<Body> {
    const paymentId = idText(body.paymentId);
    const paymentConversationId = idText(body.paymentConversationId);
    const conversationId = idText(body.conversationId);
    const fail = (code: '11' | '5003', detail?: string) =>
      this.bank.failure(body.locale, code, body.conversationId, detail);
    if (!paymentId && !paymentConversationId) return fail('11', 'paymentId, paymentConversationId');

    const conditions: SQL[] = [];
    if (paymentId) conditions.push(eq(sandboxPayments.paymentId, paymentId));
    if (paymentConversationId) conditions.push(eq(sandboxPayments.conversationId, paymentConversationId));
    const [p] = await this.ctx.db
      .select()
      .from(sandboxPayments)
      .where(and(...conditions))
      .orderBy(desc(sandboxPayments.createdAt))
      .limit(1);
    if (!p) return fail('5003');

    const refunds = await this.ctx.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.paymentId, p.paymentId))
      .orderBy(asc(sandboxRefunds.createdAt));
    const paidShares = itemPaidPrices(p);
    const price = toDecimal(p.price);
    const paidPrice = toDecimal(p.paidPrice);
    return this.bank.success(body.locale, body.conversationId, {
      paymentId: p.paymentId,
      paymentStatus: PAYMENT_STATUS[p.status],
      price,
      paidPrice,
      installment: p.installment,
      fraudStatus: 1,
      cardType: p.cardType,
      cardAssociation: p.cardAssociation,
      cardFamily: p.cardFamily,
      binNumber: p.binNumber,
      lastFourDigits: p.lastFourDigits,
      basketId: p.basketId,
      currency: p.currency,
      phase: 'AUTH',
      cancels: p.cancelledAt
        ? [{ price: paidPrice, currency: p.currency, createdDate: p.cancelledAt.toISOString() }]
        : [],
      itemTransactions: p.basketItems.map((item, n) => {
        const transactionId = paymentTransactionId(p.paymentId, n);
        return {
          itemId: item.itemId,
          paymentTransactionId: transactionId,
          transactionStatus: p.status === 'paid' || p.status === 'cancelled' ? 2 : 0,
          price: toDecimal(item.price),
          paidPrice: toDecimal(paidShares[n]!),
          refunds: refunds
            .filter((r) => r.paymentTransactionId === transactionId)
            .map((r) => ({
              price: toDecimal(r.price),
              currency: p.currency,
              conversationId: r.conversationId,
              createdDate: r.createdAt.toISOString(),
            })),
        };
      }),
      signature: fieldsSignature(
        [p.paymentId, p.currency, p.basketId, conversationId, paidPrice, price],
        this.secretKey,
      ),
    });
  }
}
