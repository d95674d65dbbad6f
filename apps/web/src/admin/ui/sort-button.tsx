import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useAdminText } from '../i18n/use-admin-text.ts';
import styles from './admin.module.css';

/** A sortable column's header: the column's name and an arrow for how the list is sorted by it now. */
export function SortButton({
  header,
  sorted,
  onSort,
}: {
  header: string;
  sorted: 'asc' | 'desc' | undefined;
  onSort: () => void;
}) {
  const { t } = useAdminText();
  return (
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
  );
}
