import { DEFAULT_SIZE, type AdminOrder } from '@kehribar/contracts';

type Line = AdminOrder['orderItems'][number];

/** A line as the owner names it: the product, its option and its size, in the back office's language. */
export function lineName(line: Line, language: 'tr-TR' | 'en-EN'): string {
  const english = language === 'en-EN';
  const product = english && line.productNameEN ? line.productNameEN : line.productName;
  const variant = english && line.variantNameEN ? line.variantNameEN : line.variantName;
  return [product, variant, line.size && line.size !== DEFAULT_SIZE ? line.size : null]
    .filter(Boolean)
    .join(' · ');
}
