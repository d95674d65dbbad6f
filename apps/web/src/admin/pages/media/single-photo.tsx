import type { ReactNode } from 'react';
import { useAdminText } from '../../i18n/use-admin-text.ts';
import styles from '../../ui/admin.module.css';
import { EmptyState } from '../../ui/states.tsx';
import { UploadForm } from '../../ui/upload.tsx';

export interface SinglePhotoProps {
  title: string;
  current: string | null | undefined;
  onUpload: (file: File, progress: (v: number | null) => void) => Promise<unknown>;
  accept?: string;
  children?: ReactNode;
  testId?: string;
}

/** One site picture: what is there now, and an upload that replaces it. */
export function SinglePhoto({ title, current, onUpload, accept = 'image/*', testId }: SinglePhotoProps) {
  const { t } = useAdminText();
  return (
    <section className={styles.panel} aria-label={title} data-testid={testId}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <div className={styles.grid2}>
        {current ? (
          <img className={styles.preview} src={current} alt={`${title} — ${t('common.current')}`} />
        ) : (
          <EmptyState>{t('common.noImage')}</EmptyState>
        )}
        <UploadForm
          label={t('common.chooseFile')}
          accept={accept}
          onUpload={(files, progress) => onUpload(files[0]!, progress)}
        />
      </div>
    </section>
  );
}
