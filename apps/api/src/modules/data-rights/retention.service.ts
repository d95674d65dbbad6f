import { and, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import {
  couponUsages,
  dataRequests,
  marketingConsents,
  orderEvents,
  orderInvoices,
  orderReturnItems,
  orderReturns,
  orders,
  retentionRuns,
  subscribers,
  users,
} from '../../db/schema/index.ts';
import type { DbOrTx } from '../basket/index.ts';
import { recordEvent, StoredInvoices, SYSTEM } from '../orders/index.ts';
import { ERASED_ORDER_FIELDS } from './erased-order.ts';
import { purgeShortLived, type ShortLivedCounts } from './short-lived-records.ts';
import { turkeyDay, turkeyHour } from '../../platform/turkey-time.ts';

/**
 * How long each record is kept (docs/decisions/044-retention-and-consent-proof.md). Orders: the longer of
 * VUK 253 (five years) and TTK 82 (ten years), counted from the end of the calendar year of the order's
 * last step. Consent records: three years after the consent ended. Answered data requests: three years
 * after the answer.
 */
export const ORDER_KEEPING_YEARS = 10;
export const CONSENT_PROOF_YEARS = 3;
export const DATA_REQUEST_YEARS = 3;

/** The Türkiye calendar day (YYYY-MM-DD), year and hour of a moment. */
const turkeyYear = (at: Date) => Number(turkeyDay(at).slice(0, 4));

/** 1 January of a year, midnight in Türkiye (UTC+3 all year since 2016). */
export const startOfTurkeyYear = (year: number) => new Date(`${year}-01-01T00:00:00+03:00`);

const yearsBefore = (at: Date, years: number) => {
  const d = new Date(at);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d;
};

export interface RetentionCounts extends ShortLivedCounts {
  orders: number;
  consents: number;
  dataRequests: number;
}

/**
 * The daily retention job (KVKK art. 7: what no purpose or law needs any more is erased): once a day, after
 * the reconciliation hour, one process claims the day and, in that transaction,
 *  - removes the remaining personal data of orders whose keeping period ended and which belong to no
 *    living account (guest orders, and orders an erased account left behind, decision 027);
 *  - deletes marketing-consent records that ended more than three years ago, and the subscriber rows
 *    left with no record;
 *  - deletes data-protection requests answered more than three years ago;
 *  - deletes the records of one exchange once served: sent mails, contact messages, back-in-stock
 *    requests (short-lived-records.ts).
 * Invoice files of cleared orders are removed after the transaction commits.
 */
export class Retention {
  private readonly invoices: StoredInvoices;

  constructor(private readonly ctx: AppContext) {
    this.invoices = new StoredInvoices(ctx.storage);
  }

  /**
   * Orders whose keeping period has ended by `now`: placed, and last changed, before 1 January of the year
   * ten years back; not linked to an account, and not of an address that has one (the customer's order
   * list shows those, decision 027); not cleared already.
   */
  async ordersDue(now: Date, db: DbOrTx = this.ctx.db): Promise<string[]> {
    const cutoff = startOfTurkeyYear(turkeyYear(now) - ORDER_KEEPING_YEARS).toISOString();
    const rows = await db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          isNull(orders.userId),
          lt(orders.orderCreateDate, sql`${cutoff}::timestamptz`),
          sql`not exists (select 1 from ${orderEvents} where ${orderEvents.orderId} = ${orders.id} and (${orderEvents.at} >= ${cutoff}::timestamptz or ${orderEvents.type} = 'retention_period_ended'))`,
          sql`not exists (select 1 from ${users} where lower(${users.email}) = lower(${orders.email}))`,
        ),
      );
    return rows.map((r) => r.id);
  }

  /** Runs today's clearing if it is due and no process ran it yet; null when it was not this call's to run. */
  async runIfDue(now = new Date()): Promise<RetentionCounts | null> {
    if (turkeyHour(now) < this.ctx.config.reconciliationHour) return null;
    const day = turkeyDay(now);
    const files: string[] = [];
    const counts = await this.ctx.db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(retentionRuns)
        .values({ day, ranAt: now })
        .onConflictDoNothing()
        .returning({ day: retentionRuns.day });
      if (!claimed) return null;
      const done: RetentionCounts = {
        orders: await this.clearOrders(tx, now, files),
        consents: await this.purgeConsents(tx, now),
        dataRequests: await this.purgeDataRequests(tx, now),
        ...(await purgeShortLived(tx, now)),
      };
      await tx.update(retentionRuns).set(done).where(eq(retentionRuns.day, day));
      return done;
    });
    // After the commit: a failed delete leaves a file nothing points to, never a row whose file is gone.
    for (const key of files) {
      await this.invoices
        .remove(key)
        .catch((err: unknown) => this.ctx.log.warn({ err, key }, 'removing an expired invoice file failed'));
    }
    if (counts) this.ctx.log.info(counts, 'retention job ran');
    return counts;
  }

  /**
   * What is left of an order's personal data goes: contact, both addresses, the accepted texts (they name
   * the buyer), IP, card digits, shipping code, the history's e-mails and notes, return reasons, coupon
   * keys, and the invoice PDFs. Kept: number, dates, status, lines, amounts, currency, payment references.
   */
  private async clearOrders(tx: DbOrTx, now: Date, files: string[]): Promise<number> {
    const ids = await this.ordersDue(now, tx);
    if (ids.length === 0) return 0;
    await tx
      .update(orders)
      .set({
        ...ERASED_ORDER_FIELDS,
        billingContactName: '',
        billingAddressLine: '',
        billingCity: '',
        billingState: '',
        billingZipCode: '',
        billingCountry: '',
        contractText: null,
        preInformationText: null,
        shippingCode: null,
        shippingTrackingUrl: null,
      })
      .where(inArray(orders.id, ids));
    await tx
      .update(orderEvents)
      .set({ actorUserId: null, actorEmail: null, note: null })
      .where(inArray(orderEvents.orderId, ids));
    await tx
      .update(orderReturnItems)
      .set({ reason: '' })
      .where(
        inArray(
          orderReturnItems.returnId,
          tx.select({ id: orderReturns.id }).from(orderReturns).where(inArray(orderReturns.orderId, ids)),
        ),
      );
    await tx
      .update(couponUsages)
      .set({ buyerKey: sql`'erased:' || ${couponUsages.orderId}` })
      .where(inArray(couponUsages.orderId, ids));
    const invoices = await tx
      .delete(orderInvoices)
      .where(inArray(orderInvoices.orderId, ids))
      .returning({ key: orderInvoices.storageKey });
    files.push(...invoices.map((i) => i.key));
    for (const id of ids) await recordEvent(tx, id, 'retention_period_ended', SYSTEM);
    return ids.length;
  }

  /**
   * Consent records are the proof of a consent and of its withdrawal; three years after a consent ended
   * they go, and so does the subscriber row of an address with no record left. A consent in force is kept.
   */
  private async purgeConsents(tx: DbOrTx, now: Date): Promise<number> {
    const gone = await tx
      .delete(marketingConsents)
      .where(
        and(
          isNotNull(marketingConsents.unsubscribedAt),
          lt(marketingConsents.unsubscribedAt, yearsBefore(now, CONSENT_PROOF_YEARS)),
        ),
      )
      .returning({ address: marketingConsents.address });
    const addresses = [...new Set(gone.map((g) => g.address))];
    if (addresses.length > 0) {
      await tx
        .delete(subscribers)
        .where(
          and(
            inArray(subscribers.email, addresses),
            sql`not exists (select 1 from ${marketingConsents} where ${marketingConsents.address} = ${subscribers.email})`,
          ),
        );
    }
    return gone.length;
  }

  /** Answered requests, three years after the answer; open ones stay until answered. */
  private async purgeDataRequests(tx: DbOrTx, now: Date): Promise<number> {
    const gone = await tx
      .delete(dataRequests)
      .where(
        and(
          eq(dataRequests.status, 'answered'),
          lt(dataRequests.answeredAt, yearsBefore(now, DATA_REQUEST_YEARS)),
        ),
      )
      .returning({ id: dataRequests.id });
    return gone.length;
  }
}
