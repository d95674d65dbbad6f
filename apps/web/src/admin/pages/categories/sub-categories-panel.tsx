import { Plus, Save, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { type Category, ENDPOINTS, NEW_SUB_CATEGORY_NAMES, type SubCategory } from '@kehribar/contracts';
import { api } from '../../../shared/api/client.ts';
import { useAdminMutation } from '../../api/use-admin-mutation.ts';
import { useAdminText } from '../../i18n/use-admin-text.ts';
import styles from '../../ui/admin.module.css';
import { useConfirmDelete } from '../../ui/confirm.tsx';
import { Section } from '../../ui/page.tsx';
import { EmptyState } from '../../ui/states.tsx';

interface Names {
  name: string;
  nameEN: string;
}

/** One sub-category row: its names editable in place, update and delete. */
function SubCategoryRow({ sub }: { sub: SubCategory }) {
  const { t } = useAdminText();
  const [names, setNames] = useState<Names>({ name: sub.name, nameEN: sub.nameEN });
  const confirmDelete = useConfirmDelete();
  const update = useAdminMutation<Names>({
    mutationFn: (body) =>
      api.call(ENDPOINTS.SubCategories.UpdateSubCategory, { body: { id: sub.id, ...body } }),
    success: 'msg.subUpdated',
    failure: 'msg.subUpdateFailed',
  });
  const remove = useAdminMutation({
    mutationFn: () => api.call(ENDPOINTS.SubCategories.DeleteSubCategory, { body: { id: sub.id } }),
    success: 'msg.subDeleted',
    failure: 'msg.subDeleteFailed',
  });
  const changed = names.name !== sub.name || names.nameEN !== sub.nameEN;
  const valid = names.name.trim() !== '' && names.nameEN.trim() !== '';
  return (
    <tr>
      <td>
        <input
          className={`${styles.input} ${styles.cellInput}`}
          value={names.name}
          aria-label={`${t('common.name')} (${sub.name})`}
          onChange={(event) => setNames((n) => ({ ...n, name: event.target.value }))}
        />
      </td>
      <td>
        <input
          className={`${styles.input} ${styles.cellInput}`}
          value={names.nameEN}
          aria-label={`${t('common.nameEN')} (${sub.nameEN})`}
          onChange={(event) => setNames((n) => ({ ...n, nameEN: event.target.value }))}
        />
      </td>
      <td>
        <div className={styles.rowActions}>
          <button
            type="button"
            className={styles.btn}
            disabled={!changed || !valid || update.isPending}
            onClick={() => update.mutate(names)}
          >
            <Save size={14} aria-hidden="true" />
            {t('common.update')}
          </button>
          <button
            type="button"
            className={styles.btnDanger}
            disabled={remove.isPending}
            onClick={async () => {
              if (await confirmDelete(sub.name)) remove.mutate();
            }}
          >
            <Trash2 size={14} aria-hidden="true" />
            {t('common.delete')}
          </button>
        </div>
      </td>
    </tr>
  );
}

/**
 * The sub-category table of a category (docs/product/back-office.md §2): add (with the default names 'Yeni Alt
 * Kategori' / 'New Sub Category'), update, delete.
 */
export function SubCategoriesPanel({ category }: { category: Category }) {
  const { t } = useAdminText();
  const [draft, setDraft] = useState<Names>({ ...NEW_SUB_CATEGORY_NAMES });
  const add = useAdminMutation<Names>({
    mutationFn: (body) =>
      api.call(ENDPOINTS.SubCategories.CreateSubCategory, { body: { ...body, categoryId: category.id } }),
    success: 'msg.subAdded',
    failure: 'msg.subAddFailed',
    onSuccess: () => setDraft({ ...NEW_SUB_CATEGORY_NAMES }),
  });
  return (
    <Section title={t('categories.subTitle')}>
      {category.subCategories.length === 0 && <EmptyState>{t('categories.subEmpty')}</EmptyState>}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate(draft);
        }}
      >
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-label={t('categories.subTitle')}>
            <thead>
              <tr>
                <th scope="col">{t('common.name')}</th>
                <th scope="col">{t('common.nameEN')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('common.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {category.subCategories.map((sub) => (
                <SubCategoryRow key={`${sub.id}:${sub.name}:${sub.nameEN}`} sub={sub} />
              ))}
              <tr>
                <td>
                  <input
                    className={`${styles.input} ${styles.cellInput}`}
                    value={draft.name}
                    aria-label={`${t('categories.subAdd')}: ${t('common.name')}`}
                    onChange={(event) => setDraft((d) => ({ ...d, name: event.target.value }))}
                  />
                </td>
                <td>
                  <input
                    className={`${styles.input} ${styles.cellInput}`}
                    value={draft.nameEN}
                    aria-label={`${t('categories.subAdd')}: ${t('common.nameEN')}`}
                    onChange={(event) => setDraft((d) => ({ ...d, nameEN: event.target.value }))}
                  />
                </td>
                <td>
                  <div className={styles.rowActions}>
                    <button type="submit" className={styles.btnPrimary} disabled={add.isPending}>
                      <Plus size={14} aria-hidden="true" />
                      {t('categories.subAdd')}
                    </button>
                  </div>
                </td>
              </tr>
            </tbody>
          </table>
        </div>
      </form>
    </Section>
  );
}
