import type { ImageFile } from './common.ts';

export interface ImageVariant {
  width: number;
  path: string;
}

/**
 * A srcset from responsive variants: 'a-480.webp 480w, a-960.webp 960w', narrowest first. The web app's
 * <img> and the server's preload hint for it are built by this one function, so the browser sees the same
 * request in both and fetches the picture once.
 */
export function srcSetOf(variants: readonly ImageVariant[] | null | undefined): string | undefined {
  if (!variants?.length) return undefined;
  return (
    [...variants]
      .filter((v) => v.path && v.width > 0)
      .sort((a, b) => a.width - b.width)
      .map((v) => `${v.path.replace(/\s/g, '%20')} ${v.width}w`)
      .join(', ') || undefined
  );
}

/** docs/product/storefront.md §3: the vitrine photo is the main image, otherwise the first. */
export function mainImage<T extends Pick<ImageFile, 'isVitrinePhoto'>>(
  images: readonly T[] | null | undefined,
): T | undefined {
  return images?.find((i) => i.isVitrinePhoto) ?? images?.[0];
}

/**
 * The sizes attribute of the home page's banner pictures and of the product page's gallery and its
 * thumbnails: the width each is drawn at, so the browser takes the variant its pixel ratio needs (a 3x
 * phone the 1080 one, a 1x laptop the 720 one). The gallery's widths follow its layout
 * (features/product-detail): edge to edge on phones, a column beside the details from 900 px, with the
 * thumbnails beside it from 1024 px, at most about 530 px wide.
 */
export const IMAGE_SIZES = {
  banner: '100vw',
  gallery: '(min-width: 1320px) 530px, (min-width: 1024px) 40vw, (min-width: 900px) 46vw, 100vw',
  galleryThumb: '(min-width: 1024px) 80px, 64px',
} as const;
