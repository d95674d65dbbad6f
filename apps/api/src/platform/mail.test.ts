import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import PostalMime from 'postal-mime';
import { eq } from 'drizzle-orm';
import { openTestDatabase } from '../test/harness.ts';
import { testConfig } from '../test/config.ts';
import { mailOutbox } from '../db/schema/index.ts';
import type { Database } from '../db/client.ts';
import { Mailer } from './mail.ts';
import { freePort } from '../test/free-port.ts';

const log = { info() {}, warn() {}, error() {} } as never;

function startSmtp(port: number, inbox: { to: string; subject: string; text: string }[]) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        void PostalMime.parse(Buffer.concat(chunks)).then((m) => {
          inbox.push({ to: m.to?.[0]?.address ?? '', subject: m.subject ?? '', text: m.text ?? '' });
          callback();
        });
      });
    },
  });
  return new Promise<SMTPServer>((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(() => drop());

describe('Mailer', () => {
  it('keeps a message through an SMTP outage and delivers it once the server is back', async () => {
    const port = await freePort();
    const config = testConfig('/tmp/kehribar-mail-test', {
      SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    });
    const mailer = new Mailer(database.db, config, log);
    await mailer.enqueue({
      to: 'buyer@example.com',
      subject: 'Siparişiniz alındı',
      html: '<p>Teşekkürler</p>',
      text: 'Teşekkürler',
    });
    await mailer.kick();

    const [failed] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'buyer@example.com'));
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    expect(failed!.lastError).toBeTruthy();

    const inbox: { to: string; subject: string; text: string }[] = [];
    const smtp = await startSmtp(port, inbox);
    try {
      // The backoff is over.
      await database.db
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where(eq(mailOutbox.id, failed!.id));
      await mailer.kick();
      expect(inbox).toEqual([
        {
          to: 'buyer@example.com',
          subject: 'Siparişiniz alındı',
          text: expect.stringContaining('Teşekkürler'),
        },
      ]);
      const [sent] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, failed!.id));
      expect(sent).toMatchObject({ status: 'sent', attempts: 1 });
      // Sent once only.
      await mailer.kick();
      expect(inbox).toHaveLength(1);
    } finally {
      await mailer.stop();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });

  it("puts a message's own headers on the wire (List-Unsubscribe on marketing mail, decision 026)", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kehribar-mail-headers-'));
    const mailer = new Mailer(database.db, testConfig(dir), log);
    try {
      await mailer.enqueue({
        to: 'reader@example.com',
        subject: 'Bülten',
        html: '<p>Merhaba</p>',
        text: 'Merhaba',
        headers: {
          'List-Unsubscribe': '<https://shop.example/api/Subscriber/Unsubscribe?token=abc.def>',
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
      await mailer.kick();
      const mailDir = path.join(dir, 'mail');
      const [file] = fs.readdirSync(mailDir);
      // Long headers are folded on the wire (RFC 5322 §2.2.3): unfold before reading them.
      const raw = fs.readFileSync(path.join(mailDir, file!), 'utf8').replace(/\r?\n(?=[ \t])/g, '');
      expect(raw).toContain(
        'List-Unsubscribe: <https://shop.example/api/Subscriber/Unsubscribe?token=abc.def>',
      );
      expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    } finally {
      await mailer.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
