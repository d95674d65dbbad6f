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

/** The sizes attribute of the home page's banner pictures and of the product page's gallery. */
export const IMAGE_SIZES = {
  banner: '100vw',
  gallery: '(min-width: 1320px) 680px, (min-width: 900px) 52vw, 100vw',
} as const;
