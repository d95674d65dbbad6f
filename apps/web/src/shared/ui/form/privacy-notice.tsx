import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import { ROUTES } from '../../navigation/links.ts';
import { openLegalText } from '../../state/legal-overlay.ts';
import { cx } from './field-shell.tsx';
import styles from './form.module.css';

/**
 * The KVKK privacy notice (aydınlatma metni) beside a form that collects personal data: information,
 * not a consent, so it is a line with a link and never a checkbox
 * (docs/decisions/026-marketing-consent-and-privacy-notice.md). The link opens the footer's legal overlay;
 * the request form for the person's rights is named beside it (decision 044).
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
      {' · '}
      <Link to={ROUTES.dataRequest} className={styles.privacyLink}>
        {t('privacyNotice.rightsLink')}
      </Link>
    </p>
  );
}

/**
 * Under the privacy policy wherever it is shown: the way to use the rights of KVKK art. 11, whatever the
 * owner's text says (docs/decisions/044-retention-and-consent-proof.md). `onNavigate` closes the overlay.
 */
export function DataRightsLine({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <p className={styles.dataRights} data-testid="data-rights-line">
      {t('privacyNotice.rights')}{' '}
      <Link to={ROUTES.dataRequest} className={styles.privacyLink} onClick={onNavigate}>
        {t('privacyNotice.rightsLink')}
      </Link>
    </p>
  );
}
