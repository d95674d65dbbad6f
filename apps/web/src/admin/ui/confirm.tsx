import { useCallback, useState } from 'react';
import { createStore, useStore } from '../../shared/state/create-store.ts';
import { Modal } from '../../shared/ui/modal.tsx';
import { useAdminText } from '../i18n/use-admin-text.ts';
import styles from './admin.module.css';

interface Request {
  id: number;
  title?: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** The picture the action is about (a photo to delete), shown above the question. */
  image?: { src: string; alt: string };
  resolve: (ok: boolean) => void;
}

const store = createStore<Request | null>(null);
let nextId = 1;

/**
 * Asks before a destructive action (docs/product/back-office.md §5: deletes ask for confirmation first). Resolves
 * true when the admin confirms; ConfirmHost (mounted once in the admin frame) shows the dialog.
 */
export function confirmAction(request: Omit<Request, 'id' | 'resolve'>): Promise<boolean> {
  store.get()?.resolve(false);
  return new Promise((resolve) => store.set({ ...request, id: nextId++, resolve }));
}

export function ConfirmHost() {
  const request = useStore(store);
  const { t } = useAdminText();
  const [busy, setBusy] = useState(false);
  if (!request) return null;
  const close = (ok: boolean) => {
    if (busy) return;
    setBusy(true);
    store.set(null);
    request.resolve(ok);
    setBusy(false);
  };
  return (
    <Modal
      key={request.id}
      open
      onOpenChange={(open) => !open && close(false)}
      title={request.title ?? t('common.confirmTitle')}
      size="sm"
    >
      {request.image && (
        <img
          className={styles.confirmImage}
          src={request.image.src}
          alt={request.image.alt}
          data-testid="confirm-image"
        />
      )}
      <p className={styles.lead} style={{ fontSize: 'var(--text-base)', color: 'var(--color-ink-soft)' }}>
        {request.message}
      </p>
      <div className={styles.formActions} style={{ marginTop: 'var(--space-5)', justifyContent: 'flex-end' }}>
        <button type="button" className={styles.btn} onClick={() => close(false)}>
          {request.cancelLabel ?? t('common.cancel')}
        </button>
        <button type="button" className={styles.btnDanger} onClick={() => close(true)} data-autofocus>
          {request.confirmLabel ?? t('common.delete')}
        </button>
      </div>
    </Modal>
  );
}

/** confirmAction for a delete: “name” silinsin mi? */
export function useConfirmDelete() {
  const { t } = useAdminText();
  return useCallback((name: string) => confirmAction({ message: t('common.confirmDelete', { name }) }), [t]);
}

/** confirmAction for a photo delete: the question shows the photo itself, so the right one goes. */
export function useConfirmPhotoDelete() {
  const { t } = useAdminText();
  return useCallback(
    (photo: { src: string; alt: string }) =>
      confirmAction({
        title: t('photos.deleteTitle'),
        message: t('photos.deleteQuestion', { name: photo.alt }),
        image: photo,
      }),
    [t],
  );
}
