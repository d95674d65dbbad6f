import { sql } from 'drizzle-orm';
import { backOfficeRoleOf, ROLES } from '@kehribar/contracts';
import type { Database } from '../db/client.ts';
import type { Cache } from './cache.ts';
import type { Principal } from './tokens.ts';

/** The cache group of customers' session states; cleared whole by any sign-out, reset or revocation. */
const SESSIONS = 'sessions';

const sessionOpen = sql`select exists (
  select 1 from refresh_tokens where session_id = ${sql.placeholder('sid')} and revoked_at is null
) as open`;

const currentUser = sql`select u.role, u.email, exists (
  select 1 from refresh_tokens r where r.session_id = ${sql.placeholder('sid')} and r.revoked_at is null
) as open from users u where u.id = ${sql.placeholder('uid')}`;

/**
 * A customer's access token lives only as long as its session: the refresh-token family it was issued
 * with. Logout, a password reset and a replayed refresh token revoke the family, and the access token
 * stops working at once instead of at its expiry (decision 019).
 *
 * Open sessions are remembered in the shared cache, so a customer's basket write costs no extra database
 * round trip; every revocation clears the whole group in every process (through Redis when it is set).
 * Admin calls read the user's role from the database each time, so a demoted or deleted administrator
 * loses the back office on the next call, and a change between Owner and Staff holds on the next call too
 * (docs/decisions/030-staff-roles-and-audit-log.md).
 */
export class SessionGuard {
  constructor(
    private readonly database: Database,
    private readonly cache: Cache,
  ) {}

  /** The principal to serve, or null when its session was closed (or, for admin calls, its user is gone). */
  async current(principal: Principal, adminCall: boolean): Promise<Principal | null> {
    if (!adminCall) return (await this.isOpen(principal.sessionId)) ? principal : null;
    const [row] = await this.database.prepared<{ role: string; email: string; open: boolean }>(
      'session-guard-user',
      currentUser,
      {
        sid: principal.sessionId,
        uid: principal.sub,
      },
    );
    if (!row?.open) return null;
    return {
      ...principal,
      role: row.role,
      email: row.email,
      isAdmin: row.role.split(',').includes(ROLES.Admin),
      backOfficeRole: backOfficeRoleOf(row.role),
    };
  }

  /** Tells every process that some sessions were closed (sign-out, password reset, revoked family). */
  async closed(): Promise<void> {
    await this.cache.invalidate(SESSIONS);
  }

  private isOpen(sessionId: string): Promise<boolean> {
    return this.cache.wrap(SESSIONS, sessionId, async () => {
      const [row] = await this.database.prepared<{ open: boolean }>('session-guard-open', sessionOpen, {
        sid: sessionId,
      });
      return row?.open === true;
    });
  }
}
