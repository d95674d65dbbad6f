import { count, eq, getTableColumns, inArray } from 'drizzle-orm';
import { parseSizeOptions, type Category, type createCategoryRequestSchema } from '@kehribar/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { categories, products, subCategories, subCategoryImages } from '../../../db/schema/index.ts';
import { conflict, notFound } from '../../../platform/errors.ts';
import { fill, MESSAGES } from '../../../platform/messages.ts';
import { CategoryReader } from '../../catalog/index.ts';
import { invalidate } from '../shared/cache-effects.ts';
import { CATEGORY_GALLERY, Gallery } from '../shared/galleries.ts';
import { removeStored } from '../shared/stored-images.ts';

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

/** CreateCategory, UpdateCategory, DeleteCategory. */
export class CategoryAdmin {
  private readonly reader: CategoryReader;

  constructor(private readonly ctx: AppContext) {
    this.reader = new CategoryReader(ctx.db);
  }

  private columns(input: CategoryInput) {
    return {
      name: input.name,
      nameEN: input.nameEN,
      isOnlyMan: input.isOnlyMan,
      isOnlyWoman: input.isOnlyWoman,
      ...sizeMode(input),
    };
  }

  private async payload(id: number): Promise<Category> {
    const [category] = await this.reader.categories({ images: true, id });
    if (!category) throw notFound(MESSAGES.categoryNotFound);
    return category;
  }

  async create(input: CategoryInput): Promise<Category> {
    const [row] = await this.ctx.db
      .insert(categories)
      .values(this.columns(input))
      .returning({ id: categories.id });
    // No product is in a new category yet.
    await invalidate(this.ctx.cache, 'categoryOnly');
    return this.payload(row!.id);
  }

  async update(id: number, input: CategoryInput): Promise<Category> {
    const updated = await this.ctx.db
      .update(categories)
      .set(this.columns(input))
      .where(eq(categories.id, id))
      .returning({ id: categories.id });
    if (updated.length === 0) throw notFound(MESSAGES.categoryNotFound);
    // Product payloads carry the category's names and size rule.
    await invalidate(this.ctx.cache, 'categoryAndProducts');
    return this.payload(id);
  }

  /**
   * Refused with 409 while products are in the category (the admin moves or deletes them first).
   * Sub-categories and pictures go with it; their files are removed after the commit.
   */
  async remove(id: number): Promise<void> {
    const files = await this.ctx.db.transaction(async (tx) => {
      // FOR UPDATE conflicts with the key-share lock a product insert takes on its category, so no
      // product can slip into the category between the count and the delete.
      const [existing] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.id, id))
        .for('update');
      if (!existing) throw notFound(MESSAGES.categoryNotFound);
      const [{ n } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(products)
        .where(eq(products.categoryId, id));
      if (n > 0) throw conflict('CONFLICT', fill(MESSAGES.categoryHasProducts, { count: n }));
      const subIds = (
        await tx.select({ id: subCategories.id }).from(subCategories).where(eq(subCategories.categoryId, id))
      ).map((s) => s.id);
      const { path, variantWidths } = getTableColumns(subCategoryImages);
      const subPictures = subIds.length
        ? await tx
            .select({ path, variantWidths })
            .from(subCategoryImages)
            .where(inArray(subCategoryImages.subCategoryId, subIds))
        : [];
      const pictures = await new Gallery(this.ctx, CATEGORY_GALLERY).filesOf(tx, id);
      await tx.delete(categories).where(eq(categories.id, id));
      return [...pictures, ...subPictures];
    });
    await removeStored(this.ctx.config.uploadsDir, files);
    await invalidate(this.ctx.cache, 'categoryOnly');
  }
}
