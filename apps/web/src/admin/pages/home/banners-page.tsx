import { useQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { type AdminBanner, ENDPOINTS } from '@kehribar/contracts';
import { api } from '../../../shared/api/client.ts';
import { adminReads } from '../../api/reads.ts';
import { useAdminMutation } from '../../api/use-admin-mutation.ts';
import { useAdminText } from '../../i18n/use-admin-text.ts';
import styles from '../../ui/admin.module.css';
import { moved } from '../../lib/reorder.ts';
import { useConfirmDelete } from '../../ui/confirm.tsx';
import { AdminPage, Section } from '../../ui/page.tsx';
import { EmptyState, QueryView } from '../../ui/states.tsx';
import { BannerEditor } from './banner-editor.tsx';
import own from './banners-page.module.css';

/** docs/product/back-office.md, home page: the banners in their order, each editable, movable, deletable. */
export default function BannersPage() {
  const { t } = useAdminText();
  const banners = useQuery(adminReads.banners());
  const [editing, setEditing] = useState<AdminBanner | 'new' | null>(null);
  const editorRef = useRef<HTMLDivElement>(null);
  const confirmDelete = useConfirmDelete();

  const reorder = useAdminMutation<number[]>({
    mutationFn: (ids) => api.call(ENDPOINTS.Products.ReorderBanners, { body: { ids } }),
    success: 'banners.reordered',
  });
  const remove = useAdminMutation<AdminBanner>({
    mutationFn: (b) => api.call(ENDPOINTS.Products.DeleteBanner, { body: { id: b.id } }),
    success: 'banners.deleted',
    failure: 'msg.deleteFailed',
    onSuccess: (_data, b) => {
      if (editing !== 'new' && editing?.id === b.id) setEditing(null);
    },
  });

  const open = (target: AdminBanner | 'new') => {
    setEditing(target);
    requestAnimationFrame(() => editorRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  };

  return (
    <AdminPage
      title={t('banners.title')}
      actions={
        <button type="button" className={styles.btnPrimary} onClick={() => open('new')}>
          <Plus size={15} aria-hidden="true" />
          {t('banners.add')}
        </button>
      }
    >
      <p className={styles.lead}>{t('banners.lead')}</p>
      <QueryView query={banners}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState>{t('banners.empty')}</EmptyState>
          ) : (
            <ol className={own.list} aria-label={t('banners.title')}>
              {list.map((b, index) => {
                const name = b.title || b.titleEN || t('banners.position', { n: index + 1 });
                return (
                  <li key={b.id} className={own.card} data-active={b.isActive} data-testid="banner-card">
                    <img
                      className={own.thumb}
                      src={b.imageVariants[0]?.path ?? b.imageUrl}
                      alt=""
                      width={208}
                      height={91}
                      loading="lazy"
                    />
                    <div className={own.words}>
                      <span className={own.cardTitle}>
                        {name}
                        <span className={styles.badge} data-tone={b.isActive ? 'ok' : 'muted'}>
                          {b.isActive ? t('banners.shown') : t('banners.hidden')}
                        </span>
                      </span>
                      {b.titleEN && <span className={own.secondary}>{b.titleEN}</span>}
                      <span className={own.link}>{b.link || t('banners.noLink')}</span>
                      <span className={own.secondary}>{t('banners.position', { n: index + 1 })}</span>
                    </div>
                    <div className={own.actions}>
                      <button
                        type="button"
                        className={`${styles.btn} ${styles.iconOnly}`}
                        title={t('banners.moveUp')}
                        aria-label={`${t('banners.moveUp')}: ${name}`}
                        disabled={index === 0 || reorder.isPending}
                        onClick={() => reorder.mutate(moved(list, index, -1).map((x) => x.id))}
                      >
                        <ArrowUp size={15} aria-hidden="true" />
                      </button>
                      <button
                        type="button"
                        className={`${styles.btn} ${styles.iconOnly}`}
                        title={t('banners.moveDown')}
                        aria-label={`${t('banners.moveDown')}: ${name}`}
                        disabled={index === list.length - 1 || reorder.isPending}
                        onClick={() => reorder.mutate(moved(list, index, 1).map((x) => x.id))}
                      >
                        <ArrowDown size={15} aria-hidden="true" />
                      </button>
                      <button
                        type="button"
                        className={styles.btn}
                        aria-label={`${t('common.edit')}: ${name}`}
                        onClick={() => open(b)}
                      >
                        <Pencil size={14} aria-hidden="true" />
                        {t('common.edit')}
                      </button>
                      <button
                        type="button"
                        className={styles.btnDanger}
                        onClick={async () => {
                          if (await confirmDelete(name)) remove.mutate(b);
                        }}
                      >
                        <Trash2 size={14} aria-hidden="true" />
                        <span className="visually-hidden">
                          {t('common.delete')}: {name}
                        </span>
                      </button>
                    </div>
                  </li>
                );
              })}
            </ol>
          )
        }
      </QueryView>
      <div ref={editorRef}>
        {editing && (
          <Section title={editing === 'new' ? t('banners.newTitle') : t('banners.editTitle')}>
            <BannerEditor
              key={editing === 'new' ? 'new' : editing.id}
              banner={editing === 'new' ? null : editing}
              onDone={() => setEditing(null)}
            />
          </Section>
        )}
      </div>
    </AdminPage>
  );
}
