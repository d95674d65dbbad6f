import type { ImageFile } from '@kehribar/contracts';

export interface ImageVariant {
  width: number;
  path: string;
}

/** A srcset from responsive variants: 'a-480.webp 480w, a-960.webp 960w', narrowest first. */
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

/** The narrowest variant at least `minWidth` wide, else the widest, else the fallback path. */
export function pickVariant(
  variants: readonly ImageVariant[] | null | undefined,
  minWidth: number,
  fallback: string,
): string {
  const sorted = [...(variants ?? [])].sort((a, b) => a.width - b.width);
  return (sorted.find((v) => v.width >= minWidth) ?? sorted[sorted.length - 1])?.path ?? fallback;
}

/** storefront.md §3: the vitrine photo is the main image, otherwise the first. */
export function mainImage<T extends Pick<ImageFile, 'isVitrinePhoto'>>(
  images: readonly T[] | null | undefined,
): T | undefined {
  return images?.find((i) => i.isVitrinePhoto) ?? images?.[0];
}
