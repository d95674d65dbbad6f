import { count, eq } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../../context.ts';
import { type categories, type collections, products, type subCategories } from '../../../db/schema/index.ts';
import { notFound } from '../../../platform/errors.ts';
import type { MessageText } from '../../../platform/messages.ts';
import { invalidate, type CacheEffect } from './cache-effects.ts';
import type { Tx } from './galleries.ts';
import { removeStored } from './stored-images.ts';

type TaxonomyTable = typeof categories | typeof collections | typeof subCategories;
type StoredFile = { path: string; variantWidths: number[] };

/** What differs between the back office's categories, sub-categories and collections. */
export interface TaxonomyKind<T extends TaxonomyTable, Create, Update, Item> {
  table: T;
  /** The products' reference to it, counted before a delete. */
  productRef: PgColumn;
  notFound: MessageText;
  insertValues(input: Create): PgInsertValue<T>;
  updateValues(input: Update): PgUpdateSetSource<T>;
  /** Which cached reads an update makes stale: product payloads too, when they carry what it changes. */
  updateEffect: CacheEffect;
  /** The answer of create and update, as the storefront reads it; undefined when there is no such row. */
  read(ctx: AppContext, id: number): Promise<Item | undefined>;
  /** Refuses an insert whose parent is missing (a sub-category's category). */
  checkCreate?(ctx: AppContext, input: Create): Promise<void>;
  /** Refuses a delete (409), inside its transaction, with the row locked and its products counted. */
  checkRemove?(tx: Tx, id: number, productCount: number): Promise<void>;
  /** The picture files that go with it, read before the delete: rows cascade, files do not. */
  filesOf(ctx: AppContext, tx: Tx, id: number): Promise<StoredFile[]>;
}

/**
 * Create, update and delete of one kind of grouping. Every write clears only the cache groups it makes
 * stale, after it commits; a delete removes the pictures' files after the commit.
 */
export class TaxonomyAdmin<T extends TaxonomyTable, Create, Update, Item> {
  constructor(
    private readonly ctx: AppContext,
    private readonly kind: TaxonomyKind<T, Create, Update, Item>,
  ) {}

  private async payload(id: number): Promise<Item> {
    const item = await this.kind.read(this.ctx, id);
    if (!item) throw notFound(this.kind.notFound);
    return item;
  }

  async create(input: Create): Promise<Item> {
    const { table } = this.kind;
    await this.kind.checkCreate?.(this.ctx, input);
    const [row] = await this.ctx.db
      .insert(table)
      .values(this.kind.insertValues(input))
      .returning({ id: table.id });
    // No product is in it yet.
    await invalidate(this.ctx.cache, 'categoryOnly');
    return this.payload(row!.id);
  }

  async update(id: number, input: Update): Promise<Item> {
    const { table } = this.kind;
    const updated = await this.ctx.db
      .update(table)
      .set(this.kind.updateValues(input))
      .where(eq(table.id, id))
      .returning({ id: table.id });
    if (updated.length === 0) throw notFound(this.kind.notFound);
    await invalidate(this.ctx.cache, this.kind.updateEffect);
    return this.payload(id);
  }

  /** How many products a delete would leave without it (the back office says so before asking); 404 when unknown. */
  async productCount(id: number): Promise<number> {
    const { table } = this.kind;
    const [existing] = await this.ctx.db
      .select({ id: table.id })
      .from(table as TaxonomyTable)
      .where(eq(table.id, id));
    if (!existing) throw notFound(this.kind.notFound);
    const [{ n } = { n: 0 }] = await this.ctx.db
      .select({ n: count() })
      .from(products)
      .where(eq(this.kind.productRef, id));
    return n;
  }

  /**
   * Products that stay lose the reference (the foreign key sets null), so their payloads are cleared
   * too; a delete with no products in it leaves them alone.
   */
  async remove(id: number): Promise<void> {
    const { table } = this.kind;
    const { files, hadProducts } = await this.ctx.db.transaction(async (tx) => {
      // FOR UPDATE conflicts with the key-share lock a product insert takes on the row it references,
      // so no product can slip in between the count and the delete.
      const [existing] = await tx
        .select({ id: table.id })
        .from(table as TaxonomyTable)
        .where(eq(table.id, id))
        .for('update');
      if (!existing) throw notFound(this.kind.notFound);
      const [{ n } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(products)
        .where(eq(this.kind.productRef, id));
      await this.kind.checkRemove?.(tx, id, n);
      const pictures = await this.kind.filesOf(this.ctx, tx, id);
      await tx.delete(table).where(eq(table.id, id));
      return { files: pictures, hadProducts: n > 0 };
    });
    await removeStored(this.ctx.storage, files);
    await invalidate(this.ctx.cache, hadProducts ? 'categoryAndProducts' : 'categoryOnly');
  }
}
