import { useQuery } from '@tanstack/react-query';
import { ENDPOINTS, VIDEO_TYPES } from '@kehribar/contracts';
import { adminReads } from '../../api/reads.ts';
import { useAdminMutation } from '../../api/use-admin-mutation.ts';
import { useAdminText } from '../../i18n/use-admin-text.ts';
import { formOf, uploadForm } from '../../lib/upload.ts';
import styles from '../../ui/admin.module.css';
import { AdminPage } from '../../ui/page.tsx';
import { EmptyState, QueryView } from '../../ui/states.tsx';
import { UploadForm } from '../../ui/upload.tsx';

/** docs/product/back-office.md §2 videos: upload one MP4 or WebM (form field videoFile) with a progress bar. */
export default function VideosPage() {
  const { t } = useAdminText();
  const content = useQuery(adminReads.content());
  const upload = useAdminMutation<{ file: File; progress: (v: number | null) => void }, { videoUrl: string }>(
    {
      mutationFn: ({ file, progress }) =>
        uploadForm(ENDPOINTS.Products.UploadVideo, formOf({}, { videoFile: [file] }), {
          onProgress: progress,
        }),
      success: 'msg.videoUploaded',
      failure: 'msg.videoUploadFailed',
    },
  );
  return (
    <AdminPage title={t('video.title')}>
      <p className={styles.lead}>{t('video.lead')}</p>
      <div className={`${styles.panel} ${styles.grid2}`}>
        <QueryView query={content}>
          {(data) =>
            data.videoUrl ? (
              <video
                className={styles.preview}
                src={data.videoUrl}
                controls
                preload="metadata"
                muted
                playsInline
              />
            ) : (
              <EmptyState>{t('video.none')}</EmptyState>
            )
          }
        </QueryView>
        <UploadForm
          label={t('video.file')}
          accept={VIDEO_TYPES.join(',')}
          onUpload={(files, progress) => upload.mutateAsync({ file: files[0]!, progress })}
        />
      </div>
    </AdminPage>
  );
}
