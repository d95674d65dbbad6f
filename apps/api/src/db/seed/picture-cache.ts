import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { StoredImage } from '../../platform/images.ts';

/**
 * Test runs seed a fresh database every time. The pictures come out the same for the same drawing,
 * so they are kept in the OS temp folder under a hash of everything that shapes them, and later
 * runs copy the files instead of drawing and encoding them again. Never used outside tests.
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

  /** Copies a cached picture into uploadsDir/folder under a new id, or null when there is none. */
  async get(key: string, uploadsDir: string, folder: string): Promise<StoredImage | null> {
    const entry = path.join(this.dir, key);
    let meta: Pick<StoredImage, 'width' | 'height' | 'variantWidths'>;
    try {
      meta = JSON.parse(await fs.readFile(path.join(entry, 'meta.json'), 'utf8'));
    } catch {
      return null;
    }
    const id = randomUUID();
    const target = path.join(uploadsDir, folder);
    await fs.mkdir(target, { recursive: true });
    try {
      await Promise.all(
        meta.variantWidths.map((w) =>
          fs.copyFile(path.join(entry, `${w}.webp`), path.join(target, `${id}-${w}.webp`)),
        ),
      );
    } catch {
      await Promise.all(
        meta.variantWidths.map((w) => fs.rm(path.join(target, `${id}-${w}.webp`), { force: true })),
      );
      return null;
    }
    const fileName = `${id}-${meta.variantWidths.at(-1)!}.webp`;
    return { ...meta, fileName, path: `/uploads/${folder}/${fileName}` };
  }

  /** Keeps a stored picture's files. Written aside and renamed into place, so readers never see half an entry. */
  async put(key: string, uploadsDir: string, image: StoredImage): Promise<void> {
    const entry = path.join(this.dir, key);
    const temp = `${entry}.${process.pid}.${randomUUID().slice(0, 8)}`;
    try {
      await fs.mkdir(temp, { recursive: true });
      const source = path.join(uploadsDir, image.path.replace(/^\/uploads\//, ''));
      await Promise.all(
        image.variantWidths.map((w) =>
          fs.copyFile(source.replace(/-\d+\.webp$/, `-${w}.webp`), path.join(temp, `${w}.webp`)),
        ),
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
