import { useQuery } from '@tanstack/react-query';
import { Images, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { API, parseSizeOptions, type Category } from '@kehribar/contracts';
import { api } from '../../../shared/api/client.ts';
import { adminReads } from '../../api/reads.ts';
import { useAdminMutation } from '../../api/use-admin-mutation.ts';
import { useAdminText } from '../../i18n/use-admin-text.ts';
import { genderScopeOf, sizeModeOf } from '../../lib/size-mode.ts';
import { adminPath } from '../../layout/menu.ts';
import styles from '../../ui/admin.module.css';
import { useConfirmDelete } from '../../ui/confirm.tsx';
import { DataTable, type Column } from '../../ui/data-table.tsx';
import { AdminPage } from '../../ui/page.tsx';
import { PhotoOverlay } from '../../ui/photo-manager.tsx';
import { QueryView } from '../../ui/states.tsx';
import { useScopeLabel } from '../collections/scope-field.tsx';

/** backoffice.md §2 categories: name, English name, gender scope, size mode, size options. */
export default function CategoriesPage() {
  const { t } = useAdminText();
  const scopeLabel = useScopeLabel();
  const navigate = useNavigate();
  const categories = useQuery(adminReads.categories());
  const [photos, setPhotos] = useState<Category | null>(null);
  const confirmDelete = useConfirmDelete();
  const remove = useAdminMutation<Category>({
    mutationFn: (c) => api.post(API.Categories.DeleteCategory, { id: c.id }),
    success: 'msg.categoryDeleted',
    failure: 'msg.deleteFailed',
  });
  const removeNow = remove.mutate;

  const columns = useMemo<Column<Category>[]>(
    () => [
      { key: 'name', header: t('common.name'), value: (c) => c.name, sortable: true, filterable: true },
      { key: 'nameEN', header: t('common.nameEN'), value: (c) => c.nameEN, sortable: true, filterable: true },
      { key: 'scope', header: t('common.genderScope'), value: (c) => scopeLabel(genderScopeOf(c)), sortable: true, filterable: true },
      {
        key: 'sizeMode',
        header: t('categories.sizeMode'),
        value: (c) => t(`categories.sizeMode.${sizeModeOf(c)}`),
        sortable: true,
        filterable: true,
      },
      {
        key: 'sizeOptions',
        header: t('categories.sizeOptions'),
        value: (c) => parseSizeOptions(c.sizeOptions).join(', '),
        filterable: true,
      },
      {
        key: 'actions',
        header: t('common.actions'),
        render: (c) => (
          <div className={styles.rowActions}>
            <button type="button" className={styles.btn} onClick={() => setPhotos(c)} title={t('common.photos')}>
              <Images size={14} aria-hidden="true" />
              <span className="visually-hidden">
                {t('common.photos')}: {c.name}
              </span>
            </button>
            <button
              type="button"
              className={styles.btnDanger}
              title={t('common.delete')}
              onClick={async () => {
                if (await confirmDelete(c.name)) removeNow(c);
              }}
            >
              <Trash2 size={14} aria-hidden="true" />
              <span className="visually-hidden">
                {t('common.delete')}: {c.name}
              </span>
            </button>
          </div>
        ),
      },
    ],
    [t, scopeLabel, confirmDelete, removeNow],
  );

  return (
    <AdminPage
      title={t('categories.title')}
      actions={
        <Link to={adminPath('categories/add')} className={styles.btnPrimary}>
          <Plus size={15} aria-hidden="true" />
          {t('categories.add')}
        </Link>
      }
    >
      <QueryView query={categories} empty={t('categories.empty')}>
        {(list) => (
          <DataTable
            label={t('categories.title')}
            rows={list}
            columns={columns}
            rowKey={(c) => c.id}
            onRowClick={(c) => void navigate(adminPath(`categories/${c.id}`))}
            rowLabel={(c) => `${t('common.edit')}: ${c.name}`}
            testId="categories-table"
          />
        )}
      </QueryView>
      <PhotoOverlay
        owner={photos && { kind: 'category', id: photos.id }}
        title={photos ? t('products.photosOf', { name: photos.name }) : ''}
        onClose={() => setPhotos(null)}
      />
    </AdminPage>
  );
}
