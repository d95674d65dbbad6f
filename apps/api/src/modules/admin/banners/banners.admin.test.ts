import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type AdminBanner } from '@kehribar/contracts';
import { existing, form, pictureFiles, png, upload } from '../../../test/admin-test-kit.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { BANNER_IMAGE } from '../../../platform/images.ts';

let t: TestApp;
let admin: Record<string, string>;
const EN = { 'Accept-Language': 'en-US' };

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.admin()).headers;
});
afterAll(() => t.close());

const words = {
  title: 'Yaz koleksiyonu',
  titleEN: 'Summer collection',
  subtitle: 'Yeni',
  subtitleEN: 'New',
  description: 'Baltık kehribarı, el işçiliği',
  descriptionEN: 'Baltic amber, made by hand',
  buttonText: 'Keşfet',
  buttonTextEN: 'Discover',
  link: '/products?genders=1',
};
const picture = async (fill = '#b8742a') => ({
  field: 'imageFile',
  name: 'banner.png',
  data: await png(2000, 875, fill),
  type: 'image/png',
});
const create = async (fields: Record<string, string> = words, headers = admin) =>
  upload(t, API.Products.CreateBanner, form(fields, [await picture()]), headers);
const update = async (fields: Record<string, string>, file?: boolean) =>
  upload(t, API.Products.UpdateBanner, form(fields, file ? [await picture('#34502a')] : []), admin);
const publicBanners = async (headers: Record<string, string> = {}) =>
  (await t.get(API.Products.GetAllContent, headers)).json().data.banners as { id: number; title: string }[];
const adminBanners = async () =>
  (await t.get(API.Products.GetAllBanners, admin)).json().data as AdminBanner[];

describe('Products/CreateBanner', () => {
  it('stores the picture as responsive variants, puts the banner last and shows it on the home page at once', async () => {
    const before = await publicBanners(); // fills the home content cache
    const res = await create();
    expect(res.statusCode, res.body).toBe(200);
    const banner: AdminBanner = res.json().data;
    expect(banner).toMatchObject({ ...words, isActive: true });
    expect(banner.imageVariants.map((v) => v.width)).toEqual([...BANNER_IMAGE.widths]);
    expect(existing(pictureFiles(t, { path: banner.imageUrl, variants: banner.imageVariants }))).toHaveLength(
      3,
    );
    expect(banner.sortOrder).toBeGreaterThan(
      Math.max(...(await adminBanners()).filter((b) => b.id !== banner.id).map((b) => b.sortOrder)),
    );

    const after = await publicBanners();
    expect(after.map((b) => b.id)).toEqual([...before.map((b) => b.id), banner.id]);
    expect(after.at(-1)!.title).toBe('Yaz koleksiyonu');
    expect((await publicBanners(EN)).at(-1)!.title).toBe('Summer collection');
  });

  it('refuses links that are neither a path of the shop nor an https address, in the request language', async () => {
    for (const link of [
      'javascript:alert(1)',
      'http://example.com',
      '//evil.example',
      'https://no host',
      'ftp://x.y',
    ]) {
      const res = await create({ ...words, link }, { ...admin, ...EN });
      expect(res.statusCode, link).toBe(400);
      expect(res.json().errorMessage + JSON.stringify(res.json().details)).toContain('https://');
    }
    for (const link of ['https://www.instagram.com/kehribar', '/about-us', '/products?categories=2,3']) {
      const res = await create({ ...words, link });
      expect(res.statusCode, link).toBe(200);
      expect(res.json().data.link).toBe(link);
    }
  });

  it('refuses a button label without a link, a missing picture and a file that is not an image', async () => {
    const noLink = await create({ ...words, link: '' });
    expect(noLink.statusCode).toBe(400);
    expect(JSON.stringify(noLink.json())).toContain('bağlantısı');
    const wordsOnly = await create({ title: 'Sadece yazı', link: '' });
    expect(wordsOnly.statusCode, 'a banner without a button needs no link').toBe(200);

    const noFile = await upload(t, API.Products.CreateBanner, form(words), admin);
    expect(noFile.statusCode).toBe(400);
    const text = await upload(
      t,
      API.Products.CreateBanner,
      form(words, [{ field: 'imageFile', name: 'x.png', data: Buffer.from('not a picture') }]),
      admin,
    );
    expect(text.statusCode).toBe(415);
  });

  it('is for the owner only', async () => {
    const guest = await t.guest();
    expect([401, 403]).toContain((await create(words, guest.headers)).statusCode);
    const customer = await t.customer();
    expect((await t.get(API.Products.GetAllBanners, customer.headers)).statusCode).toBe(403);
    expect((await t.get(API.Products.GetAllBanners)).statusCode).toBe(401);
  });
});

