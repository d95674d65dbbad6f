import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ImageFile } from '@kehribar/contracts';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import {
  categories,
  categoryImages,
  collectionImages,
  collections,
  productImages,
  products,
} from '../../../db/schema/index.ts';
import { notFound } from '../../../platform/errors.ts';
import { CATEGORY_IMAGE, PRODUCT_IMAGE, type ImageSpec } from '../../../platform/images.ts';
import { MESSAGES, type MessageText } from '../../../platform/messages.ts';
import { toImageFile } from '../../catalog/index.ts';
import { invalidate, type CacheEffect } from './cache-effects.ts';
import type { UploadedFile } from './multipart.ts';
import { removeStored, withStoredImages } from './stored-images.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or a transaction of it. */
export type Executor = Db | Tx;
type ImageTable = typeof productImages | typeof categoryImages | typeof collectionImages;

/** What differs between the photo galleries of products, categories and collections. */
interface GalleryKind<Id extends string | number> {
  table: ImageTable;
  /** The image table's owner column (productId, categoryId, collectionId). */
  owner: PgColumn;
  insert(db: Executor, id: Id, rows: NewImage[]): Promise<unknown>;
  /**
   * Locks the owner's row for the transaction, so concurrent uploads and vitrine changes of one owner
   * run one after the other and "exactly one vitrine" holds; false when there is no such owner.
   */
  lockOwner(db: Executor, id: Id): Promise<boolean>;
  folder(id: Id): string;
  spec: ImageSpec;
  notFound: MessageText;
  effect: CacheEffect;
}

/** An image row without its owner. */
type NewImage = Omit<typeof categoryImages.$inferInsert, 'categoryId'>;

const locked = async (rows: Promise<unknown[]>) => (await rows).length > 0;

export const PRODUCT_GALLERY: GalleryKind<string> = {
  table: productImages,
  owner: productImages.productId,
  insert: (db, productId, rows) => db.insert(productImages).values(rows.map((r) => ({ ...r, productId }))),
  lockOwner: (tx, id) =>
    locked(tx.select({ id: products.id }).from(products).where(eq(products.id, id)).for('update')),
  folder: (id) => `products/${id}`,
  spec: PRODUCT_IMAGE,
  notFound: MESSAGES.productNotFound,
  effect: 'product',
};

export const CATEGORY_GALLERY: GalleryKind<number> = {
  table: categoryImages,
  owner: categoryImages.categoryId,
  insert: (db, categoryId, rows) => db.insert(categoryImages).values(rows.map((r) => ({ ...r, categoryId }))),
  lockOwner: (tx, id) =>
    locked(tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).for('update')),
  folder: (id) => `categories/${id}`,
  spec: CATEGORY_IMAGE,
  notFound: MESSAGES.categoryNotFound,
  effect: 'categoryOnly',
};

export const COLLECTION_GALLERY: GalleryKind<number> = {
  table: collectionImages,
  owner: collectionImages.collectionId,
  insert: (db, collectionId, rows) =>
    db.insert(collectionImages).values(rows.map((r) => ({ ...r, collectionId }))),
  lockOwner: (tx, id) =>
    locked(tx.select({ id: collections.id }).from(collections).where(eq(collections.id, id)).for('update')),
  folder: (id) => `collections/${id}`,
  spec: CATEGORY_IMAGE,
  notFound: MESSAGES.collectionNotFound,
  effect: 'categoryOnly',
};

/** The rows of one owner's pictures, vitrine first, then in upload order. */
function imagesOf(db: Executor, kind: GalleryKind<string | number>, id: string | number) {
  const t = kind.table;
  return db
    .select({
      id: t.id,
      path: t.path,
      fileName: t.fileName,
      width: t.width,
      height: t.height,
      variantWidths: t.variantWidths,
      isVitrinePhoto: t.isVitrinePhoto,
      sortOrder: t.sortOrder,
    })
    .from(t)
    .where(eq(kind.owner, id))
    .orderBy(desc(t.isVitrinePhoto), asc(t.sortOrder), asc(t.createdAt), asc(t.id));
}

/** Makes `vitrineId` the owner's only vitrine photo (null: none, for an owner without pictures). */
async function setVitrine(
  tx: Tx,
  kind: GalleryKind<string | number>,
  id: string | number,
  vitrineId: string | null,
) {
  const t = kind.table;
  await tx
    .update(t)
    .set({ isVitrinePhoto: vitrineId === null ? sql`false` : sql`${t.id} = ${vitrineId}` })
    .where(eq(kind.owner, id));
}

