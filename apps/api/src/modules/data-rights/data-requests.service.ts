import { asc, and, eq, sql } from 'drizzle-orm';
import {
  intlLocale,
  DATA_REQUEST_DAYS,
  type CreateDataRequest,
  type DataRequest,
  type Language,
} from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import { dataRequests } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { MESSAGES, say } from '../../platform/messages.ts';
import type { DbOrTx } from '../basket/index.ts';

type Row = typeof dataRequests.$inferSelect;

/** KVKK art. 13: the answer is due 30 days after the request is received. */
export const deadlineOf = (receivedAt: Date) =>
  new Date(receivedAt.getTime() + DATA_REQUEST_DAYS * 86_400_000);

const dayOf = (d: Date, language: Language) =>
  d.toLocaleDateString(intlLocale(language), {
    timeZone: 'Europe/Istanbul',
    dateStyle: 'long',
  });

function view(r: Row): DataRequest {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    type: r.type,
    message: r.message,
    source: r.source,
    status: r.status,
    receivedAt: r.receivedAt.toISOString(),
    deadline: r.deadline.toISOString(),
    answeredAt: r.answeredAt?.toISOString() ?? null,
    answeredBy: r.answeredBy,
    note: r.note,
  };
}

/**
 * Records a customer's own download or erasure as a request already answered, so the log shows every
 * request the shop received and how it was met (docs/decisions/027-customer-data-rights.md).
 */
export async function logAnsweredRequest(
  db: DbOrTx,
  /** note: for an erasure, the numbers of the orders kept (language-free; the back office labels it). */
  entry: { name: string; email: string; type: 'access' | 'erasure'; note: string | null },
): Promise<void> {
  const now = new Date();
  await db.insert(dataRequests).values({
    ...entry,
    email: entry.email.toLowerCase(),
    source: 'account',
    status: 'answered',
    receivedAt: now,
    deadline: deadlineOf(now),
    answeredAt: now,
  });
}

/** The requests form and the back office's log of requests. */
export class DataRequests {
  constructor(private readonly ctx: AppContext) {}

  async create(input: CreateDataRequest & { message: string }, language: Language) {
    if (!(await this.ctx.captcha.verifyOnce(input.captchaToken))) {
      throw new AppError(400, 'CAPTCHA_FAILED', MESSAGES.captchaFailed);
    }
    const receivedAt = new Date();
    const email = input.email.toLowerCase();
    const [row] = await this.ctx.db
      .insert(dataRequests)
      .values({
        name: input.name,
        email,
        type: input.type,
        message: input.message,
        receivedAt,
        deadline: deadlineOf(receivedAt),
      })
      .returning();
    this.ctx.log.info({ dataRequest: row!.id, type: row!.type }, 'data request received');
    return {
      id: row!.id,
      deadline: row!.deadline.toISOString(),
      message: say(MESSAGES.dataRequestReceived, language, {
        email,
        deadline: dayOf(row!.deadline, language),
      }),
    };
  }

  /** Open requests first, the nearest deadline first; then the answered ones, newest first. */
  async list(): Promise<DataRequest[]> {
    const rows = await this.ctx.db
      .select()
      .from(dataRequests)
      .orderBy(
        sql`case when ${dataRequests.status} = 'open' then 0 else 1 end`,
        sql`case when ${dataRequests.status} = 'open' then ${dataRequests.deadline} end asc`,
        sql`${dataRequests.receivedAt} desc`,
        asc(dataRequests.id),
      );
    return rows.map(view);
  }

  /** Marks an open request answered, once: a second click changes nothing and says so. */
  async answer(id: number, note: string, by: string): Promise<DataRequest> {
    const [row] = await this.ctx.db
      .update(dataRequests)
      .set({ status: 'answered', answeredAt: new Date(), answeredBy: by, note: note || null })
      .where(and(eq(dataRequests.id, id), eq(dataRequests.status, 'open')))
      .returning();
    if (row) {
      this.ctx.log.info({ dataRequest: id }, 'data request answered');
      return view(row);
    }
    const [existing] = await this.ctx.db.select().from(dataRequests).where(eq(dataRequests.id, id));
    if (!existing) throw notFound(MESSAGES.dataRequestNotFound);
    throw new AppError(409, 'ALREADY_ANSWERED', MESSAGES.dataRequestAlreadyAnswered);
  }
}
