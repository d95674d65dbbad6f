import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { StoredImage } from '../../platform/images.ts';
import { UPLOADS_PREFIX, uploadKey, type ObjectStorage } from '../../platform/storage/index.ts';

/**
 * Test runs seed a fresh database every time. The pictures come out the same for the same drawing,
 * so they are kept in the OS temp folder under a hash of everything that shapes them, and later
 * runs store the kept files instead of drawing and encoding them again. Never used outside tests.
 */
export class PictureCache {
  constructor(private readonly dir: string) {}

  static forTests(): PictureCache {
    return new PictureCache(path.join(os.tmpdir(), 'kehribar-seed-pictures'));
  }

  static key(...parts: string[]): string {
    const hash = createHash('sha256');
    for (const part of parts) hash.update(part).update('\0');
    return hash.digest('hex').slice(0, 40);
  }

  /** Stores a cached picture under uploads/folder with a new id, or answers null when there is none. */
  async get(key: string, storage: ObjectStorage, folder: string): Promise<StoredImage | null> {
    const entry = path.join(this.dir, key);
    let meta: Pick<StoredImage, 'width' | 'height' | 'variantWidths'>;
    try {
      meta = JSON.parse(await fs.readFile(path.join(entry, 'meta.json'), 'utf8'));
    } catch {
      return null;
    }
    const id = randomUUID();
    const keyOf = (w: number) => `${UPLOADS_PREFIX}${folder}/${id}-${w}.webp`;
    try {
      await Promise.all(
        meta.variantWidths.map(async (w) =>
          storage.put(keyOf(w), await fs.readFile(path.join(entry, `${w}.webp`)), 'image/webp'),
        ),
      );
    } catch {
      await Promise.allSettled(meta.variantWidths.map((w) => storage.delete(keyOf(w))));
      return null;
    }
    const fileName = `${id}-${meta.variantWidths.at(-1)!}.webp`;
    return { ...meta, fileName, path: `/uploads/${folder}/${fileName}` };
  }

  /** Keeps a stored picture's files. Written aside and renamed into place, so readers never see half an entry. */
  async put(key: string, storage: ObjectStorage, image: StoredImage): Promise<void> {
    const entry = path.join(this.dir, key);
    const temp = `${entry}.${process.pid}.${randomUUID().slice(0, 8)}`;
    try {
      await fs.mkdir(temp, { recursive: true });
      await Promise.all(
        image.variantWidths.map(async (w) => {
          const source = await storage.get(uploadKey(image.path.replace(/-\d+\.webp$/, `-${w}.webp`))!);
          if (!source) throw new Error(`stored picture missing: ${image.path} at ${w}`);
          await fs.writeFile(path.join(temp, `${w}.webp`), source);
        }),
      );
      const { width, height, variantWidths } = image;
      await fs.writeFile(path.join(temp, 'meta.json'), JSON.stringify({ width, height, variantWidths }));
      await fs.rename(temp, entry);
    } catch {
      // Another run cached the same picture first, or the temp folder is not writable: both harmless.
      await fs.rm(temp, { recursive: true, force: true });
    }
  }
}
