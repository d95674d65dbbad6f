import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type ImageFile } from '@kehribar/contracts';
import { productImages } from '../../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createCategory, createCollection, createProduct } from '../../../test/fixtures.ts';
import { existing, form, pictureFiles, png, qs, upload } from '../../../test/admin-test-kit.ts';

let t: TestApp;
let admin: Record<string, string>;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.admin()).headers;
  categoryId = (await createCategory(t.app.ctx.db)).id;
});
afterAll(() => t.close());

const newProduct = () =>
  createProduct(t.app.ctx.db, {
    title: 'Kolye',
    titleEN: 'Necklace',
    categoryId,
    priceTRY: 1,
    priceUSD: 1,
    priceForeign: 1,
    images: 0,
  });

const uploadTo = async (
  productId: string,
  files: { name: string; data: Buffer; type?: string }[],
  headers = admin,
) =>
  upload(
    t,
    API.Products.UploadProductImages,
    form(
      { productId },
      files.map((f) => ({ field: 'files', ...f })),
    ),
    headers,
  );

const vitrines = (images: ImageFile[]) => images.filter((i) => i.isVitrinePhoto).map((i) => i.imageId);
const folderFiles = (productId: string) => {
  const dir = path.join(t.app.ctx.config.uploadsDir, 'products', productId);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};
const imageRows = async (productId: string) =>
  (
    await t.app.ctx.db
      .select({ n: count() })
      .from(productImages)
      .where(eq(productImages.productId, productId))
  )[0]!.n;

