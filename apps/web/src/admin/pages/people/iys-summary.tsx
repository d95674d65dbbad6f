import { useQuery } from '@tanstack/react-query';
import { adminReads } from '../../api/reads.ts';
import { useAdminText } from '../../i18n/use-admin-text.ts';
import styles from '../../ui/admin.module.css';

/**
 * Above the subscribers: what the İYS file holds, and the addresses it leaves out because no consent of
 * theirs was recorded — they are not uploaded and not mailed (docs/decisions/044-retention-and-consent-proof.md).
 */
export function IysSummary() {
  const { t } = useAdminText();
  const { data } = useQuery(adminReads.iysSummary());
  if (!data) return null;
  return (
    <div
      data-testid="iys-summary"
      style={{ display: 'grid', gap: 'var(--space-2)', marginBottom: 'var(--space-4)' }}
    >
      <p className={styles.hint}>
        {t('subscribers.iysSummary', { consenting: data.consenting, withdrawn: data.withdrawn })}{' '}
        {t('subscribers.uploadHint')}
      </p>
      {data.noProof > 0 && (
        <p>
          <span className={styles.badge} data-tone="warn">
            {t('subscribers.noRecord')}
          </span>{' '}
          <span className={styles.hint}>{t('subscribers.noProof', { count: data.noProof })}</span>
        </p>
      )}
    </div>
  );
}
