import { useQuery } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { type AddStoreRequest, addStoreRequestSchema, type AllContent, ENDPOINTS } from '@kehribar/contracts';
import { api } from '../../../shared/api/client.ts';
import { adminReads } from '../../api/reads.ts';
import { useAdminMutation } from '../../api/use-admin-mutation.ts';
import { useAdminText } from '../../i18n/use-admin-text.ts';
import { adminResolver } from '../../lib/form-resolver.ts';
import styles from '../../ui/admin.module.css';
import { useConfirmDelete } from '../../ui/confirm.tsx';
import { DataTable, type Column } from '../../ui/data-table.tsx';
import { TextField } from '../../ui/fields.tsx';
import { AdminPage, Section } from '../../ui/page.tsx';
import { EmptyState, QueryView } from '../../ui/states.tsx';
import { useFormLeaveGuard } from '../../ui/leave-guard.tsx';

type Store = AllContent['stores'][number];
const EMPTY: AddStoreRequest = { storeTitle: '', storeAddress: '', storeEmail: '' };

/** docs/product/back-office.md §2 store: the list with delete, and the add form (title, address, e-mail required). */
export default function StorePage() {
  const { t } = useAdminText();
  const content = useQuery(adminReads.content());
  const confirmDelete = useConfirmDelete();
  const form = useForm<AddStoreRequest>({
    defaultValues: EMPTY,
    resolver: adminResolver(addStoreRequestSchema),
  });
  useFormLeaveGuard(form);
  const errors = form.formState.errors;
  const add = useAdminMutation<AddStoreRequest>({
    mutationFn: (body) => api.call(ENDPOINTS.Products.AddStore, { body }),
    success: 'msg.storeAdded',
    failure: 'common.failed',
    onSuccess: () => form.reset(EMPTY),
  });
  const remove = useAdminMutation<Store>({
    mutationFn: (store) => api.call(ENDPOINTS.Products.DeleteStore, { query: { id: store.id } }),
    success: 'msg.storeDeleted',
    failure: 'msg.deleteFailed',
  });
  const removeNow = remove.mutate;

  const columns = useMemo<Column<Store>[]>(
    () => [
      {
        key: 'title',
        header: t('store.storeTitle'),
        value: (s) => s.storeTitle,
        sortable: true,
        filterable: true,
      },
      { key: 'address', header: t('store.address'), value: (s) => s.storeAddress, filterable: true },
      {
        key: 'email',
        header: t('store.email'),
        value: (s) => s.storeEmail,
        sortable: true,
        filterable: true,
      },
      {
        key: 'actions',
        header: t('common.actions'),
        render: (s) => (
          <div className={styles.rowActions}>
            <button
              type="button"
              className={styles.btnDanger}
              onClick={async () => {
                if (await confirmDelete(s.storeTitle)) removeNow(s);
              }}
            >
              <Trash2 size={14} aria-hidden="true" />
              {t('common.delete')}
            </button>
          </div>
        ),
      },
    ],
    [t, confirmDelete, removeNow],
  );

  return (
    <AdminPage title={t('store.title')}>
      <QueryView query={content}>
        {(data) =>
          data.stores.length ? (
            <DataTable label={t('store.title')} rows={data.stores} columns={columns} rowKey={(s) => s.id} />
          ) : (
            <EmptyState>{t('store.empty')}</EmptyState>
          )
        }
      </QueryView>
      <Section title={t('store.add')}>
        <form
          className={`${styles.panel} ${styles.form}`}
          onSubmit={form.handleSubmit((body) => add.mutate(body))}
          noValidate
        >
          <div className={styles.grid3}>
            <TextField
              label={t('store.storeTitle')}
              required
              error={errors.storeTitle}
              {...form.register('storeTitle')}
            />
            <TextField
              label={t('store.address')}
              required
              error={errors.storeAddress}
              {...form.register('storeAddress')}
            />
            <TextField
              label={t('store.email')}
              type="email"
              required
              error={errors.storeEmail}
              {...form.register('storeEmail')}
            />
          </div>
          <div className={styles.formActions}>
            <button type="submit" className={styles.btnPrimary} disabled={add.isPending}>
              <Plus size={15} aria-hidden="true" />
              {t('common.add')}
            </button>
          </div>
        </form>
      </Section>
    </AdminPage>
  );
}
