import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { usedCaptchas } from '../db/schema/index.ts';

const ALGORITHM = 'SHA-256';
// Tuned so a phone solves it in about a second while a bot signing up in bulk pays for every account.
const COST = 20;
const COUNTER_RANGE: [number, number] = [2_000, 8_000];
const LIFETIME_MS = 10 * 60_000;

/**
 * ALTCHA, self-hosted proof of work: challenges are made and signed here, the widget solves one in the
 * browser, and the solution is verified here and then remembered until it expires, so it works once.
 */
export class Captcha {
  private readonly secret: string;
  private readonly keySecret: string;

  constructor(
    private readonly db: Db,
    jwtSecret: string,
  ) {
    this.secret = `altcha:${jwtSecret}`;
    this.keySecret = `altcha-key:${jwtSecret}`;
  }

  challenge(): Promise<Challenge> {
    return createChallenge({
      algorithm: ALGORITHM,
      cost: COST,
      counter: randomInt(...COUNTER_RANGE),
      deriveKey,
      expiresAt: new Date(Date.now() + LIFETIME_MS),
      hmacSignatureSecret: this.secret,
      hmacKeySignatureSecret: this.keySecret,
    });
  }

  /** True once for a valid, unexpired solution; false for anything else, including a replay. */
  async verifyOnce(payloadBase64: string): Promise<boolean> {
    let payload: { challenge?: Challenge; solution?: unknown };
    try {
      payload = JSON.parse(Buffer.from(payloadBase64, 'base64').toString('utf8')) as typeof payload;
    } catch {
      return false;
    }
    if (!payload?.challenge?.signature || !payload.solution) return false;
    let verified = false;
    try {
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution as never,
        deriveKey,
        hmacSignatureSecret: this.secret,
        hmacKeySignatureSecret: this.keySecret,
      });
      verified = result.verified;
    } catch {
      return false;
    }
    if (!verified) return false;
    await this.db.delete(usedCaptchas).where(lt(usedCaptchas.expiresAt, sql`now()`));
    const inserted = await this.db
      .insert(usedCaptchas)
      .values({ signature: payload.challenge.signature, expiresAt: new Date(Date.now() + LIFETIME_MS) })
      .onConflictDoNothing()
      .returning({ signature: usedCaptchas.signature });
    return inserted.length === 1;
  }
}
