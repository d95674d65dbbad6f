import type { ImageFile } from '@kehribar/contracts';

/** The columns every stored picture row has (product, category, sub-category, collection images). */
export interface ImageRow {
  id: string;
  path: string;
  fileName: string;
  width: number;
  height: number;
  variantWidths: number[];
  isVitrinePhoto: boolean;
  sortOrder: number;
}

const SIZE_SUFFIX = /-\d+\.webp$/;

/**
 * Responsive variants of a stored picture, smallest first: the path names the largest WebP
 * ('…/<id>-1080.webp') and each variant sits beside it ('…/<id>-360.webp'). A picture stored under any
 * other name has just itself.
 */
export function imageVariants(
  path: string,
  widths: readonly number[],
  ownWidth: number,
): ImageFile['variants'] {
  if (!SIZE_SUFFIX.test(path) || widths.length === 0) return [{ width: ownWidth, path }];
  return [...new Set(widths)]
    .sort((a, b) => a - b)
    .map((width) => ({ width, path: path.replace(SIZE_SUFFIX, `-${width}.webp`) }));
}

export function toImageFile(row: ImageRow): ImageFile {
  return {
    imageId: row.id,
    path: row.path,
    fileName: row.fileName,
    isVitrinePhoto: row.isVitrinePhoto,
    width: row.width,
    height: row.height,
    variants: imageVariants(row.path, row.variantWidths, row.width),
  };
}

/** The vitrine (showcase) photo first, then by sort order; rows come from SQL already in that order. */
export function groupImages<R extends ImageRow>(
  rows: R[],
  ownerOf: (row: R) => string | number,
): Map<string | number, ImageFile[]> {
  const byOwner = new Map<string | number, ImageFile[]>();
  for (const row of rows) {
    const owner = ownerOf(row);
    let list = byOwner.get(owner);
    if (!list) byOwner.set(owner, (list = []));
    list.push(toImageFile(row));
  }
  return byOwner;
}
