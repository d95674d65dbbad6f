import { and, asc, eq, isNull } from 'drizzle-orm';
import { API, MARKETING_CONSENT_TEXT_VERSION, type ConsentSource, type Language } from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { marketingConsents, subscribers, users } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { MESSAGES, say } from '../../platform/messages.ts';
import { welcomeMail, type UnsubscribeLinks } from './newsletter-mails.ts';
import { UnsubscribeTokens } from './unsubscribe-token.ts';

type Writer = Pick<Db, 'insert' | 'update'>;

export interface ConsentInput {
  email: string;
  source: ConsentSource;
  /** The client address the consent came from (the socket's, or the trusted proxy's: decision 019). */
  ip: string;
  language: Language;
  /** When the person agreed; now unless the form was submitted earlier in the same request. */
  at?: Date;
}

/**
 * Marketing consent, optional, recorded and revocable (docs/decisions/026-marketing-consent-and-privacy-notice.md):
 * each consent is a row with its channel, address, time, form, IP and text version; a new subscriber is
 * welcomed with a mail that carries a one-click way out; the way out needs no sign-in.
 */
export class MarketingConsents {
  private readonly tokens: UnsubscribeTokens;

  constructor(private readonly ctx: AppContext) {
    this.tokens = new UnsubscribeTokens(ctx.config.jwtSecret);
  }

  /**
   * Records a consent and welcomes the subscriber, inside the caller's transaction when given one.
   * False when the address already has a consent in force: nothing new is recorded or sent.
   */
  async give(input: ConsentInput, tx: Writer = this.ctx.db): Promise<boolean> {
    const address = input.email.toLowerCase();
    await tx.insert(subscribers).values({ email: address }).onConflictDoNothing();
    // The partial unique index (one open consent per address) makes a second, concurrent consent a no-op.
    const [consent] = await tx
      .insert(marketingConsents)
      .values({
        address,
        source: input.source,
        ip: input.ip,
        textVersion: MARKETING_CONSENT_TEXT_VERSION,
        ...(input.at ? { consentedAt: input.at } : {}),
      })
      .onConflictDoNothing()
      .returning();
    if (!consent) return false;
    await tx.update(users).set({ acceptMarketing: true }).where(eq(users.email, address));
    await this.ctx.mailer.enqueue(
      welcomeMail({
        to: address,
        source: input.source,
        consentedAt: consent.consentedAt,
        baseUrl: this.ctx.config.publicUrl,
        links: this.linksFor(address),
        language: input.language,
      }),
      tx,
    );
    return true;
  }

  /** Ends every consent in force for the token's address; the same answer when none was. */
  async revoke(token: string | undefined, language: Language): Promise<{ email: string; message: string }> {
    const address = token ? this.tokens.verify(token) : undefined;
    if (!address) throw new AppError(400, 'INVALID_TOKEN', MESSAGES.unsubscribeLinkInvalid);
    await this.ctx.db.transaction(async (tx) => {
      await this.withdraw(address, tx);
      await tx.update(users).set({ acceptMarketing: false }).where(eq(users.email, address));
    });
    return { email: address, message: say(MESSAGES.unsubscribed, language, { email: address }) };
  }

  /**
   * Ends every consent in force for an address. The rows stay: they prove the consent and its withdrawal,
   * and the İYS file reports the address as RET (docs/decisions/027-customer-data-rights.md).
   */
  async withdraw(address: string, tx: Writer = this.ctx.db): Promise<void> {
    await tx
      .update(marketingConsents)
      .set({ unsubscribedAt: new Date() })
      .where(
        and(eq(marketingConsents.address, address.toLowerCase()), isNull(marketingConsents.unsubscribedAt)),
      );
  }

  /** Every consent an address gave, oldest first: for the customer's own data download. */
  recordsOf(address: string) {
    return this.ctx.db
      .select()
      .from(marketingConsents)
      .where(eq(marketingConsents.address, address.toLowerCase()))
      .orderBy(asc(marketingConsents.consentedAt));
  }

  /** The unsubscribe links of an address, for any marketing mail to it. */
  linksFor(email: string): UnsubscribeLinks {
    const token = encodeURIComponent(this.tokens.sign(email));
    const base = this.ctx.config.publicUrl;
    return {
      page: `${base}/unsubscribe?token=${token}`,
      oneClick: `${base}${API.Subscriber.Unsubscribe}?token=${token}`,
      mailto: this.ctx.config.unsubscribeMailto,
    };
  }
}
