import { useQuery } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { addPressFieldsSchema, type AllContent, ENDPOINTS } from '@kehribar/contracts';
import { api } from '../../../shared/api/client.ts';
import { notify } from '../../../shared/ui/toast.tsx';
import { adminReads } from '../../api/reads.ts';
import { useAdminMutation } from '../../api/use-admin-mutation.ts';
import { useAdminText } from '../../i18n/use-admin-text.ts';
import { formOf, uploadForm } from '../../lib/upload.ts';
import styles from '../../ui/admin.module.css';
import { useConfirmDelete } from '../../ui/confirm.tsx';
import { DataTable, type Column } from '../../ui/data-table.tsx';
import { CheckField, TextField } from '../../ui/fields.tsx';
import { useLeaveGuard } from '../../ui/leave-guard.tsx';
import { AdminPage, Section } from '../../ui/page.tsx';
import { EmptyState, QueryView } from '../../ui/states.tsx';
import { ProgressBar } from '../../ui/upload.tsx';

type Press = AllContent['press'][number];

interface PressDraft {
  modelName: string;
  modelImages: File[];
  productImages: File[];
  isCelebrity: boolean;
  isEditorial: boolean;
  link: string;
}

function Thumbs({ urls, label }: { urls: string[]; label: string }) {
  return (
    <div className={styles.chips}>
      {urls.map((url, i) => (
        <img
          key={url}
          src={url}
          alt={`${label} ${i + 1}`}
          width={40}
          height={40}
          className={styles.thumbImage}
          style={{ width: 40 }}
          loading="lazy"
        />
      ))}
    </div>
  );
}

const EMPTY_PRESS: PressDraft = {
  modelName: '',
  modelImages: [],
  productImages: [],
  isCelebrity: false,
  isEditorial: false,
  link: '',
};

