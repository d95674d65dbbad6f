import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Language, SignupRequest } from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import { accountTokens, users } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { languageOf } from '../../platform/language.ts';
import { fill, MESSAGES, translate } from '../../platform/messages.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { assertStrongPassword } from '../../platform/password-policy.ts';
import { AccountThrottle, RESET_POLICY, resetKey, SIGN_IN_POLICY, signInKey } from './account-throttle.ts';
import { hashToken, newOpaqueToken } from '../../platform/tokens.ts';
import { confirmationMail, passwordResetMail } from './account-mails.ts';
import { TokenIssuer } from './token.service.ts';
import { MarketingConsents } from '../newsletter/index.ts';

const CONFIRM_HOURS = 48;
const RESET_HOURS = 1;
type Purpose = 'confirm-email' | 'reset-password';

/** Registration, e-mail confirmation, password reset and the newsletter. */
export class AccountService {
  private readonly issuer: TokenIssuer;
  private readonly resets: AccountThrottle;
  private readonly signIns: AccountThrottle;
  private readonly consents: MarketingConsents;

  constructor(private readonly ctx: AppContext) {
    this.issuer = new TokenIssuer(ctx);
    this.resets = new AccountThrottle(ctx.db, RESET_POLICY);
    this.signIns = new AccountThrottle(ctx.db, SIGN_IN_POLICY);
    this.consents = new MarketingConsents(ctx);
  }

