import type { ReactNode } from 'react';
import { Ornament } from './ornament.tsx';
import styles from './page-header.module.css';

export interface PageHeaderProps {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  /** `page`: the large title of a page of its own; `form`: the smaller one above a form or in a card. */
  size?: 'page' | 'form';
  /** The generous band above and below of a content page's opening. */
  padded?: boolean;
  titleId?: string;
  className?: string;
  /** Shown under the lead (a page's actions). */
  children?: ReactNode;
}

/** The quiet opening of a page (docs/architecture.md §7): eyebrow, display title, ornament, one line. */
export function PageHeader({
  eyebrow,
  title,
  lead,
  size = 'page',
  padded,
  titleId,
  className,
  children,
}: PageHeaderProps) {
  return (
    <header
      className={[styles.header, size === 'form' && styles.form, padded && styles.padded, className]
        .filter(Boolean)
        .join(' ')}
    >
      {eyebrow && <span className={styles.eyebrow}>{eyebrow}</span>}
      <h1 className={styles.title} id={titleId}>
        {title}
      </h1>
      <Ornament className={styles.ornament} />
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
    </header>
  );
}
