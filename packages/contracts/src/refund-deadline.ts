import { REFUND_DAYS, REFUND_DUE_SOON_DAYS } from './constants.ts';

/**
 * When the refund of a return is due (docs/decisions/024-after-sale.md, "Refund deadline"): the law counts
 * 14 days from the buyer's notice, which is the moment the return was asked for, whenever the goods
 * come back. Pure and zod-free: the server puts the date on the return, the back office colours it.
 */

const DAY_MS = 24 * 60 * 60_000;

export function refundDueAt(requestedAt: Date | string): Date {
  return new Date(new Date(requestedAt).getTime() + REFUND_DAYS * DAY_MS);
}

/** overdue: past the date; soon: within REFUND_DUE_SOON_DAYS; ok: later. */
export type RefundUrgency = 'overdue' | 'soon' | 'ok';

export function refundUrgency(dueAt: Date | string, now: Date = new Date()): RefundUrgency {
  const left = new Date(dueAt).getTime() - now.getTime();
  if (left < 0) return 'overdue';
  return left <= REFUND_DUE_SOON_DAYS * DAY_MS ? 'soon' : 'ok';
}