/** The add form: model name, model images and product images (all required), celebrity, editorial. */
function PressForm() {
  const { t } = useAdminText();
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<PressDraft>(EMPTY_PRESS);
  const [errors, setErrors] = useState<Partial<Record<'modelName' | 'images' | 'link', string>>>({});
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  useLeaveGuard(
    !!draft.modelName.trim() ||
      !!draft.link.trim() ||
      draft.modelImages.length + draft.productImages.length > 0 ||
      draft.isCelebrity ||
      draft.isEditorial,
  );
  const add = useAdminMutation<PressDraft>({
    mutationFn: (d) =>
      uploadForm(
        ENDPOINTS.Products.AddPress,
        formOf(
          {
            ModelName: d.modelName.trim(),
            IsCelebrity: d.isCelebrity,
            IsEditorial: d.isEditorial,
            Link: d.link.trim(),
          },
          { ModelImages: d.modelImages, ProductImages: d.productImages },
        ),
        { onProgress: setProgress },
      ),
    success: 'msg.pressAdded',
    failure: 'common.failed',
    onSuccess: () => {
      formRef.current?.reset();
      setDraft(EMPTY_PRESS);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = addPressFieldsSchema.shape.ModelName.safeParse(draft.modelName);
    const link = addPressFieldsSchema.shape.Link.safeParse(draft.link);
    const next = {
      modelName: name.success ? undefined : t('common.required'),
      images: draft.modelImages.length && draft.productImages.length ? undefined : t('press.imagesRequired'),
      link: link.success ? undefined : t('banners.linkHint'),
    };
    setErrors(next);
    if (next.modelName || next.images || next.link) {
      notify.error(next.modelName ?? next.images ?? next.link!);
      return;
    }
    add.mutate(draft, { onSettled: () => setProgress(undefined) });
  };

  return (
    <form
      ref={formRef}
      className={`${styles.panel} ${styles.form}`}
      onSubmit={submit}
      noValidate
      aria-label={t('press.add')}
    >
      <div className={styles.grid3}>
        <TextField
          label={t('press.modelName')}
          required
          value={draft.modelName}
          error={errors.modelName}
          onChange={(event) => setDraft((d) => ({ ...d, modelName: event.target.value }))}
        />
        <TextField
          label={t('press.modelImages')}
          type="file"
          accept="image/*"
          multiple
          required
          error={errors.images && !draft.modelImages.length ? errors.images : undefined}
          onChange={(event) => setDraft((d) => ({ ...d, modelImages: Array.from(event.target.files ?? []) }))}
        />
        <TextField
          label={t('press.productImages')}
          type="file"
          accept="image/*"
          multiple
          required
          error={errors.images && !draft.productImages.length ? errors.images : undefined}
          onChange={(event) =>
            setDraft((d) => ({ ...d, productImages: Array.from(event.target.files ?? []) }))
          }
        />
      </div>
      <TextField
        label={t('press.link')}
        hint={t('banners.linkHint')}
        inputMode="url"
        value={draft.link}
        error={errors.link}
        onChange={(event) => setDraft((d) => ({ ...d, link: event.target.value }))}
      />
      <div className={styles.formActions}>
        <CheckField
          label={t('press.celebrity')}
          checked={draft.isCelebrity}
          onChange={(event) => setDraft((d) => ({ ...d, isCelebrity: event.target.checked }))}
        />
        <CheckField
          label={t('press.editorial')}
          checked={draft.isEditorial}
          onChange={(event) => setDraft((d) => ({ ...d, isEditorial: event.target.checked }))}
        />
      </div>
      {progress !== undefined && <ProgressBar value={progress} />}
      <div className={styles.formActions}>
        <button type="submit" className={styles.btnPrimary} disabled={add.isPending}>
          <Plus size={15} aria-hidden="true" />
          {t('common.add')}
        </button>
      </div>
    </form>
  );
}

/** docs/product/back-office.md §2 press: the list with delete, and the add form. */
export default function PressPage() {
  const { t } = useAdminText();
  const content = useQuery(adminReads.content());
  const confirmDelete = useConfirmDelete();
  const remove = useAdminMutation<Press>({
    mutationFn: (press) => api.call(ENDPOINTS.Products.DeletePress, { query: { id: press.id } }),
    success: 'msg.pressDeleted',
    failure: 'msg.deleteFailed',
  });
  const removeNow = remove.mutate;
  const columns = useMemo<Column<Press>[]>(() => {
    const yesNo = (v: boolean) => (v ? t('common.yes') : t('common.no'));
    return [
      {
        key: 'modelName',
        header: t('press.modelName'),
        value: (p) => p.modelName,
        sortable: true,
        filterable: true,
      },
      {
        key: 'modelImages',
        header: t('press.modelImages'),
        render: (p) => <Thumbs urls={p.modelImages} label={t('press.modelImages')} />,
      },
      {
        key: 'productImages',
        header: t('press.productImages'),
        render: (p) => <Thumbs urls={p.productImages} label={t('press.productImages')} />,
      },
      {
        key: 'link',
        header: t('banners.link'),
        value: (p) => p.link,
        render: (p) => (p.link ? <span className={styles.mono}>{p.link}</span> : '—'),
      },
      { key: 'celebrity', header: t('press.celebrity'), value: (p) => yesNo(p.isCelebrity), sortable: true },
      { key: 'editorial', header: t('press.editorial'), value: (p) => yesNo(p.isEditorial), sortable: true },
      {
        key: 'actions',
        header: t('common.actions'),
        render: (p) => (
          <div className={styles.rowActions}>
            <button
              type="button"
              className={styles.btnDanger}
              onClick={async () => {
                if (await confirmDelete(p.modelName)) removeNow(p);
              }}
            >
              <Trash2 size={14} aria-hidden="true" />
              {t('common.delete')}
            </button>
          </div>
        ),
      },
    ];
  }, [t, confirmDelete, removeNow]);

  return (
    <AdminPage title={t('press.title')}>
      <QueryView query={content}>
        {(data) =>
          data.press.length ? (
            <DataTable label={t('press.title')} rows={data.press} columns={columns} rowKey={(p) => p.id} />
          ) : (
            <EmptyState>{t('press.empty')}</EmptyState>
          )
        }
      </QueryView>
      <Section title={t('press.add')}>
        <PressForm />
      </Section>
    </AdminPage>
  );
}
