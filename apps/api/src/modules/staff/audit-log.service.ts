import { and, count, desc, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { auditLogQuerySchema, AuditLogPage } from '@kehribar/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { auditLog } from '../../db/schema/index.ts';

type Query = z.output<typeof auditLogQuerySchema>;

/** Türkiye keeps UTC+3 all year (since 2016): a bare day in a filter is a Türkiye day. */
const TR_OFFSET = '+03:00';
const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);
const startOf = (v: string) => new Date(isDay(v) ? `${v}T00:00:00${TR_OFFSET}` : v);
/** Exclusive end: the day after a bare day, or just past an instant. */
const endOf = (v: string) =>
  isDay(v) ? new Date(startOf(v).getTime() + 86_400_000) : new Date(new Date(v).getTime() + 1);

/** Escapes LIKE's wildcards so a search for "50%" or "a_b" means those characters. */
const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Reads the audit log: newest first, paged, filtered by actor, action and time. */
export class AuditLogService {
  constructor(private readonly ctx: AppContext) {}

  async page(q: Query): Promise<AuditLogPage> {
    const where: SQL[] = [];
    if (q.actor) where.push(ilike(auditLog.actorEmail, like(q.actor)));
    if (q.action) where.push(ilike(auditLog.action, like(q.action)));
    if (q.from) where.push(gte(auditLog.at, startOf(q.from)));
    if (q.to) where.push(lt(auditLog.at, endOf(q.to)));
    const filter = where.length > 0 ? and(...where) : undefined;
    const [rows, [total]] = await Promise.all([
      this.ctx.db
        .select()
        .from(auditLog)
        .where(filter)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
      this.ctx.db.select({ n: count() }).from(auditLog).where(filter),
    ]);
    return {
      items: rows.map((r) => ({
        id: r.id,
        at: r.at.toISOString(),
        actorId: r.actorId,
        actorEmail: r.actorEmail,
        action: r.action,
        targetId: r.targetId,
        status: r.status,
        summary: r.summary,
      })),
      totalCount: total?.n ?? 0,
    };
  }
}