  /** `ip`: recorded with the marketing consent, when the shopper gave one (decision 026). */
  async signup(input: SignupRequest, language: Language, ip: string): Promise<string> {
    // Before the captcha is spent, so a refused password does not cost the shopper a new puzzle.
    await assertStrongPassword(input.password, input);
    if (!(await this.ctx.captcha.verifyOnce(input.captchaToken))) {
      throw new AppError(400, 'CAPTCHA_FAILED', MESSAGES.captchaFailed);
    }
    const email = input.email.toLowerCase();
    await this.ctx.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email,
          userName: email,
          passwordHash: await hashPassword(input.password),
          firstName: input.firstName,
          lastName: input.lastName,
          phoneNumber: input.phoneNumber.replace(/\s+/g, ' '),
          dateBirth: input.birthDate,
          gender: input.gender,
          acceptMarketing: input.acceptMarketing,
          language,
        })
        .onConflictDoNothing()
        .returning();
      if (!user) throw new AppError(409, 'EMAIL_TAKEN', MESSAGES.emailTaken);
      const token = await this.newToken(tx, user.id, 'confirm-email', CONFIRM_HOURS);
      await this.ctx.mailer.enqueue(
        confirmationMail({
          to: email,
          firstName: user.firstName,
          token,
          baseUrl: this.ctx.config.publicUrl,
          language,
        }),
        tx,
      );
      if (input.acceptMarketing) await this.consents.give({ email, source: 'account', ip, language }, tx);
    });
    return translate(fill(MESSAGES.signupDone, { email }), language);
  }

  async confirmEmail(email: string, token: string, language: Language): Promise<string> {
    const user = await this.useToken(email, token, 'confirm-email');
    if (!user) {
      if (await this.alreadyConfirmedBy(email, token))
        return translate(MESSAGES.emailAlreadyConfirmed, language);
      throw new AppError(400, 'INVALID_TOKEN', MESSAGES.confirmLinkInvalid);
    }
    await this.ctx.db.update(users).set({ emailConfirmed: true }).where(eq(users.id, user.id));
    return translate(MESSAGES.emailConfirmed, language);
  }

  /** Answers the same whether or not the address is registered or already confirmed. */
  async resendConfirmation(email: string, language: Language): Promise<string> {
    const user = await this.findUser(email);
    if (user && !user.emailConfirmed) {
      const token = await this.newToken(this.ctx.db, user.id, 'confirm-email', CONFIRM_HOURS);
      await this.ctx.mailer.enqueue(
        confirmationMail({
          to: user.email,
          firstName: user.firstName,
          token,
          baseUrl: this.ctx.config.publicUrl,
          language: languageOf(user.language),
        }),
      );
    }
    return translate(fill(MESSAGES.resendSent, { email }), language);
  }

  /** Answers the same whether or not the address is registered; a few mails per address, then a wait. */
  async forgotPassword(email: string, language: Language): Promise<string> {
    await this.resets.assertOpen(resetKey(email));
    await this.resets.fail(resetKey(email));
    const user = await this.findUser(email);
    if (user) {
      const token = await this.newToken(this.ctx.db, user.id, 'reset-password', RESET_HOURS);
      await this.ctx.mailer.enqueue(
        passwordResetMail({
          to: user.email,
          firstName: user.firstName,
          token,
          baseUrl: this.ctx.config.publicUrl,
          language,
        }),
      );
    }
    return translate(fill(MESSAGES.resetRequested, { email }), language);
  }

  /** Sets the new password, confirms the address (the link proved it) and signs out every session. */
  async resetPassword(
    email: string,
    token: string,
    newPassword: string,
    language: Language,
  ): Promise<string> {
    await this.resets.assertOpen(resetKey(email));
    // Checked before the link is used up, so a refused password leaves the link working.
    await assertStrongPassword(newPassword, { email });
    const user = await this.useToken(email, token, 'reset-password');
    if (!user) {
      await this.resets.fail(resetKey(email));
      throw new AppError(400, 'INVALID_TOKEN', MESSAGES.resetLinkInvalid);
    }
    await this.ctx.db
      .update(users)
      .set({ passwordHash: await hashPassword(newPassword), emailConfirmed: true })
      .where(eq(users.id, user.id));
    await this.issuer.revokeAllOf(user.id);
    // The new password proves the owner: earlier failures no longer count against the address.
    await Promise.all([this.resets.clear(resetKey(email)), this.signIns.clear(signInKey(email))]);
    return translate(MESSAGES.passwordReset, language);
  }

  /** The newsletter form: a recorded consent and a welcome mail, or 'already subscribed'. */
  async subscribe(email: string, language: Language, ip: string) {
    const alreadySubscribed = !(await this.consents.give({ email, source: 'newsletter', ip, language }));
    return {
      subscribed: true,
      alreadySubscribed,
      message: translate(alreadySubscribed ? MESSAGES.alreadySubscribed : MESSAGES.subscribed, language),
    };
  }

  private async findUser(email: string) {
    const [user] = await this.ctx.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    return user;
  }

  private async newToken(
    db: Pick<AppContext['db'], 'insert'>,
    userId: string,
    purpose: Purpose,
    hours: number,
  ) {
    const { token, hash } = newOpaqueToken();
    await db
      .insert(accountTokens)
      .values({ userId, purpose, tokenHash: hash, expiresAt: new Date(Date.now() + hours * 3600_000) });
    return token;
  }

  /** Marks a token used, once, when it is the user's, of this purpose and unexpired. */
  /**
   * A confirmation link opened again (a second click, a mail client's preview) after the address was
   * confirmed: only a link that was really sent to this account says so; any other token stays invalid.
   */
  private async alreadyConfirmedBy(email: string, token: string): Promise<boolean> {
    const user = await this.findUser(email);
    if (!user?.emailConfirmed) return false;
    const sent = await this.ctx.db
      .select({ id: accountTokens.id })
      .from(accountTokens)
      .where(
        and(
          eq(accountTokens.tokenHash, hashToken(token)),
          eq(accountTokens.userId, user.id),
          eq(accountTokens.purpose, 'confirm-email'),
        ),
      )
      .limit(1);
    return sent.length === 1;
  }

  private async useToken(email: string, token: string, purpose: Purpose) {
    const user = await this.findUser(email);
    if (!user) return undefined;
    const used = await this.ctx.db
      .update(accountTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(accountTokens.tokenHash, hashToken(token)),
          eq(accountTokens.userId, user.id),
          eq(accountTokens.purpose, purpose),
          isNull(accountTokens.usedAt),
          gt(accountTokens.expiresAt, new Date()),
        ),
      )
      .returning({ id: accountTokens.id });
    return used.length === 1 ? user : undefined;
  }
}
