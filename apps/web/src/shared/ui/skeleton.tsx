import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

export interface SkeletonProps {
  /** A CSS aspect ratio ('1', '16 / 7') for picture placeholders. */
  ratio?: string;
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** A line of text. */
  text?: boolean;
  className?: string;
}

/** A warm shimmering placeholder with the size of what will come (no layout shift). */
export function Skeleton({ ratio, width, height, text, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={[styles.skeleton, text && styles.text, className].filter(Boolean).join(' ')}
      style={{ aspectRatio: ratio, width, height }}
    />
  );
}
