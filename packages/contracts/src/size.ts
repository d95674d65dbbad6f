import { DEFAULT_SIZE } from './constants.ts';

export interface SizeRule {
  isCustomSizeInput: boolean;
  sizeOptions: string | null;
}

export function parseSizeOptions(sizeOptions: string | null | undefined): string[] {
  return (sizeOptions ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * docs/product/storefront.md §5: valid when the category takes free text and the size is non-empty, or when it has
 * size options and the size is one of them; otherwise any size is valid.
 */
export function isSizeValid(category: SizeRule | null | undefined, size: string | null | undefined): boolean {
  if (!category) return true;
  const value = (size ?? '').trim();
  if (category.isCustomSizeInput) return value.length > 0;
  const options = parseSizeOptions(category.sizeOptions);
  if (options.length > 0) return options.includes(value);
  return true;
}

/** The size a basket line gets when the category has no size rule. */
export function normaliseSize(
  category: SizeRule | null | undefined,
  size: string | null | undefined,
): string {
  const value = (size ?? '').trim();
  if (!category || (!category.isCustomSizeInput && parseSizeOptions(category.sizeOptions).length === 0)) {
    return value || DEFAULT_SIZE;
  }
  return value;
}
