import { useQuery } from '@tanstack/react-query';
import { Images, Save, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { API, createCollectionRequestSchema, type Collection } from '@kehribar/contracts';
import { api } from '../../../shared/api/client.ts';
import { adminReads } from '../../api/reads.ts';
import { useAdminMutation } from '../../api/use-admin-mutation.ts';
import { useAdminText } from '../../i18n/use-admin-text.ts';
import { throughContract } from '../../lib/through-contract.ts';
import { genderFlagsFor, genderScopeOf, type GenderScope } from '../../lib/size-mode.ts';
import { adminPath } from '../../layout/menu.ts';
import { adminResolver } from '../../lib/form-resolver.ts';
import styles from '../../ui/admin.module.css';
import { useConfirmDelete } from '../../ui/confirm.tsx';
import { TextField } from '../../ui/fields.tsx';
import { AdminPage } from '../../ui/page.tsx';
import { PhotoOverlay } from '../../ui/photo-manager.tsx';
import { QueryView } from '../../ui/states.tsx';
import { ScopeField } from './scope-field.tsx';

interface CollectionDraft {
  name: string;
  nameEN: string;
  scope: GenderScope;
}

const draftSchema = throughContract(
  z.object({ name: z.string(), nameEN: z.string(), scope: z.enum(['both', 'man', 'woman']) }),
  (d) => ({ name: d.name, nameEN: d.nameEN, ...genderFlagsFor(d.scope) }),
  createCollectionRequestSchema,
);
type CollectionRequest = z.output<typeof draftSchema>;

function CollectionForm({ initial, saving, onSave }: { initial: CollectionDraft; saving: boolean; onSave: (body: CollectionRequest) => void }) {
  const { t } = useAdminText();
  const form = useForm<CollectionDraft, unknown, CollectionRequest>({ defaultValues: initial, resolver: adminResolver(draftSchema) as never });
  const errors = form.formState.errors;
  return (
    <form className={`${styles.panel} ${styles.form}`} onSubmit={form.handleSubmit(onSave)} noValidate aria-label={t('collections.editTitle')}>
      <div className={styles.grid3}>
        <TextField label={t('common.name')} error={errors.name} {...form.register('name')} />
        <TextField label={t('common.nameEN')} error={errors.nameEN} {...form.register('nameEN')} />
        <ScopeField {...form.register('scope')} />
      </div>
      <div className={styles.formActions}>
        <button type="submit" className={styles.btnPrimary} disabled={saving}>
          <Save size={15} aria-hidden="true" />
          {saving ? t('common.saving') : t('common.save')}
        </button>
      </div>
    </form>
  );
}

/**
 * collections/add and collections/:id (backoffice.md §2). As the spec says, the add screen's back
 * button goes to the categories list.
 */
export default function CollectionEditPage() {
  const { id } = useParams();
  const adding = !id;
  const { t } = useAdminText();
  const navigate = useNavigate();
  const collection = useQuery({ ...adminReads.collection(Number(id)), enabled: !adding });
  const [photos, setPhotos] = useState(false);
  const confirmDelete = useConfirmDelete();

  const save = useAdminMutation<CollectionRequest, Collection>({
    mutationFn: (body) =>
      adding
        ? api.post<Collection>(API.Collection.CreateCollection, body)
        : api.post<Collection>(API.Collection.UpdateCollection, { ...body, id: Number(id) }),
    success: adding ? 'msg.collectionCreated' : 'msg.collectionUpdated',
    failure: 'msg.collectionSaveFailed',
    onSuccess: (saved) => {
      if (adding) void navigate(adminPath(`collections/${saved.id}`), { replace: true });
    },
  });
  const remove = useAdminMutation<Collection>({
    mutationFn: (c) => api.post(API.Collection.DeleteCollection, { id: c.id }),
    success: 'msg.collectionDeleted',
    failure: 'msg.deleteFailed',
    onSuccess: () => navigate(adminPath('collections')),
  });

  const actions = collection.data && (
    <>
      <button type="button" className={styles.btn} onClick={() => setPhotos(true)}>
        <Images size={14} aria-hidden="true" />
        {t('common.photos')}
      </button>
      <button
        type="button"
        className={styles.btnDanger}
        disabled={remove.isPending}
        onClick={async () => {
          if (await confirmDelete(collection.data.name)) remove.mutate(collection.data);
        }}
      >
        <Trash2 size={14} aria-hidden="true" />
        {t('common.delete')}
      </button>
    </>
  );

  return (
    <AdminPage
      title={adding ? t('collections.addTitle') : t('collections.editTitle')}
      back={adminPath(adding ? 'categories' : 'collections')}
      actions={actions}
    >
      {adding ? (
        <CollectionForm initial={{ name: '', nameEN: '', scope: 'both' }} saving={save.isPending} onSave={(body) => save.mutate(body)} />
      ) : (
        <QueryView query={collection}>
          {(c) => (
            <>
              <CollectionForm
                key={c.id}
                initial={{ name: c.name, nameEN: c.nameEN, scope: genderScopeOf(c) }}
                saving={save.isPending}
                onSave={(body) => save.mutate(body)}
              />
              <PhotoOverlay
                owner={photos ? { kind: 'collection', id: c.id } : null}
                title={t('products.photosOf', { name: c.name })}
                onClose={() => setPhotos(false)}
              />
            </>
          )}
        </QueryView>
      )}
    </AdminPage>
  );
}
