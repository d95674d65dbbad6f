import { asc, desc, eq } from 'drizzle-orm';
import type { SubCategory } from '@kehribar/contracts';
import { categories, products, subCategories, subCategoryImages } from '../../../db/schema/index.ts';
import { notFound } from '../../../platform/errors.ts';
import { MESSAGES } from '../../../platform/messages.ts';
import { toImageFile } from '../../catalog/index.ts';
import type { TaxonomyKind } from '../shared/taxonomy.service.ts';

type Names = { name: string; nameEN: string };

/**
 * CreateSubCategory (default names when empty, in the contract), UpdateSubCategory (names only),
 * DeleteSubCategory: its products stay in its category, without a sub-category.
 */
export const SUB_CATEGORIES: TaxonomyKind<
  typeof subCategories,
  Names & { categoryId: number },
  Names,
  SubCategory
> = {
  table: subCategories,
  productRef: products.subCategoryId,
  notFound: MESSAGES.subCategoryNotFound,
  insertValues: ({ name, nameEN, categoryId }) => ({ name, nameEN, categoryId }),
  updateValues: ({ name, nameEN }) => ({ name, nameEN }),
  // Product payloads carry only the sub-category's id, not its names.
  updateEffect: 'categoryOnly',
  checkCreate: async (ctx, { categoryId }) => {
    const [category] = await ctx.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, categoryId));
    if (!category) throw notFound(MESSAGES.categoryNotFound);
  },
  read: async ({ db }, id) => {
    const [row] = await db.select().from(subCategories).where(eq(subCategories.id, id));
    if (!row) return undefined;
    const images = await db
      .select()
      .from(subCategoryImages)
      .where(eq(subCategoryImages.subCategoryId, id))
      .orderBy(
        desc(subCategoryImages.isVitrinePhoto),
        asc(subCategoryImages.sortOrder),
        asc(subCategoryImages.id),
      );
    const { name, nameEN, categoryId } = row;
    return { id, name, nameEN, categoryId, images: images.map(toImageFile) };
  },
  filesOf: (_ctx, tx, id) =>
    tx
      .select({ path: subCategoryImages.path, variantWidths: subCategoryImages.variantWidths })
      .from(subCategoryImages)
      .where(eq(subCategoryImages.subCategoryId, id)),
};
