import { useTranslation } from '../../shared/i18n/react.tsx';
import type { LegalTextKey, StaticContent } from '@kehribar/contracts/plain';
import { useLocale } from '../../shared/i18n/use-locale.ts';
import { useAllContent } from '../../shared/queries/content.ts';
import { Modal } from '../../shared/ui/modal.tsx';
import { DataRightsLine } from '../../shared/ui/form/privacy-notice.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { toParagraphs } from './legal-text.ts';
import styles from './legal-dialog.module.css';

function legalText(content: StaticContent | undefined, key: LegalTextKey, english: boolean): string {
  if (!content) return '';
  const en = content[`${key}EN`];
  return english && en?.trim() ? en : content[key];
}

/**
 * One of the four static legal texts (GetAllContent → staticContent), English when English. Its own
 * chunk: the footer mounts it from the first opening on (site-footer.tsx).
 */
export function LegalDialog({ which, onClose }: { which: LegalTextKey | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { isEnglish } = useLocale();
  const { data, isPending } = useAllContent();
  const paragraphs = which ? toParagraphs(legalText(data?.staticContent, which, isEnglish)) : [];

  return (
    <Modal
      open={which !== null}
      onOpenChange={(open) => !open && onClose()}
      title={which ? t(`legal.${which}`) : ''}
      size="lg"
      scrollableText
    >
      <div className={styles.text}>
        {isPending ? (
          [100, 96, 88, 100, 70].map((w, i) => <Skeleton key={i} text width={`${w}%`} />)
        ) : paragraphs.length ? (
          paragraphs.map((p, i) => <p key={i}>{p}</p>)
        ) : (
          <p className={styles.empty}>{t('legal.empty')}</p>
        )}
        {/* The owner edits the notice; the way to use the rights it describes is always there (decision 044). */}
        {which === 'privacyPolicy' && <DataRightsLine onNavigate={onClose} />}
      </div>
    </Modal>
  );
}
