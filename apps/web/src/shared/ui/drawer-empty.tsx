import type { ReactNode } from 'react';
import styles from './side-drawer.module.css';

/** An empty drawer: its mark, what is missing, a line of lead, and the way on (children). */
export function DrawerEmpty({
  icon,
  title,
  lead,
  children,
}: {
  icon: ReactNode;
  title: ReactNode;
  lead: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.empty}>
      <span className={styles.mark} aria-hidden="true">
        {icon}
      </span>
      <h3 className={styles.emptyTitle}>{title}</h3>
      <p className={styles.emptyLead}>{lead}</p>
      {children}
    </div>
  );
}
