import type { Readable } from 'node:stream';
import { asc, gt } from 'drizzle-orm';
import type { Language } from '@kehribar/contracts';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import { csvDate, csvStream, type CsvColumn } from '../../../platform/csv.ts';
import { pagesByKey } from '../../../platform/list-query.ts';
import { PEOPLE_EXPORT_PAGE, subscribersWithLatestConsent } from './subscribers.admin.ts';

/**
 * Account/ExportCustomers and Account/ExportSubscribers: the back office's people as CSV files
 * (docs/decisions/032-exports-and-invoices.md), read a page at a time by key and written as they are read.
 */

type Words = { tr: string; en: string };
const columnsOf = <K extends string>(headers: Record<K, Words>, language: Language): CsvColumn<K>[] =>
  (Object.keys(headers) as K[]).map((key) => ({
    key,
    header: headers[key][language === 'en-EN' ? 'en' : 'tr'],
  }));

const CUSTOMER_HEADERS = {
  email: { tr: 'E-posta', en: 'E-mail' },
  firstName: { tr: 'Ad', en: 'First name' },
  lastName: { tr: 'Soyad', en: 'Last name' },
  phone: { tr: 'Telefon', en: 'Phone' },
  birthDate: { tr: 'Doğum tarihi', en: 'Birth date' },
  registeredAt: { tr: 'Kayıt tarihi', en: 'Registered' },
  emailConfirmed: { tr: 'E-posta doğrulandı', en: 'E-mail confirmed' },
  thirdParty: { tr: 'Sosyal giriş', en: 'Social sign-in' },
  role: { tr: 'Rol', en: 'Role' },
} satisfies Record<string, Words>;
type CustomerKey = keyof typeof CUSTOMER_HEADERS;

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
  return csvStream(customerRows(db, pageSize), columnsOf(CUSTOMER_HEADERS, language));
}

const SUBSCRIBER_HEADERS = {
  email: { tr: 'E-posta', en: 'E-mail' },
  subscribedAt: { tr: 'Abonelik tarihi', en: 'Subscribed' },
  status: { tr: 'Durum', en: 'Status' },
  consentedAt: { tr: 'İzin tarihi', en: 'Consent given' },
  source: { tr: 'İzin kaynağı', en: 'Consent source' },
  ip: { tr: 'IP adresi', en: 'IP address' },
  textVersion: { tr: 'İzin metni sürümü', en: 'Consent text version' },
  unsubscribedAt: { tr: 'Ayrılma tarihi', en: 'Unsubscribed' },
} satisfies Record<string, Words>;
type SubscriberKey = keyof typeof SUBSCRIBER_HEADERS;

const SUBSCRIBER_STATUS = {
  active: { tr: 'Abone', en: 'Subscribed' },
  unsubscribed: { tr: 'Ayrıldı', en: 'Unsubscribed' },
  noRecord: { tr: 'İzin kaydı yok', en: 'No consent record' },
} satisfies Record<string, Words>;

/** Each subscriber with its latest consent (decision 026): when, where, from which address, which text. */
async function* subscriberRows(
  db: Db,
  language: Language,
  pageSize: number,
): AsyncGenerator<Record<SubscriberKey, string>> {
  const say = (w: Words) => w[language === 'en-EN' ? 'en' : 'tr'];
  for await (const { subscriber: s, latest } of subscribersWithLatestConsent(db, pageSize)) {
    yield {
      email: s.email,
      subscribedAt: csvDate(s.createdAt),
      status: say(
        !latest
          ? SUBSCRIBER_STATUS.noRecord
          : latest.unsubscribedAt
            ? SUBSCRIBER_STATUS.unsubscribed
            : SUBSCRIBER_STATUS.active,
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
  return csvStream(subscriberRows(db, language, pageSize), columnsOf(SUBSCRIBER_HEADERS, language));
}
