import { desc } from 'drizzle-orm';
import type { AdminUser, ContactMessage, Subscriber } from '@kehribar/contracts';
import type { Db } from '../../../db/client.ts';
import { contactMessages, users } from '../../../db/schema/index.ts';
import { subscriberList } from './subscribers.admin.ts';

/** The back office's read-only lists: customers, newsletter subscribers and contact messages, newest first. */
export class PeopleReads {
  constructor(private readonly db: Db) {}

  /** Only the listed columns are selected: the password hash never leaves the database. */
  async users(): Promise<AdminUser[]> {
    const rows = await this.db
      .select({
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
      })
      .from(users)
      .orderBy(desc(users.dateCreated), desc(users.id));
    return rows.map((u) => ({ ...u, dateCreated: u.dateCreated.toISOString() }));
  }

  subscribers(): Promise<Subscriber[]> {
    return subscriberList(this.db);
  }

  async contactMessages(): Promise<ContactMessage[]> {
    const rows = await this.db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
    return rows.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() }));
  }
}
