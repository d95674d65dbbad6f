import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  backOfficeRoleOf,
  backOfficeRoleValue,
  ROLES,
  type BackOfficeRole,
  type CreateStaffRequest,
  type Language,
  type StaffMember,
} from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { accountTokens, refreshTokens, users } from '../../db/schema/index.ts';
import { AppError, conflict } from '../../platform/errors.ts';
import { fill, MESSAGES } from '../../platform/messages.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { newOpaqueToken } from '../../platform/tokens.ts';
import { invitationMail } from './staff-mails.ts';

/** How long an invitation's set-password link works: long enough for someone away for a weekend. */
export const INVITATION_DAYS = 7;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type UserRow = typeof users.$inferSelect;

const hasRole = (name: string) => sql`${name} = any(regexp_split_to_array(${users.role}, '\\s*,\\s*'))`;

function member(u: UserRow): StaffMember {
  return {
    userId: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    role: backOfficeRoleOf(u.role) ?? ROLES.Staff,
    passwordSet: u.emailConfirmed,
    createdAt: u.dateCreated.toISOString(),
  };
}

/**
 * The back-office team (docs/decisions/030-staff-roles-and-audit-log.md): the owner invites people by
 * e-mail, changes their role and revokes it. A member is an account whose role holds Admin and one of
 * Owner or Staff; revoking makes it a plain customer account again (its orders stay theirs).
 */
export class StaffService {
  constructor(private readonly ctx: AppContext) {}

  async list(db: Db | Tx = this.ctx.db): Promise<StaffMember[]> {
    const rows = await db
      .select()
      .from(users)
      .where(hasRole(ROLES.Admin))
      .orderBy(asc(users.dateCreated), asc(users.email));
    return rows.map(member);
  }

  /**
   * A new account with no usable password, or an existing customer account promoted; either way an
   * invitation whose link sets the password. A current member cannot be invited again (409).
   */
  async invite(input: CreateStaffRequest, inviter: string, language: Language): Promise<StaffMember> {
    const email = input.email.toLowerCase();
    return this.ctx.db.transaction(async (tx) => {
      const [existing] = await tx.select().from(users).where(eq(users.email, email)).for('update');
      if (existing && backOfficeRoleOf(existing.role)) {
        throw conflict('CONFLICT', fill(MESSAGES.staffAlreadyMember, { email }));
      }
      const role = backOfficeRoleValue(input.role);
      // An account whose address was never confirmed may have been opened by someone else: it keeps no
      // password, so only the mailbox's owner can get in, through the invitation's link.
      const proven = existing?.emailConfirmed === true;
      const user = existing
        ? (
            await tx
              .update(users)
              .set(
                proven
                  ? { role }
                  : { role, passwordHash: await hashPassword(randomBytes(24).toString('base64url')) },
              )
              .where(eq(users.id, existing.id))
              .returning()
          )[0]!
        : (
            await tx
              .insert(users)
              .values({
                email,
                userName: email,
                // Nobody knows this password: the member signs in after choosing theirs through the link.
                passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
                firstName: input.firstName,
                lastName: input.lastName,
                role,
                language,
              })
              .returning()
          )[0]!;
      const { token, hash } = newOpaqueToken();
      await tx.insert(accountTokens).values({
        userId: user.id,
        purpose: 'reset-password',
        tokenHash: hash,
        expiresAt: new Date(Date.now() + INVITATION_DAYS * 86_400_000),
      });
      await this.ctx.mailer.enqueue(
        invitationMail({
          to: email,
          firstName: user.firstName,
          inviter,
          role: input.role,
          token,
          days: INVITATION_DAYS,
          existingAccount: proven,
          baseUrl: this.ctx.config.publicUrl,
          language,
        }),
        tx,
      );
      return member(user);
    });
  }

  /** Owner ⇄ Staff; effective on the member's next call, since admin calls read the role each time. */
  async changeRole(userId: string, role: BackOfficeRole, callerId: string): Promise<StaffMember> {
    return this.ctx.db.transaction(async (tx) => {
      const target = await this.lockTarget(tx, userId, callerId);
      if (role !== ROLES.Owner) await this.assertNotLastOwner(tx, target);
      const [user] = await tx
        .update(users)
        .set({ role: backOfficeRoleValue(role) })
        .where(eq(users.id, userId))
        .returning();
      return member(user!);
    });
  }

  /** Back to a plain customer account, every open session of it closed. */
  async revoke(userId: string, callerId: string): Promise<StaffMember[]> {
    await this.ctx.db.transaction(async (tx) => {
      const target = await this.lockTarget(tx, userId, callerId);
      await this.assertNotLastOwner(tx, target);
      await tx.update(users).set({ role: ROLES.Customer }).where(eq(users.id, userId));
      await tx
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    });
    await this.ctx.sessions.closed();
    return this.list();
  }

  /** The member to change, locked; never the caller (an owner cannot lock themself out). */
  private async lockTarget(tx: Tx, userId: string, callerId: string): Promise<UserRow> {
    if (userId === callerId) throw conflict('CONFLICT', MESSAGES.staffNotSelf);
    const [target] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!target || !backOfficeRoleOf(target.role))
      throw new AppError(404, 'NOT_FOUND', MESSAGES.staffNotFound);
    return target;
  }

  /**
   * The shop keeps an owner. Every owner row is locked first, so two owners demoting each other at once
   * cannot both succeed.
   */
  private async assertNotLastOwner(tx: Tx, target: UserRow): Promise<void> {
    if (backOfficeRoleOf(target.role) !== ROLES.Owner) return;
    const owners = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(hasRole(ROLES.Admin), hasRole(ROLES.Owner)))
      .for('update');
    if (owners.filter((o) => o.id !== target.id).length === 0) {
      throw conflict('LAST_OWNER', MESSAGES.staffLastOwner);
    }
  }
}
