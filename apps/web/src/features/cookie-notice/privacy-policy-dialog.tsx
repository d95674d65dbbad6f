import { useTranslation } from '../../shared/i18n/react.tsx';
import { useLocale } from '../../shared/i18n/use-locale.ts';
import { useAllContent } from '../../shared/queries/content.ts';
import { Modal } from '../../shared/ui/modal.tsx';
import { DataRightsLine } from '../../shared/ui/form/privacy-notice.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import styles from './cookie-notice.module.css';

/**
 * The privacy policy (GetAllContent → staticContent), for when the footer's legal overlay is not
 * there to open it (see shared/state/legal-overlay.ts).
 */
export function PrivacyPolicyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { text } = useLocale();
  const { data, isPending } = useAllContent();
  const policy = text(data?.staticContent.privacyPolicy, data?.staticContent.privacyPolicyEN);
  const paragraphs = policy
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('cookies.privacyLink')}
      size="lg"
      scrollableText
    >
      <div className={styles.policy}>
        {isPending
          ? [100, 96, 88, 100, 70].map((w, i) => <Skeleton key={i} text width={`${w}%`} />)
          : paragraphs.map((p, i) => <p key={i}>{p}</p>)}
        <DataRightsLine onNavigate={onClose} />
      </div>
    </Modal>
  );
}
