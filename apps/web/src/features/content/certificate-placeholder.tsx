import { Award, BadgeCheck, Gem, Landmark, ShieldCheck, type LucideIcon } from 'lucide-react';
import styles from './certificates-page.module.css';

const SEALS: Record<string, LucideIcon> = {
  'amber-authenticity': Gem,
  'silver-925': Award,
  'quality-management': BadgeCheck,
  etbis: Landmark,
  kvkk: ShieldCheck,
};

/** Stands in for a certificate without a picture: a sheet of paper with lines and an amber seal. */
export function CertificatePlaceholder({ id }: { id: string }) {
  const Seal = SEALS[id] ?? Award;
  return (
    <div className={styles.placeholder} aria-hidden="true">
      <div className={styles.sheet}>
        <span className={styles.sheetTitle} />
        <span className={styles.sheetLine} />
        <span className={styles.sheetLine} />
        <span className={`${styles.sheetLine} ${styles.short}`} />
        <span className={styles.seal}>
          <Seal size={26} strokeWidth={1.3} />
        </span>
        <span className={styles.signature} />
      </div>
    </div>
  );
}
