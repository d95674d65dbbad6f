import { ArrowDown, ArrowUp, Eye, EyeOff } from 'lucide-react';
import type { AdminCategory } from '@kehribar/contracts';
import { ENDPOINTS } from '@kehribar/contracts/plain';
import { api } from '../../../shared/api/client.ts';
import { useAdminMutation } from '../../api/use-admin-mutation.ts';
import { useAdminText } from '../../i18n/use-admin-text.ts';
import styles from '../../ui/admin.module.css';
import { Section } from '../../ui/page.tsx';
import { moved } from '../../lib/reorder.ts';

/**
 * The categories' order in the storefront's menus and whether each is shown
 * (docs/decisions/033-home-page-the-owner-controls.md): up and down arrows, and a hide/show switch.
 */
export function CategoryMenuOrder({ categories }: { categories: readonly AdminCategory[] }) {
  const { t } = useAdminText();
  const reorder = useAdminMutation<number[]>({
    mutationFn: (ids) => api.call(ENDPOINTS.Categories.ReorderCategories, { body: { ids } }),
    success: 'categoryMenu.reordered',
  });
  const hide = useAdminMutation<AdminCategory>({
    mutationFn: (c) =>
      api.call(ENDPOINTS.Categories.SetCategoryHidden, { body: { id: c.id, hidden: !c.hidden } }),
    success: (_data, c) => t(c.hidden ? 'categoryMenu.shownNow' : 'categoryMenu.hiddenNow', { name: c.name }),
  });
  const busy = reorder.isPending || hide.isPending;

  return (
    <Section title={t('categoryMenu.title')}>
      <p className={styles.lead}>{t('categoryMenu.lead')}</p>
      <div className={styles.tableWrap}>
        <table className={`${styles.table} ${styles.dense}`} data-testid="category-menu-order">
          <thead>
            <tr>
              <th className={styles.num}>#</th>
              <th>{t('common.name')}</th>
              <th>{t('categoryMenu.column')}</th>
              <th>{t('common.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {categories.map((c, index) => (
              <tr key={c.id} className={c.hidden ? styles.rowMuted : undefined}>
                <td className={styles.num}>{index + 1}</td>
                <td>
                  {c.name} <span className={styles.muted}>· {c.nameEN}</span>
                </td>
                <td>
                  <span className={styles.badge} data-tone={c.hidden ? 'muted' : 'ok'}>
                    {c.hidden ? t('categoryMenu.hiddenBadge') : t('categoryMenu.visible')}
                  </span>
                </td>
                <td>
                  <div className={styles.rowActions}>
                    <button
                      type="button"
                      className={`${styles.btn} ${styles.iconOnly}`}
                      title={t('banners.moveUp')}
                      aria-label={`${t('banners.moveUp')}: ${c.name}`}
                      disabled={index === 0 || busy}
                      onClick={() => reorder.mutate(moved(categories, index, -1).map((x) => x.id))}
                    >
                      <ArrowUp size={15} aria-hidden="true" />
                    </button>
                    <button
                      type="button"
                      className={`${styles.btn} ${styles.iconOnly}`}
                      title={t('banners.moveDown')}
                      aria-label={`${t('banners.moveDown')}: ${c.name}`}
                      disabled={index === categories.length - 1 || busy}
                      onClick={() => reorder.mutate(moved(categories, index, 1).map((x) => x.id))}
                    >
                      <ArrowDown size={15} aria-hidden="true" />
                    </button>
                    <button
                      type="button"
                      className={styles.btn}
                      disabled={busy}
                      aria-label={`${c.hidden ? t('categoryMenu.show') : t('categoryMenu.hide')}: ${c.name}`}
                      onClick={() => hide.mutate(c)}
                    >
                      {c.hidden ? (
                        <Eye size={14} aria-hidden="true" />
                      ) : (
                        <EyeOff size={14} aria-hidden="true" />
                      )}
                      {c.hidden ? t('categoryMenu.show') : t('categoryMenu.hide')}
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
