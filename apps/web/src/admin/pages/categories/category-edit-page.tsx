import { useQuery } from '@tanstack/react-query';
import { Images, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { API, type Category, type CreateCategoryRequest } from '@kehribar/contracts';
import { api } from '../../../shared/api/client.ts';
import { adminReads } from '../../api/reads.ts';
import { useAdminMutation } from '../../api/use-admin-mutation.ts';
import { useAdminText } from '../../i18n/use-admin-text.ts';
import { categoryDraftOf, NEW_CATEGORY } from '../../lib/size-mode.ts';
import { adminPath } from '../../layout/menu.ts';
import styles from '../../ui/admin.module.css';
import { useConfirmDelete } from '../../ui/confirm.tsx';
import { AdminPage } from '../../ui/page.tsx';
import { PhotoOverlay } from '../../ui/photo-manager.tsx';
import { EmptyState, QueryView } from '../../ui/states.tsx';
import { CategoryForm } from './category-form.tsx';
import { SubCategoriesPanel } from './sub-categories-panel.tsx';

/** categories/add and categories/:id (backoffice.md §2): the form, sub-categories, photos, delete. */
export default function CategoryEditPage() {
  const { id } = useParams();
  const adding = !id;
  const { t } = useAdminText();
  const navigate = useNavigate();
  const category = useQuery({ ...adminReads.category(Number(id)), enabled: !adding });
  const [photos, setPhotos] = useState(false);
  const confirmDelete = useConfirmDelete();

  const save = useAdminMutation<CreateCategoryRequest, Category>({
    mutationFn: (body) =>
      adding
        ? api.post<Category>(API.Categories.CreateCategory, body)
        : api.post<Category>(API.Categories.UpdateCategory, { ...body, id: Number(id) }),
    success: adding ? 'msg.categoryCreated' : 'msg.categoryUpdated',
    failure: 'msg.categorySaveFailed',
    onSuccess: (saved) => {
      if (adding) void navigate(adminPath(`categories/${saved.id}`), { replace: true });
    },
  });
  const remove = useAdminMutation<Category>({
    mutationFn: (c) => api.post(API.Categories.DeleteCategory, { id: c.id }),
    success: 'msg.categoryDeleted',
    failure: 'msg.deleteFailed',
    onSuccess: () => navigate(adminPath('categories')),
  });

  const actions = category.data && (
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
          if (await confirmDelete(category.data.name)) remove.mutate(category.data);
        }}
      >
        <Trash2 size={14} aria-hidden="true" />
        {t('common.delete')}
      </button>
    </>
  );

  return (
    <AdminPage title={adding ? t('categories.addTitle') : t('categories.editTitle')} back={adminPath('categories')} actions={actions}>
      {adding ? (
        <>
          <CategoryForm initial={NEW_CATEGORY} saving={save.isPending} onSave={(body) => save.mutate(body)} />
          <EmptyState>{t('categories.subSaveFirst')}</EmptyState>
        </>
      ) : (
        <QueryView query={category}>
          {(c) => (
            <>
              <CategoryForm key={c.id} initial={categoryDraftOf(c)} saving={save.isPending} onSave={(body) => save.mutate(body)} />
              <SubCategoriesPanel category={c} />
              <PhotoOverlay
                owner={photos ? { kind: 'category', id: c.id } : null}
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
