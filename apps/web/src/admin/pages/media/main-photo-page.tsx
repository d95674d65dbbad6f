import { useQuery } from '@tanstack/react-query';
import { ENDPOINTS, SINGLE_PHOTO_ID } from '@kehribar/contracts';
import { adminReads } from '../../api/reads.ts';
import { useAdminMutation } from '../../api/use-admin-mutation.ts';
import { useAdminText } from '../../i18n/use-admin-text.ts';
import { formOf, uploadForm } from '../../lib/upload.ts';
import styles from '../../ui/admin.module.css';
import { AdminPage } from '../../ui/page.tsx';
import { QueryView } from '../../ui/states.tsx';
import { SinglePhoto } from './single-photo.tsx';

/** docs/product/back-office.md §2 main photo: upload (multipart files + MainPhoto.Id=1). */
export default function MainPhotoPage() {
  const { t } = useAdminText();
  const content = useQuery(adminReads.content());
  const upload = useAdminMutation<{ file: File; progress: (v: number | null) => void }>({
    mutationFn: ({ file, progress }) =>
      uploadForm(
        ENDPOINTS.Products.UpdateMainPhoto,
        formOf({ 'MainPhoto.Id': SINGLE_PHOTO_ID }, { files: [file] }),
        { onProgress: progress },
      ),
    success: 'msg.imageUploaded',
    failure: 'msg.imageUploadFailed',
  });
  return (
    <AdminPage title={t('mainPhoto.title')}>
      <p className={styles.lead}>{t('mainPhoto.lead')}</p>
      <QueryView query={content}>
        {(data) => (
          <SinglePhoto
            title={t('mainPhoto.title')}
            current={data.mainPhotoUrl}
            onUpload={(file, progress) => upload.mutateAsync({ file, progress })}
          />
        )}
      </QueryView>
    </AdminPage>
  );
}
