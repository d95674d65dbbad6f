/**
 * Sorting and filtering of the back office's tables, Turkish-aware: 'İ ı I i', 'ş s', 'ğ g', 'ü u',
 * 'ö o', 'ç c' compare alike in filters, and text sorts in Turkish alphabetical order.
 */
export type SortDirection = 'asc' | 'desc';
export type CellValue = string | number | boolean | null | undefined;

const collator = new Intl.Collator('tr', { numeric: true, sensitivity: 'base' });

/** Lower-cased, Turkish letters folded to their plain Latin twins, accents dropped. */
export function fold(text: string): string {
  return text
    .toLocaleLowerCase('tr')
    .replace(/ı/g, 'i')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

export function compareCells(a: CellValue, b: CellValue): number {
  const aEmpty = a == null || a === '';
  const bEmpty = b == null || b === '';
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(b) - Number(a);
  return collator.compare(String(a), String(b));
}

/** A stable sort by one column; empty cells go last in both directions. */
export function sortRows<T>(rows: readonly T[], value: (row: T) => CellValue, direction: SortDirection): T[] {
  return rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((x, y) => {
      const xEmpty = x.key == null || x.key === '';
      const yEmpty = y.key == null || y.key === '';
      if (xEmpty !== yEmpty) return xEmpty ? 1 : -1;
      const order = compareCells(x.key, y.key);
      return (direction === 'asc' ? order : -order) || x.index - y.index;
    })
    .map((entry) => entry.row);
}

/** A column's own filter: whether a row matches the typed text (already trimmed and folded). */
export type RowMatcher<T> = (row: T, query: string) => boolean;

/**
 * Rows whose every filtered column matches its filter text (folded): by the column's own matcher when
 * it has one, else when the cell's text contains it.
 */
export function filterRows<T>(
  rows: readonly T[],
  filters: Readonly<Record<string, string>>,
  text: (row: T, column: string) => string,
  matcher?: (column: string) => RowMatcher<T> | undefined,
): T[] {
  const active = Object.entries(filters)
    .map(([column, query]) => [column, fold(query.trim()), matcher?.(column)] as const)
    .filter(([, query]) => query !== '');
  if (!active.length) return [...rows];
  return rows.filter((row) =>
    active.every(([column, query, match]) =>
      match ? match(row, query) : fold(text(row, column)).includes(query),
    ),
  );
}
