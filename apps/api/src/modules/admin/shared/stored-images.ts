import { AppError } from '../../../platform/errors.ts';
import {
  deleteImageFiles,
  NotAnImageError,
  storeImage,
  type ImageSpec,
  type StoredImage,
} from '../../../platform/images.ts';
import { fill, MESSAGES } from '../../../platform/messages.ts';
import type { ObjectStorage } from '../../../platform/storage/index.ts';
import type { UploadedFile } from './multipart.ts';

/**
 * Picture sizes of the back office's single photos, which keep their own proportions (the storefront
 * frames them with object-fit). Products, categories and collections use platform/images.ts's specs.
 */
export const SITE_PHOTO_IMAGE = { widths: [640, 1280, 1920] } as const satisfies ImageSpec;
export const PAGE_PHOTO_IMAGE = { widths: [480, 960, 1440] } as const satisfies ImageSpec;
export const PRESS_IMAGE = { widths: [360, 720, 1080] } as const satisfies ImageSpec;

/**
 * Decodes and re-encodes every upload with sharp (storeImage), then runs `save` with the stored
 * pictures. Nothing is half-done: if one file is not an image (415, naming the file), or `save` fails,
 * the pictures already written are removed again.
 */
export async function withStoredImages<T>(
  storage: ObjectStorage,
  folder: string,
  files: readonly UploadedFile[],
  spec: ImageSpec,
  save: (stored: StoredImage[]) => Promise<T>,
): Promise<T> {
  const stored: StoredImage[] = [];
  try {
    for (const file of files) stored.push(await storeOne(storage, folder, file, spec));
    return await save(stored);
  } catch (error) {
    await removeStored(storage, stored);
    throw error;
  }
}

async function storeOne(
  storage: ObjectStorage,
  folder: string,
  file: UploadedFile,
  spec: ImageSpec,
): Promise<StoredImage> {
  try {
    return await storeImage(storage, folder, file.data, spec);
  } catch (error) {
    if (error instanceof NotAnImageError) {
      throw new AppError(415, 'UNSUPPORTED_MEDIA', fill(MESSAGES.notAnImage, { name: file.fileName }));
    }
    throw error;
  }
}

export async function removeStored(
  storage: ObjectStorage,
  stored: readonly Pick<StoredImage, 'path' | 'variantWidths'>[],
): Promise<void> {
  await Promise.all(stored.map((s) => deleteImageFiles(storage, s.path, s.variantWidths)));
}

/**
 * Removes a replaced or deleted picture whose row kept only its URL (site photos, about-us, press):
 * every width the spec can produce is tried, and missing files are not an error.
 */
export async function removePicture(
  storage: ObjectStorage,
  imageUrl: string | null | undefined,
  spec: ImageSpec,
): Promise<void> {
  if (imageUrl) await deleteImageFiles(storage, imageUrl, spec.widths);
}
