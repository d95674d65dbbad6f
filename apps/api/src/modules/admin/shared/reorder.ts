import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { badRequest } from '../../../platform/errors.ts';
import { MESSAGES } from '../../../platform/messages.ts';

/**
 * The new sort_order of a whole list as one CASE expression: `ids` must name every row of `current`
 * exactly once (a list edited in two tabs, or a row deleted meanwhile, is refused with 400 rather than
 * half applied). Positions become 0, 1, 2 … in the order given.
 */
export function newOrder(idColumn: AnyPgColumn, current: readonly number[], ids: readonly number[]): SQL {
  const have = new Set(current);
  if (ids.length !== have.size || ids.some((id) => !have.has(id)))
    throw badRequest(MESSAGES.reorderIncomplete);
  const whens = ids.map((id, position) => sql`WHEN ${id}::int THEN ${position}::int`);
  return sql`(CASE ${idColumn} ${sql.join(whens, sql` `)} END)`;
}
