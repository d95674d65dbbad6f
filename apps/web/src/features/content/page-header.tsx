import type { ReactNode } from 'react';
import { Ornament } from '../../shared/ui/ornament.tsx';
import styles from './page-header.module.css';

/** The quiet opening of every content page: eyebrow, display title, ornament, one line. */
export function PageHeader({ eyebrow, title, lead }: { eyebrow: string; title: string; lead?: ReactNode }) {
  return (
    <header className={styles.header}>
      <span className={styles.eyebrow}>{eyebrow}</span>
      <h1 className={styles.title}>{title}</h1>
      <Ornament className={styles.ornament} />
      {lead && <p className={styles.lead}>{lead}</p>}
    </header>
  );
}
