import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { foldTurkish } from '@kehribar/contracts';

/**
 * What the back office's paged lists share (docs/product/back-office.md §2, "Paged lists"): the folded
 * words of a search, the WHERE that needs every word, the ORDER BY of a whitelisted sort key, and the
 * offset of a page.
 */

/** A search's words this many at most: more narrows nothing a person types. */
const MAX_WORDS = 8;

/** The marks an e-mail address is written with, kept inside a word so an address is searched whole. */
const ADDRESS_MARK = /^[@._-]$/;

/**
 * The folded, distinct words of a search: 'IŞIK  Ayşe' → ['isik', 'ayse']; with addresses (the lists whose
 * folded text keeps e-mail marks, db/schema/fold.ts) 'Ayşe.Nur@Örnek.com' stays one word,
 * 'ayse.nur@ornek.com'; without them (products.search_text), its letters and digits are words.
 */
export function searchWords(search: string, options: { addresses: boolean }): string[] {
  const words = options.addresses
    ? search
        .split(/\s+/)
        .flatMap((token) =>
          token
            .split(/([@._-])/)
            .map((part) => (ADDRESS_MARK.test(part) ? part : foldTurkish(part)))
            .join('')
            .split(' '),
        )
        .map((w) => w.replace(/^[@._-]+|[@._-]+$/g, ''))
    : foldTurkish(search).split(' ');
  return [...new Set(words.filter(Boolean))].slice(0, MAX_WORDS);
}

/**
 * Rows whose folded text holds every word of the search (anywhere, so 'yse' finds 'Ayşe'); undefined for
 * an empty search. LIKE's own marks (_ in an address) are escaped.
 */
export function everyWord(
  folded: SQL,
  search: string,
  options: { addresses: boolean } = { addresses: true },
): SQL | undefined {
  const words = searchWords(search, options).map((w) => w.replace(/[\\%_]/g, '\\$&'));
  return words.length ? and(...words.map((w) => sql`${folded} LIKE ${`%${w}%`}`)) : undefined;
}

/** A piece of a uuid as the back office shows one (a title, a link): 8 to 36 hex digits and dashes. */
const ID_PIECE = /^[0-9a-f-]{8,36}$/i;

/** Rows whose uuid starts with the search, when the search is a piece of one; else undefined. */
export function idStartsWith(id: AnyPgColumn, search: string): SQL | undefined {
  const piece = search.trim().toLowerCase();
  return ID_PIECE.test(piece) ? sql`${id}::text LIKE ${`${piece}%`}` : undefined;
}

/** A sort key split into its column and direction: '-date' is date, newest first. */
export function parseSort<K extends string>(sort: K | `-${K}`): { column: K; descending: boolean } {
  return sort.startsWith('-')
    ? { column: sort.slice(1) as K, descending: true }
    : { column: sort as K, descending: false };
}

/**
 * The ORDER BY of a sort key: the column's expressions in its direction, then the tie-breakers in the
 * same direction, so equal values keep one order across pages (no row shows twice or goes missing).
 */
export function orderByOf<K extends string>(
  sort: K | `-${K}`,
  columns: Record<K, (AnyPgColumn | SQL)[]>,
  tieBreakers: (AnyPgColumn | SQL)[],
): SQL[] {
  const { column, descending } = parseSort(sort);
  const direction = descending ? desc : asc;
  return [...columns[column], ...tieBreakers].map((c) => direction(c));
}

export const offsetOf = (q: { page: number; pageSize: number }) => (q.page - 1) * q.pageSize;

/**
 * A sort key that orders Turkish text as the alphabet does (c ç, g ğ, ı i, o ö, s ş, u ü) under the
 * portable "C" collation, the way the catalogue sorts titles (modules/catalog/product-query.ts).
 */
export function turkishSortKey(column: AnyPgColumn | SQL): SQL {
  let expr = sql`lower(translate(${column}, 'IİÇĞÖŞÜÂÎÛâîû', 'ıiçğöşüaiuaiu'))`;
  for (const [letter, key] of [
    ['ç', 'c~'],
    ['ğ', 'g~'],
    ['ı', 'h~'],
    ['ö', 'o~'],
    ['ş', 's~'],
    ['ü', 'u~'],
  ] as const) {
    expr = sql`replace(${expr}, ${sql.raw(`'${letter}'`)}, ${sql.raw(`'${key}'`)})`;
  }
  return sql`(${expr}) COLLATE "C"`;
}

/** A list's query up to its ORDER BY (a Drizzle select): what a page still adds is its limit and offset. */
interface Pageable<R> {
  limit(limit: number): { offset(offset: number): PromiseLike<R[]> };
}

/**
 * One page of a list with the count of all its matching rows, read together; `view` turns the page's rows
 * into what the answer carries (it may read more, as the subscribers' consents).
 */
export async function listPage<R, V>(
  q: { page: number; pageSize: number },
  rows: Pageable<R>,
  total: PromiseLike<{ n: number }[]>,
  view: (rows: R[]) => V[] | Promise<V[]>,
): Promise<{ items: V[]; totalCount: number }> {
  const [page, [counted]] = await Promise.all([rows.limit(q.pageSize).offset(offsetOf(q)), total]);
  return { items: await view(page), totalCount: counted?.n ?? 0 };
}

/**
 * Every row of a table, a page at a time by its key (no offset: a row added meanwhile moves nothing), for
 * the exports that write rows as they read them. `read` gets the last key of the page before.
 */
export async function* pagesByKey<R extends { id: K }, K>(
  read: (after: K | undefined, pageSize: number) => PromiseLike<R[]>,
  pageSize: number,
): AsyncGenerator<R[]> {
  let after: K | undefined;
  for (;;) {
    const page = await read(after, pageSize);
    if (page.length > 0) yield page;
    if (page.length < pageSize) return;
    after = page.at(-1)!.id;
  }
}
