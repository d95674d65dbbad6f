import { useCallback } from 'react';
import { ENDPOINTS } from '@kehribar/contracts/plain';
import { api } from '../../shared/api/client.ts';
import { useAdminText } from '../i18n/use-admin-text.ts';
import { confirmAction, useConfirmDelete } from './confirm.tsx';

/**
 * The question before deleting a category or a collection. A collection's products stay, without it
 * (docs/product/back-office.md §4), so the question says how many lose it, counted by the server at that
 * moment; a category with products is refused by the server anyway.
 */
export function useConfirmGroupDelete(kind: 'category' | 'collection') {
  const { t } = useAdminText();
  const confirmDelete = useConfirmDelete();
  return useCallback(
    async (group: { id: number; name: string }): Promise<boolean> => {
      if (kind === 'category') return confirmDelete(group.name);
      const message = await api
        .call(ENDPOINTS.Collection.GetCollectionProductCount, { query: { id: group.id } })
        .then(({ productCount }) =>
          productCount === 0
            ? t('collections.deleteNone', { name: group.name })
            : productCount === 1
              ? t('collections.deleteLosesOne', { name: group.name })
              : t('collections.deleteLoses', { name: group.name, count: productCount }),
        )
        .catch(() => t('collections.countFailed'));
      return confirmAction({ message });
    },
    [kind, t, confirmDelete],
  );
}
