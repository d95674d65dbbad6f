import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { stringify } from 'csv-stringify';
import type { Language } from '@kehribar/contracts';
import { translate, type MessageText } from './messages.ts';

/**
 * The back office's CSV files (docs/decisions/032-exports-and-invoices.md), made for the spreadsheet an
 * owner in Türkiye opens them with: UTF-8 with a byte-order mark (so Excel reads ç, ğ, ı, ş), `;` between
 * fields and a decimal comma in amounts (Excel in Turkish splits on `;` and reads `1.234` as a thousand),
 * CRLF line ends, and every text that starts like a formula (= + - @, a tab or CR) prefixed with `'` so
 * opening the file never runs what a shopper typed into a name or an address.
 */
export const CSV_DELIMITER = ';';

/** One column: its key in the row and its header. */
export interface CsvColumn<K extends string> {
  key: K;
  header: string;
}

/** The columns of a file, headed in the request's language: all of `headers`, or the keys named, in order. */
export function csvColumns<K extends string>(
  headers: Record<K, MessageText>,
  language: Language,
  keys: readonly K[] = Object.keys(headers) as K[],
): CsvColumn<K>[] {
  return keys.map((key) => ({ key, header: translate(headers[key], language) }));
}

/** An amount in minor units as Turkish Excel reads a number: 1234,50 (two decimals, no grouping). */
export function csvAmount(minor: number | null): string {
  if (minor === null) return '';
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

const istanbulTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Istanbul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/** 'YYYY-MM-DD HH:mm:ss' in Türkiye time, which Excel reads as a date in either language; '' for none. */
export const csvDate = (d: Date | null): string => (d ? istanbulTime.format(d) : '');

/** The file as a stream: the rows are pulled from the generator (a page of the database at a time) as the client reads. */
export function csvStream<K extends string>(
  rows: AsyncIterable<Record<K, string | number | boolean | null>>,
  columns: readonly CsvColumn<K>[],
): Readable {
  return Readable.from(rows).pipe(
    stringify({
      header: true,
      bom: true,
      delimiter: CSV_DELIMITER,
      record_delimiter: 'windows',
      escape_formulas: true,
      columns: columns.map((c) => ({ key: c.key, header: c.header })),
      cast: { boolean: (b) => (b ? '1' : '0') },
    }),
  );
}

/** Sends a CSV file as a download: personal data, so never stored by a cache. */
export function sendCsv(reply: FastifyReply, fileName: string, body: Readable): FastifyReply {
  return reply
    .header('cache-control', 'no-store')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .type('text/csv; charset=utf-8')
    .send(body);
}

/** Today's date in Türkiye, for file names. */
export const csvDay = (now = new Date()) => csvDate(now).slice(0, 10);
