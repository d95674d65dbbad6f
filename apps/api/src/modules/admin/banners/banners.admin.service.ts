import { asc, eq, sql } from 'drizzle-orm';
import type { AdminBanner, BannerFields } from '@kehribar/contracts';
import type { AppContext } from '../../../context.ts';
import { banners } from '../../../db/schema/index.ts';
import { notFound } from '../../../platform/errors.ts';
import { BANNER_IMAGE } from '../../../platform/images.ts';
import { MESSAGES } from '../../../platform/messages.ts';
import { imageVariants } from '../../catalog/index.ts';
import { invalidate } from '../shared/cache-effects.ts';
import type { UploadedFile } from '../shared/multipart.ts';
import { newOrder } from '../shared/reorder.ts';
import { removeStored, withStoredImages } from '../shared/stored-images.ts';

type BannerRow = typeof banners.$inferSelect;

/** A banner in both languages, as the back office edits it. */
export function toAdminBanner(row: BannerRow): AdminBanner {
  return {
    id: row.id,
    imageUrl: row.imageUrl,
    imageVariants: row.variantWidths.length
      ? imageVariants(row.imageUrl, row.variantWidths, Math.max(...row.variantWidths))
      : [],
    title: row.title,
    titleEN: row.titleEN,
    subtitle: row.subtitle,
    subtitleEN: row.subtitleEN,
    description: row.description,
    descriptionEN: row.descriptionEN,
    buttonText: row.buttonText,
    buttonTextEN: row.buttonTextEN,
    link: row.link,
    sortOrder: row.sortOrder,
    isActive: row.isActive,
  };
}

/** GetAllBanners, CreateBanner, UpdateBanner, DeleteBanner, ReorderBanners. */
export class BannersAdmin {
  constructor(private readonly ctx: AppContext) {}

  async list(): Promise<AdminBanner[]> {
    const rows = await this.ctx.db.select().from(banners).orderBy(asc(banners.sortOrder), asc(banners.id));
    return rows.map(toAdminBanner);
  }

  /** A new banner goes last, so it never pushes the owner's first slide aside unasked. */
  async create(fields: BannerFields, image: UploadedFile): Promise<AdminBanner> {
    const { db, storage } = this.ctx;
    const row = await withStoredImages(storage, 'banners', [image], BANNER_IMAGE, async ([s]) => {
      const [r] = await db
        .insert(banners)
        .values({
          ...fields,
          imageUrl: s!.path,
          variantWidths: s!.variantWidths,
          sortOrder: sql`(SELECT coalesce(max("sort_order"), -1) + 1 FROM "banners")`,
        })
        .returning();
      return r!;
    });
    await invalidate(this.ctx.cache, 'homeContent');
    return toAdminBanner(row);
  }

  /** The words, link and flag always; the picture only when a new one is sent (the old one's files go). */
  async update(id: number, fields: BannerFields, image: UploadedFile | undefined): Promise<AdminBanner> {
    const { db, storage } = this.ctx;
    const [previous] = await db.select().from(banners).where(eq(banners.id, id));
    if (!previous) throw notFound(MESSAGES.bannerNotFound);
    const write = async (picture?: { imageUrl: string; variantWidths: number[] }) => {
      const [r] = await db
        .update(banners)
        .set({ ...fields, ...picture })
        .where(eq(banners.id, id))
        .returning();
      if (!r) throw notFound(MESSAGES.bannerNotFound);
      return r;
    };
    const row = image
      ? await withStoredImages(storage, 'banners', [image], BANNER_IMAGE, ([s]) =>
          write({ imageUrl: s!.path, variantWidths: s!.variantWidths }),
        )
      : await write();
    if (image)
      await removeStored(storage, [{ path: previous.imageUrl, variantWidths: previous.variantWidths }]);
    await invalidate(this.ctx.cache, 'homeContent');
    return toAdminBanner(row);
  }

  async remove(id: number): Promise<void> {
    const [row] = await this.ctx.db.delete(banners).where(eq(banners.id, id)).returning();
    if (!row) throw notFound(MESSAGES.bannerNotFound);
    await removeStored(this.ctx.storage, [{ path: row.imageUrl, variantWidths: row.variantWidths }]);
    await invalidate(this.ctx.cache, 'homeContent');
  }

  async reorder(ids: readonly number[]): Promise<AdminBanner[]> {
    await this.ctx.db.transaction(async (tx) => {
      // Locks the rows, so two reorders one after the other apply whole, never interleaved.
      const rows = await tx.select({ id: banners.id }).from(banners).for('update');
      const sortOrder = newOrder(
        banners.id,
        rows.map((r) => r.id),
        ids,
      );
      await tx.update(banners).set({ sortOrder });
    });
    await invalidate(this.ctx.cache, 'homeContent');
    return this.list();
  }
}
