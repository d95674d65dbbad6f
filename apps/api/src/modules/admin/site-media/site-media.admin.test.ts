import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@kehribar/contracts';
import { sitePhotos, videos } from '../../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { uploadFile } from '../../../platform/images.ts';
import { existing, form, pictureFiles, png, upload } from '../../../test/admin-test-kit.ts';
import { PAGE_PHOTO_IMAGE, SITE_PHOTO_IMAGE } from '../shared/stored-images.ts';
import { sniffVideo } from './video-upload.ts';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.admin()).headers;
  // Seeded pictures and videos live in the uploads folder every test file shares: forget them here so
  // a replacement never deletes a file another test reads.
  await t.app.ctx.db.delete(sitePhotos);
  await t.app.ctx.db.delete(videos);
});
afterAll(() => t.close());

/** The smallest real headers of each container, followed by some payload bytes. */
const box = (type: string, body: Buffer) => {
  const size = Buffer.alloc(4);
  size.writeUInt32BE(8 + body.length);
  return Buffer.concat([size, Buffer.from(type, 'latin1'), body]);
};
const mp4 = () =>
  Buffer.concat([
    box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2avc1mp41', 'latin1')),
    box('mdat', Buffer.alloc(4000, 7)),
  ]);
const heic = () =>
  Buffer.concat([box('ftyp', Buffer.from('heic\0\0\0\0mif1heic', 'latin1')), Buffer.alloc(400)]);
const ebml = (docType: string) =>
  Buffer.concat([
    Buffer.from([
      0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04,
      0x42, 0xf3, 0x81, 0x08,
    ]),
    Buffer.from([0x42, 0x82, 0x80 | docType.length]),
    Buffer.from(docType, 'latin1'),
    Buffer.alloc(3000, 3),
  ]);

const content = async () => (await t.get(API.Products.GetAllContent)).json().data;
const sendVideo = (app: TestApp, data: Buffer, name: string) =>
  upload(
    app,
    API.Products.UploadVideo,
    form({}, [{ field: 'videoFile', name, data, type: 'video/mp4' }]),
    admin,
  );
const partialFiles = () => {
  const dir = path.join(t.app.ctx.config.uploadsDir, 'videos');
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.part')) : [];
};

describe('video magic bytes', () => {
  it('knows MP4 and WebM by their content and nothing else', () => {
    expect(sniffVideo(mp4())).toEqual({ ext: 'mp4' });
    expect(sniffVideo(ebml('webm'))).toEqual({ ext: 'webm' });
    expect(sniffVideo(ebml('matroska'))).toBeNull();
    expect(sniffVideo(heic())).toBeNull();
    expect(sniffVideo(Buffer.from('just text, named video.mp4'))).toBeNull();
    expect(sniffVideo(Buffer.alloc(0))).toBeNull();
  });
});

describe('Products/UploadVideo', () => {
  it('stores an MP4, then a WebM that replaces it (the old file is deleted), shown at once', async () => {
    await content();
    const first = await sendVideo(t, mp4(), 'tanitim.mp4');
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl: string = first.json().data.videoUrl;
    expect(firstUrl).toMatch(/^\/uploads\/videos\/[0-9a-f-]{36}\.mp4$/);
    const firstFile = uploadFile(t.app.ctx.config.uploadsDir, firstUrl)!;
    expect(fs.readFileSync(firstFile).equals(mp4())).toBe(true);
    expect((await content()).videoUrl).toBe(firstUrl);

    // The name says .mov; the content says WebM.
    const second = await sendVideo(t, ebml('webm'), 'clip.mov');
    expect(second.json().data.videoUrl).toMatch(/\.webm$/);
    expect(fs.existsSync(firstFile)).toBe(false);
    expect((await content()).videoUrl).toBe(second.json().data.videoUrl);
  });

  it('refuses what is not MP4 or WebM, whatever its name, and leaves nothing on disk', async () => {
    for (const [data, name] of [
      [Buffer.from('plain text'), 'movie.mp4'],
      [ebml('matroska'), 'film.webm'],
      [heic(), 'photo.mp4'],
    ] as const) {
      const res = await sendVideo(t, data, name);
      expect(res.statusCode).toBe(415);
      expect(res.json().errorMessage).toContain(`"${name}" bir MP4 ya da WebM video değil`);
    }
    expect(partialFiles()).toEqual([]);
    const none = await upload(t, API.Products.UploadVideo, form({ other: 'x' }), admin);
    expect(none.statusCode).toBe(400);
    const wrongField = await upload(
      t,
      API.Products.UploadVideo,
      form({}, [{ field: 'file', name: 'a.mp4', data: mp4() }]),
      admin,
    );
    expect(wrongField.statusCode).toBe(400);
  });

  it('refuses a video over VIDEO_MAX_MB with 413', async () => {
    const small = await createTestApp({ VIDEO_MAX_MB: '1' });
    try {
      const big = Buffer.concat([mp4(), Buffer.alloc(1024 * 1024 + 10)]);
      const res = await upload(
        small,
        API.Products.UploadVideo,
        form({}, [{ field: 'videoFile', name: 'big.mp4', data: big }]),
        (await small.admin()).headers,
      );
      expect(res.statusCode).toBe(413);
      expect(res.json().errorMessage).toBe('Dosya çok büyük: en fazla 1 MB yükleyebilirsiniz.');
      expect(partialFiles()).toEqual([]);
    } finally {
      await small.close();
    }
  });
});

