import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import PostalMime from 'postal-mime';

/**
 * A real SMTP server on 127.0.0.1 that accepts every message (no AUTH, no STARTTLS) and stores each one
 * as an .eml file in `dir`, so test workers in other processes can read the mail back.
 */
export async function startSmtpCapture(
  dir: string,
  port = 0,
): Promise<{ url: string; close: () => Promise<void> }> {
  fs.mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    size: 20 * 1024 * 1024,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const name = `${Date.now()}-${String(++count).padStart(5, '0')}.eml`;
        const tmp = path.join(dir, `.${name}.tmp`);
        fs.writeFileSync(tmp, Buffer.concat(chunks));
        fs.renameSync(tmp, path.join(dir, name)); // readers never see half a message
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `smtp://127.0.0.1:${actualPort}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface Mail {
  file: string;
  from: string | undefined;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Every http(s) link of the message, from the HTML's hrefs and the plain text. */
  links: string[];
  date: number;
}

export interface MailQuery {
  to?: string;
  subject?: string | RegExp;
  /** Only messages received after this time (ms since epoch). */
  since?: number;
}

/** Reads the captured mail back. */
export class Mailbox {
  constructor(private readonly dir: string) {}

  async all(): Promise<Mail[]> {
    if (!fs.existsSync(this.dir)) return [];
    const files = fs
      .readdirSync(this.dir)
      .filter((f) => f.endsWith('.eml') && !f.startsWith('.'))
      .sort();
    return Promise.all(files.map((f) => this.read(path.join(this.dir, f))));
  }

  async find(query: MailQuery): Promise<Mail[]> {
    return (await this.all()).filter((mail) => matches(mail, query));
  }

  /** The newest message matching the query, waiting for it to arrive. */
  async waitFor(query: MailQuery, { timeout = 15_000 } = {}): Promise<Mail> {
    const deadline = Date.now() + timeout;
    for (;;) {
      const found = await this.find(query);
      const last = found.at(-1);
      if (last) return last;
      if (Date.now() > deadline) {
        const seen = (await this.all()).map((m) => `  ${m.to.join(', ')}: ${m.subject}`);
        throw new Error(
          `No e-mail matching ${describe(query)} within ${timeout} ms. Mailbox:\n${seen.join('\n') || '  (empty)'}`,
        );
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  private async read(file: string): Promise<Mail> {
    const email = await PostalMime.parse(fs.readFileSync(file));
    const html = email.html ?? '';
    const text = email.text ?? '';
    const hrefs = [...html.matchAll(/href\s*=\s*["']([^"']+)["']/gi)].map((m) => decodeEntities(m[1]!));
    const bare = [...text.matchAll(/https?:\/\/[^\s<>"')\]]+/g)].map((m) => m[0]);
    return {
      file,
      from: email.from?.address,
      to: (email.to ?? [])
        .flatMap((a) => (a.group ?? [a]).map((m) => (m.address ?? '').toLowerCase()))
        .filter(Boolean),
      subject: email.subject ?? '',
      text,
      html,
      links: [...new Set([...hrefs, ...bare])].filter((l) => /^https?:\/\//.test(l)),
      date: fs.statSync(file).mtimeMs,
    };
  }
}

function matches(mail: Mail, q: MailQuery): boolean {
  if (q.to && !mail.to.includes(q.to.toLowerCase())) return false;
  if (q.since !== undefined && mail.date < q.since) return false;
  if (q.subject instanceof RegExp && !q.subject.test(mail.subject)) return false;
  if (typeof q.subject === 'string' && !mail.subject.includes(q.subject)) return false;
  return true;
}

function describe(q: MailQuery): string {
  return JSON.stringify({ ...q, subject: q.subject?.toString() });
}

function decodeEntities(s: string): string {
  return s
    .replace(/&amp;/g, '&')
    .replace(/&#x3D;|&#61;/g, '=')
    .replace(/&quot;/g, '"');
}
