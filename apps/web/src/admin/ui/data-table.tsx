import { useMemo, useState, type ReactNode } from 'react';
import { useAdminText } from '../i18n/use-admin-text.ts';
import { filterRows, sortRows, type CellValue, type RowMatcher, type SortDirection } from '../lib/table.ts';
import styles from './admin.module.css';
import { BodyRow, cellClass, HeaderCell } from './table-parts.tsx';

export interface Column<T> {
  key: string;
  header: string;
  /** What the column sorts and filters by. */
  value?: (row: T) => CellValue;
  /** What the cell shows (defaults to the value). */
  render?: (row: T) => ReactNode;
  sortable?: boolean;
  filterable?: boolean;
  /** The column's own filter (gets the typed text trimmed and folded); default: the cell's text contains it. */
  match?: RowMatcher<T>;
  /** Right-aligned figures. */
  numeric?: boolean;
  /** Kept in view at the right edge while a wide table scrolls sideways (row actions). */
  pinEnd?: boolean;
  className?: string;
}

export interface DataTableProps<T> {
  /** Names the table for screen readers. */
  label: string;
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string | number;
  /** A row click (and Enter on a focused row) opens the row. */
  onRowClick?: (row: T) => void;
  /** Where the row goes, for the link title of a clickable row. */
  rowLabel?: (row: T) => string;
  /** An extra class of a row (e.g. styles.rowMuted for one that no longer applies). */
  rowClassName?: (row: T) => string | undefined;
  /** Shown above the table, beside the row count. */
  tools?: ReactNode;
  initialSort?: { key: string; direction: SortDirection };
  /** Many narrow columns: cells sit closer and two-word headers may take two lines, so it fits a laptop screen. */
  dense?: boolean;
  testId?: string;
}

const text = (value: CellValue): string =>
  value == null ? '' : typeof value === 'boolean' ? (value ? '1' : '0') : String(value);

/**
 * A dense table whose columns sort (click the header; aria-sort) and filter (a text box per column,
 * Turkish-aware), with an optional row click. Phones scroll it sideways.
 */
export function DataTable<T>({
  label,
  rows,
  columns,
  rowKey,
  onRowClick,
  rowLabel,
  rowClassName,
  tools,
  initialSort,
  dense,
  testId,
}: DataTableProps<T>) {
  const { t } = useAdminText();
  const [sort, setSort] = useState(initialSort ?? null);
  const [filters, setFilters] = useState<Record<string, string>>({});
  const hasFilters = columns.some((c) => c.filterable);
  const anyFilter = Object.values(filters).some((v) => v.trim());

  const visible = useMemo(() => {
    const byKey = new Map(columns.map((c) => [c.key, c]));
    const filtered = filterRows(
      rows,
      filters,
      (row, key) => text(byKey.get(key)?.value?.(row)),
      (key) => byKey.get(key)?.match,
    );
    const column = sort && byKey.get(sort.key);
    return sort && column?.value ? sortRows(filtered, column.value, sort.direction) : filtered;
  }, [rows, columns, filters, sort]);

  const toggleSort = (key: string) =>
    setSort((current) =>
      current?.key === key
        ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { key, direction: 'asc' },
    );

  return (
    <div className={styles.section}>
      <div className={styles.tableTools}>
        <span role="status">{t('common.rows', { count: visible.length })}</span>
        <div className={styles.headerActions}>
          {anyFilter && (
            <button type="button" className={styles.btnGhost} onClick={() => setFilters({})}>
              {t('common.clearFilters')}
            </button>
          )}
          {tools}
        </div>
      </div>
      <div className={styles.tableWrap}>
        <table
          className={dense ? `${styles.table} ${styles.dense}` : styles.table}
          aria-label={label}
          data-testid={testId}
        >
          <thead>
            <tr>
              {columns.map((column) => (
                <HeaderCell
                  key={column.key}
                  header={column.header}
                  className={cellClass(column)}
                  sorted={sort?.key === column.key ? sort.direction : undefined}
                  onSort={column.sortable && column.value ? () => toggleSort(column.key) : undefined}
                />
              ))}
            </tr>
            {hasFilters && (
              <tr className={styles.filterRow}>
                {columns.map((column) => (
                  <th key={column.key} scope="col" className={column.pinEnd ? styles.pinEnd : undefined}>
                    {column.filterable && column.value && (
                      <input
                        className={styles.filterInput}
                        type="search"
                        value={filters[column.key] ?? ''}
                        placeholder={t('common.filterPlaceholder')}
                        aria-label={t('common.filter', { column: column.header })}
                        onChange={(event) => setFilters((f) => ({ ...f, [column.key]: event.target.value }))}
                      />
                    )}
                  </th>
                ))}
              </tr>
            )}
          </thead>
          <tbody>
            {visible.map((row) => (
              <BodyRow
                key={rowKey(row)}
                onOpen={onRowClick && (() => onRowClick(row))}
                title={rowLabel?.(row)}
                className={rowClassName?.(row)}
              >
                {columns.map((column) => (
                  <td key={column.key} className={cellClass(column, column.className)}>
                    {column.render ? column.render(row) : text(column.value?.(row))}
                  </td>
                ))}
              </BodyRow>
            ))}
            {visible.length === 0 && (
              <tr>
                <td colSpan={columns.length} className={styles.muted}>
                  {t('common.noMatch')}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
