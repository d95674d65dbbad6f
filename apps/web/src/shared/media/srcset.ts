import { mainImage, type ImageFile, type ImageVariant } from '@kehribar/contracts/plain';

export { mainImage, srcSetOf, type ImageVariant } from '@kehribar/contracts/plain';

/** The vitrine photo first, then the rest in their order. */
export function orderedImages(images: readonly ImageFile[]): ImageFile[] {
  const main = mainImage(images);
  return main ? [main, ...images.filter((i) => i !== main)] : [];
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
