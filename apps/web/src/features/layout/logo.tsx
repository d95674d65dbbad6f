import { useTranslation } from '../../shared/i18n/react.tsx';
import styles from './logo.module.css';

export interface LogoProps {
  onClick: () => void;
  className?: string;
  showTagline?: boolean;
}

/** The wordmark. A click resets the product filters: it goes to / with no query. */
export function Logo({ onClick, className, showTagline = true }: LogoProps) {
  const { t } = useTranslation();
  return (
    <a
      href="/"
      className={[styles.logo, className].filter(Boolean).join(' ')}
      aria-label={t('nav.homeLabel')}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        onClick();
      }}
    >
      <span className={styles.word}>KEHRİBAR</span>
      {showTagline && <span className={styles.tagline}>{t('brand.tagline')}</span>}
    </a>
  );
}

export const logoStyles = styles;
