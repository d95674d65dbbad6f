import type { Readable } from 'node:stream';
import { asc, gt } from 'drizzle-orm';
import type { Language } from '@kehribar/contracts';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import { csvColumns, csvDate, csvStream } from '../../../platform/csv.ts';
import { pagesByKey } from '../../../platform/list-query.ts';
import { translate } from '../../../platform/messages.ts';
import {
  CUSTOMER_EXPORT_COLUMNS,
  SUBSCRIBER_EXPORT_COLUMNS,
  SUBSCRIBER_EXPORT_STATUS,
} from '../../../platform/messages-exports.ts';
import { PEOPLE_EXPORT_PAGE, subscribersWithLatestConsent } from './subscribers.admin.ts';

/**
 * Account/ExportCustomers and Account/ExportSubscribers: the back office's people as CSV files
 * (docs/decisions/032-exports-and-invoices.md), read a page at a time by key and written as they are read.
 */

type CustomerKey = keyof typeof CUSTOMER_EXPORT_COLUMNS;

/** Only the listed columns are read: the password hash never leaves the database. */
async function* customerRows(
  db: Db,
  pageSize: number,
): AsyncGenerator<Record<CustomerKey, string | boolean>> {
  const read = (after: string | undefined, size: number) =>
    db
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        phoneNumber: users.phoneNumber,
        dateBirth: users.dateBirth,
        dateCreated: users.dateCreated,
        emailConfirmed: users.emailConfirmed,
        isThirdParty: users.isThirdParty,
        role: users.role,
      })
      .from(users)
      .where(after ? gt(users.id, after) : undefined)
      .orderBy(asc(users.id))
      .limit(size);
  for await (const page of pagesByKey(read, pageSize)) {
    for (const u of page) {
      yield {
        email: u.email,
        firstName: u.firstName,
        lastName: u.lastName,
        phone: u.phoneNumber,
        birthDate: u.dateBirth ?? '',
        registeredAt: csvDate(u.dateCreated),
        emailConfirmed: u.emailConfirmed,
        thirdParty: u.isThirdParty,
        role: u.role,
      };
    }
  }
}

export function customerExport(db: Db, language: Language, pageSize = PEOPLE_EXPORT_PAGE): Readable {
  return csvStream(customerRows(db, pageSize), csvColumns(CUSTOMER_EXPORT_COLUMNS, language));
}

type SubscriberKey = keyof typeof SUBSCRIBER_EXPORT_COLUMNS;

/** Each subscriber with its latest consent (decision 026): when, where, from which address, which text. */
async function* subscriberRows(
  db: Db,
  language: Language,
  pageSize: number,
): AsyncGenerator<Record<SubscriberKey, string>> {
  for await (const { subscriber: s, latest } of subscribersWithLatestConsent(db, pageSize)) {
    yield {
      email: s.email,
      subscribedAt: csvDate(s.createdAt),
      status: translate(
        !latest
          ? SUBSCRIBER_EXPORT_STATUS.noRecord
          : latest.unsubscribedAt
            ? SUBSCRIBER_EXPORT_STATUS.unsubscribed
            : SUBSCRIBER_EXPORT_STATUS.active,
        language,
      ),
      consentedAt: csvDate(latest?.consentedAt ?? null),
      source: latest?.source ?? '',
      ip: latest?.ip ?? '',
      textVersion: latest?.textVersion ?? '',
      unsubscribedAt: csvDate(latest?.unsubscribedAt ?? null),
    };
  }
}

export function subscriberExport(db: Db, language: Language, pageSize = PEOPLE_EXPORT_PAGE): Readable {
  return csvStream(subscriberRows(db, language, pageSize), csvColumns(SUBSCRIBER_EXPORT_COLUMNS, language));
}
