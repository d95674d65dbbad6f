import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../navigation/use-document-title.ts';
import { buttonClass } from './button.tsx';
import { PageHeader } from './page-header.tsx';
import styles from './placeholder-page.module.css';

export interface PlaceholderPageProps {
  eyebrow?: string;
  title: string;
  lead: string;
  /** Buttons: links with their labels; the first is the primary one. */
  actions?: { to: string; label: string }[];
  children?: ReactNode;
}

/** A calm page frame: eyebrow, display title, one line, and a way on. Used by pages still to come. */
export function PlaceholderPage({ eyebrow, title, lead, actions = [], children }: PlaceholderPageProps) {
  useDocumentTitle(title);
  return (
    <section className={`container ${styles.page}`}>
      <div className={styles.inner}>
        <PageHeader eyebrow={eyebrow} title={title} lead={lead} />
        {children}
        {actions.length > 0 && (
          <div className={styles.actions}>
            {actions.map((action, index) => (
              <Link
                key={action.to}
                to={action.to}
                className={buttonClass({ variant: index === 0 ? 'primary' : 'secondary' })}
              >
                {action.label}
              </Link>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
