import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type AllContent } from '@kehribar/contracts';
import { form, png, upload } from '../../test/admin-test-kit.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

// docs/decisions/033-home-page-the-owner-controls.md: the storefront reads the owner's main photo, cover
// images and press from GetAllContent, with the variants and size each picture was stored with.

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  // Replacing the seeded main photo deletes its files: this file works on its own copy of the uploads.
  t = await createTestApp({}, { ownUploads: true });
  admin = (await t.admin()).headers;
});
afterAll(() => t.close());

const content = async () => (await t.get(API.Products.GetAllContent)).json().data as AllContent;
const picture = async (width: number, height: number) => ({
  field: 'files',
  name: 'photo.png',
  data: await png(width, height),
  type: 'image/png',
});

describe('the owner media in Products/GetAllContent', () => {
  it('gives the main photo its variants and pixel size, at once after an upload', async () => {
    await content();
    const res = await upload(
      t,
      API.Products.UpdateMainPhoto,
      form({ 'MainPhoto.Id': '1' }, [await picture(2400, 1000)]),
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { mainPhoto, mainPhotoUrl } = await content();
    expect(mainPhoto).toMatchObject({ imageUrl: mainPhotoUrl, width: 1920, height: 800 });
    expect(mainPhoto!.imageVariants.map((v) => v.width)).toEqual([640, 1280, 1920]);
    expect(mainPhoto!.imageVariants.map((v) => v.path)).toEqual(
      [640, 1280, 1920].map((w) => mainPhotoUrl!.replace(/-1920\.webp$/, `-${w}.webp`)),
    );
  });

  it('has no cover until one is uploaded for that gender, then only that one', async () => {
    expect((await content()).coverImages).toEqual({ men: null, women: null });
    const res = await upload(
      t,
      API.Products.UploadCoverImage,
      form({ gender: '1' }, [{ ...(await picture(1000, 500)), field: 'imageFile' }]),
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { coverImages } = await content();
    expect(coverImages.men).toBeNull();
    // A picture narrower than the largest width keeps its own size and the variants it can fill.
    expect(coverImages.women).toMatchObject({ imageUrl: res.json().data.imageUrl, width: 640, height: 320 });
    expect(coverImages.women!.imageVariants.map((v) => v.width)).toEqual([640]);
  });

  it('carries a press item link, and refuses one that is not a path of the shop or an https address', async () => {
    const press = async (Link: string) =>
      upload(
        t,
        API.Products.AddPress,
        form({ ModelName: 'Vogue Türkiye', IsEditorial: 'true', Link }, [
          { ...(await picture(800, 1000)), field: 'ModelImages' },
          { ...(await picture(800, 1000)), field: 'ProductImages' },
        ]),
        { ...admin, 'Accept-Language': 'en-US' },
      );
    const bad = await press('javascript:alert(1)');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('https://');
    const good = await press('https://www.vogue.com.tr/kehribar');
    expect(good.statusCode, good.body).toBe(200);
    const item = (await content()).press.find((p) => p.id === good.json().data.id);
    expect(item).toMatchObject({ modelName: 'Vogue Türkiye', link: 'https://www.vogue.com.tr/kehribar' });
  });
});
