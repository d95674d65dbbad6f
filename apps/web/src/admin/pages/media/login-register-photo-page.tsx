import { useQuery } from '@tanstack/react-query';
import { ENDPOINTS, SINGLE_PHOTO_ID } from '@kehribar/contracts';
import { adminReads } from '../../api/reads.ts';
import { useAdminMutation } from '../../api/use-admin-mutation.ts';
import { useAdminText } from '../../i18n/use-admin-text.ts';
import { formOf, uploadForm } from '../../lib/upload.ts';
import { AdminPage } from '../../ui/page.tsx';
import { QueryView } from '../../ui/states.tsx';
import { SinglePhoto } from './single-photo.tsx';

/** docs/product/back-office.md §2 login/register photo: two upload blocks (IsLoginPhoto true / false, id 1). */
export default function LoginRegisterPhotoPage() {
  const { t } = useAdminText();
  const urls = useQuery(adminReads.loginRegister());
  const upload = useAdminMutation<{ file: File; login: boolean; progress: (v: number | null) => void }>({
    mutationFn: ({ file, login, progress }) =>
      uploadForm(
        ENDPOINTS.Products.UpdateLoginRegisterPhoto,
        formOf(
          { 'LoginRegisterPhoto.Id': SINGLE_PHOTO_ID, 'LoginRegisterPhoto.IsLoginPhoto': login },
          { files: [file] },
        ),
        { onProgress: progress },
      ),
    success: 'msg.imageUploaded',
    failure: 'msg.imageUploadFailed',
  });
  return (
    <AdminPage title={t('loginRegister.title')}>
      <QueryView query={urls}>
        {(data) => (
          <>
            <SinglePhoto
              title={t('loginRegister.login')}
              current={data.loginImageUrl}
              testId="login-photo"
              onUpload={(file, progress) => upload.mutateAsync({ file, login: true, progress })}
            />
            <SinglePhoto
              title={t('loginRegister.register')}
              current={data.registerImageUrl}
              testId="register-photo"
              onUpload={(file, progress) => upload.mutateAsync({ file, login: false, progress })}
            />
          </>
        )}
      </QueryView>
    </AdminPage>
  );
}
