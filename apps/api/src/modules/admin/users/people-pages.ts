import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type {
  AdminUser,
  ContactsPageQuery,
  CustomersPageQuery,
  HandledContactMessage,
  ListPage,
} from '@kehribar/contracts';
import type { Db } from '../../../db/client.ts';
import { foldedSql } from '../../../db/schema/fold.ts';
import { contactMessages, users } from '../../../db/schema/index.ts';
import { notFound } from '../../../platform/errors.ts';
import { everyWord, listPage, orderByOf, turkishSortKey } from '../../../platform/list-query.ts';
import { MESSAGES } from '../../../platform/messages.ts';

/** users_search_trgm_idx and contact_messages_search_trgm_idx (migration 0012) index the same expressions. */
const USER_TEXT = foldedSql(users.firstName, users.lastName, users.email);
const CONTACT_TEXT = foldedSql(contactMessages.name, contactMessages.email);

/** Only the listed columns: the password hash never leaves the database. */
export const USER_COLUMNS = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  userName: users.userName,
  email: users.email,
  phoneNumber: users.phoneNumber,
  dateBirth: users.dateBirth,
  dateCreated: users.dateCreated,
  isThirdParty: users.isThirdParty,
  emailConfirmed: users.emailConfirmed,
};

/** A customer row as the back office's views carry it. */
export const adminUserOf = <U extends { dateCreated: Date }>(u: U) => ({
  ...u,
  dateCreated: u.dateCreated.toISOString(),
});

/** Account/GetCustomersPage: users searched by first name, last name and e-mail (Turkish-folded). */
export async function customersPage(db: Db, q: CustomersPageQuery): Promise<ListPage<AdminUser>> {
  const where = everyWord(USER_TEXT, q.search);
  return listPage(
    q,
    db
      .select(USER_COLUMNS)
      .from(users)
      .where(where)
      .orderBy(
        ...orderByOf(
          q.sort,
          {
            created: [users.dateCreated],
            name: [turkishSortKey(users.lastName), turkishSortKey(users.firstName)],
            email: [users.email],
          },
          [users.id],
        ),
      ),
    db.select({ n: count() }).from(users).where(where),
    (rows) => rows.map(adminUserOf),
  );
}

const handler = sql<
  string | null
>`(SELECT ${users.email} FROM ${users} WHERE ${users.id} = ${contactMessages.handledBy})`;

const CONTACT_COLUMNS = {
  id: contactMessages.id,
  email: contactMessages.email,
  name: contactMessages.name,
  phoneNumber: contactMessages.phoneNumber,
  info: contactMessages.info,
  createdAt: contactMessages.createdAt,
  handledAt: contactMessages.handledAt,
  handledBy: handler,
};

type ContactRow = {
  createdAt: Date;
  handledAt: Date | null;
} & Omit<HandledContactMessage, 'createdAt' | 'handledAt'>;

const contactView = (m: ContactRow): HandledContactMessage => ({
  ...m,
  createdAt: m.createdAt.toISOString(),
  handledAt: m.handledAt ? m.handledAt.toISOString() : null,
});

/** Account/GetContactMessagesPage: messages searched by name and e-mail, open or answered ones alone. */
export async function contactsPage(db: Db, q: ContactsPageQuery): Promise<ListPage<HandledContactMessage>> {
  const where = and(
    q.status === 'open'
      ? isNull(contactMessages.handledAt)
      : q.status === 'handled'
        ? isNotNull(contactMessages.handledAt)
        : undefined,
    everyWord(CONTACT_TEXT, q.search),
  );
  return listPage(
    q,
    db
      .select(CONTACT_COLUMNS)
      .from(contactMessages)
      .where(where)
      .orderBy(
        ...orderByOf(
          q.sort,
          {
            date: [contactMessages.createdAt],
            name: [turkishSortKey(contactMessages.name)],
            email: [contactMessages.email],
          },
          [contactMessages.id],
        ),
      ),
    db.select({ n: count() }).from(contactMessages).where(where),
    (rows) => rows.map(contactView),
  );
}

/**
 * Account/MarkContactMessageHandled: marks a message answered by this back-office user, or open again.
 * Marking an answered message again keeps its first answer's time and author.
 */
export async function markContactHandled(
  db: Db,
  input: { id: number; handled: boolean },
  by: string,
): Promise<HandledContactMessage> {
  const [row] = await db
    .update(contactMessages)
    .set(
      input.handled
        ? {
            handledAt: sql`coalesce(${contactMessages.handledAt}, now())`,
            handledBy: sql`CASE WHEN ${contactMessages.handledAt} IS NULL THEN ${by}::uuid ELSE ${contactMessages.handledBy} END`,
          }
        : { handledAt: null, handledBy: null },
    )
    .where(eq(contactMessages.id, input.id))
    .returning({ id: contactMessages.id });
  if (!row) throw notFound(MESSAGES.contactMessageNotFound);
  const [view] = await db.select(CONTACT_COLUMNS).from(contactMessages).where(eq(contactMessages.id, row.id));
  return contactView(view!);
}