/**
 * Upload, delete and vitrine toggle of one kind of photo gallery. Every change answers with the
 * owner's pictures as the storefront reads them, and clears the cache groups that show them.
 */
export class Gallery<Id extends string | number> {
  constructor(
    private readonly ctx: AppContext,
    private readonly kind: GalleryKind<Id>,
  ) {}

  private get anyKind() {
    return this.kind as GalleryKind<string | number>;
  }

  private async inOwnerTx<T>(id: Id, work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.ctx.db.transaction(async (tx) => {
      if (!(await this.kind.lockOwner(tx, id))) throw notFound(this.kind.notFound);
      return work(tx);
    });
  }

  /** Stores each file as WebP variants; when the owner has no vitrine photo yet, the first upload becomes it. */
  async upload(id: Id, files: readonly UploadedFile[]): Promise<ImageFile[]> {
    const { storage } = this.ctx;
    // Refuse an unknown owner before decoding anything.
    if (!(await this.kind.lockOwner(this.ctx.db, id))) throw notFound(this.kind.notFound);
    const images = await withStoredImages(storage, this.kind.folder(id), files, this.kind.spec, (stored) =>
      this.inOwnerTx(id, async (tx) => {
        const existing = await imagesOf(tx, this.anyKind, id);
        const hasVitrine = existing.some((r) => r.isVitrinePhoto);
        const nextOrder = existing.reduce((m, r) => Math.max(m, r.sortOrder + 1), 0);
        await this.kind.insert(
          tx,
          id,
          stored.map((s, i) => ({
            path: s.path,
            fileName: s.fileName,
            width: s.width,
            height: s.height,
            variantWidths: s.variantWidths,
            isVitrinePhoto: !hasVitrine && i === 0,
            sortOrder: nextOrder + i,
          })),
        );
        return (await imagesOf(tx, this.anyKind, id)).map(toImageFile);
      }),
    );
    await invalidate(this.ctx.cache, this.kind.effect);
    return images;
  }

  /** Deletes the picture and its files; when it was the vitrine photo, the next picture takes over. */
  async remove(id: Id, imageId: string): Promise<ImageFile[]> {
    const t = this.kind.table;
    const { removed, images } = await this.inOwnerTx(id, async (tx) => {
      const [row] = await tx
        .delete(t)
        .where(and(eq(t.id, imageId), eq(this.kind.owner, id)))
        .returning({ path: t.path, variantWidths: t.variantWidths, isVitrinePhoto: t.isVitrinePhoto });
      if (!row) throw notFound(MESSAGES.imageNotFound);
      let rest = await imagesOf(tx, this.anyKind, id);
      if (row.isVitrinePhoto && rest.length > 0) {
        await setVitrine(tx, this.anyKind, id, rest[0]!.id);
        rest = await imagesOf(tx, this.anyKind, id);
      }
      return { removed: row, images: rest.map(toImageFile) };
    });
    await removeStored(this.ctx.storage, [removed]);
    await invalidate(this.ctx.cache, this.kind.effect);
    return images;
  }

  /**
   * true: the picture becomes the one vitrine photo. false on the vitrine photo: the next picture takes
   * the role (a lone picture keeps it), so an owner with pictures always has exactly one.
   */
  async vitrine(id: Id, imageId: string, isVitrinePhoto: boolean): Promise<ImageFile[]> {
    const images = await this.inOwnerTx(id, async (tx) => {
      const rows = await imagesOf(tx, this.anyKind, id);
      const chosen = rows.find((r) => r.id === imageId);
      if (!chosen) throw notFound(MESSAGES.imageNotFound);
      const current = rows.find((r) => r.isVitrinePhoto) ?? null;
      let vitrineId: string;
      if (isVitrinePhoto) vitrineId = chosen.id;
      else if (current && current.id !== chosen.id) vitrineId = current.id;
      else vitrineId = rows.find((r) => r.id !== chosen.id)?.id ?? chosen.id;
      await setVitrine(tx, this.anyKind, id, vitrineId);
      return (await imagesOf(tx, this.anyKind, id)).map(toImageFile);
    });
    await invalidate(this.ctx.cache, this.kind.effect);
    return images;
  }

  /** The stored files of an owner's pictures, read before the owner is deleted (rows cascade, files do not). */
  async filesOf(tx: Tx, id: Id): Promise<{ path: string; variantWidths: number[] }[]> {
    return imagesOf(tx, this.anyKind, id);
  }
}
