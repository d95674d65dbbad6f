import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { ADMIN_UPLOAD_MAX_FILES, ENDPOINTS, type ImageFile } from '@kehribar/contracts';
import { api } from '../../shared/api/client.ts';
import { pickVariant } from '../../shared/media/srcset.ts';
import { Modal } from '../../shared/ui/modal.tsx';
import { adminReads } from '../api/reads.ts';
import { useAdminMutation } from '../api/use-admin-mutation.ts';
import { useAdminText } from '../i18n/use-admin-text.ts';
import { formOf, PartialUploadError, uploadForm, uploadInBatches, type Progress } from '../lib/upload.ts';
import styles from './admin.module.css';
import { useConfirmPhotoDelete } from './confirm.tsx';
import { DeleteButton } from './delete-button.tsx';
import { QueryView } from './states.tsx';
import { UploadForm } from './upload.tsx';

/** Whose pictures: a product (uuid), a category or a collection (numbers). */
export type PhotoOwner =
  { kind: 'product'; id: string } | { kind: 'category'; id: number } | { kind: 'collection'; id: number };

/** The calls of each photo overlay (docs/product/back-office.md §7). */
function callsOf(owner: PhotoOwner) {
  switch (owner.kind) {
    case 'product': {
      const productId = owner.id;
      return {
        read: adminReads.productImages(productId),
        upload: (files: File[], onProgress: Progress) =>
          uploadForm(ENDPOINTS.Products.UploadProductImages, formOf({ productId }, { files }), {
            onProgress,
          }),
        remove: (imageId: string) =>
          api.call(ENDPOINTS.Products.DeleteProductImage, { query: { productId, imageId } }),
        vitrine: (imageId: string, isVitrinePhoto: boolean) =>
          api.call(ENDPOINTS.Products.UpdateProductImageVitrine, {
            body: { productId, imageId, isVitrinePhoto },
          }),
      };
    }
    case 'category': {
      const categoryId = owner.id;
      return {
        read: adminReads.categoryImages(categoryId),
        upload: (files: File[], onProgress: Progress) =>
          uploadForm(ENDPOINTS.Categories.UploadCategoryImages, formOf({ categoryId }, { files }), {
            onProgress,
          }),
        remove: (imageId: string) =>
          api.call(ENDPOINTS.Categories.DeleteCategoryImage, { query: { categoryId, imageId } }),
        vitrine: (imageId: string, isVitrinePhoto: boolean) =>
          api.call(ENDPOINTS.Categories.UpdateCategoryImageVitrine, {
            body: { categoryId, imageId, isVitrinePhoto },
          }),
      };
    }
    case 'collection': {
      const collectionId = owner.id;
      return {
        read: adminReads.collectionImages(collectionId),
        upload: (files: File[], onProgress: Progress) =>
          uploadForm(ENDPOINTS.Collection.UploadCollectionImages, formOf({ collectionId }, { files }), {
            onProgress,
          }),
        remove: (imageId: string) =>
          api.call(ENDPOINTS.Collection.DeleteCollectionImage, { query: { collectionId, imageId } }),
        vitrine: (imageId: string, isVitrinePhoto: boolean) =>
          api.call(ENDPOINTS.Collection.UpdateCollectionImageVitrine, {
            body: { collectionId, imageId, isVitrinePhoto },
          }),
      };
    }
  }
}

/**
 * The photo overlay's content: the owner's pictures with thumbnails, a multipart upload with a
 * progress bar, delete (after confirmation) and the vitrine toggle.
 */
