import { Readable } from 'node:stream';
import { asc, count, desc, gt, inArray, sql } from 'drizzle-orm';
import { stringify } from 'csv-stringify';
import type {
  IysSummary,
  ListPage,
  MarketingConsent,
  Subscriber,
  SubscribersPageQuery,
} from '@kehribar/contracts';
import type { Db } from '../../../db/client.ts';
import { foldedSql } from '../../../db/schema/fold.ts';
import { marketingConsents, subscribers } from '../../../db/schema/index.ts';
import { csvDate } from '../../../platform/csv.ts';
import { everyWord, listPage, orderByOf, pagesByKey } from '../../../platform/list-query.ts';

type SubscriberRow = typeof subscribers.$inferSelect;
type ConsentRow = typeof marketingConsents.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function consentView(c: ConsentRow): MarketingConsent {
  return {
    channel: c.channel,
    consentedAt: c.consentedAt.toISOString(),
    source: c.source,
    ip: c.ip,
    textVersion: c.textVersion,
    unsubscribedAt: iso(c.unsubscribedAt),
  };
}

/** Every consent of these addresses, newest first, by address. */
export async function consentsOf(db: Db, addresses: string[]): Promise<Map<string, ConsentRow[]>> {
  const byAddress = new Map<string, ConsentRow[]>();
  if (addresses.length === 0) return byAddress;
  const rows = await db
    .select()
    .from(marketingConsents)
    .where(inArray(marketingConsents.address, addresses))
    .orderBy(desc(marketingConsents.consentedAt), desc(marketingConsents.id));
  for (const row of rows) byAddress.set(row.address, [...(byAddress.get(row.address) ?? []), row]);
  return byAddress;
}

function subscriberView(s: SubscriberRow, consents: ConsentRow[]): Subscriber {
  const latest = consents[0];
  return {
    id: s.id,
    email: s.email,
    createdAt: s.createdAt.toISOString(),
    consentedAt: latest ? latest.consentedAt.toISOString() : null,
    source: latest?.source ?? null,
    ip: latest?.ip ?? null,
    textVersion: latest?.textVersion ?? null,
    unsubscribedAt: latest ? iso(latest.unsubscribedAt) : null,
    consents: consents.map(consentView),
  };
}

/** Subscribers with their consents, read for all of them at once. */
async function subscriberViews(db: Db, rows: SubscriberRow[]): Promise<Subscriber[]> {
  const consents = await consentsOf(
    db,
    rows.map((s) => s.email),
  );
  return rows.map((s) => subscriberView(s, consents.get(s.email) ?? []));
}

/** The back office's subscribers: each with its latest consent's record and its whole history. */
export async function subscriberList(db: Db): Promise<Subscriber[]> {
  return subscriberViews(
    db,
    await db.select().from(subscribers).orderBy(desc(subscribers.createdAt), desc(subscribers.id)),
  );
}

/** subscribers_search_trgm_idx (migration 0012) indexes the same expression. */
const SUBSCRIBER_TEXT = foldedSql(subscribers.email);

/** Account/GetSubscribersPage: one page of subscribers, searched by e-mail, each with its consent record. */
export async function subscriberPage(db: Db, q: SubscribersPageQuery): Promise<ListPage<Subscriber>> {
  const where = everyWord(SUBSCRIBER_TEXT, q.search);
  return listPage(
    q,
    db
      .select()
      .from(subscribers)
      .where(where)
      .orderBy(
        ...orderByOf(q.sort, { date: [subscribers.createdAt], email: [subscribers.email] }, [subscribers.id]),
      ),
    db.select({ n: count() }).from(subscribers).where(where),
    (rows) => subscriberViews(db, rows),
  );
}

/**
 * The columns of the İYS file (docs/decisions/044-retention-and-consent-proof.md): İYS's own field names for a
 * consent, in the order its API documentation gives them: when, from where, to whom, which kind of
 * recipient, ONAY or RET, which channel.
 */
export const IYS_COLUMNS = ['consentDate', 'source', 'recipient', 'recipientType', 'status', 'type'] as const;
type IysRow = Record<(typeof IYS_COLUMNS)[number], string>;

/** 'YYYY-MM-DD HH:mm:ss' in Türkiye time, as İYS takes consent dates. */
export const iysDate = (d: Date) => csvDate(d);

/**
 * An address's state for İYS: its latest consent, ONAY while in force, RET (dated when it was revoked)
 * after an unsubscribe. An address kept before consents were recorded has no proof: it is left out of the
 * file and counted in iysSummary instead (decision 044).
 */
function iysRow(address: string, latest: ConsentRow | undefined): IysRow | undefined {
  if (!latest) return undefined;
  return {
    consentDate: iysDate(latest.unsubscribedAt ?? latest.consentedAt),
    source: 'HS_WEB',
    recipient: address,
    recipientType: 'BIREYSEL',
    status: latest.unsubscribedAt ? 'RET' : 'ONAY',
    type: 'EPOSTA',
  };
}

/** Rows per database read of the exports. */
export const PEOPLE_EXPORT_PAGE = 500;

/** Every subscriber by id with its latest consent, read a page at a time: what the exports write. */
export async function* subscribersWithLatestConsent(
  db: Db,
  pageSize = PEOPLE_EXPORT_PAGE,
): AsyncGenerator<{ subscriber: SubscriberRow; latest: ConsentRow | undefined }> {
  const read = (after: number | undefined, size: number) =>
    db
      .select()
      .from(subscribers)
      .where(after === undefined ? undefined : gt(subscribers.id, after))
      .orderBy(asc(subscribers.id))
      .limit(size);
  for await (const page of pagesByKey(read, pageSize)) {
    const consents = await consentsOf(
      db,
      page.map((s) => s.email),
    );
    for (const subscriber of page) yield { subscriber, latest: consents.get(subscriber.email)?.[0] };
  }
}

async function* iysRows(db: Db): AsyncGenerator<IysRow> {
  for await (const { subscriber, latest } of subscribersWithLatestConsent(db)) {
    const row = iysRow(subscriber.email, latest);
    if (row) yield row;
  }
}

/** The İYS upload file as a stream: UTF-8 with a byte-order mark (so spreadsheet programs read ç, ğ, ş), a header row, then a page of subscribers at a time. */
export function iysExport(db: Db): NodeJS.ReadableStream {
  return Readable.from(iysRows(db)).pipe(
    stringify({ header: true, bom: true, columns: [...IYS_COLUMNS], record_delimiter: 'windows' }),
  );
}

/**
 * Subscriber/GetIysSummary: how many addresses the İYS file reports as ONAY and as RET, and how many it
 * leaves out because no consent of theirs was recorded (decision 044).
 */
export async function iysSummary(db: Db): Promise<IysSummary> {
  const open = sql<number>`count(*) filter (where exists (select 1 from ${marketingConsents} where ${marketingConsents.address} = ${subscribers.email} and ${marketingConsents.unsubscribedAt} is null))`;
  const any = sql<number>`count(*) filter (where exists (select 1 from ${marketingConsents} where ${marketingConsents.address} = ${subscribers.email}))`;
  const [row] = await db
    .select({ total: count(), open: open.mapWith(Number), any: any.mapWith(Number) })
    .from(subscribers);
  const total = row?.total ?? 0;
  const consenting = row?.open ?? 0;
  const recorded = row?.any ?? 0;
  return { consenting, withdrawn: recorded - consenting, noProof: total - recorded };
}
