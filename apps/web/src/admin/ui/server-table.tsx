import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { LIST_PAGE_SIZES } from '@kehribar/contracts/plain';
import { useAdminText } from '../i18n/use-admin-text.ts';
import { nextSort, pageCountOf, rangeOf, sortDirectionOf } from '../lib/list-state.ts';
import styles from './admin.module.css';
import { Pager } from './pager.tsx';
import own from './server-table.module.css';
import { EmptyState, ErrorState, LoadingRows } from './states.tsx';
import { BodyRow, cellClass, HeaderCell } from './table-parts.tsx';
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
              {columns.map((column) => (
                <HeaderCell
                  key={column.key}
                  header={column.header}
                  className={cellClass(column)}
                  sorted={column.sortKey ? sortDirectionOf(state.sort, column.sortKey) : undefined}
                  onSort={
                    column.sortKey ? () => list.setSort(nextSort(state.sort, column.sortKey!)) : undefined
                  }
                />
              ))}
            </tr>
          </thead>
          <tbody>
            {data.items.map((row) => (
              <BodyRow
                key={rowKey(row)}
                onOpen={onRowClick && (() => onRowClick(row))}
                title={rowLabel?.(row)}
                className={rowClassName?.(row)}
              >
                {columns.map((column) => (
                  <td key={column.key} className={cellClass(column, column.className)}>
                    {column.render(row)}
                  </td>
                ))}
              </BodyRow>
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
        <Pager
          label={t('lists.pages', { list: label })}
          status={t('lists.range', { from: range.from, to: range.to, total: data.totalCount })}
          statusTestId={testId ? `${testId}-count` : undefined}
          page={state.page}
          pages={pages}
          onPage={list.setPage}
          position={t('lists.pageOf', { page: Math.min(state.page, pages), pages })}
        >
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
        </Pager>
      )}
    </div>
  );
}
