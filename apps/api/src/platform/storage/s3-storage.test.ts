import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type ImageFile } from '@kehribar/contracts';
import { orderInvoices } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/harness.ts';
import { createShopTestApp, paidNecklaceAndRing } from '../../test/checkout-test-kit.ts';
import { createCategory, createProduct } from '../../test/fixtures.ts';
import { form, png, qs, upload } from '../../test/admin-test-kit.ts';
import { startLocalS3, TEST_BUCKET, type LocalS3 } from '../../test/s3-server.ts';
import { variantPath } from '../images.ts';
import { S3Storage } from './s3-storage.ts';

// The app talks to a local S3-compatible server through the real AWS SDK; this separate client looks
// at the bucket the way an operator's tools would (docs/decisions/039-object-storage.md).
let s3: LocalS3;
let bucket: S3Client;
let t: TestApp;
let admin: Record<string, string>;
let categoryId: number;
const noWebBuild = fs.mkdtempSync(path.join(os.tmpdir(), 'kehribar-no-web-'));

beforeAll(async () => {
  s3 = await startLocalS3();
  bucket = new S3Client({
    endpoint: s3.env.S3_ENDPOINT,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  // serveWeb (with no web build) registers the /uploads/ route as the server does.
  t = await createShopTestApp(s3.env, { webDistDir: noWebBuild });
  admin = (await t.admin()).headers;
  categoryId = (await createCategory(t.app.ctx.db)).id;
});
afterAll(async () => {
  await t?.close();
  bucket?.destroy();
  await s3?.close();
  fs.rmSync(noWebBuild, { recursive: true, force: true });
});

const inBucket = async (key: string) => {
  try {
    await bucket.send(new HeadObjectCommand({ Bucket: TEST_BUCKET, Key: key }));
    return true;
  } catch (error) {
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)
      return false;
    throw error;
  }
};
const keysUnder = async (prefix: string) =>
  ((await bucket.send(new ListObjectsV2Command({ Bucket: TEST_BUCKET, Prefix: prefix }))).Contents ?? []).map(
    (o) => o.Key!,
  );

/** An MP4 file's first box (ftyp) and some bytes after it. */
const mp4 = () => {
  const ftyp = Buffer.from('\0\0\0\x18ftypisom\0\0\x02\0isomavc1', 'latin1');
  return Buffer.concat([ftyp, Buffer.alloc(4096, 0x2a)]);
};

describe('object storage (S3_BUCKET)', () => {
  it('is the storage the app runs on', () => {
    expect(t.app.ctx.storage).toBeInstanceOf(S3Storage);
  });

  it("stores a product picture's every variant in the bucket, serves them at their /uploads/ URLs, and deleting the picture removes them", async () => {
    const product = await createProduct(t.app.ctx.db, {
      title: 'Kolye',
      titleEN: 'Necklace',
      categoryId,
      priceTRY: 1,
      priceUSD: 1,
      priceForeign: 1,
      images: 0,
    });
    const res = await upload(
      t,
      API.Products.UploadProductImages,
      form({ productId: product.id }, [{ field: 'files', name: 'front.png', data: await png(1200, 1200) }]),
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [image] = res.json().data as ImageFile[];
    const urls = [360, 720, 1080].map((w) => variantPath(image!.path, w));
    expect(image!.variants.map((v) => v.path).sort()).toEqual([...urls].sort());
    // Nothing reached the local disk.
    expect(fs.existsSync(path.join(t.app.ctx.config.uploadsDir, 'products', product.id))).toBe(false);

    for (const url of urls) {
      expect(await inBucket(url.slice(1)), url).toBe(true);
      const served = await t.get(url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers.etag).toMatch(/^"[0-9a-f]+"$/);
      expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
      expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length);

      // A browser holding the file asks again with its ETag: nothing is sent.
      const again = await t.get(url, { 'if-none-match': String(served.headers.etag) });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    }

    const deleted = await t.post(
      `${API.Products.DeleteProductImage}${qs({ productId: product.id, imageId: image!.imageId })}`,
      undefined,
      admin,
    );
    expect(deleted.statusCode).toBe(200);
    for (const url of urls) {
      expect(await inBucket(url.slice(1)), url).toBe(false);
      expect((await t.get(url)).statusCode).toBe(404);
    }
  });

  it('streams the site video into the bucket, plays it by byte ranges, and removes the one it replaces', async () => {
    const send = (data: Buffer, name: string) =>
      upload(
        t,
        API.Products.UploadVideo,
        form({}, [{ field: 'videoFile', name, data, type: 'video/mp4' }]),
        admin,
      );
    const first = await send(mp4(), 'tanitim.mp4');
    expect(first.statusCode, first.body).toBe(200);
    const url: string = first.json().data.videoUrl;
    expect(url).toMatch(/^\/uploads\/videos\/[0-9a-f-]{36}\.mp4$/);

    const whole = await t.get(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(mp4())).toBe(true);

    const part = await t.get(url, { range: 'bytes=4-11' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${mp4().length}`);
    expect(part.rawPayload.toString('latin1')).toBe('ftypisom');
    expect((await t.get(url, { range: `bytes=${mp4().length + 10}-` })).statusCode).toBe(416);

    // A file that is not a video is refused before anything is stored.
    const before = await keysUnder('uploads/videos/');
    const refused = await send(Buffer.from('plain text, named movie.mp4'), 'movie.mp4');
    expect(refused.statusCode).toBe(415);
    expect(await keysUnder('uploads/videos/')).toEqual(before);

    const second = await send(mp4(), 'yeni.mp4');
    expect(second.statusCode).toBe(200);
    expect(await inBucket(url.slice(1))).toBe(false);
    expect(await inBucket(second.json().data.videoUrl.slice(1))).toBe(true);
  });

  it('keeps an invoice PDF under the private prefix, out of reach of /uploads/, and serves it to the owner', async () => {
    const customer = await t.customer();
    const { order } = await paidNecklaceAndRing(t, customer.email, { shopper: customer });
    const pdf = Buffer.from('%PDF-1.4\n% object storage\ntrailer<<>>\n%%EOF\n');
    const res = await upload(
      t,
      API.Order.UploadInvoice,
      form({ orderId: order.id }, [
        { field: 'file', name: 'fatura.pdf', data: pdf, type: 'application/pdf' },
      ]),
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.app.ctx.db.select().from(orderInvoices).where(eq(orderInvoices.orderId, order.id));
    const key = row!.storageKey;

    expect(await keysUnder(`private/invoices/${key}`)).toEqual([`private/invoices/${key}`]);
    expect(await keysUnder('uploads/')).not.toContain(`private/invoices/${key}`);
    expect(fs.existsSync(path.join(t.app.ctx.config.invoicesDir, key))).toBe(false);
    for (const url of [
      `/uploads/${key}`,
      `/uploads/private/invoices/${key}`,
      `/uploads/..%2fprivate%2finvoices%2f${key}`,
    ]) {
      expect((await t.get(url)).statusCode, url).toBe(404);
    }
    // A path that climbs out of /uploads/ is not an upload at all (here the unbuilt web app answers it).
    for (const url of [`/uploads/../private/invoices/${key}`, `/uploads/%2e%2e/private/invoices/${key}`]) {
      const climbed = await t.get(url);
      expect(climbed.statusCode, url).not.toBe(200);
      expect(climbed.rawPayload.includes('%PDF'), url).toBe(false);
    }

    const owner = await t.get(`${API.Order.GetInvoice}?orderId=${order.id}`, admin);
    expect(owner.statusCode).toBe(200);
    expect(owner.rawPayload.equals(pdf)).toBe(true);
    const mine = await t.get(`${API.Order.GetMyInvoice}?orderId=${order.id}`, customer.headers);
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(pdf)).toBe(true);
  });
});

describe('S3Storage.putStream', () => {
  it('sends a large stream in parts and leaves no object when the stream fails half-way', async () => {
    const storage = t.app.ctx.storage as S3Storage;
    // 12 MiB: three 5 MiB parts of a multipart upload, never held whole by the storage.
    const chunk = Buffer.alloc(1024 * 1024, 0x5a);
    const chunks = function* (count: number) {
      for (let i = 0; i < count; i++) yield chunk;
    };
    await storage.putStream('uploads/videos/large.mp4', Readable.from(chunks(12)), 'video/mp4');
    const head = await bucket.send(
      new HeadObjectCommand({ Bucket: TEST_BUCKET, Key: 'uploads/videos/large.mp4' }),
    );
    expect(head.ContentLength).toBe(12 * 1024 * 1024);
    expect(head.ContentType).toBe('video/mp4');
    const served = await t.call({ method: 'HEAD', url: '/uploads/videos/large.mp4' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-length']).toBe(String(12 * 1024 * 1024));

    const failing = Readable.from(
      (function* () {
        yield* chunks(7);
        throw new Error('connection reset');
      })(),
    );
    await expect(storage.putStream('uploads/videos/broken.mp4', failing, 'video/mp4')).rejects.toThrow();
    expect(await inBucket('uploads/videos/broken.mp4')).toBe(false);
  });
});
