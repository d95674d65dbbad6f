import { and, asc, eq, lte } from 'drizzle-orm';
import { REFUND_DAYS, REFUND_DUE_SOON_DAYS, refundDueAt } from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import { orderReturns, orders, refundReminderRuns } from '../../db/schema/index.ts';
import { renderMail } from '../../platform/mail-layout.ts';
import type { OutgoingMail } from '../../platform/mail.ts';
import { MESSAGES, say } from '../../platform/messages.ts';
import { turkeyDay, turkeyHour } from '../../platform/turkey-time.ts';

const DAY_MS = 86_400_000;

/** The Türkiye calendar day (YYYY-MM-DD) and hour of a moment. */

export interface DueReturn {
  orderId: string;
  orderNumber: number;
  dueAt: Date;
}

/**
 * The owner's morning reminder of refunds falling due (docs/decisions/024-after-sale.md, "Refund
 * deadline"): once a day, after the reconciliation hour, the owner (ADMIN_EMAIL) is mailed the open
 * returns whose refund is due within three days or overdue. The day is claimed in the transaction that
 * queues the mail, so among several processes one sends it, and a process that dies sends nothing.
 */
export class RefundReminders {
  constructor(private readonly ctx: AppContext) {}

  /** The open returns due by `now` + 3 days, the earliest first. */
  async due(now = new Date()): Promise<DueReturn[]> {
    const askedBy = new Date(now.getTime() + (REFUND_DUE_SOON_DAYS - REFUND_DAYS) * DAY_MS);
    const rows = await this.ctx.db
      .select({
        orderId: orders.id,
        orderNumber: orders.orderNumber,
        requestedAt: orderReturns.requestedAt,
      })
      .from(orderReturns)
      .innerJoin(orders, eq(orders.id, orderReturns.orderId))
      .where(and(eq(orderReturns.status, 'requested'), lte(orderReturns.requestedAt, askedBy)))
      .orderBy(asc(orderReturns.requestedAt));
    return rows.map((r) => ({
      orderId: r.orderId,
      orderNumber: r.orderNumber,
      dueAt: refundDueAt(r.requestedAt),
    }));
  }

  /** Mails today's reminder if it is due and no process sent it yet; answers how many returns it named. */
  async runIfDue(now = new Date()): Promise<number | null> {
    if (turkeyHour(now) < this.ctx.config.reconciliationHour) return null;
    const day = turkeyDay(now);
    const due = await this.due(now);
    return this.ctx.db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(refundReminderRuns)
        .values({ day, sentAt: now, returns: due.length })
        .onConflictDoNothing()
        .returning({ day: refundReminderRuns.day });
      if (!claimed) return null;
      if (due.length > 0) await this.ctx.mailer.enqueue(this.mail(due, now), tx);
      return due.length;
    });
  }

  /** In Turkish: the back office's default language, and the owner's. */
  private mail(due: DueReturn[], now: Date): OutgoingMail {
    const language = 'tr-TR';
    const day = (d: Date) => d.toLocaleDateString('tr-TR', { timeZone: 'Europe/Istanbul' });
    return {
      to: this.ctx.config.admin.email,
      subject: say(MESSAGES.mailRefundsDueSubject, language, { count: due.length }),
      ...renderMail(
        {
          heading: say(MESSAGES.mailRefundsDueHeading, language),
          paragraphs: [
            say(MESSAGES.mailRefundsDueBody, language),
            ...due.map((r) =>
              say(MESSAGES.mailRefundsDueLine, language, {
                number: r.orderNumber,
                date: day(r.dueAt),
                overdue: r.dueAt < now ? say(MESSAGES.mailRefundsDueOverdue, language) : '',
              }),
            ),
          ],
          action: {
            label: say(MESSAGES.mailRefundsDueAction, language),
            url: `${this.ctx.config.publicUrl}/admin-panel/orders?status=returnRequested`,
          },
        },
        language,
      ),
    };
  }
}
