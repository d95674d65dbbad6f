import { useTranslation } from '../../i18n/react.tsx';
import { openLegalText } from '../../state/legal-overlay.ts';
import { cx } from './field-shell.tsx';
import styles from './form.module.css';

/**
 * The KVKK privacy notice (aydınlatma metni) beside a form that collects personal data: information,
 * not a consent, so it is a line with a link and never a checkbox
 * (docs/decisions/026-marketing-consent-and-privacy-notice.md). The link opens the footer's legal overlay.
 */
export function PrivacyNotice({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <p className={cx(styles.privacyNotice, className)} data-privacy-notice="">
      {t('privacyNotice.text')}{' '}
      <button
        type="button"
        className={styles.privacyLink}
        aria-haspopup="dialog"
        onClick={() => openLegalText('privacyPolicy')}
      >
        {t('privacyNotice.link')}
      </button>
    </p>
  );
}
