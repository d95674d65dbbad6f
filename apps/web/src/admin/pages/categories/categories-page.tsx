import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type AdminCategory, ENDPOINTS, parseSizeOptions } from '@kehribar/contracts/plain';
import { api } from '../../../shared/api/client.ts';
import { adminReads } from '../../api/reads.ts';
import { useAdminText } from '../../i18n/use-admin-text.ts';
import { sizeModeOf } from '../../lib/size-mode.ts';
import type { Column } from '../../ui/data-table.tsx';
import { GroupListPage } from '../group-list-page.tsx';
import { CategoryMenuOrder } from './category-menu-order.tsx';

const removeCategory = (c: AdminCategory) =>
  api.call(ENDPOINTS.Categories.DeleteCategory, { body: { id: c.id } });

/** docs/product/back-office.md §2 categories: name, English name, gender scope, size mode, size options. */
export default function CategoriesPage() {
  const { t } = useAdminText();
  const categories = useQuery(adminReads.categories());
  const sizeColumns = useMemo<Column<AdminCategory>[]>(
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
      {
        key: 'hidden',
        header: t('categoryMenu.column'),
        value: (c) => (c.hidden ? t('categoryMenu.hiddenBadge') : t('categoryMenu.visible')),
        sortable: true,
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
    >
      {categories.data && categories.data.length > 0 && <CategoryMenuOrder categories={categories.data} />}
    </GroupListPage>
  );
}
