import { desc, eq } from 'drizzle-orm';
import type { App } from '../app.ts';
import { mailOutbox } from '../db/schema/index.ts';

/** The newest queued e-mail to an address, with the token and e-mail of its first shop link. */
export async function lastMailTo(app: App, to: string) {
  const [mail] = await app.ctx.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  if (!mail) throw new Error(`no mail to ${to}`);
  const url = mail.text.match(/https?:\/\/\S+/)?.[0];
  const parsed = url ? new URL(url) : undefined;
  return {
    mail,
    url,
    token: parsed?.searchParams.get('token') ?? '',
    email: parsed?.searchParams.get('email') ?? '',
  };
}

export async function mailCount(app: App, to: string): Promise<number> {
  return (await app.ctx.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.to, to)))
    .length;
}
