import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type Category, ENDPOINTS, parseSizeOptions } from '@kehribar/contracts/plain';
import { api } from '../../../shared/api/client.ts';
import { adminReads } from '../../api/reads.ts';
import { useAdminText } from '../../i18n/use-admin-text.ts';
import { sizeModeOf } from '../../lib/size-mode.ts';
import type { Column } from '../../ui/data-table.tsx';
import { GroupListPage } from '../group-list-page.tsx';

const removeCategory = (c: Category) => api.call(ENDPOINTS.Categories.DeleteCategory, { body: { id: c.id } });

/** docs/product/back-office.md §2 categories: name, English name, gender scope, size mode, size options. */
export default function CategoriesPage() {
  const { t } = useAdminText();
  const categories = useQuery(adminReads.categories());
  const sizeColumns = useMemo<Column<Category>[]>(
    () => [
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
    ],
    [t],
  );
  return (
    <GroupListPage
      section="categories"
      photoKind="category"
      list={categories}
      remove={removeCategory}
      deleted="msg.categoryDeleted"
      extraColumns={sizeColumns}
    />
  );
}
