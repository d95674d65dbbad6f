import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { allContentSchema, API, type AllContent } from '@kehribar/contracts';
import { aboutUs, banners, press, sitePhotos, staticContent, stores, videos } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createCatalogFixture, type CatalogFixture } from '../../test/fixtures.ts';

let t: TestApp;
let f: CatalogFixture;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.app.ctx;
  await createCatalogFixture(db);
  f = await createCatalogFixture(db);
  // Content of this file's own database copy, replacing whatever the demo seed wrote.
  for (const table of [banners, aboutUs, staticContent, press, stores, sitePhotos, videos])
    await db.delete(table);
  await db.insert(banners).values([
    {
      imageUrl: '/uploads/banners/b2-1920.webp',
      variantWidths: [640, 1280, 1920],
      title: 'İkinci',
      titleEN: 'Second',
      sortOrder: 2,
    },
    {
      imageUrl: '/uploads/banners/b1-1920.webp',
      variantWidths: [640, 1280, 1920],
      title: 'Baltık Kehribarı',
      titleEN: 'Baltic Amber',
      subtitle: 'Yeni sezon',
      subtitleEN: 'New season',
      description: 'El yapımı',
      descriptionEN: 'Handmade',
      buttonText: 'Keşfet',
      buttonTextEN: 'Discover',
      link: '/products?categories=1',
      sortOrder: 1,
    },
  ]);
  await db.insert(staticContent).values({
    termOfUse: 'Kullanım koşulları',
    termOfUseEN: 'Terms of use',
    mailInfo: 'info@kehribar.test',
  });
  await db
    .insert(aboutUs)
    .values({ description: 'Hakkımızda', descriptionEN: 'About us', imageUrl: '/uploads/about/a.webp' });
  await db
    .insert(stores)
    .values({ storeTitle: 'Kapalıçarşı', storeAddress: 'İstanbul', storeEmail: 'carsi@kehribar.test' });
  await db.insert(press).values({
    modelName: 'Model',
    modelImages: ['/uploads/press/m.webp'],
    productImages: ['/uploads/press/p.webp'],
    isCelebrity: true,
  });
  await db.insert(sitePhotos).values([
    { key: 'main', imageUrl: '/uploads/site/main.webp' },
    { key: 'login', imageUrl: '/uploads/site/login.webp' },
  ]);
  await db.insert(videos).values({ videoUrl: '/uploads/videos/v.mp4' });
});
afterAll(() => t.close());

async function content(headers: Record<string, string> = {}): Promise<AllContent> {
  const res = await t.get(API.Products.GetAllContent, headers);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

describe('Products/GetAllContent', () => {
  it('returns every part of the home and content pages', async () => {
    const data = await content();
    expect(() => allContentSchema.parse(data)).not.toThrow();
    expect(data.staticContent).toMatchObject({
      termOfUse: 'Kullanım koşulları',
      termOfUseEN: 'Terms of use',
      mailInfo: 'info@kehribar.test',
    });
    expect(data.aboutUs).toEqual([
      expect.objectContaining({ description: 'Hakkımızda', descriptionEN: 'About us' }),
    ]);
    expect(data.stores).toEqual([
      expect.objectContaining({ storeTitle: 'Kapalıçarşı', storeEmail: 'carsi@kehribar.test' }),
    ]);
    expect(data.press).toEqual([
      expect.objectContaining({
        modelName: 'Model',
        modelImages: ['/uploads/press/m.webp'],
        isCelebrity: true,
      }),
    ]);
    expect(data.mainPhotoUrl).toBe('/uploads/site/main.webp');
    expect(data.videoUrl).toBe('/uploads/videos/v.mp4');
  });

  it('lists the ten newest products with pictures, priced in the request currency', async () => {
    const data = await content({ currency: 'USD' });
    expect(data.lastAddedProducts).toHaveLength(10);
    const newestSix = data.lastAddedProducts.slice(0, 6).map((p) => p.title);
    expect(newestSix).toEqual([
      'Zeytin Bileklik',
      'İğne Broş',
      'Işıltı Yüzük',
      'Çiçek Küpe',
      'Kehribar Tesbih',
      'Kehribar Kolye Damla',
    ]);
    const a = data.lastAddedProducts.find((p) => p.id === f.products.A.id)!;
    expect(a).toMatchObject({ price: 50, currency: 'USD' });
    expect(a.productImageFiles[0]!.isVitrinePhoto).toBe(true);
  });

  it('gives banners in the request language, in their order, with responsive pictures', async () => {
    const tr = await content();
    expect(tr.banners.map((b) => b.title)).toEqual(['Baltık Kehribarı', 'İkinci']);
    expect(tr.banners[0]).toMatchObject({
      subtitle: 'Yeni sezon',
      description: 'El yapımı',
      buttonText: 'Keşfet',
      link: '/products?categories=1',
    });
    expect(tr.banners[0]!.imageVariants).toEqual([
      { width: 640, path: '/uploads/banners/b1-640.webp' },
      { width: 1280, path: '/uploads/banners/b1-1280.webp' },
      { width: 1920, path: '/uploads/banners/b1-1920.webp' },
    ]);
    const en = await content({ 'accept-language': 'en-EN' });
    expect(en.banners[0]).toMatchObject({
      title: 'Baltic Amber',
      subtitle: 'New season',
      description: 'Handmade',
      buttonText: 'Discover',
    });
  });

  it('is cached until the home content is cleared', async () => {
    await t.app.ctx.db.update(stores).set({ storeTitle: 'Mısır Çarşısı' });
    expect((await content()).stores[0]!.storeTitle).toBe('Kapalıçarşı');
    const { headers } = await t.admin();
    const res = await t.get(`${API.Products.CacheClear}?cacheSetting=home-content`, headers);
    expect(res.statusCode).toBe(200);
    expect((await content()).stores[0]!.storeTitle).toBe('Mısır Çarşısı');
  });

  it('works on an empty shop: empty static texts and no pictures', async () => {
    const { db } = t.app.ctx;
    await db.execute(sql`DELETE FROM static_content`);
    await db.execute(sql`DELETE FROM site_photos`);
    await db.execute(sql`DELETE FROM videos`);
    await t.app.ctx.cache.invalidate('all');
    const data = await content();
    expect(data.staticContent).toMatchObject({ id: 0, termOfUse: '', privacyPolicyEN: '' });
    expect(data.mainPhotoUrl).toBeNull();
    expect(data.videoUrl).toBeNull();
  });
});

describe('Products/GetLoginRegisterUrls', () => {
  it('returns the login and register pictures, null when one is missing', async () => {
    const { db } = t.app.ctx;
    await db.delete(sitePhotos);
    await db.insert(sitePhotos).values({ key: 'login', imageUrl: '/uploads/site/login.webp' });
    await t.app.ctx.cache.invalidate('login-register');
    const res = await t.get(API.Products.GetLoginRegisterUrls);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { loginImageUrl: '/uploads/site/login.webp', registerImageUrl: null },
    });

    await db.insert(sitePhotos).values({ key: 'register', imageUrl: '/uploads/site/register.webp' });
    expect((await t.get(API.Products.GetLoginRegisterUrls)).json().data.registerImageUrl).toBeNull();
    await t.get(`${API.Products.CacheClear}?cacheSetting=login-register`, (await t.admin()).headers);
    expect((await t.get(API.Products.GetLoginRegisterUrls)).json().data.registerImageUrl).toBe(
      '/uploads/site/register.webp',
    );
  });
});
