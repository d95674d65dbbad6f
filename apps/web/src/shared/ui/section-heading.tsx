import type { ReactNode } from 'react';
import styles from './section-heading.module.css';

export interface SectionHeadingProps {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  /** A link or button shown at the end (start-aligned headings only). */
  action?: ReactNode;
  centered?: boolean;
  as?: 'h1' | 'h2' | 'h3';
  id?: string;
}

export function SectionHeading({
  eyebrow,
  title,
  lead,
  action,
  centered,
  as: Tag = 'h2',
  id,
}: SectionHeadingProps) {
  return (
    <div className={[styles.heading, centered && styles.centered].filter(Boolean).join(' ')}>
      <div>
        {eyebrow && <span className={styles.eyebrow}>{eyebrow}</span>}
        <Tag className={styles.title} id={id}>
          {title}
        </Tag>
        {lead && <p className={styles.lead}>{lead}</p>}
      </div>
      {action}
    </div>
  );
}
