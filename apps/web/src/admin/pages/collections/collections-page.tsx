import { useQuery } from '@tanstack/react-query';
import { Images, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { API, type Collection } from '@kehribar/contracts';
import { api } from '../../../shared/api/client.ts';
import { adminReads } from '../../api/reads.ts';
import { useAdminMutation } from '../../api/use-admin-mutation.ts';
import { useAdminText } from '../../i18n/use-admin-text.ts';
import { genderScopeOf } from '../../lib/size-mode.ts';
import { adminPath } from '../../layout/menu.ts';
import styles from '../../ui/admin.module.css';
import { useConfirmDelete } from '../../ui/confirm.tsx';
import { DataTable, type Column } from '../../ui/data-table.tsx';
import { AdminPage } from '../../ui/page.tsx';
import { PhotoOverlay } from '../../ui/photo-manager.tsx';
import { QueryView } from '../../ui/states.tsx';
import { useScopeLabel } from './scope-field.tsx';

/** backoffice.md §2 collections: name, English name, gender scope; add, detail, photos, delete. */
export default function CollectionsPage() {
  const { t } = useAdminText();
  const scopeLabel = useScopeLabel();
  const navigate = useNavigate();
  const collections = useQuery(adminReads.collections());
  const [photos, setPhotos] = useState<Collection | null>(null);
  const confirmDelete = useConfirmDelete();
  const remove = useAdminMutation<Collection>({
    mutationFn: (c) => api.post(API.Collection.DeleteCollection, { id: c.id }),
    success: 'msg.collectionDeleted',
    failure: 'msg.deleteFailed',
  });
  const removeNow = remove.mutate;

  const columns = useMemo<Column<Collection>[]>(
    () => [
      { key: 'name', header: t('common.name'), value: (c) => c.name, sortable: true, filterable: true },
      { key: 'nameEN', header: t('common.nameEN'), value: (c) => c.nameEN, sortable: true, filterable: true },
      { key: 'scope', header: t('common.genderScope'), value: (c) => scopeLabel(genderScopeOf(c)), sortable: true, filterable: true },
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
      title={t('collections.title')}
      actions={
        <Link to={adminPath('collections/add')} className={styles.btnPrimary}>
          <Plus size={15} aria-hidden="true" />
          {t('collections.add')}
        </Link>
      }
    >
      <QueryView query={collections} empty={t('collections.empty')}>
        {(list) => (
          <DataTable
            label={t('collections.title')}
            rows={list}
            columns={columns}
            rowKey={(c) => c.id}
            onRowClick={(c) => void navigate(adminPath(`collections/${c.id}`))}
            rowLabel={(c) => `${t('common.edit')}: ${c.name}`}
            testId="collections-table"
          />
        )}
      </QueryView>
      <PhotoOverlay
        owner={photos && { kind: 'collection', id: photos.id }}
        title={photos ? t('products.photosOf', { name: photos.name }) : ''}
        onClose={() => setPhotos(null)}
      />
    </AdminPage>
  );
}
