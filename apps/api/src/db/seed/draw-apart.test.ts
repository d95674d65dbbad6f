import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { uploadFile, variantPath } from '../../platform/images.ts';
import { drawDemoPicturesApart } from './draw-apart.ts';
import { allPictures } from './pictures.ts';
import { PRODUCTS } from './products/index.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kehribar-draw-apart-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the demo pictures drawn in a process of their own', () => {
  it('come back as every picture the seed needs, each variant stored as a WebP file', async () => {
    const uploadsDir = path.join(dir, 'uploads');
    const productIds = PRODUCTS.map(() => randomUUID());
    const storage = { uploadsDir, invoicesDir: path.join(dir, 'invoices'), s3: undefined };
    const pictures = await drawDemoPicturesApart({ storage, productIds, cached: true });

    expect(pictures.products.map((list) => list.length)).toEqual(PRODUCTS.map((p) => p.pictures ?? 3));
    pictures.products.forEach((list, i) =>
      list.forEach((image) => expect(image.path).toContain(`/uploads/products/${productIds[i]}/`)),
    );
    expect(pictures.categories).toBeInstanceOf(Map);
    expect(pictures.categories.size).toBeGreaterThan(0);
    for (const image of allPictures(pictures)) {
      expect(image.variantWidths.length, image.path).toBeGreaterThan(0);
      for (const width of image.variantWidths) {
        const file = uploadFile(uploadsDir, variantPath(image.path, width));
        expect(file && fs.readFileSync(file).subarray(8, 12).toString(), variantPath(image.path, width)).toBe(
          'WEBP',
        );
      }
    }
  });

  it('fail with the reason the process gave when it cannot store them', async () => {
    const blocker = path.join(dir, 'a-file');
    fs.writeFileSync(blocker, '');
    const productIds = PRODUCTS.map(() => randomUUID());
    await expect(
      drawDemoPicturesApart({
        storage: {
          uploadsDir: path.join(blocker, 'uploads'),
          invoicesDir: path.join(blocker, 'i'),
          s3: undefined,
        },
        productIds,
        cached: true,
      }),
    ).rejects.toThrow(/drawing the demo pictures failed: .*ENOTDIR/s);
  });
});
