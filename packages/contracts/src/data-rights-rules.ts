/** The zod-free part of the customer's data rights (docs/decisions/027-customer-data-rights.md). */

/** What a request asks for: a copy of one's data, its erasure, its correction, or something else. */
export const DATA_REQUEST_TYPES = ['access', 'erasure', 'correction', 'other'] as const;
export type DataRequestType = (typeof DATA_REQUEST_TYPES)[number];

/** A form sent by anyone (signed in or not), or the customer's own download or erasure in /profile. */
export const DATA_REQUEST_SOURCES = ['form', 'account'] as const;
export const DATA_REQUEST_STATUSES = ['open', 'answered'] as const;

/** KVKK art. 13: a request is answered within 30 days of its receipt. */
export const DATA_REQUEST_DAYS = 30;

/** The download's file name: kehribar-verilerim-YYYY-MM-DD.json (the day in Istanbul). */
export function exportFileName(at: Date): string {
  const day = at.toLocaleDateString('en-CA', { timeZone: 'Europe/Istanbul' });
  return `kehribar-verilerim-${day}.json`;
}
