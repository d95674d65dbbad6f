import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: { filename: string; content: string; contentType: string }[];
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post on marketing mail. */
  headers?: Record<string, string>;
}

const MAX_ATTEMPTS = 8;
const LEASE_MS = 5 * 60_000;
const POLL_MS = 15_000;

/**
 * Every e-mail is written to the outbox table first and sent from there: an SMTP outage delays mail but
 * loses none. Sending retries with exponential backoff; a message is claimed with a lease so that several
 * API processes never send it twice.
 */
export class Mailer {
  private readonly transport: Transporter;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private readonly toFiles: boolean;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly log: FastifyBaseLogger,
  ) {
    this.toFiles = !config.smtpUrl;
    this.transport = config.smtpUrl
      ? nodemailer.createTransport(config.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  /** Queues a message (inside the caller's transaction when given one) and nudges the sender. */
  async enqueue(mail: OutgoingMail, tx: Pick<Db, 'insert'> = this.db): Promise<void> {
    // An erased customer's kept orders carry an address under the reserved .invalid domain (RFC 2606):
    // an after-sale change of such an order (a refund) mails no one (docs/decisions/027-customer-data-rights.md).
    if (/\.invalid$/i.test(mail.to.trim())) return;
    await tx
      .insert(mailOutbox)
      .values({ ...mail, attachments: mail.attachments ?? [], headers: mail.headers ?? {} });
    if (tx === this.db) {
      void this.kick();
      return;
    }
    // Inside a transaction the row is not visible to the sender until the caller commits: nudge again
    // shortly after, rather than leaving the message to the next poll.
    for (const delay of [50, 500, 2000]) setTimeout(() => void this.kick(), delay).unref();
  }

  start(): void {
    this.timer = setInterval(() => void this.kick(), POLL_MS);
    this.timer.unref();
    void this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
    this.transport.close();
  }

  /**
   * The outbox at a glance, for GET /metrics: messages waiting to be sent (due or backing off), how long
   * the oldest of them has waited, and messages given up after MAX_ATTEMPTS. Reads the (status, …) index.
   */
  async outboxFigures(): Promise<{ pending: number; oldestPendingSeconds: number; failed: number }> {
    const pending = sql`${mailOutbox.status} = 'pending'`;
    const [row] = await this.db
      .select({
        pending: sql<number>`count(*) filter (where ${pending})::int`,
        failed: sql<number>`count(*) filter (where ${mailOutbox.status} = 'failed')::int`,
        oldest: sql<
          number | null
        >`extract(epoch from now() - min(${mailOutbox.createdAt}) filter (where ${pending}))::float8`,
      })
      .from(mailOutbox)
      .where(inArray(mailOutbox.status, ['pending', 'failed']));
    return {
      pending: row?.pending ?? 0,
      failed: row?.failed ?? 0,
      oldestPendingSeconds: Math.max(0, row?.oldest ?? 0),
    };
  }

  /** Sends what is due now; resolves when this round is done. */
  kick(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    this.running ??= this.sendDue()
      .catch((error: unknown) => this.log.warn({ err: error }, 'mail round failed; the next poll retries'))
      .finally(() => (this.running = undefined));
    return this.running;
  }

  private async sendDue(): Promise<void> {
    for (;;) {
      const message = await this.claim();
      if (!message) return;
      try {
        await this.deliver(message);
        await this.db
          .update(mailOutbox)
          .set({ status: 'sent', sentAt: new Date(), lastError: null })
          .where(eq(mailOutbox.id, message.id));
      } catch (error) {
        const attempts = message.attempts + 1;
        const failed = attempts >= MAX_ATTEMPTS;
        const backoff = Math.min(2 ** attempts * 30_000, 6 * 3600_000);
        this.log.warn(
          { err: error, to: message.to, attempts },
          failed ? 'mail given up' : 'mail will be retried',
        );
        await this.db
          .update(mailOutbox)
          .set({
            attempts,
            status: failed ? 'failed' : 'pending',
            nextAttemptAt: new Date(Date.now() + backoff),
            lastError: String(error instanceof Error ? error.message : error).slice(0, 500),
          })
          .where(eq(mailOutbox.id, message.id));
        return; // the transport is likely down: wait for the next round
      }
    }
  }

  private async claim() {
    return this.db.transaction(async (tx) => {
      const [due] = await tx
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
        .orderBy(asc(mailOutbox.createdAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return undefined;
      await tx
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date(Date.now() + LEASE_MS) })
        .where(eq(mailOutbox.id, due.id));
      return due;
    });
  }

  private async deliver(message: typeof mailOutbox.$inferSelect): Promise<void> {
    const info = await this.transport.sendMail({
      from: this.config.mailFrom,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.headers,
      attachments: message.attachments.map((a) => ({
        filename: a.filename,
        content: a.content,
        contentType: a.contentType,
      })),
    });
    if (!this.toFiles) return;
    await fs.mkdir(this.config.mailDir, { recursive: true });
    const file = path.join(
      this.config.mailDir,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.id}.eml`,
    );
    await fs.writeFile(file, (info as { message: Buffer }).message);
    const links = message.text.match(/https?:\/\/\S+/g) ?? [];
    this.log.info(
      { to: message.to, subject: message.subject, file, links },
      'mail written to file (no SMTP_URL set)',
    );
  }
}
