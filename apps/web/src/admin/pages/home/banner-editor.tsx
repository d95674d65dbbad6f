import { Save, X } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { type AdminBanner, type BannerDraft, bannerDraftSchema, ENDPOINTS } from '@kehribar/contracts';
import { notify } from '../../../shared/ui/toast.tsx';
import { useAdminMutation } from '../../api/use-admin-mutation.ts';
import { useAdminText } from '../../i18n/use-admin-text.ts';
import { adminResolver } from '../../lib/form-resolver.ts';
import { formOf, uploadForm } from '../../lib/upload.ts';
import styles from '../../ui/admin.module.css';
import { CheckField, TextArea, TextField } from '../../ui/fields.tsx';
import { ProgressBar } from '../../ui/upload.tsx';
import own from './banners-page.module.css';

const EMPTY: BannerDraft = {
  title: '',
  titleEN: '',
  subtitle: '',
  subtitleEN: '',
  description: '',
  descriptionEN: '',
  buttonText: '',
  buttonTextEN: '',
  link: '',
  isActive: true,
};

const draftOf = (b: AdminBanner | null): BannerDraft =>
  b
    ? {
        title: b.title,
        titleEN: b.titleEN,
        subtitle: b.subtitle,
        subtitleEN: b.subtitleEN,
        description: b.description,
        descriptionEN: b.descriptionEN,
        buttonText: b.buttonText,
        buttonTextEN: b.buttonTextEN,
        link: b.link,
        isActive: b.isActive,
      }
    : EMPTY;

/**
 * One banner's form (docs/product/back-office.md, home page): the picture, the words in Turkish and
 * English, the button's link and whether it is shown, with a preview of how the slide will look.
 */
export function BannerEditor({ banner, onDone }: { banner: AdminBanner | null; onDone: () => void }) {
  const { t, isEnglish } = useAdminText();
  const form = useForm<BannerDraft>({
    defaultValues: draftOf(banner),
    resolver: adminResolver(bannerDraftSchema),
  });
  const { register, handleSubmit, formState, control, reset } = form;
  const errors = formState.errors;
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  useEffect(() => reset(draftOf(banner)), [banner, reset]);

  const save = useAdminMutation<BannerDraft, AdminBanner>({
    mutationFn: (values) => {
      const fields = { ...values, isActive: String(values.isActive ?? true) } as Record<string, string>;
      if (banner) fields.id = String(banner.id);
      const body = formOf(fields, { imageFile: file ? [file] : [] });
      const call = banner ? ENDPOINTS.Products.UpdateBanner : ENDPOINTS.Products.CreateBanner;
      return uploadForm(call, body, { onProgress: setProgress });
    },
    success: banner ? 'banners.saved' : 'banners.created',
    failure: 'banners.saveFailed',
    onSuccess: () => onDone(),
  });

  const submit = handleSubmit((values) => {
    if (!banner && !file) {
      setFileError(t('banners.pictureRequired'));
      notify.error(t('banners.pictureRequired'));
      return;
    }
    save.mutate(values, { onSettled: () => setProgress(undefined) });
  });

  const watched = useWatch({ control });
  const fileUrl = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (fileUrl && URL.revokeObjectURL(fileUrl)), [fileUrl]);
  const picture = fileUrl ?? banner?.imageVariants[1]?.path ?? banner?.imageUrl;
  const say = (tr?: string, en?: string) => (isEnglish ? en || tr : tr || en) ?? '';

  return (
    <form
      className={`${styles.panel} ${styles.form}`}
      onSubmit={submit}
      noValidate
      aria-label={banner ? t('banners.editTitle') : t('banners.newTitle')}
      data-testid="banner-editor"
    >
      <div className={own.editor}>
        <div className={styles.form}>
          <TextField
            label={t('banners.picture')}
            type="file"
            accept="image/*"
            hint={t('banners.pictureHint')}
            error={fileError}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setFileError(undefined);
            }}
          />
          <div className={styles.grid2}>
            <TextField label={t('banners.titleTR')} error={errors.title} {...register('title')} />
            <TextField label={t('banners.titleEN')} error={errors.titleEN} {...register('titleEN')} />
            <TextField label={t('banners.subtitleTR')} error={errors.subtitle} {...register('subtitle')} />
            <TextField
              label={t('banners.subtitleEN')}
              error={errors.subtitleEN}
              {...register('subtitleEN')}
            />
            <TextArea
              label={t('banners.descriptionTR')}
              rows={3}
              error={errors.description}
              {...register('description')}
            />
            <TextArea
              label={t('banners.descriptionEN')}
              rows={3}
              error={errors.descriptionEN}
              {...register('descriptionEN')}
            />
            <TextField label={t('banners.buttonTR')} error={errors.buttonText} {...register('buttonText')} />
            <TextField
              label={t('banners.buttonEN')}
              error={errors.buttonTextEN}
              {...register('buttonTextEN')}
            />
            <TextField
              className={styles.span2}
              label={t('banners.link')}
              hint={t('banners.linkHint')}
              error={errors.link}
              inputMode="url"
              {...register('link')}
            />
          </div>
          <CheckField label={t('banners.active')} {...register('isActive')} />
        </div>
        <div>
          <p className={own.previewLabel}>{t('banners.preview')}</p>
          <div className={own.preview} aria-hidden="true">
            {picture && <img src={picture} alt="" />}
            <div className={own.previewScrim} />
            <div className={own.previewCopy}>
              <span className={own.previewEyebrow}>{say(watched.subtitle, watched.subtitleEN)}</span>
              <span className={own.previewTitle}>{say(watched.title, watched.titleEN)}</span>
              <span className={own.previewText}>{say(watched.description, watched.descriptionEN)}</span>
              {say(watched.buttonText, watched.buttonTextEN) && (
                <span className={own.previewButton}>{say(watched.buttonText, watched.buttonTextEN)}</span>
              )}
            </div>
          </div>
        </div>
      </div>
      {progress !== undefined && <ProgressBar value={progress} />}
      <div className={styles.formActions}>
        <button type="button" className={styles.btnGhost} onClick={onDone}>
          <X size={15} aria-hidden="true" />
          {t('common.cancel')}
        </button>
        <button type="submit" className={styles.btnPrimary} disabled={save.isPending}>
          <Save size={15} aria-hidden="true" />
          {t('common.save')}
        </button>
      </div>
    </form>
  );
}
