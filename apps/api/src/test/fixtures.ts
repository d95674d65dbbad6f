/**
 * Catalogue rows inserted straight through ctx.db, so API tests do not depend on what the demo seed
 * holds. Every call makes its own category and collection; tests filter on those ids.
 */
import { randomUUID } from 'node:crypto';
import { toMinor } from '@kehribar/contracts';
import type { Db } from '../db/client.ts';
import {
  categories,
  categoryImages,
  collectionImages,
  collections,
  productImages,
  products,
  productVariants,
  subCategories,
  subCategoryImages,
} from '../db/schema/index.ts';
import { productSearchText } from '../modules/catalog/index.ts';

const WIDTHS = [360, 720, 1080];

/** Image rows as the upload pipeline writes them: …/<uuid>-1080.webp with 360/720/1080 variants. */
function imageRows(folder: string, count: number, vitrineIndex: number | null) {
  return Array.from({ length: count }, (_, i) => {
    const id = randomUUID();
    return {
      id,
      path: `/uploads/${folder}/${id}-1080.webp`,
      fileName: `${id}-1080.webp`,
      width: 1080,
      height: 1080,
      variantWidths: WIDTHS,
      isVitrinePhoto: i === vitrineIndex,
      sortOrder: i,
    };
  });
}

export interface CategoryInput {
  name?: string;
  nameEN?: string;
  sizeOptions?: string | null;
  isCustomSizeInput?: boolean;
  isOnlyMan?: boolean;
  isOnlyWoman?: boolean;
  /** The category's instalment cap; null = the default, a single payment (decision 028). */
  maxInstallments?: number | null;
  /** Number of pictures; the last one is the vitrine photo. */
  images?: number;
}

export async function createCategory(db: Db, input: CategoryInput = {}) {
  const tag = randomUUID().slice(0, 8);
  const [category] = await db
    .insert(categories)
    .values({
      name: input.name ?? `Test Kategori ${tag}`,
      nameEN: input.nameEN ?? `Test Category ${tag}`,
      sizeOptions: input.sizeOptions ?? null,
      isCustomSizeInput: input.isCustomSizeInput ?? false,
      isOnlyMan: input.isOnlyMan ?? false,
      isOnlyWoman: input.isOnlyWoman ?? false,
      maxInstallments: input.maxInstallments ?? null,
      sortOrder: 1000,
    })
    .returning();
  const images = input.images ?? 0;
  if (images > 0) {
    await db.insert(categoryImages).values(
      imageRows(`categories/${category!.id}`, images, images - 1).map((r) => ({
        ...r,
        categoryId: category!.id,
      })),
    );
  }
  return category!;
}

export async function createSubCategory(
  db: Db,
  categoryId: number,
  input: { name?: string; nameEN?: string; images?: number } = {},
) {
  const tag = randomUUID().slice(0, 8);
  const [sub] = await db
    .insert(subCategories)
    .values({
      name: input.name ?? `Alt Kategori ${tag}`,
      nameEN: input.nameEN ?? `Sub Category ${tag}`,
      categoryId,
    })
    .returning();
  if (input.images) {
    await db.insert(subCategoryImages).values(
      imageRows(`sub-categories/${sub!.id}`, input.images, 0).map((r) => ({
        ...r,
        subCategoryId: sub!.id,
      })),
    );
  }
  return sub!;
}

export async function createCollection(
  db: Db,
  input: { name?: string; nameEN?: string; isOnlyMan?: boolean; isOnlyWoman?: boolean; images?: number } = {},
) {
  const tag = randomUUID().slice(0, 8);
  const [collection] = await db
    .insert(collections)
    .values({
      name: input.name ?? `Test Koleksiyon ${tag}`,
      nameEN: input.nameEN ?? `Test Collection ${tag}`,
      isOnlyMan: input.isOnlyMan ?? false,
      isOnlyWoman: input.isOnlyWoman ?? false,
    })
    .returning();
  if (input.images) {
    await db.insert(collectionImages).values(
      imageRows(`collections/${collection!.id}`, input.images, 0).map((r) => ({
        ...r,
        collectionId: collection!.id,
      })),
    );
  }
  return collection!;
}

export interface ProductInput {
  title: string;
  titleEN: string;
  categoryId: number;
  subCategoryId?: number | null;
  collectionId?: number | null;
  /** 0 man, 1 woman, 2 unisex (default). */
  gender?: number;
  /** Decimal prices as the API shows them. */
  priceTRY: number;
  priceUSD: number;
  priceForeign: number;
  soldCount?: number;
  stock?: number;
  createdTime?: Date;
  description?: string;
  descriptionEN?: string;
  /** Number of pictures (default 1) and which one is the vitrine photo (default none). */
  images?: number;
  vitrineIndex?: number | null;
  variants?: {
    variantName: string;
    variantNameEN: string;
    priceTRY: number;
    priceUSD: number;
    priceForeign: number;
  }[];
}

