import { randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { TokenResponse } from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import { refreshTokens, users } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { MESSAGES } from '../../platform/messages.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import { AccountThrottle, SIGN_IN_POLICY, signInKey } from './account-throttle.ts';
import { hashToken, newOpaqueToken } from '../../platform/tokens.ts';

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export class TokenIssuer {
  private readonly signIns: AccountThrottle;

  constructor(private readonly ctx: AppContext) {
    this.signIns = new AccountThrottle(ctx.db, SIGN_IN_POLICY);
  }

  /** A guest token and a new session id for the storefront's public client. */
  async clientCredentials(
    clientId: string,
    clientSecret: string,
    nonUserId?: string | null,
  ): Promise<TokenResponse> {
    const client = this.ctx.config.webClient;
    if (!sameSecret(clientId, client.id) || !sameSecret(clientSecret, client.secret)) {
      throw new AppError(401, 'INVALID_CLIENT', MESSAGES.invalidClient);
    }
    const sessionId = randomUUID();
    const guestId = this.ctx.guestIds.isValid(nonUserId) ? nonUserId : this.ctx.guestIds.issue();
    const { token, expiresAt } = await this.ctx.tokens.signGuest(sessionId, guestId);
    return {
      token,
      tokenType: 'client_credentials',
      expiresAt: expiresAt.toISOString(),
      sessionId,
      nonUserId: guestId,
    };
  }

  /**
   * Checks e-mail and password; an unconfirmed account is told how to get a new link. Wrong passwords
   * lock the address for a while (SIGN_IN_POLICY), registered or not.
   */
  async checkCredentials(email: string, password: string) {
    const key = signInKey(email);
    const failedBefore = await this.signIns.assertOpen(key);
    const [user] = await this.ctx.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    const valid = await verifyPassword(user?.passwordHash, password);
    if (!user || !valid) {
      await this.signIns.fail(key);
      throw new AppError(401, 'INVALID_CREDENTIALS', MESSAGES.invalidCredentials);
    }
    // Only when failures were counted: a sign-in (two checks: signin, then Password) writes nothing.
    if (failedBefore) await this.signIns.clear(key);
    if (!user.emailConfirmed) throw new AppError(403, 'EMAIL_NOT_CONFIRMED', MESSAGES.emailNotConfirmed);
    return user;
  }

  /** The password grant: an access token and a refresh token that starts a new token family. */
  async passwordGrant(email: string, password: string): Promise<TokenResponse> {
    const user = await this.checkCredentials(email, password);
    return this.issueCustomerTokens(user, randomUUID(), randomUUID());
  }

  /**
   * Rotates a refresh token. A token that was already rotated is being replayed (stolen or raced):
   * its whole family is revoked and the caller must sign in again.
   */
  async refresh(refreshToken: string): Promise<TokenResponse> {
    const now = new Date();
    const result = await this.ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)))
        .for('update');
      if (!row || row.revokedAt || row.expiresAt <= now) return null;
      if (row.rotatedAt) {
        await tx
          .update(refreshTokens)
          .set({ revokedAt: now })
          .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
        return 'replayed' as const;
      }
      await tx.update(refreshTokens).set({ rotatedAt: now }).where(eq(refreshTokens.id, row.id));
      const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
      return user ? { user, familyId: row.familyId, sessionId: row.sessionId } : null;
    });
    if (result === 'replayed') await this.ctx.sessions.closed();
    if (!result || result === 'replayed')
      throw new AppError(401, 'INVALID_TOKEN', MESSAGES.invalidRefreshToken);
    return this.issueCustomerTokens(result.user, result.familyId, result.sessionId);
  }

  /** Logout: the refresh token's family, and the access tokens of its session, can no longer be used. Unknown tokens are ignored. */
  async revoke(refreshToken: string): Promise<void> {
    const [row] = await this.ctx.db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
    if (!row) return;
    await this.ctx.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
    await this.ctx.sessions.closed();
  }

  /** Revokes every refresh token, and so every session, of a user (after a password reset). */
  async revokeAllOf(userId: string): Promise<void> {
    await this.ctx.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    await this.ctx.sessions.closed();
  }

  private async issueCustomerTokens(
    user: { id: string; role: string; email: string },
    familyId: string,
    sessionId: string,
  ): Promise<TokenResponse> {
    const refresh = newOpaqueToken();
    await this.ctx.db.insert(refreshTokens).values({
      userId: user.id,
      tokenHash: refresh.hash,
      familyId,
      sessionId,
      expiresAt: new Date(Date.now() + this.ctx.config.refreshTokenDays * 86_400_000),
    });
    const { token, expiresAt } = await this.ctx.tokens.signCustomer(user, sessionId);
    return {
      token,
      tokenType: 'password',
      expiresAt: expiresAt.toISOString(),
      sessionId,
      refreshToken: refresh.token,
    };
  }
}
