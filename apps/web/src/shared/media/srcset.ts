import type { ImageVariant } from '@kehribar/contracts/plain';

export { mainImage, srcSetOf, type ImageVariant } from '@kehribar/contracts/plain';

/** The narrowest variant at least `minWidth` wide, else the widest, else the fallback path. */
export function pickVariant(
  variants: readonly ImageVariant[] | null | undefined,
  minWidth: number,
  fallback: string,
): string {
  const sorted = [...(variants ?? [])].sort((a, b) => a.width - b.width);
  return (sorted.find((v) => v.width >= minWidth) ?? sorted[sorted.length - 1])?.path ?? fallback;
}
