import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { LRUCache } from 'lru-cache';
import {
  backOfficeRoleOf,
  ROLES,
  TOKEN_TYPES,
  type BackOfficeRole,
  type TokenClaims,
} from '@kehribar/contracts';
import type { Config } from '../config.ts';

export interface Principal {
  /** user id for customers, session id for guests */
  sub: string;
  sessionId: string;
  role: string;
  tokenType: TokenClaims['tokenType'];
  email?: string;
  /** The guest's basket and favourites id (guests only). */
  guestId?: string;
  isAdmin: boolean;
  /** Owner or Staff for a back-office member, else null (decision 030); read from the database on admin calls. */
  backOfficeRole: BackOfficeRole | null;
  isCustomer: boolean;
}

const ISSUER = 'kehribar';
/** Distinct live tokens remembered as verified; beyond this the least recently used are verified again. */
const VERIFIED_TOKENS_KEPT = 20_000;

/** Signs and verifies the API's access tokens (HS256 JWTs with exp, role, tokenType, sub, sid). */
export class TokenService {
  private readonly key: Uint8Array;
  /**
   * Tokens already verified, until they expire. Every request carries a token, and an HMAC check through
   * WebCrypto took a third of the CPU of a cached catalogue read; a token's text cannot change without
   * failing the check again, so remembering the outcome of a good one is as safe as repeating it.
   */
  private readonly verified = new LRUCache<string, { principal: Principal; expiresAtMs: number }>({
    max: VERIFIED_TOKENS_KEPT,
  });

  constructor(private readonly config: Config) {
    this.key = new TextEncoder().encode(config.jwtSecret);
  }

  async signGuest(sessionId: string, guestId: string): Promise<{ token: string; expiresAt: Date }> {
    const expiresAt = new Date(Date.now() + this.config.guestTokenHours * 3600_000);
    const token = await this.sign(
      { sub: sessionId, sid: sessionId, role: 'Guest', tokenType: TOKEN_TYPES.guest, gid: guestId },
      expiresAt,
    );
    return { token, expiresAt };
  }

  async signCustomer(user: { id: string; role: string; email: string }, sessionId: string) {
    const expiresAt = new Date(Date.now() + this.config.accessTokenMinutes * 60_000);
    const token = await this.sign(
      { sub: user.id, sid: sessionId, role: user.role, tokenType: TOKEN_TYPES.customer, email: user.email },
      expiresAt,
    );
    return { token, expiresAt };
  }

  private sign(claims: Omit<TokenClaims, 'exp'>, expiresAt: Date): Promise<string> {
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
  }

  /** The principal of a token verified before and not expired since, without waiting; else undefined. */
  known(token: string): Principal | undefined {
    const known = this.verified.get(token);
    return known && known.expiresAtMs > Date.now() ? known.principal : undefined;
  }

  /** The principal of a valid token, or null for a missing, forged, expired or malformed one. */
  async verify(token: string): Promise<Principal | null> {
    const known = this.known(token);
    if (known) return known;
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        algorithms: ['HS256'],
        requiredClaims: ['exp'],
      });
      const { sub, sid, role, tokenType, email, gid, exp } = payload as Partial<TokenClaims>;
      if (typeof sub !== 'string' || typeof sid !== 'string' || typeof role !== 'string') return null;
      if (tokenType !== TOKEN_TYPES.guest && tokenType !== TOKEN_TYPES.customer) return null;
      const isCustomer = tokenType === TOKEN_TYPES.customer;
      const principal: Principal = {
        sub,
        sessionId: sid,
        role,
        tokenType,
        email,
        guestId: isCustomer ? undefined : gid,
        isCustomer,
        isAdmin: isCustomer && role.split(',').includes(ROLES.Admin),
        backOfficeRole: isCustomer ? backOfficeRoleOf(role) : null,
      };
      // jwtVerify has checked that exp is present and in the future; the entry lives no longer.
      this.verified.set(token, { principal, expiresAtMs: exp! * 1000 });
      return principal;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }
}

/** An opaque random token (refresh, e-mail confirmation, password reset) and the hash that is stored. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