export function PhotoManager({ owner }: { owner: PhotoOwner }) {
  const { t } = useAdminText();
  const queryClient = useQueryClient();
  const calls = callsOf(owner);
  const images = useQuery(calls.read);
  const confirmDelete = useConfirmPhotoDelete();
  const keep = (list: ImageFile[]) => queryClient.setQueryData(calls.read.queryKey, list);

  // More pictures than one call takes go in batches of ADMIN_UPLOAD_MAX_FILES, one call after another;
  // each stored batch shows at once. A failed batch stops the upload: what was stored stays, the rest
  // stay chosen in the picker for another try.
  const upload = useAdminMutation<
    { files: File[]; progress: (v: number | null) => void },
    ImageFile[] | undefined
  >({
    mutationFn: ({ files, progress }) =>
      uploadInBatches(files, ADMIN_UPLOAD_MAX_FILES, calls.upload, {
        onProgress: progress,
        onBatch: keep,
      }).catch(async (error: unknown) => {
        // Stored batches change the owner's pictures elsewhere too (lists, the shop's vitrine).
        if (error instanceof PartialUploadError) await queryClient.invalidateQueries();
        throw error;
      }),
    success: (_, { files }) =>
      files.length > ADMIN_UPLOAD_MAX_FILES
        ? t('photos.uploadedMany', { count: files.length })
        : t('msg.imageUploaded'),
    failure: (error) =>
      error instanceof PartialUploadError
        ? t('photos.partialUpload', {
            uploaded: error.uploaded,
            total: error.total,
            left: error.remaining.length,
          })
        : t('msg.imageUploadFailed'),
  });
  const remove = useAdminMutation<ImageFile, ImageFile[]>({
    mutationFn: (image) => calls.remove(image.imageId),
    success: 'msg.imageDeleted',
    failure: 'msg.imageDeleteFailed',
    onSuccess: keep,
  });
  const vitrine = useAdminMutation<{ image: ImageFile; on: boolean }, ImageFile[]>({
    mutationFn: ({ image, on }) => calls.vitrine(image.imageId, on),
    success: 'msg.vitrineUpdated',
    failure: 'msg.vitrineFailed',
    onSuccess: keep,
  });
  const busy = remove.isPending || vitrine.isPending;

  return (
    <div className={styles.form}>
      <UploadForm
        label={t('common.chooseFiles')}
        accept="image/*"
        multiple
        hint={t('photos.uploadLead')}
        testId="photo-upload"
        onUpload={(files, progress) => upload.mutateAsync({ files, progress })}
      />
      <QueryView query={images} empty={t('photos.empty')} rows={2}>
        {(list) => (
          <ul
            className={styles.thumbs}
            aria-label={t('photos.title')}
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {list.map((image, index) => (
              <li
                key={image.imageId}
                className={styles.thumb}
                data-vitrine={image.isVitrinePhoto}
                data-testid="photo"
              >
                <img
                  className={styles.thumbImage}
                  src={pickVariant(image.variants, 300, image.path)}
                  alt={t('photos.alt', { index: index + 1 })}
                  width={150}
                  height={150}
                  loading="lazy"
                />
                {image.isVitrinePhoto && (
                  <span className={styles.badge} data-tone="warn">
                    {t('photos.isVitrine')}
                  </span>
                )}
                <div className={styles.formActions}>
                  <button
                    type="button"
                    className={styles.btn}
                    aria-pressed={image.isVitrinePhoto}
                    disabled={busy}
                    onClick={() => vitrine.mutate({ image, on: !image.isVitrinePhoto })}
                  >
                    <Star
                      size={14}
                      aria-hidden="true"
                      fill={image.isVitrinePhoto ? 'currentColor' : 'none'}
                    />
                    {image.isVitrinePhoto ? t('photos.unsetVitrine') : t('photos.makeVitrine')}
                  </button>
                  <DeleteButton
                    iconOnly
                    name={t('photos.alt', { index: index + 1 })}
                    busy={busy}
                    confirm={() =>
                      confirmDelete({
                        src: pickVariant(image.variants, 300, image.path),
                        alt: t('photos.alt', { index: index + 1 }),
                      })
                    }
                    onDelete={() => remove.mutate(image)}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </div>
  );
}

/** The photo overlay of a product, category or collection (a dialog over its list or detail). */
export function PhotoOverlay({
  owner,
  title,
  onClose,
}: {
  owner: PhotoOwner | null;
  title: string;
  onClose: () => void;
}) {
  return (
    <Modal open={!!owner} onOpenChange={(open) => !open && onClose()} title={title} size="lg">
      {owner && <PhotoManager owner={owner} />}
    </Modal>
  );
}
