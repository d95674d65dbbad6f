import { useQuery } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { ENDPOINTS, updateAboutUsRequestSchema } from '@kehribar/contracts';
import { api } from '../../../shared/api/client.ts';
import { adminReads } from '../../api/reads.ts';
import { useAdminMutation } from '../../api/use-admin-mutation.ts';
import { useAdminText } from '../../i18n/use-admin-text.ts';
import { formOf, uploadForm } from '../../lib/upload.ts';
import { adminResolver } from '../../lib/form-resolver.ts';
import styles from '../../ui/admin.module.css';
import { TextArea } from '../../ui/fields.tsx';
import { AdminPage, Section } from '../../ui/page.tsx';
import { EmptyState, QueryView } from '../../ui/states.tsx';
import { UploadForm } from '../../ui/upload.tsx';
import { keepAsSaved, useFormLeaveGuard } from '../../ui/leave-guard.tsx';

interface AboutDraft {
  id?: number;
  description: string;
  descriptionEN: string;
}

function AboutForm({ initial }: { initial: AboutDraft }) {
  const { t } = useAdminText();
  const form = useForm<AboutDraft>({
    defaultValues: initial,
    resolver: adminResolver(updateAboutUsRequestSchema),
  });
  const save = useAdminMutation<AboutDraft>({
    mutationFn: (body) => api.call(ENDPOINTS.Products.UpdateAboutUs, { body }),
    success: 'msg.descriptionUpdated',
    failure: 'msg.contentSaveFailed',
  });
  useFormLeaveGuard(form);
  const errors = form.formState.errors;
  return (
    <form
      className={`${styles.panel} ${styles.form}`}
      onSubmit={form.handleSubmit((body) => save.mutate(body, { onSuccess: () => keepAsSaved(form) }))}
      noValidate
    >
      <div className={styles.grid2}>
        <TextArea
          label={t('about.description')}
          rows={14}
          error={errors.description}
          {...form.register('description')}
        />
        <TextArea
          label={t('about.descriptionEN')}
          rows={14}
          error={errors.descriptionEN}
          {...form.register('descriptionEN')}
        />
      </div>
      <div className={styles.formActions}>
        <button type="submit" className={styles.btnPrimary} disabled={save.isPending}>
          <Save size={15} aria-hidden="true" />
          {save.isPending ? t('common.saving') : t('common.save')}
        </button>
      </div>
    </form>
  );
}

/** docs/product/back-office.md §2 about-us: the Turkish and English description, and the image. */
export default function AboutUsPage() {
  const { t } = useAdminText();
  const content = useQuery(adminReads.content());
  const upload = useAdminMutation<{ files: File[]; progress: (v: number | null) => void; id?: number }>({
    mutationFn: ({ files, progress, id }) =>
      uploadForm(
        ENDPOINTS.Products.UploadAboutUsImage,
        formOf(id ? { 'AboutUsDTO.Id': id } : {}, { files: files.slice(0, 1) }),
        {
          onProgress: progress,
        },
      ),
    success: 'msg.aboutImageUploaded',
    failure: 'msg.imageUploadFailed',
  });

  return (
    <AdminPage title={t('about.title')}>
      <QueryView query={content}>
        {(data) => {
          const about = data.aboutUs[0];
          return (
            <>
              <AboutForm
                key={about?.id ?? 'new'}
                initial={{
                  id: about?.id,
                  description: about?.description ?? '',
                  descriptionEN: about?.descriptionEN ?? '',
                }}
              />
              <Section title={t('about.image')}>
                <div className={`${styles.panel} ${styles.grid2}`}>
                  {about?.imageUrl ? (
                    <img className={styles.preview} src={about.imageUrl} alt={t('common.current')} />
                  ) : (
                    <EmptyState>{t('common.noImage')}</EmptyState>
                  )}
                  <UploadForm
                    label={t('common.chooseFile')}
                    accept="image/*"
                    onUpload={(files, progress) => upload.mutateAsync({ files, progress, id: about?.id })}
                  />
                </div>
              </Section>
            </>
          );
        }}
      </QueryView>
    </AdminPage>
  );
}
