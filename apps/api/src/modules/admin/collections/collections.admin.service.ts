import { count, eq } from 'drizzle-orm';
import { type Collection, type createCollectionRequestSchema } from '@kehribar/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { collections, products } from '../../../db/schema/index.ts';
import { notFound } from '../../../platform/errors.ts';
import { MESSAGES } from '../../../platform/messages.ts';
import { CategoryReader } from '../../catalog/index.ts';
import { invalidate } from '../shared/cache-effects.ts';
import { COLLECTION_GALLERY, Gallery } from '../shared/galleries.ts';
import { refuseIfLastCouponTarget } from '../shared/coupon-guard.ts';
import { removeStored } from '../shared/stored-images.ts';

type CollectionInput = z.output<typeof createCollectionRequestSchema>;

/** CreateCollection, UpdateCollection, DeleteCollection. */
export class CollectionAdmin {
  private readonly reader: CategoryReader;

  constructor(private readonly ctx: AppContext) {
    this.reader = new CategoryReader(ctx.db);
  }

  private columns(input: CollectionInput) {
    return {
      name: input.name,
      nameEN: input.nameEN,
      isOnlyMan: input.isOnlyMan,
      isOnlyWoman: input.isOnlyWoman,
    };
  }

  private async payload(id: number): Promise<Collection> {
    const [collection] = await this.reader.collections({ images: true, id });
    if (!collection) throw notFound(MESSAGES.collectionNotFound);
    return collection;
  }

  async create(input: CollectionInput): Promise<Collection> {
    const [row] = await this.ctx.db
      .insert(collections)
      .values(this.columns(input))
      .returning({ id: collections.id });
    await invalidate(this.ctx.cache, 'categoryOnly');
    return this.payload(row!.id);
  }

  async update(id: number, input: CollectionInput): Promise<Collection> {
    const updated = await this.ctx.db
      .update(collections)
      .set(this.columns(input))
      .where(eq(collections.id, id))
      .returning({ id: collections.id });
    if (updated.length === 0) throw notFound(MESSAGES.collectionNotFound);
    // Product payloads carry the collection's name.
    await invalidate(this.ctx.cache, 'categoryAndProducts');
    return this.payload(id);
  }

  /**
   * Its products stay, without a collection (the foreign key sets null), and coupon links to it are
   * removed (cascade); refused (409) while it is the last collection a running coupon is limited to.
   * Pictures go with it and their files are removed after the commit.
   */
  async remove(id: number): Promise<void> {
    const { files, hadProducts } = await this.ctx.db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: collections.id })
        .from(collections)
        .where(eq(collections.id, id))
        .for('update');
      if (!existing) throw notFound(MESSAGES.collectionNotFound);
      await refuseIfLastCouponTarget(tx, { collectionId: id });
      const [{ n } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(products)
        .where(eq(products.collectionId, id));
      const pictures = await new Gallery(this.ctx, COLLECTION_GALLERY).filesOf(tx, id);
      await tx.delete(collections).where(eq(collections.id, id));
      return { files: pictures, hadProducts: n > 0 };
    });
    await removeStored(this.ctx.config.uploadsDir, files);
    await invalidate(this.ctx.cache, hadProducts ? 'categoryAndProducts' : 'categoryOnly');
  }
}
