import { asc, eq } from 'drizzle-orm';
import {
  type addStoreRequestSchema,
  type updateStaticContentRequestSchema,
  type StaticContent,
} from '@kehribar/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { aboutUs, press, staticContent, stores } from '../../../db/schema/index.ts';
import { notFound } from '../../../platform/errors.ts';
import { MESSAGES } from '../../../platform/messages.ts';
import { invalidate } from '../shared/cache-effects.ts';
import type { UploadedFile } from '../shared/multipart.ts';
import { PAGE_PHOTO_IMAGE, PRESS_IMAGE, removePicture, withStoredImages } from '../shared/stored-images.ts';

type AboutUsRow = typeof aboutUs.$inferSelect;
type StaticContentInput = z.output<typeof updateStaticContentRequestSchema>;

/**
 * The home and content pages' texts and lists: about-us, the static legal texts and contact details,
 * stores and press. All of it is read through Products/GetAllContent, so every write clears the
 * home-content cache group.
 */
export class ContentAdmin {
  constructor(private readonly ctx: AppContext) {}

  /**
   * The about-us row to write: the one with `id`, else the shop's first one, created when the shop
   * has none yet (a fresh database has no row for the admin form to name).
   */
  private async aboutUsRow(id: number | undefined): Promise<AboutUsRow> {
    const { db } = this.ctx;
    if (id !== undefined) {
      const [row] = await db.select().from(aboutUs).where(eq(aboutUs.id, id));
      if (!row) throw notFound(MESSAGES.aboutUsNotFound);
      return row;
    }
    const [first] = await db.select().from(aboutUs).orderBy(asc(aboutUs.id)).limit(1);
    return first ?? (await db.insert(aboutUs).values({}).returning())[0]!;
  }

  async updateAboutUs(input: { id?: number; description: string; descriptionEN: string }) {
    const row = await this.aboutUsRow(input.id);
    const [updated] = await this.ctx.db
      .update(aboutUs)
      .set({ description: input.description, descriptionEN: input.descriptionEN })
      .where(eq(aboutUs.id, row.id))
      .returning();
    await invalidate(this.ctx.cache, 'homeContent');
    return aboutUsPayload(updated!);
  }

  /** Replaces the about-us picture; the old picture's files are removed once the new one is saved. */
  async uploadAboutUsImage(id: number | undefined, file: UploadedFile) {
    const row = await this.aboutUsRow(id);
    const { storage } = this.ctx;
    const updated = await withStoredImages(
      storage,
      'about-us',
      [file],
      PAGE_PHOTO_IMAGE,
      async ([stored]) => {
        const [r] = await this.ctx.db
          .update(aboutUs)
          .set({ imageUrl: stored!.path })
          .where(eq(aboutUs.id, row.id))
          .returning();
        return r!;
      },
    );
    await removePicture(storage, row.imageUrl, PAGE_PHOTO_IMAGE);
    await invalidate(this.ctx.cache, 'homeContent');
    return aboutUsPayload(updated);
  }

  /** The shop has one static-content row; it is created on the first save. */
  async updateStaticContent(input: StaticContentInput): Promise<StaticContent> {
    const { id: _id, ...texts } = input;
    const { db } = this.ctx;
    const [first] = await db
      .select({ id: staticContent.id })
      .from(staticContent)
      .orderBy(asc(staticContent.id))
      .limit(1);
    const values = { ...texts, updatedAt: new Date() };
    const [row] = first
      ? await db.update(staticContent).set(values).where(eq(staticContent.id, first.id)).returning()
      : await db.insert(staticContent).values(values).returning();
    await invalidate(this.ctx.cache, 'homeContent');
    const { updatedAt: _updatedAt, ...content } = row!;
    return content;
  }

  async addStore(input: z.output<typeof addStoreRequestSchema>) {
    const [row] = await this.ctx.db.insert(stores).values(input).returning();
    await invalidate(this.ctx.cache, 'homeContent');
    const { id, storeTitle, storeAddress, storeEmail } = row!;
    return { id, storeTitle, storeAddress, storeEmail };
  }

  async deleteStore(id: number): Promise<void> {
    const deleted = await this.ctx.db.delete(stores).where(eq(stores.id, id)).returning({ id: stores.id });
    if (deleted.length === 0) throw notFound(MESSAGES.storeNotFound);
    await invalidate(this.ctx.cache, 'homeContent');
  }

  /** A press item with its model and product photos, each stored as WebP variants. */
  async addPress(
    fields: { ModelName: string; IsCelebrity: boolean; IsEditorial: boolean; Link: string },
    modelFiles: readonly UploadedFile[],
    productFiles: readonly UploadedFile[],
  ) {
    const { storage } = this.ctx;
    const row = await withStoredImages(
      storage,
      'press',
      [...modelFiles, ...productFiles],
      PRESS_IMAGE,
      async (stored) => {
        const paths = stored.map((s) => s.path);
        const [r] = await this.ctx.db
          .insert(press)
          .values({
            modelName: fields.ModelName,
            isCelebrity: fields.IsCelebrity,
            isEditorial: fields.IsEditorial,
            link: fields.Link,
            modelImages: paths.slice(0, modelFiles.length),
            productImages: paths.slice(modelFiles.length),
          })
          .returning();
        return r!;
      },
    );
    await invalidate(this.ctx.cache, 'homeContent');
    const { id, modelName, modelImages, productImages, isCelebrity, isEditorial, link } = row;
    return { id, modelName, modelImages, productImages, isCelebrity, isEditorial, link };
  }

  async deletePress(id: number): Promise<void> {
    const [row] = await this.ctx.db.delete(press).where(eq(press.id, id)).returning();
    if (!row) throw notFound(MESSAGES.pressNotFound);
    const { storage } = this.ctx;
    await Promise.all(
      [...row.modelImages, ...row.productImages].map((url) => removePicture(storage, url, PRESS_IMAGE)),
    );
    await invalidate(this.ctx.cache, 'homeContent');
  }
}

function aboutUsPayload(row: AboutUsRow) {
  return {
    id: row.id,
    imageUrl: row.imageUrl,
    description: row.description,
    descriptionEN: row.descriptionEN,
  };
}
