import type { UseQueryResult } from '@tanstack/react-query';
import { Images, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAdminMutation } from '../api/use-admin-mutation.ts';
import { useAdminText, type AdminTextKey } from '../i18n/use-admin-text.ts';
import { genderScopeOf } from '../lib/size-mode.ts';
import { adminPath } from '../layout/menu.ts';
import styles from '../ui/admin.module.css';
import { DataTable, type Column } from '../ui/data-table.tsx';
import { useConfirmGroupDelete } from '../ui/group-delete.ts';
import { AdminPage } from '../ui/page.tsx';
import { PhotoOverlay } from '../ui/photo-manager.tsx';
import { QueryView } from '../ui/states.tsx';
import { useScopeLabel } from './collections/scope-field.tsx';

/** A category or a collection: a named, gender-scoped group of products with its own photos. */
export interface NamedGroup {
  id: number;
  name: string;
  nameEN: string;
  isOnlyMan: boolean;
  isOnlyWoman: boolean;
}

export interface GroupListPageProps<T extends NamedGroup> {
  /** The back-office path segment, which is also the section of its words. */
  section: 'categories' | 'collections';
  photoKind: 'category' | 'collection';
  list: UseQueryResult<T[]>;
  remove: (group: T) => Promise<unknown>;
  deleted: AdminTextKey;
  /** Columns between the gender scope and the actions. */
  extraColumns?: Column<T>[];
  /** Sections under the list (the categories' menu order). */
  children?: ReactNode;
}

/**
 * The list screen of categories and of collections (docs/product/back-office.md §2): name, English name, gender scope
 * (and what a kind adds), sorting and filtering; add, open, photos, delete after confirmation.
 */
export function GroupListPage<T extends NamedGroup>({
  section,
  photoKind,
  list,
  remove,
  deleted,
  extraColumns,
  children,
}: GroupListPageProps<T>) {
  const { t } = useAdminText();
  const scopeLabel = useScopeLabel();
  const navigate = useNavigate();
  const [photos, setPhotos] = useState<T | null>(null);
  const confirmDelete = useConfirmGroupDelete(photoKind);
  const removal = useAdminMutation<T>({ mutationFn: remove, success: deleted, failure: 'msg.deleteFailed' });
  const removeNow = removal.mutate;

  const columns = useMemo<Column<T>[]>(
    () => [
      { key: 'name', header: t('common.name'), value: (g) => g.name, sortable: true, filterable: true },
      { key: 'nameEN', header: t('common.nameEN'), value: (g) => g.nameEN, sortable: true, filterable: true },
      {
        key: 'scope',
        header: t('common.genderScope'),
        value: (g) => scopeLabel(genderScopeOf(g)),
        sortable: true,
        filterable: true,
      },
      ...(extraColumns ?? []),
      {
        key: 'actions',
        header: t('common.actions'),
        render: (g) => (
          <div className={styles.rowActions}>
            <button
              type="button"
              className={styles.btn}
              onClick={() => setPhotos(g)}
              title={t('common.photos')}
            >
              <Images size={14} aria-hidden="true" />
              <span className="visually-hidden">
                {t('common.photos')}: {g.name}
              </span>
            </button>
            <button
              type="button"
              className={styles.btnDanger}
              title={t('common.delete')}
              onClick={async () => {
                if (await confirmDelete(g)) removeNow(g);
              }}
            >
              <Trash2 size={14} aria-hidden="true" />
              <span className="visually-hidden">
                {t('common.delete')}: {g.name}
              </span>
            </button>
          </div>
        ),
      },
    ],
    [t, scopeLabel, extraColumns, confirmDelete, removeNow],
  );

  return (
    <AdminPage
      title={t(`${section}.title`)}
      actions={
        <Link to={adminPath(`${section}/add`)} className={styles.btnPrimary}>
          <Plus size={15} aria-hidden="true" />
          {t(`${section}.add`)}
        </Link>
      }
    >
      <QueryView query={list} empty={t(`${section}.empty`)}>
        {(rows) => (
          <DataTable
            label={t(`${section}.title`)}
            rows={rows}
            columns={columns}
            rowKey={(g) => g.id}
            onRowClick={(g) => void navigate(adminPath(`${section}/${g.id}`))}
            rowLabel={(g) => `${t('common.edit')}: ${g.name}`}
            testId={`${section}-table`}
          />
        )}
      </QueryView>
      {children}
      <PhotoOverlay
        owner={photos && { kind: photoKind, id: photos.id }}
        title={photos ? t('products.photosOf', { name: photos.name }) : ''}
        onClose={() => setPhotos(null)}
      />
    </AdminPage>
  );
}
