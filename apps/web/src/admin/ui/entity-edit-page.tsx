import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { Images } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useAdminMutation } from '../api/use-admin-mutation.ts';
import type { AdminTextKey } from '../i18n/use-admin-text.ts';
import { useAdminText } from '../i18n/use-admin-text.ts';
import { adminPath } from '../layout/menu.ts';
import styles from './admin.module.css';
import { DeleteButton } from './delete-button.tsx';
import { useConfirmGroupDelete } from './group-delete.ts';
import { leaveSaved } from './leave-guard.tsx';
import { AdminPage } from './page.tsx';
import { PhotoOverlay } from './photo-manager.tsx';
import { QueryView } from './states.tsx';

interface Entity {
  id: number;
  name: string;
}

/** What differs between the edit pages of categories and collections. */
export interface EntityEditSetup<T extends Entity, Body> {
  /** The photo owner's kind and the path segment of the list ('categories', 'collections'). */
  kind: 'category' | 'collection';
  list: string;
  /** Where the add screen's back button goes (the list, unless the spec says otherwise). */
  backWhenAdding?: string;
  read: (id: number) => UseQueryOptions<T, Error, T, unknown[]>;
  /** The entity's writes (its Create*, Update* and Delete* calls). */
  calls: {
    create: (body: Body) => Promise<T>;
    update: (body: Body & { id: number }) => Promise<T>;
    remove: (id: number) => Promise<unknown>;
  };
  text: {
    addTitle: AdminTextKey;
    editTitle: AdminTextKey;
    created: AdminTextKey;
    updated: AdminTextKey;
    saveFailed: AdminTextKey;
    deleted: AdminTextKey;
  };
}

export interface EntityForm<Body> {
  saving: boolean;
  /** Saves the body; `saved` runs once the server took it (the form then starts again from what it holds). */
  onSave: (body: Body, saved?: () => void) => void;
}

/**
 * `<list>/add` and `<list>/:id` of an entity with a name and photos (docs/product/back-office.md §2): the form, the
 * photos and delete buttons, the photo overlay; after adding, the page moves to the new entity's id.
 */
export function EntityEditPage<T extends Entity, Body>({
  setup,
  adding: whenAdding,
  editing,
}: {
  setup: EntityEditSetup<T, Body>;
  /** The add screen's content, given the form's save. */
  adding: (form: EntityForm<Body>) => ReactNode;
  /** The edit screen's content above the photo overlay, given the entity and the form's save. */
  editing: (entity: T, form: EntityForm<Body>) => ReactNode;
}) {
  const { id } = useParams();
  const adding = !id;
  const { t } = useAdminText();
  const navigate = useNavigate();
  const entity = useQuery({ ...setup.read(Number(id)), enabled: !adding });
  const [photos, setPhotos] = useState(false);
  const confirmDelete = useConfirmGroupDelete(setup.kind);

  const save = useAdminMutation<Body, T>({
    mutationFn: (body) =>
      adding ? setup.calls.create(body) : setup.calls.update({ ...body, id: Number(id) }),
    success: adding ? setup.text.created : setup.text.updated,
    failure: setup.text.saveFailed,
    onSuccess: (saved) => {
      if (adding) leaveSaved(() => navigate(adminPath(`${setup.list}/${saved.id}`), { replace: true }));
    },
  });
  const remove = useAdminMutation<T>({
    mutationFn: (e) => setup.calls.remove(e.id),
    success: setup.text.deleted,
    failure: 'msg.deleteFailed',
    onSuccess: () => navigate(adminPath(setup.list)),
  });
  const form: EntityForm<Body> = {
    saving: save.isPending,
    onSave: (body, saved) => save.mutate(body, { onSuccess: () => saved?.() }),
  };

  const current = entity.data;
  const actions = current && (
    <>
      <button type="button" className={styles.btn} onClick={() => setPhotos(true)}>
        <Images size={14} aria-hidden="true" />
        {t('common.photos')}
      </button>
      <DeleteButton
        confirm={() => confirmDelete(current)}
        onDelete={() => remove.mutate(current)}
        busy={remove.isPending}
      />
    </>
  );

  return (
    <AdminPage
      title={adding ? t(setup.text.addTitle) : t(setup.text.editTitle)}
      back={adminPath(adding ? (setup.backWhenAdding ?? setup.list) : setup.list)}
      actions={actions}
    >
      {adding ? (
        whenAdding(form)
      ) : (
        <QueryView query={entity}>
          {(e) => (
            <>
              {editing(e, form)}
              <PhotoOverlay
                owner={photos ? { kind: setup.kind, id: e.id } : null}
                title={t('products.photosOf', { name: e.name })}
                onClose={() => setPhotos(false)}
              />
            </>
          )}
        </QueryView>
      )}
    </AdminPage>
  );
}
