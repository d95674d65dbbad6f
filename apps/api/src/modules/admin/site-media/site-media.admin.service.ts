import { eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context.ts';
import { sitePhotos, videos } from '../../../db/schema/index.ts';
import type { ImageSpec } from '../../../platform/images.ts';
import { uploadKey } from '../../../platform/storage/index.ts';
import { invalidate, type CacheEffect } from '../shared/cache-effects.ts';
import type { UploadedFile } from '../shared/multipart.ts';
import {
  PAGE_PHOTO_IMAGE,
  removePicture,
  SITE_PHOTO_IMAGE,
  withStoredImages,
} from '../shared/stored-images.ts';
import { receiveVideo } from './video-upload.ts';

/** The site's single pictures (site_photos keys), how they are sized, and which reads show them. */
export const SITE_PHOTOS = {
  main: { spec: SITE_PHOTO_IMAGE, effect: 'homeContent' },
  login: { spec: PAGE_PHOTO_IMAGE, effect: 'loginRegister' },
  register: { spec: PAGE_PHOTO_IMAGE, effect: 'loginRegister' },
  'cover-0': { spec: SITE_PHOTO_IMAGE, effect: 'homeContent' },
  'cover-1': { spec: SITE_PHOTO_IMAGE, effect: 'homeContent' },
} as const satisfies Record<string, { spec: ImageSpec; effect: CacheEffect }>;
export type SitePhotoKey = keyof typeof SITE_PHOTOS;

/** UploadVideo, UpdateMainPhoto, UpdateLoginRegisterPhoto, UploadCoverImage. */
export class SiteMediaAdmin {
  constructor(private readonly ctx: AppContext) {}

  /** Stores the picture and points the key at it; the picture it replaces is deleted with its files. */
  async setPhoto(key: SitePhotoKey, file: UploadedFile): Promise<{ imageUrl: string }> {
    const { spec, effect } = SITE_PHOTOS[key];
    const { db, storage } = this.ctx;
    const [previous] = await db
      .select({ imageUrl: sitePhotos.imageUrl })
      .from(sitePhotos)
      .where(eq(sitePhotos.key, key));
    const imageUrl = await withStoredImages(storage, `site/${key}`, [file], spec, async ([stored]) => {
      const values = {
        key,
        imageUrl: stored!.path,
        variantWidths: stored!.variantWidths,
        width: stored!.width,
        height: stored!.height,
        updatedAt: new Date(),
      };
      await db.insert(sitePhotos).values(values).onConflictDoUpdate({ target: sitePhotos.key, set: values });
      return stored!.path;
    });
    await removePicture(storage, previous?.imageUrl, spec);
    await invalidate(this.ctx.cache, effect);
    return { imageUrl };
  }

  /** The site has one video: the new one replaces the old, whose file is deleted. */
  async uploadVideo(request: FastifyRequest): Promise<{ videoUrl: string }> {
    const { db, config, storage } = this.ctx;
    const saved = await receiveVideo(request, storage, config.videoMaxBytes);
    let replaced: { videoUrl: string }[];
    try {
      replaced = await db.transaction(async (tx) => {
        const [row] = await tx.insert(videos).values({ videoUrl: saved.url }).returning({ id: videos.id });
        return tx.delete(videos).where(ne(videos.id, row!.id)).returning({ videoUrl: videos.videoUrl });
      });
    } catch (error) {
      await storage.delete(saved.key);
      throw error;
    }
    await Promise.all(
      replaced.map(async ({ videoUrl }) => {
        const key = uploadKey(videoUrl);
        if (key) await storage.delete(key);
      }),
    );
    await invalidate(this.ctx.cache, 'homeContent');
    return { videoUrl: saved.url };
  }
}