describe('Products/UploadProductImages', () => {
  it('re-encodes real pictures as WebP variants and makes the first one the vitrine', async () => {
    const product = await newProduct();
    const res = await uploadTo(product.id, [
      { name: 'front.png', data: await png(1600, 1200), type: 'image/png' },
      { name: 'side.png', data: await png(800, 800, '#7a3b0c'), type: 'image/png' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const images: ImageFile[] = res.json().data;
    expect(images).toHaveLength(2);
    expect(vitrines(images)).toEqual([images[0]!.imageId]);
    expect(images[0]!.path).toMatch(
      new RegExp(`^/uploads/products/${product.id}/[0-9a-f-]{36}-1080\\.webp$`),
    );
    expect(images[0]!.variants.map((v) => v.width)).toEqual([360, 720, 1080]);
    for (const file of pictureFiles(t, images[0]!)) {
      const meta = await sharp(file).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(meta.height);
    }
    // The 800 px picture is not upscaled: its variants stop at 720.
    expect(images[1]!.variants.map((v) => v.width)).toEqual([360, 720]);

    // Later uploads join the gallery without taking the vitrine role; the storefront sees them at once.
    const more = await uploadTo(product.id, [{ name: 'back.png', data: await png(1200, 1200) }]);
    expect(more.json().data).toHaveLength(3);
    expect(vitrines(more.json().data)).toEqual([images[0]!.imageId]);
    const read = await t.get(`${API.Products.GetProductImages}?id=${product.id}`);
    expect(read.json().data).toHaveLength(3);
  });

  it('refuses a text file named photo.jpg with 415, whatever its declared type, and stores nothing', async () => {
    const product = await newProduct();
    const res = await uploadTo(product.id, [
      { name: 'photo.jpg', data: Buffer.from('this is not a picture'), type: 'image/jpeg' },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      code: 'UNSUPPORTED_MEDIA',
      errorMessage: expect.stringContaining('"photo.jpg" bir fotoğraf değil'),
    });
    // A good picture sent with a bad one is not kept either.
    const mixed = await uploadTo(
      product.id,
      [
        { name: 'good.png', data: await png() },
        { name: 'bad.jpg', data: Buffer.from('GIF89a but not really') },
      ],
      { ...admin, 'accept-language': 'en-EN' },
    );
    expect(mixed.statusCode).toBe(415);
    expect(mixed.json().errorMessage).toContain('"bad.jpg" is not a photo');
    expect(folderFiles(product.id)).toEqual([]);
    expect(await imageRows(product.id)).toBe(0);
  });

  it('refuses a file over the size limit with 413 and a bilingual message', async () => {
    const product = await newProduct();
    const tooBig = Buffer.alloc(t.app.ctx.config.uploadMaxBytes + 1024, 1);
    const res = await uploadTo(product.id, [{ name: 'huge.png', data: tooBig }]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      errorMessage: 'Dosya çok büyük: en fazla 8 MB yükleyebilirsiniz.',
    });
    const en = await uploadTo(product.id, [{ name: 'huge.png', data: tooBig }], {
      ...admin,
      'accept-language': 'en-EN',
    });
    expect(en.json().errorMessage).toBe('The file is too large: the limit is 8 MB.');
    expect(await imageRows(product.id)).toBe(0);
  });

  it('refuses more than ten files, no file, a missing or unknown product, and a JSON body', async () => {
    const product = await newProduct();
    const small = await png(400, 400);
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.png`, data: small }));
    const tooMany = await uploadTo(product.id, eleven);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errorMessage).toBe('Tek seferde en fazla 10 dosya yükleyebilirsiniz.');
    expect(await imageRows(product.id)).toBe(0);

    const none = await uploadTo(product.id, []);
    expect(none.statusCode).toBe(400);
    expect(none.json().errorMessage).toBe('Lütfen yüklenecek bir dosya seçin.');

    const noId = await upload(
      t,
      API.Products.UploadProductImages,
      form({}, [{ field: 'files', name: 'a.png', data: small }]),
      admin,
    );
    expect(noId.statusCode).toBe(400);
    expect(noId.json().details[0].path).toBe('body.productId');
    expect((await uploadTo(randomUUID(), [{ name: 'a.png', data: small }])).statusCode).toBe(404);

    const json = await t.post(API.Products.UploadProductImages, { productId: product.id }, admin);
    expect(json.statusCode).toBe(415);
  });
});

describe('Products/DeleteProductImage and UpdateProductImageVitrine', () => {
  it('keeps exactly one vitrine photo as the admin toggles it, and the storefront shows it first', async () => {
    const product = await newProduct();
    const data = await png(500, 500);
    const images: ImageFile[] = (
      await uploadTo(
        product.id,
        [1, 2, 3].map((i) => ({ name: `${i}.png`, data })),
      )
    ).json().data;
    const [first, second, third] = images.map((i) => i.imageId) as [string, string, string];
    await t.get(`${API.Products.GetProductImages}?id=${product.id}`);

    const toggle = (imageId: string, isVitrinePhoto: boolean) =>
      t.post(
        API.Products.UpdateProductImageVitrine,
        { productId: product.id, imageId, isVitrinePhoto, collectionId: 0, categoryId: 0 },
        admin,
      );

    let res = await toggle(second, true);
    expect(res.statusCode).toBe(200);
    expect(vitrines(res.json().data)).toEqual([second]);
    const read = (await t.get(`${API.Products.GetProductImages}?id=${product.id}`)).json().data;
    expect(read[0].imageId).toBe(second);
    expect(vitrines(read)).toEqual([second]);
    const detail = (await t.get(`${API.Products.GetProductById}?id=${product.id}`)).json().data;
    expect(detail.productImageFiles[0].imageId).toBe(second);

    // Turning the vitrine off hands the role to the next picture; a non-vitrine off changes nothing.
    res = await toggle(second, false);
    expect(vitrines(res.json().data)).toEqual([first]);
    res = await toggle(third, false);
    expect(vitrines(res.json().data)).toEqual([first]);

    // Deleting the vitrine photo removes its files and passes the role on.
    const firstImage = res.json().data.find((i: ImageFile) => i.imageId === first);
    const files = pictureFiles(t, firstImage);
    expect(existing(files)).toHaveLength(files.length);
    res = await t.post(
      `${API.Products.DeleteProductImage}${qs({ productId: product.id, imageId: first })}`,
      undefined,
      admin,
    );
    expect(res.statusCode).toBe(200);
    expect(existing(files)).toEqual([]);
    expect(res.json().data).toHaveLength(2);
    expect(vitrines(res.json().data)).toHaveLength(1);

    // A lone picture stays the vitrine even when switched off.
    await t.post(
      `${API.Products.DeleteProductImage}${qs({ productId: product.id, imageId: second })}`,
      undefined,
      admin,
    );
    res = await toggle(third, false);
    expect(vitrines(res.json().data)).toEqual([third]);
  });

  it('answers 404 for an unknown image or an image of another product, and 400 for bad ids', async () => {
    const a = await newProduct();
    const b = await newProduct();
    const [image] = (await uploadTo(a.id, [{ name: 'a.png', data: await png(400, 400) }])).json()
      .data as ImageFile[];
    const del = (productId: string, imageId: string) =>
      t.post(`${API.Products.DeleteProductImage}${qs({ productId, imageId })}`, undefined, admin);
    expect((await del(b.id, image!.imageId)).statusCode).toBe(404);
    expect((await del(a.id, randomUUID())).statusCode).toBe(404);
    expect((await del(randomUUID(), image!.imageId)).statusCode).toBe(404);
    expect((await del(a.id, 'nope')).statusCode).toBe(400);
    const vitrine = await t.post(
      API.Products.UpdateProductImageVitrine,
      { productId: b.id, imageId: image!.imageId, isVitrinePhoto: true },
      admin,
    );
    expect(vitrine.statusCode).toBe(404);
    expect(
      (
        await t.post(
          API.Products.UpdateProductImageVitrine,
          { productId: a.id, imageId: image!.imageId },
          admin,
        )
      ).statusCode,
    ).toBe(400);
  });

  it('deletes the picture files with the product', async () => {
    const product = await newProduct();
    const [image] = (await uploadTo(product.id, [{ name: 'a.png', data: await png(1100, 1100) }])).json()
      .data as ImageFile[];
    const files = pictureFiles(t, image!);
    expect(existing(files)).toHaveLength(3);
    expect((await t.post(API.Products.DeleteProduct, { id: product.id }, admin)).statusCode).toBe(200);
    expect(existing(files)).toEqual([]);
  });
});

describe('category and collection photo galleries', () => {
  it.each([
    [
      'category',
      API.Categories.UploadCategoryImages,
      API.Categories.DeleteCategoryImage,
      API.Categories.UpdateCategoryImageVitrine,
      API.Categories.GetCategoryImages,
      'categoryId',
    ],
    [
      'collection',
      API.Collection.UploadCollectionImages,
      API.Collection.DeleteCollectionImage,
      API.Collection.UpdateCollectionImageVitrine,
      API.Collection.GetCollectionImages,
      'collectionId',
    ],
  ] as const)(
    '%s: upload, vitrine toggle, delete with files, 404 for unknown ids',
    async (kind, uploadUrl, deleteUrl, vitrineUrl, readUrl, key) => {
      const owner =
        kind === 'category' ? await createCategory(t.app.ctx.db) : await createCollection(t.app.ctx.db);
      // Prime the storefront's cached gallery: the upload must clear it.
      expect((await t.get(`${readUrl}?id=${owner.id}`)).json().data).toEqual([]);
      const data = await png(900, 600);
      const res = await upload(
        t,
        uploadUrl,
        form(
          { [key]: String(owner.id) },
          [1, 2].map((i) => ({ field: 'files', name: `${i}.png`, data })),
        ),
        admin,
      );
      expect(res.statusCode, res.body).toBe(200);
      const images: ImageFile[] = res.json().data;
      expect(images.map((i) => i.variants.map((v) => v.width))).toEqual([[360], [360]]);
      expect(images[0]!.width).toBe(images[0]!.height);
      expect(vitrines(images)).toEqual([images[0]!.imageId]);
      expect((await t.get(`${readUrl}?id=${owner.id}`)).json().data).toHaveLength(2);

      const toggled = await t.post(
        vitrineUrl,
        { [key]: owner.id, imageId: images[1]!.imageId, isVitrinePhoto: true },
        admin,
      );
      expect(vitrines(toggled.json().data)).toEqual([images[1]!.imageId]);
      expect((await t.get(`${readUrl}?id=${owner.id}`)).json().data[0].imageId).toBe(images[1]!.imageId);

      const files = pictureFiles(t, images[1]!);
      const removed = await t.post(
        `${deleteUrl}${qs({ [key]: owner.id, imageId: images[1]!.imageId })}`,
        undefined,
        admin,
      );
      expect(removed.statusCode).toBe(200);
      expect(existing(files)).toEqual([]);
      expect(vitrines(removed.json().data)).toEqual([images[0]!.imageId]);

      const unknownOwner = await upload(
        t,
        uploadUrl,
        form({ [key]: '999999' }, [{ field: 'files', name: 'a.png', data }]),
        admin,
      );
      expect(unknownOwner.statusCode).toBe(404);
      const badOwner = await upload(
        t,
        uploadUrl,
        form({ [key]: 'abc' }, [{ field: 'files', name: 'a.png', data }]),
        admin,
      );
      expect(badOwner.statusCode).toBe(400);
      expect(
        (await t.post(`${deleteUrl}${qs({ [key]: owner.id, imageId: randomUUID() })}`, undefined, admin))
          .statusCode,
      ).toBe(404);
    },
  );
});
