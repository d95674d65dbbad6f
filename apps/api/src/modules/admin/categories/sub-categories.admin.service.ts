import { asc, count, desc, eq } from 'drizzle-orm';
import type { SubCategory } from '@kehribar/contracts';
import type { AppContext } from '../../../context.ts';
import { categories, products, subCategories, subCategoryImages } from '../../../db/schema/index.ts';
import { notFound } from '../../../platform/errors.ts';
import { MESSAGES } from '../../../platform/messages.ts';
import { toImageFile } from '../../catalog/index.ts';
import { invalidate } from '../shared/cache-effects.ts';
import { removeStored } from '../shared/stored-images.ts';

/** CreateSubCategory (default names when empty), UpdateSubCategory (names), DeleteSubCategory. */
export class SubCategoryAdmin {
  constructor(private readonly ctx: AppContext) {}

  private async payload(id: number): Promise<SubCategory> {
    const { db } = this.ctx;
    const [row] = await db.select().from(subCategories).where(eq(subCategories.id, id));
    if (!row) throw notFound(MESSAGES.subCategoryNotFound);
    const images = await db
      .select()
      .from(subCategoryImages)
      .where(eq(subCategoryImages.subCategoryId, id))
      .orderBy(
        desc(subCategoryImages.isVitrinePhoto),
        asc(subCategoryImages.sortOrder),
        asc(subCategoryImages.id),
      );
    return {
      id: row.id,
      name: row.name,
      nameEN: row.nameEN,
      categoryId: row.categoryId,
      images: images.map(toImageFile),
    };
  }

  async create(input: { name: string; nameEN: string; categoryId: number }): Promise<SubCategory> {
    const [category] = await this.ctx.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, input.categoryId));
    if (!category) throw notFound(MESSAGES.categoryNotFound);
    const [row] = await this.ctx.db.insert(subCategories).values(input).returning({ id: subCategories.id });
    await invalidate(this.ctx.cache, 'categoryOnly');
    return this.payload(row!.id);
  }

  async update(id: number, input: { name: string; nameEN: string }): Promise<SubCategory> {
    const updated = await this.ctx.db
      .update(subCategories)
      .set({ name: input.name, nameEN: input.nameEN })
      .where(eq(subCategories.id, id))
      .returning({ id: subCategories.id });
    if (updated.length === 0) throw notFound(MESSAGES.subCategoryNotFound);
    // Product payloads carry only the sub-category's id, not its names.
    await invalidate(this.ctx.cache, 'categoryOnly');
    return this.payload(id);
  }

  /** Products of the sub-category stay in its category without a sub-category (the foreign key sets null). */
  async remove(id: number): Promise<void> {
    const { db } = this.ctx;
    const { files, hadProducts } = await db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: subCategories.id })
        .from(subCategories)
        .where(eq(subCategories.id, id))
        .for('update');
      if (!existing) throw notFound(MESSAGES.subCategoryNotFound);
      const [{ n } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(products)
        .where(eq(products.subCategoryId, id));
      const pictures = await tx
        .select({ path: subCategoryImages.path, variantWidths: subCategoryImages.variantWidths })
        .from(subCategoryImages)
        .where(eq(subCategoryImages.subCategoryId, id));
      await tx.delete(subCategories).where(eq(subCategories.id, id));
      return { files: pictures, hadProducts: n > 0 };
    });
    await removeStored(this.ctx.config.uploadsDir, files);
    await invalidate(this.ctx.cache, hadProducts ? 'categoryAndProducts' : 'categoryOnly');
  }
}
