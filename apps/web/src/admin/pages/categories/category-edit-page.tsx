import { API, type Category, type CreateCategoryRequest } from '@kehribar/contracts';
import { adminReads } from '../../api/reads.ts';
import { categoryDraftOf, NEW_CATEGORY } from '../../lib/size-mode.ts';
import { EntityEditPage, type EntityEditSetup } from '../../ui/entity-edit-page.tsx';
import { EmptyState } from '../../ui/states.tsx';
import { useAdminText } from '../../i18n/use-admin-text.ts';
import { CategoryForm } from './category-form.tsx';
import { SubCategoriesPanel } from './sub-categories-panel.tsx';

const SETUP: EntityEditSetup<Category> = {
  kind: 'category',
  list: 'categories',
  read: adminReads.category,
  endpoints: {
    create: API.Categories.CreateCategory,
    update: API.Categories.UpdateCategory,
    remove: API.Categories.DeleteCategory,
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