describe('Products/UpdateMainPhoto, UpdateLoginRegisterPhoto, UploadCoverImage', () => {
  it('replaces the main photo, shown at once, and deletes the old one', async () => {
    await content();
    const send = async (fields: Record<string, string>, names = ['main.png']) =>
      upload(
        t,
        API.Products.UpdateMainPhoto,
        form(
          fields,
          await Promise.all(
            names.map(async (name) => ({ field: 'files', name, data: await png(2000, 900) })),
          ),
        ),
        admin,
      );
    const first = await send({ 'MainPhoto.Id': '1' });
    expect(first.statusCode, first.body).toBe(200);
    const url: string = first.json().data.imageUrl;
    expect(url).toMatch(/^\/uploads\/site\/main\/[0-9a-f-]{36}-1920\.webp$/);
    expect((await content()).mainPhotoUrl).toBe(url);
    const files = pictureFiles(t, { path: url }, [...SITE_PHOTO_IMAGE.widths]);
    expect(existing(files)).toHaveLength(3);

    const second = await send({ 'MainPhoto.Id': '1' });
    expect((await content()).mainPhotoUrl).toBe(second.json().data.imageUrl);
    expect(existing(files)).toEqual([]);

    expect((await send({ 'MainPhoto.Id': '2' })).statusCode).toBe(400);
    expect((await send({}, ['a.png', 'b.png'])).statusCode).toBe(400);
    expect(
      (
        await upload(
          t,
          API.Products.UpdateMainPhoto,
          form({}, [{ field: 'files', name: 'x.jpg', data: Buffer.from('no') }]),
          admin,
        )
      ).statusCode,
    ).toBe(415);
  });

  it('sets the login and the register photo by IsLoginPhoto, shown at once', async () => {
    const urls = async () => (await t.get(API.Products.GetLoginRegisterUrls)).json().data;
    await urls();
    const send = async (isLogin: string) =>
      upload(
        t,
        API.Products.UpdateLoginRegisterPhoto,
        form({ 'LoginRegisterPhoto.Id': '1', 'LoginRegisterPhoto.IsLoginPhoto': isLogin }, [
          { field: 'files', name: 'p.png', data: await png(800, 1200) },
        ]),
        admin,
      );
    const login = await send('true');
    expect(login.statusCode, login.body).toBe(200);
    expect(await urls()).toMatchObject({ loginImageUrl: login.json().data.imageUrl });
    const register = await send('False');
    expect(await urls()).toEqual({
      loginImageUrl: login.json().data.imageUrl,
      registerImageUrl: register.json().data.imageUrl,
    });
    expect(
      existing(pictureFiles(t, { path: login.json().data.imageUrl }, [...PAGE_PHOTO_IMAGE.widths])).length,
    ).toBeGreaterThan(0);
    expect((await send('maybe')).statusCode).toBe(400);
    const missing = await upload(
      t,
      API.Products.UpdateLoginRegisterPhoto,
      form({}, [{ field: 'files', name: 'p.png', data: await png(100, 100) }]),
      admin,
    );
    expect(missing.statusCode).toBe(400);
  });

  it('stores the cover image per gender and requires both the file and the gender', async () => {
    const send = async (fields: Record<string, string>, withFile = true) =>
      upload(
        t,
        API.Products.UploadCoverImage,
        form(fields, withFile ? [{ field: 'imageFile', name: 'cover.png', data: await png(1500, 800) }] : []),
        admin,
      );
    const men = await send({ gender: '0' });
    expect(men.statusCode, men.body).toBe(200);
    expect(men.json().data.imageUrl).toMatch(/^\/uploads\/site\/cover-0\/.+\.webp$/);
    const women = await send({ gender: '1' });
    expect(women.json().data.imageUrl).toMatch(/^\/uploads\/site\/cover-1\//);
    const rows = await t.app.ctx.db.select().from(sitePhotos);
    expect(
      rows
        .filter((r) => r.key.startsWith('cover-'))
        .map((r) => r.key)
        .sort(),
    ).toEqual(['cover-0', 'cover-1']);

    expect((await send({})).statusCode).toBe(400);
    expect((await send({ gender: '2' })).statusCode).toBe(400);
    const noFile = await send({ gender: '0' }, false);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().errorMessage).toBe('Lütfen yüklenecek bir dosya seçin.');
  });
});
