import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountThrottles } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { fill, MESSAGES, type MessageText } from '../../platform/messages.ts';

/** When an action locks, and for how long, up to the cap; failures older than a day are forgotten. */
export interface ThrottlePolicy {
  /** Failures that lock the key; each one more doubles the lock. At least 1. */
  failuresToLock: number;
  firstLockMinutes: number;
  maxLockMinutes: number;
  /** The message of a locked action; {minutes} is filled in. */
  locked: MessageText;
}

/** Five wrong passwords lock for a minute, each further one doubles it, at most an hour. */
export const SIGN_IN_POLICY: ThrottlePolicy = {
  failuresToLock: 5,
  firstLockMinutes: 1,
  maxLockMinutes: 60,
  locked: MESSAGES.signInLocked,
};

/** Reset mails asked for and wrong reset links: five lock for 15 minutes, then 30, 60 …, at most a day. */
export const RESET_POLICY: ThrottlePolicy = {
  failuresToLock: 5,
  firstLockMinutes: 15,
  maxLockMinutes: 24 * 60,
  locked: MESSAGES.resetLocked,
};

export const signInKey = (email: string) => `sign-in:${email.trim().toLowerCase()}`;
export const resetKey = (email: string) => `reset:${email.trim().toLowerCase()}`;

/**
 * Limits per account, beside the limits per client address (decision 019): an attacker who spreads
 * guesses over many addresses still gets a handful of tries per account, then waits longer after each.
 */
export class AccountThrottle {
  constructor(
    private readonly db: Db,
    private readonly policy: ThrottlePolicy,
  ) {}

  /** Refuses (429) while the key is locked; says whether failures are counted, so clear() can be skipped. */
  async assertOpen(key: string): Promise<boolean> {
    const [row] = await this.db
      .select({ lockedUntil: accountThrottles.lockedUntil })
      .from(accountThrottles)
      .where(eq(accountThrottles.key, key));
    const remainingMs = row?.lockedUntil ? row.lockedUntil.getTime() - Date.now() : 0;
    if (remainingMs > 0) {
      const minutes = String(Math.ceil(remainingMs / 60_000));
      throw new AppError(429, 'ACCOUNT_LOCKED', fill(this.policy.locked, { minutes }));
    }
    return row !== undefined;
  }

  /** Counts one failure; from failuresToLock on, the key is locked for a doubling time. */
  async fail(key: string): Promise<void> {
    const { failuresToLock, firstLockMinutes, maxLockMinutes } = this.policy;
    const t = accountThrottles;
    // One statement, so concurrent failures each count: the lock follows from the new count.
    const failures = sql`case when ${t.lastFailureAt} < now() - interval '1 day' then 1 else ${t.failures} + 1 end`;
    const lockMinutes = sql`least(${maxLockMinutes}, ${firstLockMinutes} * power(2, greatest(0, (${failures}) - ${failuresToLock})))`;
    await this.db
      .insert(t)
      .values({ key, failures: 1, lastFailureAt: sql`now()` })
      .onConflictDoUpdate({
        target: t.key,
        set: {
          failures,
          lastFailureAt: sql`now()`,
          lockedUntil: sql`case when (${failures}) >= ${failuresToLock} then now() + make_interval(mins => (${lockMinutes})::int) else null end`,
        },
      });
  }

  /** Forgets the failures (a successful sign-in, a completed reset). */
  async clear(key: string): Promise<void> {
    await this.db.delete(accountThrottles).where(eq(accountThrottles.key, key));
  }
}
