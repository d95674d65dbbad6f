import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { foldTurkish } from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../client.ts';
import {
  aboutUs,
  banners,
  categories,
  categoryImages,
  collectionImages,
  collections,
  colors,
  coupons,
  productImages,
  products,
  productVariants,
  priceHistory,
  sitePhotos,
  staticContent,
  stores,
  subCategories,
  subCategoryImages,
} from '../schema/index.ts';
import type { StoredImage } from '../../platform/images.ts';
import { CATEGORIES, COLLECTIONS, COLORS } from './catalog-data.ts';
import { ABOUT_US, BANNERS, CONTACT, SELLER, STORES, WELCOME_COUPON } from './content-data.ts';
import {
  DELIVERY_RETURN_TR,
  DISTANCE_SELLING_TR,
  PRIVACY_POLICY_TR,
  TERMS_OF_USE_TR,
} from './legal-texts.ts';
import {
  DELIVERY_RETURN_EN,
  DISTANCE_SELLING_EN,
  PRIVACY_POLICY_EN,
  TERMS_OF_USE_EN,
} from './legal-texts-en.ts';
import { drawDemoPicturesApart } from './draw-apart.ts';
import { allPictures, type DemoPictures, removePictures } from './pictures.ts';
import { pricesFor } from './pricing.ts';
import { COLOR_OF, describe, PRODUCTS } from './products/index.ts';

const DAY = 24 * 60 * 60 * 1000;
/** Any constant: serialises two processes starting on one empty database. */
const SEED_LOCK = 0x6b65_6872;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * A shop that has never been set up has no categories and no legal texts. Deleting every category
 * later (the owner starting over) leaves the legal texts, so the demo does not come back.
 */
async function isFirstStart(db: Db | Tx): Promise<boolean> {
  const [row] = await db
    .execute<{ used: boolean }>(
      sql`SELECT EXISTS (SELECT 1 FROM ${categories}) OR EXISTS (SELECT 1 FROM ${staticContent}) AS used`,
    )
    .then((r) => r.rows);
  return !row?.used;
}

/** Seeds the demo shop on first start: catalogue, pictures, banners, content and a welcome coupon. */
export async function seedDemoShop(ctx: AppContext): Promise<void> {
  if (!(await isFirstStart(ctx.db))) return;
  const started = performance.now();

  // Pictures first, outside the transaction: drawing them takes seconds and needs no database. A process
  // of its own draws them, so the memory that takes is given back when it ends.
  const productIds = PRODUCTS.map(() => randomUUID());
  const pictures = await drawDemoPicturesApart({
    storage: { uploadsDir: ctx.config.uploadsDir, invoicesDir: ctx.config.invoicesDir, s3: ctx.config.s3 },
    productIds,
    cached: ctx.config.env === 'test',
  });
  let seeded = false;
  try {
    seeded = await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
      if (!(await isFirstStart(tx))) return false;
      await insertShop(tx, pictures, productIds);
      return true;
    });
  } finally {
    if (!seeded) await removePictures(ctx.storage, allPictures(pictures));
  }
  if (seeded) {
    const ms = Math.round(performance.now() - started);
    ctx.log.info(
      { products: PRODUCTS.length, pictures: allPictures(pictures).length, ms },
      'demo shop seeded',
    );
  }
}

const imageRow = (image: StoredImage, sortOrder: number) => ({
  path: image.path,
  fileName: image.fileName,
  width: image.width,
  height: image.height,
  variantWidths: image.variantWidths,
  isVitrinePhoto: sortOrder === 0,
  sortOrder,
});

