import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { serverMessage } from '../api/use-admin-mutation.ts';
import { useAdminText } from '../i18n/use-admin-text.ts';
import styles from './admin.module.css';

/** Rows of shimmer with the shape of a table while it loads. */
export function LoadingRows({ rows = 6 }: { rows?: number }) {
  const { t } = useAdminText();
  return (
    <div className={styles.skeletonRows} aria-busy="true" role="status" aria-label={t('common.loading')}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={28} />
      ))}
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className={styles.state} role="status">
      {children}
    </p>
  );
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useAdminText();
  const message = serverMessage(error, t);
  return (
    <div className={`${styles.state} ${styles.stateError}`} role="alert">
      <span>{t('common.loadError')}</span>
      {message && <span>{message}</span>}
      {onRetry && (
        <button type="button" className={styles.btn} onClick={onRetry}>
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}

export interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  /** Shown instead of children when the data is an empty list. */
  empty?: ReactNode;
  rows?: number;
  children: (data: T) => ReactNode;
}

/** The three states of a read (loading, error, empty) and the content once it is there. */
export function QueryView<T>({ query, empty, rows, children }: QueryViewProps<T>) {
  if (query.isPending) return <LoadingRows rows={rows} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data;
  if (empty !== undefined && Array.isArray(data) && data.length === 0)
    return <EmptyState>{empty}</EmptyState>;
  return <>{children(data)}</>;
}
