import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import type { KeyboardEvent, ReactNode } from 'react';
import { LIST_PAGE_SIZES } from '@kehribar/contracts/plain';
import { useAdminText } from '../i18n/use-admin-text.ts';
import { nextSort, pageCountOf, rangeOf, sortDirectionOf } from '../lib/list-state.ts';
import styles from './admin.module.css';
import { SortButton } from './sort-button.tsx';
import own from './server-table.module.css';
import { EmptyState, ErrorState, LoadingRows } from './states.tsx';
import type { ServerList } from './use-server-list.ts';

export interface ServerColumn<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** The server's sort key of this column, when it sorts. */
  sortKey?: string;
  numeric?: boolean;
  /** Kept in view at the right edge while a wide table scrolls sideways (row actions). */
  pinEnd?: boolean;
  className?: string;
}

export interface ServerTableProps<T> {
  /** Names the table (and its search box) for screen readers. */
  label: string;
  list: ServerList<T>;
  columns: readonly ServerColumn<T>[];
  rowKey: (row: T) => string | number;
  /** What the search looks through, e.g. "Sipariş no, ad ya da e-posta". */
  searchPlaceholder: string;
  /** Shown when the whole list is empty (no search or filter). */
  empty: string;
  /** Filters beside the search box (a status select). */
  filters?: ReactNode;
  onRowClick?: (row: T) => void;
  rowLabel?: (row: T) => string;
  rowClassName?: (row: T) => string | undefined;
  dense?: boolean;
  testId?: string;
}

/** Ignores clicks that started on a control inside the row (inputs, buttons, links, selects). */
function fromControl(target: EventTarget | null, row: HTMLElement): boolean {
  const element =
    target instanceof Element ? target.closest('a, button, input, select, textarea, label') : null;
  return !!element && row.contains(element);
}

const cellClass = (column: ServerColumn<unknown>, cell: boolean) =>
  [column.numeric && styles.num, column.pinEnd && styles.pinEnd, cell && column.className]
    .filter(Boolean)
    .join(' ') || undefined;

/**
 * A table paged, sorted and searched on the server (docs/product/back-office.md §2, "Paged lists"): a
 * search box and filters, sortable headers, the rows of one page, and a pager with the page size. Its
 * state lives in the address (useServerList), so back, forward and a reload show the same rows.
 */
export function ServerTable<T>({
  label,
  list,
  columns,
  rowKey,
  searchPlaceholder,
  empty,
  filters,
  onRowClick,
  rowLabel,
  rowClassName,
  dense,
  testId,
}: ServerTableProps<T>) {
  const { t } = useAdminText();
  const { state, query } = list;
  const data = query.data;
  const pages = pageCountOf(data?.totalCount ?? 0, state.pageSize);
  const range = rangeOf(state, data?.items.length ?? 0);
  const onKey = (event: KeyboardEvent<HTMLTableRowElement>, row: T) => {
    if (event.key === 'Enter' && event.target === event.currentTarget) onRowClick?.(row);
  };

  const body = () => {
    if (query.isPending) return <LoadingRows />;
    if (query.isError && !data)
      return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
    if (!data) return null;
    if (data.totalCount === 0) {
      return (
        <EmptyState>
          {list.narrowed ? t('lists.noMatch') : empty}
          {list.narrowed && (
            <button type="button" className={styles.btnGhost} onClick={list.clear}>
              {t('lists.clear')}
            </button>
          )}
        </EmptyState>
      );
    }
    if (data.items.length === 0) {
      // Past the last page (an old link, or rows deleted meanwhile): offer the last page.
      return (
        <EmptyState>
          {t('lists.pastEnd')}
          <button type="button" className={styles.btn} onClick={() => list.setPage(pages)}>
            {t('lists.lastPage')}
          </button>
        </EmptyState>
      );
    }
    return (
      // The wrapper scrolls sideways on a phone: a keyboard must be able to reach it even when no cell holds
      // a control (the audit log), so it is a named, focusable region.
      <div
        className={[styles.tableWrap, query.isPlaceholderData && own.refreshing].filter(Boolean).join(' ')}
        role="region"
        aria-label={label}
        tabIndex={0}
      >
        <table
          className={dense ? `${styles.table} ${styles.dense}` : styles.table}
          aria-label={label}
          aria-busy={query.isFetching || undefined}
          data-testid={testId}
        >
          <thead>
            <tr>
              {columns.map((column) => {
                const sorted = column.sortKey ? sortDirectionOf(state.sort, column.sortKey) : undefined;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    className={cellClass(column as ServerColumn<unknown>, false)}
                    aria-sort={
                      sorted === 'asc'
                        ? 'ascending'
                        : sorted === 'desc'
                          ? 'descending'
                          : column.sortKey
                            ? 'none'
                            : undefined
                    }
                  >
                    {column.sortKey ? (
                      <SortButton
                        header={column.header}
                        sorted={sorted}
                        onSort={() => list.setSort(nextSort(state.sort, column.sortKey!))}
                      />
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {data.items.map((row) => (
              <tr
                key={rowKey(row)}
                className={
                  [onRowClick && styles.clickable, rowClassName?.(row)].filter(Boolean).join(' ') || undefined
                }
                tabIndex={onRowClick ? 0 : undefined}
                title={onRowClick && rowLabel ? rowLabel(row) : undefined}
                onClick={
                  onRowClick
                    ? (event) => !fromControl(event.target, event.currentTarget) && onRowClick(row)
                    : undefined
                }
                onKeyDown={onRowClick ? (event) => onKey(event, row) : undefined}
              >
                {columns.map((column) => (
                  <td key={column.key} className={cellClass(column as ServerColumn<unknown>, true)}>
                    {column.render(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  };

  return (
    <div className={styles.section}>
      <div className={own.toolbar}>
        <label className={own.search}>
          <Search size={15} aria-hidden="true" />
          <span className="visually-hidden">{t('lists.searchIn', { list: label })}</span>
          <input
            className={styles.input}
            type="search"
            value={list.searchInput}
            placeholder={searchPlaceholder}
            onChange={(event) => list.setSearchInput(event.target.value)}
            maxLength={100}
            data-testid={testId ? `${testId}-search` : undefined}
          />
        </label>
        {filters && <div className={own.filters}>{filters}</div>}
      </div>
      {body()}
      {data && data.totalCount > 0 && (
        <nav className={`${styles.tableTools} ${own.pager}`} aria-label={t('lists.pages', { list: label })}>
          <span role="status" data-testid={testId ? `${testId}-count` : undefined}>
            {t('lists.range', { from: range.from, to: range.to, total: data.totalCount })}
          </span>
          <div className={own.pagerButtons}>
            <button
              type="button"
              className={styles.btn}
              disabled={state.page <= 1}
              onClick={() => list.setPage(Math.min(state.page - 1, pages))}
            >
              <ChevronLeft size={15} aria-hidden="true" />
              {t('lists.previous')}
            </button>
            <span>{t('lists.pageOf', { page: Math.min(state.page, pages), pages })}</span>
            <button
              type="button"
              className={styles.btn}
              disabled={state.page >= pages}
              onClick={() => list.setPage(state.page + 1)}
            >
              {t('lists.next')}
              <ChevronRight size={15} aria-hidden="true" />
            </button>
          </div>
          <label className={own.pageSize}>
            {t('lists.pageSize')}
            <select
              className={styles.select}
              value={state.pageSize}
              onChange={(event) => list.setPageSize(Number(event.target.value))}
            >
              {LIST_PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
        </nav>
      )}
    </div>
  );
}
