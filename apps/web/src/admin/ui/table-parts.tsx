import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useAdminText } from '../i18n/use-admin-text.ts';
import styles from './admin.module.css';

/** The pieces DataTable (sorted in the browser) and ServerTable (sorted on the server) share. */

type Sorted = 'asc' | 'desc' | undefined;

/** A column's header: a sortable one is a button with an arrow for how the list is sorted by it now. */
export function HeaderCell({
  header,
  className,
  sorted,
  onSort,
}: {
  header: string;
  className?: string;
  sorted: Sorted;
  /** Given when the column sorts. */
  onSort?: () => void;
}) {
  const { t } = useAdminText();
  const ariaSort =
    sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : onSort ? 'none' : undefined;
  return (
    <th scope="col" className={className} aria-sort={ariaSort}>
      {onSort ? (
        <button
          type="button"
          className={styles.sortButton}
          onClick={onSort}
          title={t('common.sortBy', { column: header })}
        >
          {header}
          {sorted === 'asc' ? (
            <ArrowUp size={12} aria-hidden="true" />
          ) : sorted === 'desc' ? (
            <ArrowDown size={12} aria-hidden="true" />
          ) : (
            <ArrowUpDown size={12} aria-hidden="true" opacity={0.6} />
          )}
        </button>
      ) : (
        header
      )}
    </th>
  );
}

/** Ignores clicks that started on a control inside the row (inputs, buttons, links, selects). */
function fromControl(target: EventTarget | null, row: HTMLElement): boolean {
  const element =
    target instanceof Element ? target.closest('a, button, input, select, textarea, label') : null;
  return !!element && row.contains(element);
}

/** A body row; with onOpen, a click on it (not on a control inside it) or Enter on it opens the row. */
export function BodyRow({
  onOpen,
  title,
  className,
  children,
}: {
  onOpen?: () => void;
  /** Where the row goes, for the link title of a clickable row. */
  title?: string;
  className?: string;
  children: ReactNode;
}) {
  const onKey = (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.key === 'Enter' && event.target === event.currentTarget) onOpen?.();
  };
  return (
    <tr
      className={[onOpen && styles.clickable, className].filter(Boolean).join(' ') || undefined}
      tabIndex={onOpen ? 0 : undefined}
      title={onOpen ? title : undefined}
      onClick={onOpen ? (event) => !fromControl(event.target, event.currentTarget) && onOpen() : undefined}
      onKeyDown={onOpen ? onKey : undefined}
    >
      {children}
    </tr>
  );
}

/** A cell's classes: right-aligned figures, kept at the right edge, the column's own. */
export const cellClass = (column: { numeric?: boolean; pinEnd?: boolean }, own?: string) =>
  [column.numeric && styles.num, column.pinEnd && styles.pinEnd, own].filter(Boolean).join(' ') || undefined;
