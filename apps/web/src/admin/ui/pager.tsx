import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useAdminText } from '../i18n/use-admin-text.ts';
import styles from './admin.module.css';
import own from './pager.module.css';

export interface PagerProps {
  /** Names the navigation for screen readers. */
  label: string;
  /** Which rows are shown (a live status). */
  status: ReactNode;
  statusTestId?: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** Shown between the two buttons ("Page 2 of 5"). */
  position?: ReactNode;
  /** Shown at the end (the page size). */
  children?: ReactNode;
}

/** The back office's pager under a server-paged list: where the rows are, previous and next. */
export function Pager({ label, status, statusTestId, page, pages, onPage, position, children }: PagerProps) {
  const { t } = useAdminText();
  return (
    <nav className={`${styles.tableTools} ${own.pager}`} aria-label={label}>
      <span role="status" data-testid={statusTestId}>
        {status}
      </span>
      <div className={own.buttons}>
        <button
          type="button"
          className={styles.btn}
          disabled={page <= 1}
          onClick={() => onPage(Math.min(page - 1, pages))}
        >
          <ChevronLeft size={15} aria-hidden="true" />
          {t('lists.previous')}
        </button>
        {position && <span>{position}</span>}
        <button
          type="button"
          className={styles.btn}
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          {t('lists.next')}
          <ChevronRight size={15} aria-hidden="true" />
        </button>
      </div>
      {children}
    </nav>
  );
}