async function insertShop(tx: Tx, pictures: DemoPictures, productIds: readonly string[]): Promise<void> {
  const categoryRows = await tx
    .insert(categories)
    .values(
      CATEGORIES.map((c, i) => ({
        name: c.name,
        nameEN: c.nameEN,
        isOnlyMan: c.isOnlyMan ?? false,
        isOnlyWoman: c.isOnlyWoman ?? false,
        sizeOptions: c.sizeOptions ?? null,
        isCustomSizeInput: c.isCustomSizeInput ?? false,
        sortOrder: i,
      })),
    )
    .returning({ id: categories.id, name: categories.name });
  const categoryId = new Map(CATEGORIES.map((c) => [c.key, categoryRows.find((r) => r.name === c.name)!.id]));

  const subRows = await tx
    .insert(subCategories)
    .values(
      CATEGORIES.flatMap((c) =>
        c.subs.map((s) => ({ name: s.name, nameEN: s.nameEN, categoryId: categoryId.get(c.key)! })),
      ),
    )
    .returning({ id: subCategories.id, name: subCategories.name });
  const subId = new Map(
    CATEGORIES.flatMap((c) => c.subs).map((s) => [s.key, subRows.find((r) => r.name === s.name)!.id]),
  );

  const collectionRows = await tx
    .insert(collections)
    .values(
      COLLECTIONS.map((c) => ({
        name: c.name,
        nameEN: c.nameEN,
        isOnlyMan: c.isOnlyMan ?? false,
        isOnlyWoman: c.isOnlyWoman ?? false,
      })),
    )
    .returning({ id: collections.id, name: collections.name });
  const collectionId = new Map(
    COLLECTIONS.map((c) => [c.key, collectionRows.find((r) => r.name === c.name)!.id]),
  );

  await tx.insert(categoryImages).values(
    CATEGORIES.map((c) => ({
      ...imageRow(pictures.categories.get(c.key)!, 0),
      categoryId: categoryId.get(c.key)!,
    })),
  );
  await tx.insert(subCategoryImages).values(
    [...subId].map(([key, id]) => ({
      ...imageRow(pictures.subCategories.get(key)!, 0),
      subCategoryId: id,
    })),
  );
  await tx.insert(collectionImages).values(
    COLLECTIONS.map((c) => ({
      ...imageRow(pictures.collections.get(c.key)!, 0),
      collectionId: collectionId.get(c.key)!,
    })),
  );

  const now = Date.now();
  // A few hours apart within the day, so no two products share a moment and 'newest' is stable.
  const createdTimes = PRODUCTS.map((p, i) => new Date(now - p.daysAgo * DAY - ((i * 37) % 600) * 60_000));
  await tx.insert(products).values(
    PRODUCTS.map((p, i) => ({
      id: productIds[i]!,
      title: p.title,
      titleEN: p.titleEN,
      ...describe(p),
      color: COLOR_OF[p.look.stone],
      isBestSeller: p.best ?? false,
      isExclusive: p.exclusive ?? false,
      ...pricesFor(p.price),
      gender: p.gender,
      categoryId: categoryId.get(p.category)!,
      subCategoryId: p.sub === null ? null : subId.get(p.sub)!,
      collectionId: p.collection === null ? null : collectionId.get(p.collection)!,
      stock: p.stock,
      soldCount: p.sold,
      searchText: foldTurkish(`${p.title} ${p.titleEN}`),
      createdTime: createdTimes[i]!,
    })),
  );
  await tx.insert(productImages).values(
    PRODUCTS.flatMap((_, i) =>
      pictures.products[i]!.map((image, order) => ({
        ...imageRow(image, order),
        productId: productIds[i]!,
      })),
    ),
  );
  const variants = PRODUCTS.flatMap((p, i) =>
    (p.variants ?? []).map((v) => ({
      productId: productIds[i]!,
      variantName: v.name,
      variantNameEN: v.nameEN,
      ...pricesFor(p.price + v.extra),
    })),
  );
  const variantRows =
    variants.length > 0
      ? await tx
          .insert(productVariants)
          .values(variants)
          .returning({ id: productVariants.id, productId: productVariants.productId })
      : [];
  // Each price starts its history when the product was listed (docs/decisions/025-sale-prices-and-reference-price.md).
  const listedAt = new Map(productIds.map((id, i) => [id, createdTimes[i]!]));
  const history = [
    ...PRODUCTS.map((p, i) => ({ productId: productIds[i]!, variantId: null, minor: pricesFor(p.price) })),
    ...variantRows.map((v, i) => ({ productId: v.productId, variantId: v.id, minor: variants[i]! })),
  ].flatMap(({ productId, variantId, minor }) =>
    (
      [
        ['TRY', minor.priceTRY],
        ['USD', minor.priceUSD],
        ['EUR', minor.priceForeign],
      ] as const
    ).map(([currency, price]) => ({
      productId,
      variantId,
      currency,
      kind: 'regular' as const,
      price,
      validFrom: listedAt.get(productId)!,
    })),
  );
  await tx.insert(priceHistory).values(history);

  await tx.insert(colors).values(COLORS.map((c) => ({ ...c })));
  await tx.insert(banners).values(
    BANNERS.map((b, i) => {
      const { scene: _scene, target, ...text } = b;
      const link =
        'collection' in target
          ? `/products?collections=${collectionId.get(target.collection)!}`
          : `/products?categories=${categoryId.get(target.category)!}`;
      return {
        ...text,
        imageUrl: pictures.banners[i]!.path,
        variantWidths: pictures.banners[i]!.variantWidths,
        link,
        sortOrder: i,
      };
    }),
  );
  await tx.insert(aboutUs).values({ ...ABOUT_US, imageUrl: pictures.about.path });
  await tx.insert(staticContent).values({
    distanceSellingContract: DISTANCE_SELLING_TR,
    distanceSellingContractEN: DISTANCE_SELLING_EN,
    deliverAndReturn: DELIVERY_RETURN_TR,
    deliverAndReturnEN: DELIVERY_RETURN_EN,
    termOfUse: TERMS_OF_USE_TR,
    termOfUseEN: TERMS_OF_USE_EN,
    privacyPolicy: PRIVACY_POLICY_TR,
    privacyPolicyEN: PRIVACY_POLICY_EN,
    ...CONTACT,
    ...SELLER,
  });
  await tx.insert(stores).values(STORES);
  await tx
    .insert(sitePhotos)
    .values(
      Object.entries(pictures.site).map(([key, image]) => ({
        key,
        imageUrl: image.path,
        variantWidths: image.variantWidths,
        width: image.width,
        height: image.height,
      })),
    )
    .onConflictDoNothing();

  const today = new Date(now);
  today.setHours(0, 0, 0, 0);
  const { validFromDaysAgo, validForDays, ...coupon } = WELCOME_COUPON;
  await tx
    .insert(coupons)
    .values({
      ...coupon,
      startDate: new Date(today.getTime() - validFromDaysAgo * DAY),
      endDate: new Date(today.getTime() + (validForDays + 1) * DAY - 1),
    })
    .onConflictDoNothing();
}
