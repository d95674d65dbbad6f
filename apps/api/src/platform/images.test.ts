import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import {
  BANNER_IMAGE,
  deleteImageFiles,
  NotAnImageError,
  PRODUCT_IMAGE,
  storeImage,
  uploadFile,
  variantPath,
} from './images.ts';
import { LocalDiskStorage } from './storage/index.ts';

const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kehribar-images-'));
const storage = new LocalDiskStorage({ uploadsDir, invoicesDir: `${uploadsDir}-invoices` });
afterAll(() => fs.rmSync(uploadsDir, { recursive: true, force: true }));

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#d9820f' } })
    .png()
    .toBuffer();

describe('storeImage', () => {
  it('stores a PNG as square WebP variants of every width', async () => {
    const stored = await storeImage(storage, 'products', await png(1600, 1200), PRODUCT_IMAGE);

    expect(stored.path).toMatch(/^\/uploads\/products\/[0-9a-f-]{36}-1080\.webp$/);
    expect(stored.fileName).toBe(path.basename(stored.path));
    expect(stored).toMatchObject({ width: 1080, height: 1080, variantWidths: [360, 720, 1080] });
    for (const w of stored.variantWidths) {
      const file = uploadFile(uploadsDir, variantPath(stored.path, w))!;
      const meta = await sharp(file).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: w, height: w });
      expect(meta.exif).toBeUndefined();
    }
  });

  it('crops to a wide aspect and skips widths the source cannot fill', async () => {
    const stored = await storeImage(storage, 'banners', await png(1400, 900), BANNER_IMAGE);
    expect(stored).toMatchObject({ width: 1280, height: 560, variantWidths: [640, 1280] });
  });

  it('turns a photo upright from its EXIF orientation and drops the metadata', async () => {
    const sideways = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#fff' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const stored = await storeImage(storage, 'about', sideways, { widths: [400] });
    expect(stored).toMatchObject({ width: 400, height: 800 });
    const meta = await sharp(uploadFile(uploadsDir, stored.path)!).metadata();
    expect(meta.orientation).toBeUndefined();
  });

  it('refuses a text file named .jpg', async () => {
    const fake = Buffer.from('this is not a picture, whatever its name says\n');
    await expect(storeImage(storage, 'products', fake, PRODUCT_IMAGE)).rejects.toBeInstanceOf(
      NotAnImageError,
    );
  });

  it('refuses a truncated image', async () => {
    const cut = (await png(600, 600)).subarray(0, 200);
    await expect(storeImage(storage, 'products', cut, PRODUCT_IMAGE)).rejects.toBeInstanceOf(NotAnImageError);
  });

  it('refuses a folder that would leave the uploads directory', async () => {
    await expect(storeImage(storage, '../outside', await png(400, 400), PRODUCT_IMAGE)).rejects.toThrow(
      /folder/,
    );
  });
});

describe('deleteImageFiles', () => {
  it('removes every variant and ignores URLs outside the uploads', async () => {
    const stored = await storeImage(storage, 'categories', await png(800, 800), PRODUCT_IMAGE);
    await deleteImageFiles(storage, stored.path, stored.variantWidths);
    for (const w of stored.variantWidths) {
      expect(fs.existsSync(uploadFile(uploadsDir, variantPath(stored.path, w))!)).toBe(false);
    }
    await expect(deleteImageFiles(storage, '/uploads/../../etc/passwd-1.webp', [1])).resolves.toBeUndefined();
    expect(uploadFile(uploadsDir, '/uploads/../secret-1.webp')).toBeNull();
    expect(uploadFile(uploadsDir, 'https://cdn.example.com/x-1.webp')).toBeNull();
  });

  it('derives variant paths from the largest one', () => {
    expect(variantPath('/uploads/products/ab-cd-1080.webp', 360)).toBe('/uploads/products/ab-cd-360.webp');
  });
});
