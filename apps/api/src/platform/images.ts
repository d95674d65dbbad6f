import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Metadata, OutputInfo, WebpOptions } from 'sharp';
import { loadSharp } from './sharp.ts';
import { UPLOADS_PREFIX, uploadKey, type ObjectStorage } from './storage/index.ts';

/** The upload could not be decoded as an image, whatever its name or declared type said. */
export class NotAnImageError extends Error {
  constructor(message = 'The file is not a readable image.', options?: ErrorOptions) {
    super(message, options);
    this.name = 'NotAnImageError';
  }
}

export interface ImageSpec {
  /** Widths of the WebP variants; the largest is the picture's `path`. */
  widths: readonly number[];
  /** Width / height the picture is centre-cropped to; the source's own when absent. */
  aspect?: number;
  /**
   * WebP encoder effort, 0-6 (default 4). Lower is several times faster for a slightly larger
   * file: the demo seed draws hundreds of pictures at once and uses 1.
   */
  effort?: number;
}

export const PRODUCT_IMAGE = { widths: [360, 720, 1080], aspect: 1 } as const satisfies ImageSpec;
export const BANNER_IMAGE = { widths: [640, 1280, 1920], aspect: 16 / 7 } as const satisfies ImageSpec;
export const CATEGORY_IMAGE = { widths: [360, 720], aspect: 1 } as const satisfies ImageSpec;

export interface StoredImage {
  /** URL of the largest variant: /uploads/<folder>/<id>-<maxWidth>.webp */
  path: string;
  fileName: string;
  width: number;
  height: number;
  variantWidths: number[];
}

const URL_PREFIX = '/uploads/';
const FOLDER = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/;
// Camera photos are large, but a decompression bomb must not take the server's memory.
const MAX_INPUT_PIXELS = 80_000_000;
const WEBP: WebpOptions = { quality: 82, effort: 4 };

/**
 * Decodes an upload, auto-rotates it, drops its metadata (EXIF, GPS), centre-crops it to the aspect
 * and stores WebP variants uploads/<folder>/<uuid>-<width>.webp in the shop's storage. Widths the source cannot fill
 * are skipped rather than upscaled, except the smallest, so every picture has at least one variant.
 */
export async function storeImage(
  storage: ObjectStorage,
  folder: string,
  input: Buffer,
  opts: ImageSpec,
): Promise<StoredImage> {
  if (!FOLDER.test(folder)) throw new Error(`invalid upload folder: ${folder}`);
  const widths = [...new Set(opts.widths)].sort((a, b) => a - b);
  if (widths.length === 0 || widths.some((w) => !Number.isInteger(w) || w <= 0)) {
    throw new Error(`invalid image widths: ${opts.widths.join(',')}`);
  }

  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch (error) {
    throw new NotAnImageError(undefined, { cause: error });
  }
  if (!meta.width || !meta.height) throw new NotAnImageError();
  // EXIF orientations 5-8 are quarter turns: the picture's upright width is its stored height.
  const turned = (meta.orientation ?? 1) >= 5;
  const srcW = turned ? meta.height : meta.width;
  const srcH = turned ? meta.width : meta.height;
  const aspect = opts.aspect ?? srcW / srcH;
  const cropW = Math.min(srcW, srcH * aspect);
  const fitting = widths.filter((w) => w <= cropW + 0.5);
  const variantWidths = fitting.length > 0 ? fitting : [widths[0]!];
  const maxW = variantWidths.at(-1)!;
  const heightOf = (w: number) => Math.max(1, Math.round(w / aspect));

  // Decode once at the largest size; the smaller variants are resized from those pixels.
  let base: { data: Buffer; info: OutputInfo };
  try {
    base = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(maxW, heightOf(maxW), { fit: 'cover', position: 'centre' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new NotAnImageError(undefined, { cause: error });
  }
  const raw = { raw: { width: base.info.width, height: base.info.height, channels: base.info.channels } };

  const id = randomUUID();
  const keys = variantWidths.map((w) => `${UPLOADS_PREFIX}${folder}/${id}-${w}.webp`);
  try {
    await Promise.all(
      variantWidths.map(async (w, i) => {
        const image = sharp(base.data, raw);
        if (w !== maxW) image.resize(w, heightOf(w), { fit: 'fill' });
        const webp = await image.webp({ ...WEBP, effort: opts.effort ?? WEBP.effort }).toBuffer();
        await storage.put(keys[i]!, webp, 'image/webp');
      }),
    );
  } catch (error) {
    await Promise.allSettled(keys.map((k) => storage.delete(k)));
    throw error;
  }

  const fileName = `${id}-${maxW}.webp`;
  return {
    path: `${URL_PREFIX}${folder}/${fileName}`,
    fileName,
    width: base.info.width,
    height: base.info.height,
    variantWidths,
  };
}

/** URL of one variant of a stored picture: /uploads/x/<id>-1080.webp → /uploads/x/<id>-360.webp */
export function variantPath(imagePath: string, width: number): string {
  return imagePath.replace(/-\d+\.webp$/, `-${width}.webp`);
}

/** The file under a local uploadsDir behind an /uploads/ URL (tests look at the disk), or null for any other URL or an escape attempt. */
export function uploadFile(uploadsDir: string, imagePath: string): string | null {
  if (!imagePath.startsWith(URL_PREFIX)) return null;
  const root = path.resolve(uploadsDir);
  const file = path.resolve(root, imagePath.slice(URL_PREFIX.length));
  return file.startsWith(root + path.sep) ? file : null;
}

/** Removes every variant of a stored picture; files already gone are not an error. */
export async function deleteImageFiles(
  storage: ObjectStorage,
  imagePath: string,
  variantWidths: readonly number[],
): Promise<void> {
  const urls = new Set([imagePath, ...variantWidths.map((w) => variantPath(imagePath, w))]);
  await Promise.all(
    [...urls].map(async (url) => {
      const key = uploadKey(url);
      if (key) await storage.delete(key);
    }),
  );
}
