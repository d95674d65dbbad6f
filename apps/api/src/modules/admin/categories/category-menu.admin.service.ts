import { eq } from 'drizzle-orm';
import type { AdminCategory } from '@kehribar/contracts';
import type { AppContext } from '../../../context.ts';
import { categories } from '../../../db/schema/index.ts';
import { notFound } from '../../../platform/errors.ts';
import { MESSAGES } from '../../../platform/messages.ts';
import { CategoryReader } from '../../catalog/index.ts';
import { invalidate } from '../shared/cache-effects.ts';
import { newOrder } from '../shared/reorder.ts';

/**
 * The categories' place in the storefront's menus and whether they are shown at all
 * (docs/decisions/033-home-page-the-owner-controls.md): GetAllCategoryListForAdmin, ReorderCategories,
 * SetCategoryHidden.
 */
export class CategoryMenuAdmin {
  private readonly reader: CategoryReader;

  constructor(private readonly ctx: AppContext) {
    this.reader = new CategoryReader(ctx.db);
  }

  /** Every category, hidden ones too, in the menus' order (not cached: the owner sees the truth). */
  list(): Promise<AdminCategory[]> {
    return this.reader.categoriesWithPlace({ images: false, withHidden: true });
  }

  async reorder(ids: readonly number[]): Promise<AdminCategory[]> {
    await this.ctx.db.transaction(async (tx) => {
      const rows = await tx.select({ id: categories.id }).from(categories).for('update');
      const sortOrder = newOrder(
        categories.id,
        rows.map((r) => r.id),
        ids,
      );
      await tx.update(categories).set({ sortOrder });
    });
    // Only the menus and filters show the order.
    await invalidate(this.ctx.cache, 'categoryOnly');
    return this.list();
  }

  /** Hiding takes the category out of menus and filters and its products out of listings and search. */
  async setHidden(id: number, hidden: boolean): Promise<AdminCategory> {
    const [row] = await this.ctx.db
      .update(categories)
      .set({ hidden })
      .where(eq(categories.id, id))
      .returning({ id: categories.id });
    if (!row) throw notFound(MESSAGES.categoryNotFound);
    await invalidate(this.ctx.cache, 'categoryAndProducts');
    const [category] = await this.reader.categoriesWithPlace({ images: false, id });
    return category!;
  }
}