export async function createProduct(db: Db, input: ProductInput) {
  const [product] = await db
    .insert(products)
    .values({
      title: input.title,
      titleEN: input.titleEN,
      description: input.description ?? `${input.title} açıklaması`,
      descriptionEN: input.descriptionEN ?? `${input.titleEN} description`,
      categoryId: input.categoryId,
      subCategoryId: input.subCategoryId ?? null,
      collectionId: input.collectionId ?? null,
      gender: input.gender ?? 2,
      priceTRY: toMinor(input.priceTRY),
      priceUSD: toMinor(input.priceUSD),
      priceForeign: toMinor(input.priceForeign),
      soldCount: input.soldCount ?? 0,
      stock: input.stock ?? 5,
      searchText: productSearchText(input),
      ...(input.createdTime ? { createdTime: input.createdTime } : {}),
    })
    .returning();
  const id = product!.id;
  const images = input.images ?? 1;
  if (images > 0) {
    await db
      .insert(productImages)
      .values(
        imageRows(`products/${id}`, images, input.vitrineIndex ?? null).map((r) => ({ ...r, productId: id })),
      );
  }
  if (input.variants?.length) {
    await db.insert(productVariants).values(
      input.variants.map((v) => ({
        productId: id,
        variantName: v.variantName,
        variantNameEN: v.variantNameEN,
        priceTRY: toMinor(v.priceTRY),
        priceUSD: toMinor(v.priceUSD),
        priceForeign: toMinor(v.priceForeign),
      })),
    );
  }
  return product!;
}

/** Fixture products are created a day ahead, each fixture after the one before. */
let fixtureClock = Date.now() + 24 * 3600_000;

/**
 * A small shop of six pieces in a fresh category and collection, chosen so every sort order differs
 * and the Turkish alphabet matters (Ç after C, I/ı before İ/i):
 *
 * | key | title (tr)            | titleEN              | gender | TRY  | USD | EUR | sold | created |
 * |-----|-----------------------|----------------------|--------|------|-----|-----|------|---------|
 * | A   | Kehribar Kolye Damla  | Amber Necklace Drop  | woman  | 1500 |  50 |  45 |   5  | 1st     |
 * | B   | Kehribar Tesbih       | Amber Prayer Beads   | man    | 3000 |  90 |  80 |  20  | 2nd     |
 * | C   | Çiçek Küpe            | Flower Earrings      | unisex |  800 |  30 |  25 |   1  | 3rd     |
 * | D   | Işıltı Yüzük          | Sparkle Ring         | woman  | 2000 |  20 |  60 |  10  | 4th     |
 * | E   | İğne Broş             | Brooch Pin           | unisex | 1200 |  40 |  35 |   3  | 5th     |
 * | F   | Zeytin Bileklik       | Olive Bracelet       | man    |  500 | 100 |  15 |   0  | 6th     |
 *
 * A has three pictures (the third is the vitrine photo) and two variants; F is in the sub-category;
 * A, C and F are in the collection. Creation times lie in the future, so these are the newest products
 * (a later fixture's are newer still).
 */
export async function createCatalogFixture(db: Db) {
  const category = await createCategory(db, { sizeOptions: '16,17,18', images: 2 });
  const subCategory = await createSubCategory(db, category.id, { images: 1 });
  const collection = await createCollection(db, { images: 1 });
  const at = (n: number) => new Date(fixtureClock + n * 1000);
  fixtureClock += 10_000;
  const common = { categoryId: category.id };
  const A = await createProduct(db, {
    ...common,
    title: 'Kehribar Kolye Damla',
    titleEN: 'Amber Necklace Drop',
    gender: 1,
    priceTRY: 1500,
    priceUSD: 50,
    priceForeign: 45,
    soldCount: 5,
    createdTime: at(1),
    collectionId: collection.id,
    images: 3,
    vitrineIndex: 2,
    variants: [
      { variantName: '45 cm', variantNameEN: '45 cm', priceTRY: 1500, priceUSD: 50, priceForeign: 45 },
      {
        variantName: '50 cm',
        variantNameEN: '50 cm',
        priceTRY: 1650.5,
        priceUSD: 55.25,
        priceForeign: 49.99,
      },
    ],
  });
  const B = await createProduct(db, {
    ...common,
    title: 'Kehribar Tesbih',
    titleEN: 'Amber Prayer Beads',
    gender: 0,
    priceTRY: 3000,
    priceUSD: 90,
    priceForeign: 80,
    soldCount: 20,
    createdTime: at(2),
  });
  const C = await createProduct(db, {
    ...common,
    title: 'Çiçek Küpe',
    titleEN: 'Flower Earrings',
    gender: 2,
    priceTRY: 800,
    priceUSD: 30,
    priceForeign: 25,
    soldCount: 1,
    createdTime: at(3),
    collectionId: collection.id,
  });
  const D = await createProduct(db, {
    ...common,
    title: 'Işıltı Yüzük',
    titleEN: 'Sparkle Ring',
    gender: 1,
    priceTRY: 2000,
    priceUSD: 20,
    priceForeign: 60,
    soldCount: 10,
    createdTime: at(4),
  });
  const E = await createProduct(db, {
    ...common,
    title: 'İğne Broş',
    titleEN: 'Brooch Pin',
    gender: 2,
    priceTRY: 1200,
    priceUSD: 40,
    priceForeign: 35,
    soldCount: 3,
    createdTime: at(5),
  });
  const F = await createProduct(db, {
    ...common,
    title: 'Zeytin Bileklik',
    titleEN: 'Olive Bracelet',
    gender: 0,
    priceTRY: 500,
    priceUSD: 100,
    priceForeign: 15,
    soldCount: 0,
    createdTime: at(6),
    subCategoryId: subCategory.id,
    collectionId: collection.id,
  });
  return { category, subCategory, collection, products: { A, B, C, D, E, F } };
}

export type CatalogFixture = Awaited<ReturnType<typeof createCatalogFixture>>;
