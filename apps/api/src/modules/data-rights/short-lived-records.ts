import { and, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { backInStockRequests, contactMessages, mailOutbox } from '../../db/schema/index.ts';
import type { DbOrTx } from '../basket/index.ts';

/**
 * How long the records that serve one exchange are kept (docs/decisions/044-retention-and-consent-proof.md,
 * "Short-lived records"): no law asks for them once their purpose is served, so they go with the daily
 * retention job.
 */
/** A mail that went (or was given up on): long enough to answer "did you send it?" about an order. */
export const SENT_MAIL_DAYS = 90;
/** A contact message: a year after the owner answered it, two after it arrived if never answered. */
export const ANSWERED_MESSAGE_DAYS = 365;
export const UNANSWERED_MESSAGE_DAYS = 730;
/** A back-in-stock request: a year after its mail went, or after it was made if the piece never came back. */
export const STOCK_REQUEST_DAYS = 365;

export interface ShortLivedCounts {
  mails: number;
  contactMessages: number;
  stockRequests: number;
}

const daysBefore = (at: Date, days: number) => new Date(at.getTime() - days * 86_400_000);

export async function purgeShortLived(tx: DbOrTx, now: Date): Promise<ShortLivedCounts> {
  // A pending mail is still to be sent: never removed here.
  const mails = await tx
    .delete(mailOutbox)
    .where(
      and(
        inArray(mailOutbox.status, ['sent', 'failed']),
        lt(mailOutbox.createdAt, daysBefore(now, SENT_MAIL_DAYS)),
      ),
    )
    .returning({ id: mailOutbox.id });
  const messages = await tx
    .delete(contactMessages)
    .where(
      or(
        and(
          isNotNull(contactMessages.handledAt),
          lt(contactMessages.handledAt, daysBefore(now, ANSWERED_MESSAGE_DAYS)),
        ),
        and(
          isNull(contactMessages.handledAt),
          lt(contactMessages.createdAt, daysBefore(now, UNANSWERED_MESSAGE_DAYS)),
        ),
      ),
    )
    .returning({ id: contactMessages.id });
  const stockCutoff = daysBefore(now, STOCK_REQUEST_DAYS);
  const requests = await tx
    .delete(backInStockRequests)
    .where(
      or(
        lt(backInStockRequests.notifiedAt, stockCutoff),
        and(isNull(backInStockRequests.notifiedAt), lt(backInStockRequests.createdAt, stockCutoff)),
      ),
    )
    .returning({ id: backInStockRequests.id });
  return { mails: mails.length, contactMessages: messages.length, stockRequests: requests.length };
}
