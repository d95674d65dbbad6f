import { desc } from 'drizzle-orm';
import type { AdminUser, ContactMessage, Subscriber } from '@kehribar/contracts';
import type { Db } from '../../../db/client.ts';
import { contactMessages, users } from '../../../db/schema/index.ts';
import { adminUserOf, USER_COLUMNS } from './people-pages.ts';
import { subscriberList } from './subscribers.admin.ts';

/** The back office's read-only lists: customers, newsletter subscribers and contact messages, newest first. */
export class PeopleReads {
  constructor(private readonly db: Db) {}

  async users(): Promise<AdminUser[]> {
    const rows = await this.db
      .select(USER_COLUMNS)
      .from(users)
      .orderBy(desc(users.dateCreated), desc(users.id));
    return rows.map(adminUserOf);
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
