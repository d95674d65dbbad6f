import { Star } from 'lucide-react';
import styles from './reviews.module.css';

const FIVE = [1, 2, 3, 4, 5];

/**
 * A rating shown as five stars filled to the value (a half-filled star for 4.5); the text alternative
 * says it in words ("5 üzerinden 4,5 yıldız"), the stars themselves are hidden from screen readers.
 */
export function ReviewStars({ value, label, size = 16 }: { value: number; label: string; size?: number }) {
  const filled = `${Math.max(0, Math.min(5, value)) * 20}%`;
  return (
    <span className={styles.stars} role="img" aria-label={label}>
      <span className={styles.starRow} aria-hidden="true">
        {FIVE.map((i) => (
          <Star key={i} size={size} strokeWidth={1.4} />
        ))}
      </span>
      <span className={`${styles.starRow} ${styles.starFill}`} style={{ width: filled }} aria-hidden="true">
        {FIVE.map((i) => (
          <Star key={i} size={size} strokeWidth={1.4} fill="currentColor" />
        ))}
      </span>
    </span>
  );
}
