import { ENDPOINTS, type Category, type CreateCategoryRequest } from '@kehribar/contracts/plain';
import { api } from '../../../shared/api/client.ts';
import { adminReads } from '../../api/reads.ts';
import { categoryDraftOf, NEW_CATEGORY } from '../../lib/size-mode.ts';
import { EntityEditPage, type EntityEditSetup } from '../../ui/entity-edit-page.tsx';
import { EmptyState } from '../../ui/states.tsx';
import { useAdminText } from '../../i18n/use-admin-text.ts';
import { CategoryForm } from './category-form.tsx';
import { SubCategoriesPanel } from './sub-categories-panel.tsx';

const SETUP: EntityEditSetup<Category, CreateCategoryRequest> = {
  kind: 'category',
  list: 'categories',
  read: adminReads.category,
  calls: {
    create: (body) => api.call(ENDPOINTS.Categories.CreateCategory, { body }),
    update: (body) => api.call(ENDPOINTS.Categories.UpdateCategory, { body }),
    remove: (id) => api.call(ENDPOINTS.Categories.DeleteCategory, { body: { id } }),
  },
  text: {
    addTitle: 'categories.addTitle',
    editTitle: 'categories.editTitle',
    created: 'msg.categoryCreated',
    updated: 'msg.categoryUpdated',
    saveFailed: 'msg.categorySaveFailed',
    deleted: 'msg.categoryDeleted',
  },
};

/** categories/add and categories/:id (docs/product/back-office.md §2): the form, sub-categories, photos, delete. */
export default function CategoryEditPage() {
  const { t } = useAdminText();
  return (
    <EntityEditPage<Category, CreateCategoryRequest>
      setup={SETUP}
      adding={(form) => (
        <>
          <CategoryForm initial={NEW_CATEGORY} {...form} />
          <EmptyState>{t('categories.subSaveFirst')}</EmptyState>
        </>
      )}
      editing={(c, form) => (
        <>
          <CategoryForm key={c.id} initial={categoryDraftOf(c)} {...form} />
          <SubCategoriesPanel category={c} />
        </>
      )}
    />
  );
}
