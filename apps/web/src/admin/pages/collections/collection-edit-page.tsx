import { useForm } from 'react-hook-form';
import { Save } from 'lucide-react';
import { z } from 'zod';
import { ENDPOINTS, type Collection, createCollectionRequestSchema } from '@kehribar/contracts';
import { api } from '../../../shared/api/client.ts';
import { adminReads } from '../../api/reads.ts';
import { useAdminText } from '../../i18n/use-admin-text.ts';
import { throughContract } from '../../lib/through-contract.ts';
import { genderFlagsFor, genderScopeOf, type GenderScope } from '../../lib/size-mode.ts';
import { adminResolver } from '../../lib/form-resolver.ts';
import styles from '../../ui/admin.module.css';
import { EntityEditPage, type EntityEditSetup } from '../../ui/entity-edit-page.tsx';
import { TextField } from '../../ui/fields.tsx';
import { ScopeField } from './scope-field.tsx';
import { keepAsSaved, useFormLeaveGuard } from '../../ui/leave-guard.tsx';

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

function CollectionForm({
  initial,
  saving,
  onSave,
}: {
  initial: CollectionDraft;
  saving: boolean;
  onSave: (body: CollectionRequest, saved?: () => void) => void;
}) {
  const { t } = useAdminText();
  const form = useForm<CollectionDraft, unknown, CollectionRequest>({
    defaultValues: initial,
    resolver: adminResolver(draftSchema),
  });
  useFormLeaveGuard(form);
  const errors = form.formState.errors;
  return (
    <form
      className={`${styles.panel} ${styles.form}`}
      onSubmit={form.handleSubmit((body) => onSave(body, () => keepAsSaved(form)))}
      noValidate
      aria-label={t('collections.editTitle')}
    >
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

const SETUP: EntityEditSetup<Collection, CollectionRequest> = {
  kind: 'collection',
  list: 'collections',
  // As the spec says, the add screen's back button goes to the categories list.
  backWhenAdding: 'categories',
  read: adminReads.collection,
  calls: {
    create: (body) => api.call(ENDPOINTS.Collection.CreateCollection, { body }),
    update: (body) => api.call(ENDPOINTS.Collection.UpdateCollection, { body }),
    remove: (id) => api.call(ENDPOINTS.Collection.DeleteCollection, { body: { id } }),
  },
  text: {
    addTitle: 'collections.addTitle',
    editTitle: 'collections.editTitle',
    created: 'msg.collectionCreated',
    updated: 'msg.collectionUpdated',
    saveFailed: 'msg.collectionSaveFailed',
    deleted: 'msg.collectionDeleted',
  },
};

/** collections/add and collections/:id (docs/product/back-office.md §2). */
export default function CollectionEditPage() {
  return (
    <EntityEditPage<Collection, CollectionRequest>
      setup={SETUP}
      adding={(form) => <CollectionForm initial={{ name: '', nameEN: '', scope: 'both' }} {...form} />}
      editing={(c, form) => (
        <CollectionForm
          key={c.id}
          initial={{ name: c.name, nameEN: c.nameEN, scope: genderScopeOf(c) }}
          {...form}
        />
      )}
    />
  );
}
