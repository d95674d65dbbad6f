import { useState } from 'react';
import { ENDPOINTS } from '@kehribar/contracts/plain';
import { useAdminMutation } from '../../api/use-admin-mutation.ts';
import { useAdminText } from '../../i18n/use-admin-text.ts';
import { formOf, uploadForm } from '../../lib/upload.ts';
import styles from '../../ui/admin.module.css';
import { SelectField } from '../../ui/fields.tsx';
import { AdminPage } from '../../ui/page.tsx';
import { UploadForm } from '../../ui/upload.tsx';

/**
 * docs/product/back-office.md §2 cover image: an image picker, a gender select (Erkek / Kadın) and an upload
 * button disabled until both are chosen; 'Fotoğraf başarıyla yüklendi!' / 'Fotoğraf yüklenirken hata
 * oluştu.'.
 */
export default function CoverImagePage() {
  const { t } = useAdminText();
  const [gender, setGender] = useState<'' | '0' | '1'>('');
  const [uploaded, setUploaded] = useState<{ gender: string; url: string }[]>([]);
  const upload = useAdminMutation<
    { file: File; gender: '0' | '1'; progress: (v: number | null) => void },
    { imageUrl: string }
  >({
    mutationFn: ({ file, gender: g, progress }) =>
      uploadForm(ENDPOINTS.Products.UploadCoverImage, formOf({ gender: g }, { imageFile: [file] }), {
        onProgress: progress,
      }),
    success: 'msg.coverUploaded',
    failure: 'msg.coverUploadFailed',
    onSuccess: (data, vars) =>
      setUploaded((list) => [
        { gender: vars.gender, url: data.imageUrl },
        ...list.filter((u) => u.gender !== vars.gender),
      ]),
  });

  return (
    <AdminPage title={t('cover.title')}>
      <p className={styles.lead}>{t('cover.lead')}</p>
      <div className={`${styles.panel} ${styles.grid2}`}>
        <UploadForm
          label={t('cover.file')}
          accept="image/*"
          ready={gender !== ''}
          testId="cover-upload"
          onUpload={(files, progress) =>
            gender ? upload.mutateAsync({ file: files[0]!, gender, progress }) : Promise.resolve()
          }
        >
          <SelectField
            label={t('cover.gender')}
            value={gender}
            onChange={(event) => setGender(event.target.value as '' | '0' | '1')}
            required
          >
            <option value="" disabled>
              {t('cover.chooseGender')}
            </option>
            <option value="0">{t('cover.male')}</option>
            <option value="1">{t('cover.female')}</option>
          </SelectField>
        </UploadForm>
        <div className={styles.thumbs}>
          {uploaded.map((u) => (
            <figure key={u.gender} className={styles.thumb} style={{ margin: 0 }}>
              <img
                className={styles.thumbImage}
                src={u.url}
                alt={u.gender === '0' ? t('cover.male') : t('cover.female')}
              />
              <figcaption className={styles.hint}>
                {u.gender === '0' ? t('cover.male') : t('cover.female')}
              </figcaption>
            </figure>
          ))}
        </div>
      </div>
    </AdminPage>
  );
}
