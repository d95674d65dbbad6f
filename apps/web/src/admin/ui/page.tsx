import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../shared/navigation/use-document-title.ts';
import { useAdminText } from '../i18n/use-admin-text.ts';
import styles from './admin.module.css';

export interface AdminPageProps {
  title: string;
  /** Where the back arrow goes (a path under /admin-panel). */
  back?: string;
  actions?: ReactNode;
  children: ReactNode;
}

/** A back-office screen: a title row (with a back link and actions) and its content. */
export function AdminPage({ title, back, actions, children }: AdminPageProps) {
  const { t } = useAdminText();
  useDocumentTitle(`${title} · ${t('app.title')}`);
  return (
    <section className={styles.page} aria-labelledby="admin-page-title">
      <header className={styles.header}>
        <div className={styles.headerTitle}>
          {back && (
            <Link
              to={back}
              className={`${styles.btn} ${styles.iconOnly}`}
              aria-label={t('common.back')}
              title={t('common.back')}
            >
              <ArrowLeft size={16} aria-hidden="true" />
            </Link>
          )}
          <h1 id="admin-page-title" className={styles.title}>
            {title}
          </h1>
        </div>
        {actions && <div className={styles.headerActions}>{actions}</div>}
      </header>
      {children}
    </section>
  );
}

export function Section({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-label={title}>
      <div className={styles.tableTools}>
        <h2 className={styles.sectionTitle}>{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
