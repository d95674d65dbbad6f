import fs from 'node:fs';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldTurkish } from '@kehribar/contracts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { uploadFile, variantPath } from '../../platform/images.ts';
import * as schema from '../schema/index.ts';
import { seedDemoShop } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.app.ctx.db;
const uploads = () => t.app.ctx.config.uploadsDir;

/** Every variant file of a stored picture exists and is a WebP of the stated width. */
function expectFiles(path: string, widths: readonly number[]) {
  expect(path).toMatch(/^\/uploads\/.+-\d+\.webp$/);
  for (const w of widths) {
    const file = uploadFile(uploads(), variantPath(path, w));
    expect(file && fs.existsSync(file), `${variantPath(path, w)} exists`).toBe(true);
  }
}

describe('the demo shop', () => {
  it('has at least 60 products, each with 2-4 stored pictures, the first its vitrine photo', async () => {
    const products = await db().select().from(schema.products);
    expect(products.length).toBeGreaterThanOrEqual(60);
    const images = await db().select().from(schema.productImages);
    for (const p of products) {
      const own = images.filter((i) => i.productId === p.id).sort((a, b) => a.sortOrder - b.sortOrder);
      expect(own.length, p.title).toBeGreaterThanOrEqual(2);
      expect(own.length, p.title).toBeLessThanOrEqual(4);
      expect(own.filter((i) => i.isVitrinePhoto).map((i) => i.sortOrder)).toEqual([0]);
      for (const image of own) {
        expect(image).toMatchObject({ width: 1080, height: 1080, variantWidths: [360, 720, 1080] });
        expectFiles(image.path, image.variantWidths);
      }
    }
  });

  it('lists products as a real shop would: Turkish titles, bullet descriptions, prices in every currency', async () => {
    const products = await db().select().from(schema.products);
    expect(products.filter((p) => /[ıİşŞğĞüÜöÖçÇ]/.test(p.title)).length).toBeGreaterThan(
      products.length / 2,
    );
    for (const p of products) {
      expect(p.searchText).toBe(foldTurkish(`${p.title} ${p.titleEN}`));
      expect(p.description.split('\n').length, p.title).toBeGreaterThanOrEqual(3);
      expect(p.descriptionEN.split('\n').length).toBe(p.description.split('\n').length);
      expect(p.priceTRY).toBeGreaterThanOrEqual(125_000);
      expect(p.priceTRY).toBeLessThanOrEqual(4_500_000);
      // About 41 TRY to the dollar and 48 to the euro, rounded to whole units.
      expect(p.priceUSD % 100).toBe(0);
      expect(Math.abs(p.priceTRY / p.priceUSD - 41)).toBeLessThan(2.5);
      expect(Math.abs(p.priceTRY / p.priceForeign - 48)).toBeLessThan(3);
    }
    expect(new Set(products.map((p) => p.gender))).toEqual(new Set([0, 1, 2]));
    expect(products.some((p) => p.stock === 0)).toBe(true);
    expect(products.filter((p) => p.stock === 1).length).toBeGreaterThanOrEqual(3);
    expect(products.some((p) => p.isBestSeller)).toBe(true);
    expect(new Set(products.map((p) => p.soldCount)).size).toBeGreaterThan(30);
    expect(new Set(products.map((p) => p.createdTime.getTime())).size).toBe(products.length);

    const variants = await db().select().from(schema.productVariants);
    expect(variants.length).toBeGreaterThanOrEqual(6);
    for (const v of variants) expect(v.priceTRY % 100).toBe(0);
  });

  it('has categories with pictured sub-categories, ring sizes to choose from and free-text bracelet sizes', async () => {
    const categories = await db().select().from(schema.categories);
    const subs = await db().select().from(schema.subCategories);
    expect(categories.map((c) => c.name)).toEqual([
      'Kolye',
      'Yüzük',
      'Bileklik',
      'Küpe',
      'Tesbih',
      'Doğal Taşlar',
    ]);
    for (const c of categories)
      expect(subs.filter((s) => s.categoryId === c.id).length).toBeGreaterThanOrEqual(2);

    const rings = categories.find((c) => c.nameEN === 'Rings')!;
    expect(rings).toMatchObject({ isCustomSizeInput: false, sizeOptions: '14,15,16,17,18,19,20' });
    expect(categories.find((c) => c.nameEN === 'Bracelets')).toMatchObject({ isCustomSizeInput: true });
    expect(categories.some((c) => c.isOnlyWoman)).toBe(true);

    const collections = await db().select().from(schema.collections);
    expect(collections.map((c) => c.name)).toContain('Osmanlı Mirası');
    expect(collections.some((c) => c.isOnlyMan)).toBe(true);

    for (const table of [schema.categoryImages, schema.subCategoryImages, schema.collectionImages]) {
      const images = await db().select().from(table);
      expect(images.length).toBeGreaterThan(0);
      for (const i of images) expectFiles(i.path, i.variantWidths);
    }
    expect((await db().select().from(schema.subCategoryImages)).length).toBe(subs.length);
  });

  it('has home banners with pictures, linking to seeded categories and collections', async () => {
    const banners = await db().select().from(schema.banners);
    expect(banners.length).toBeGreaterThanOrEqual(3);
    const categoryIds = (await db().select().from(schema.categories)).map((c) => c.id);
    const collectionIds = (await db().select().from(schema.collections)).map((c) => c.id);
    for (const b of banners) {
      expect(
        b.title && b.titleEN && b.buttonText && b.buttonTextEN && b.description && b.descriptionEN,
      ).toBeTruthy();
      expectFiles(b.imageUrl, b.variantWidths);
      const [, kind, id] = b.link.match(/^\/products\?(categories|collections)=(\d+)$/)!;
      expect(kind === 'categories' ? categoryIds : collectionIds).toContain(Number(id));
    }
  });

  it('has legal texts in both languages, the about-us story, stores, colours, site photos and a welcome coupon', async () => {
    const [content] = await db().select().from(schema.staticContent);
    for (const key of [
      'distanceSellingContract',
      'deliverAndReturn',
      'termOfUse',
      'privacyPolicy',
    ] as const) {
      expect(content![key].split('\n\n').length, key).toBeGreaterThanOrEqual(4);
      expect(content![`${key}EN`].split('\n\n').length, key).toBeGreaterThanOrEqual(4);
    }
    expect(content!.privacyPolicy).toContain('KVKK');
    expect(content!.deliverAndReturn).toContain('14 gün');
    expect(content!.deliverAndReturnEN).toContain('14 days');
    expect(content!.mailInfo).toContain('@');

    const [about] = await db().select().from(schema.aboutUs);
    expect(about!.description && about!.descriptionEN).toBeTruthy();
    expect(fs.existsSync(uploadFile(uploads(), about!.imageUrl!)!)).toBe(true);

    expect((await db().select().from(schema.stores)).map((s) => s.storeTitle)).toEqual([
      'Kehribar Kapalıçarşı',
      'Kehribar Ankara',
      'Kehribar İzmir',
    ]);
    const colors = await db().select().from(schema.colors);
    expect(colors.length).toBeGreaterThanOrEqual(8);
    for (const c of colors) expect(c.colorCode).toMatch(/^#[0-9A-F]{6}$/i);

    const photos = await db().select().from(schema.sitePhotos);
    expect(photos.map((p) => p.key).sort()).toEqual(['login', 'main', 'register']);
    for (const p of photos) expect(fs.existsSync(uploadFile(uploads(), p.imageUrl)!)).toBe(true);

    const [coupon] = await db()
      .select()
      .from(schema.coupons)
      .where(eq(schema.coupons.couponCode, 'HOSGELDIN10'));
    expect(coupon).toMatchObject({ discountType: 0, discountValue: 1000, minPurchaseAmount: null });
    expect(coupon!.startDate.getTime()).toBeLessThan(Date.now() - 29 * 86_400_000);
    expect(coupon!.endDate.getTime()).toBeGreaterThan(Date.now() + 364 * 86_400_000);
  });

  it('adds nothing when run again', async () => {
    const tables = [
      schema.categories,
      schema.subCategories,
      schema.collections,
      schema.products,
      schema.productImages,
      schema.banners,
      schema.staticContent,
      schema.coupons,
      schema.colors,
    ] as const;
    const counts = () =>
      Promise.all(tables.map(async (table) => (await db().select({ n: count() }).from(table))[0]!.n));
    const before = await counts();
    const files = fs.readdirSync(uploads(), { recursive: true }).length;
    await seedDemoShop(t.app.ctx);
    expect(await counts()).toEqual(before);
    expect(fs.readdirSync(uploads(), { recursive: true }).length).toBe(files);
  });
});