describe('Products/UpdateBanner', () => {
  it('changes the words at once and keeps the picture unless a new one is sent, whose old files go', async () => {
    const banner: AdminBanner = (await create()).json().data;
    await publicBanners();
    const res = await update({ ...words, id: String(banner.id), title: 'Sonbahar', titleEN: 'Autumn' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.imageUrl).toBe(banner.imageUrl);
    expect((await publicBanners()).find((b) => b.id === banner.id)!.title).toBe('Sonbahar');
    expect((await publicBanners(EN)).find((b) => b.id === banner.id)!.title).toBe('Autumn');

    const oldFiles = pictureFiles(t, { path: banner.imageUrl, variants: banner.imageVariants });
    const replaced = await update({ ...words, id: String(banner.id) }, true);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().data.imageUrl).not.toBe(banner.imageUrl);
    expect(existing(oldFiles)).toEqual([]);
  });

  it('an inactive banner leaves the storefront and stays in the back office', async () => {
    const banner: AdminBanner = (await create()).json().data;
    await publicBanners();
    const res = await update({ ...words, id: String(banner.id), isActive: 'false' });
    expect(res.json().data.isActive).toBe(false);
    expect((await publicBanners()).map((b) => b.id)).not.toContain(banner.id);
    expect((await adminBanners()).find((b) => b.id === banner.id)!.isActive).toBe(false);
  });

  it('answers 404 for a banner that does not exist and 400 for a bad link', async () => {
    expect((await update({ ...words, id: '999999' })).statusCode).toBe(404);
    const banner: AdminBanner = (await create()).json().data;
    expect((await update({ ...words, id: String(banner.id), link: 'javascript:void(0)' })).statusCode).toBe(
      400,
    );
  });
});

describe('Products/ReorderBanners and DeleteBanner', () => {
  it('puts the banners in the order given, on the home page too', async () => {
    const ids = (await adminBanners()).map((b) => b.id);
    await publicBanners();
    const reversed = [...ids].reverse();
    const res = await t.post(API.Products.ReorderBanners, { ids: reversed }, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data as AdminBanner[]).map((b) => b.id)).toEqual(reversed);
    const shown = (await adminBanners()).filter((b) => b.isActive).map((b) => b.id);
    expect((await publicBanners()).map((b) => b.id)).toEqual(shown);
    expect(shown).toEqual(reversed.filter((id) => shown.includes(id)));
  });

  it('refuses an order that leaves a banner out or names one twice', async () => {
    const ids = (await adminBanners()).map((b) => b.id);
    const before = ids;
    expect((await t.post(API.Products.ReorderBanners, { ids: ids.slice(1) }, admin)).statusCode).toBe(400);
    expect((await t.post(API.Products.ReorderBanners, { ids: [...ids, ids[0]] }, admin)).statusCode).toBe(
      400,
    );
    expect(
      (await t.post(API.Products.ReorderBanners, { ids: [...ids.slice(1), 999999] }, admin)).statusCode,
    ).toBe(400);
    expect((await adminBanners()).map((b) => b.id)).toEqual(before);
  });

  it('deletes a banner with its files and takes it off the home page', async () => {
    const banner: AdminBanner = (await create()).json().data;
    const files = pictureFiles(t, { path: banner.imageUrl, variants: banner.imageVariants });
    await publicBanners();
    const res = await t.post(API.Products.DeleteBanner, { id: banner.id }, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(existing(files)).toEqual([]);
    expect((await publicBanners()).map((b) => b.id)).not.toContain(banner.id);
    expect((await t.post(API.Products.DeleteBanner, { id: banner.id }, admin)).statusCode).toBe(404);
  });
});
