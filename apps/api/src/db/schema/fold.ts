import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * foldTurkish (packages/contracts/src/text.ts) in SQL: dotted and dotless i, ş, ğ, ü, ö, ç and the
 * circumflexes to plain letters, lower case, anything but letters, digits and the marks of an e-mail
 * address (@ . _ -) to a space, so a whole address is one word. The back office's
 * list searches match the folded query against it, and migration 0012 indexes the same expressions with
 * pg_trgm, so a search of a large list is an index scan. Every function in it is immutable, as an index
 * expression must be. Accents outside Turkish (é, ñ) are not folded here, unlike foldTurkish.
 */
export function foldedSql(...parts: (AnyPgColumn | SQL)[]): SQL {
  const joined = sql.join(
    parts.map((p) => sql`coalesce(${p}, '')`),
    sql` || ' ' || `,
  );
  return sql`regexp_replace(lower(translate(${joined}, 'İIıŞşĞğÜüÖöÇçÂâÎîÛû', 'iiissgguuooccaaiiuu')), '[^a-z0-9@._-]+', ' ', 'g')`;
}

/** A pg_trgm GIN index's expression over the folded text. */
export const trigramOf = (folded: SQL): SQL => sql`(${folded}) gin_trgm_ops`;
