import { eq, sql } from 'drizzle-orm';
import { parseSizeOptions, type Category, type createCategoryRequestSchema } from '@kehribar/contracts';
import type { z } from 'zod';
import { categories, products, subCategories, subCategoryImages } from '../../../db/schema/index.ts';
import { conflict } from '../../../platform/errors.ts';
import { fill, MESSAGES } from '../../../platform/messages.ts';
import { CategoryReader } from '../../catalog/index.ts';
import { CATEGORY_GALLERY, Gallery } from '../shared/galleries.ts';
import type { TaxonomyKind } from '../shared/taxonomy.service.ts';

type CategoryInput = z.output<typeof createCategoryRequestSchema>;

/**
 * The three size modes of docs/product/back-office.md §4: manual (the shopper types a size), selectable (a list of
 * options) and standard (neither). Manual mode wins over a stale option list, because leaving
 * selectable mode clears sizeOptions; options are trimmed, de-duplicated and joined with commas.
 */
export function sizeMode(input: { isCustomSizeInput: boolean; sizeOptions?: string | null }) {
  if (input.isCustomSizeInput) return { isCustomSizeInput: true, sizeOptions: null };
  const options = [...new Set(parseSizeOptions(input.sizeOptions))];
  return { isCustomSizeInput: false, sizeOptions: options.length > 0 ? options.join(',') : null };
}

const columns = (input: CategoryInput) => ({
  name: input.name,
  nameEN: input.nameEN,
  isOnlyMan: input.isOnlyMan,
  isOnlyWoman: input.isOnlyWoman,
  ...sizeMode(input),
  maxInstallments: input.maxInstallments ?? null,
});

/**
 * CreateCategory, UpdateCategory, DeleteCategory. A delete is refused with 409 while products are in
 * the category (the admin moves or deletes them first); its sub-categories and pictures go with it.
 */
export const CATEGORIES: TaxonomyKind<typeof categories, CategoryInput, CategoryInput, Category> = {
  table: categories,
  productRef: products.categoryId,
  notFound: MESSAGES.categoryNotFound,
  // A new category goes to the end of the menus the owner has ordered.
  insertValues: (input) => ({
    ...columns(input),
    sortOrder: sql`(SELECT coalesce(max("sort_order"), -1) + 1 FROM "categories")`,
  }),
  updateValues: columns,
  // Product payloads carry the category's names and size rule.
  updateEffect: 'categoryAndProducts',
  read: async (ctx, id) => (await new CategoryReader(ctx.db).categories({ images: true, id }))[0],
  checkRemove: async (_tx, _id, n) => {
    if (n > 0) throw conflict('CONFLICT', fill(MESSAGES.categoryHasProducts, { count: n }));
  },
  filesOf: async (ctx, tx, id) => [
    ...(await new Gallery(ctx, CATEGORY_GALLERY).filesOf(tx, id)),
    ...(await tx
      .select({ path: subCategoryImages.path, variantWidths: subCategoryImages.variantWidths })
      .from(subCategoryImages)
      .innerJoin(subCategories, eq(subCategoryImages.subCategoryId, subCategories.id))
      .where(eq(subCategories.categoryId, id))),
  ],
};
