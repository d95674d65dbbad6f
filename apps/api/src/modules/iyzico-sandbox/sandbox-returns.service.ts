import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { toDecimal, toMinor } from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import { sandboxPayments, sandboxRefunds } from '../../db/schema/index.ts';
import { fieldsSignature } from '../../platform/payments/signature.ts';
import type { BankErrorCode } from './cards.ts';
import { itemPaidPrices, type SandboxBank } from './sandbox-bank.service.ts';

type Body = Record<string, unknown>;

/** A refund amount as the bank takes it: above zero, with at most two decimals. */
const refundPrice = z
  .union([z.string(), z.number()])
  .transform((v) => String(v))
  .pipe(z.string().regex(/^\d+(\.\d{1,2})?$/))
  .transform((v) => toMinor(Number(v)))
  .pipe(z.number().int().positive());

/** The bank's day: its end-of-day runs on Türkiye time. */
const bankDay = (d: Date) => d.toLocaleDateString('en-CA', { timeZone: 'Europe/Istanbul' });

/**
 * The sandbox bank giving money back, by iyzico's rules: a cancel voids a whole charged payment on the
 * day it was charged (before the bank's end-of-day) and only if nothing of it was refunded; a refund
 * gives back part or all of one item transaction, any day, never more than what is left of it. Both
 * are written to the sandbox's ledger and answered signed like iyzico's refunds
 * ([paymentId, price, currency, conversationId]).
 */
export class SandboxReturns {
  constructor(
    private readonly ctx: AppContext,
    private readonly secretKey: string,
    private readonly bank: SandboxBank,
  ) {}

  /** POST /payment/cancel */
  async cancel(body: Body): Promise<Body> {
    const paymentId = String(body.paymentId ?? '');
    const conversationId = typeof body.conversationId === 'string' ? body.conversationId : '';
    const fail = (code: BankErrorCode, detail?: string) =>
      this.bank.failure(body.locale, code, body.conversationId, detail);
    if (!paymentId) return fail('11', 'paymentId');
    return this.ctx.db.transaction(async (tx) => {
      const [p] = await tx
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.paymentId, paymentId))
        .for('update');
      if (!p) return fail('5003');
      if (p.status !== 'paid' || !p.paidAt) return fail('5006');
      const now = new Date();
      if (bankDay(p.paidAt) !== bankDay(now)) return fail('5007');
      const [refunded] = await tx
        .select({ id: sandboxRefunds.id })
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.paymentId, paymentId))
        .limit(1);
      if (refunded) return fail('5008');
      await tx
        .update(sandboxPayments)
        .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
        .where(eq(sandboxPayments.paymentId, paymentId));
      // The whole charge goes back, instalment interest included.
      const price = toDecimal(p.paidPrice);
      return this.bank.success(body.locale, body.conversationId, {
        paymentId,
        price,
        currency: p.currency,
        authCode: String(randomInt(100_000, 999_999)),
        hostReference: `mock${paymentId}`,
        cancelHostReference: `mockcancel${paymentId}`,
        signature: fieldsSignature([paymentId, price, p.currency, conversationId], this.secretKey),
      });
    });
  }

  /** POST /payment/refund */
  async refund(body: Body): Promise<Body> {
    const transactionId = String(body.paymentTransactionId ?? '');
    const conversationId = typeof body.conversationId === 'string' ? body.conversationId : '';
    const fail = (code: BankErrorCode, detail?: string) =>
      this.bank.failure(body.locale, code, body.conversationId, detail);
    const amount = refundPrice.safeParse(body.price);
    if (!/^\d{3,}$/.test(transactionId)) return fail('11', 'paymentTransactionId');
    if (!amount.success) return fail('11', 'price');
    const paymentId = transactionId.slice(0, -2);
    const index = Number(transactionId.slice(-2)) - 1;
    return this.ctx.db.transaction(async (tx) => {
      const [p] = await tx
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.paymentId, paymentId))
        .for('update');
      const paid = p ? itemPaidPrices(p)[index] : undefined;
      if (!p || paid === undefined) return fail('5003');
      if (p.status !== 'paid') return fail('5006');
      if (body.currency !== undefined && body.currency !== p.currency) return fail('11', 'currency');
      const [done] = await tx
        .select({ total: sql<number>`coalesce(sum(${sandboxRefunds.price}), 0)`.mapWith(Number) })
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.paymentTransactionId, transactionId));
      if ((done?.total ?? 0) + amount.data > paid) return fail('5009');
      await tx
        .insert(sandboxRefunds)
        .values({ paymentId, paymentTransactionId: transactionId, price: amount.data, conversationId });
      const price = toDecimal(amount.data);
      return this.bank.success(body.locale, body.conversationId, {
        paymentId,
        paymentTransactionId: transactionId,
        price,
        currency: p.currency,
        authCode: String(randomInt(100_000, 999_999)),
        hostReference: `mock${paymentId}`,
        refundHostReference: `mockrefund${transactionId}`,
        retryable: false,
        signature: fieldsSignature([paymentId, price, p.currency, conversationId], this.secretKey),
      });
    });
  }
}
